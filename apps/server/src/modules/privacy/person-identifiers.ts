import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Person } from './personal-data-erasure.ts';

/**
 * Every value that identifies the user anywhere in the database: what the profile holds, what the
 * exchange told about them, the addresses and names they shipped rewards to, and the wallets
 * money went to. Read before the erasure, which replaces them all.
 */
export async function personOf(db: Db, userId: number): Promise<Person> {
  const [row] = await queryRows<{ email: string; distinctive: string[] | null; personal: string[] | null }>(
    db,
    sql`select u.email,
      array_remove(array[
        u.phone, u.wallet_address, x.subject, x.email, x.exchange_wallet_address, x.next_wallet_address
      ]
        || coalesce((select array_agg(to_address) from payouts where user_id = ${userId}), '{}')
        || coalesce((select array_agg(nft_minted_to) from user_subscriptions where user_id = ${userId}), '{}')
        || coalesce((select array_agg(address) from wallet_nonces where user_id = ${userId}), '{}')
        || coalesce((select array_agg(exchange_subject) from deposit_events where user_id = ${userId}), '{}')
        || coalesce((select array_agg(wallet_address) from reward_redemptions where user_id = ${userId}), '{}')
        || coalesce((select array_agg(t.phone) || array_agg(t.wallet_address)
                     from quiz_reward_trackings t where t.user_id = ${userId}), '{}'),
        null) as distinctive,
      array_remove(array[
        u.first_name, u.surname, trim(concat_ws(' ', u.first_name, u.surname)), u.address, u.district, u.postcode,
        u.phishing_word, u.remark, x.given_name, x.family_name, trim(concat_ws(' ', x.given_name, x.family_name))
      ]
        || coalesce((select array_agg(holder_name) from certificates where user_id = ${userId}), '{}')
        || coalesce((select array_agg(holder_name) from learning_path_certificates where user_id = ${userId}), '{}')
        || coalesce((select array_agg(t.recipient_name) || array_agg(t.address)
                     from quiz_reward_trackings t where t.user_id = ${userId}), '{}')
        || coalesce((select array_agg(s.value) from reward_redemptions r, jsonb_each_text(r.shipping) s
                     where r.user_id = ${userId} and s.key not ilike '%province%'), '{}'),
        null) as personal
    from users u left join exchange_accounts x on x.user_id = u.id
    where u.id = ${userId}`,
  );
  if (!row) throw new Error(`user ${userId} not found`);
  const email = row.email.trim().toLowerCase();
  const distinctive = [email, ...(row.distinctive ?? [])];
  // A wallet also appears without its 0x (inside a signed transaction's data), and in lower case.
  for (const value of row.distinctive ?? [])
    if (/^0x[0-9a-f]{40}$/i.test(value)) distinctive.push(value.slice(2).toLowerCase());
  return {
    userId,
    email,
    distinctive,
    personal: row.personal ?? [],
    pseudonym: `closed-account-${userId}`,
    pseudonymEmail: `closed-account-${userId}@closed.invalid`,
  };
}
