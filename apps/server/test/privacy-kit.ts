import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../src/db/client.ts';
import { jobs, users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { recordAudit } from '../src/modules/audit/audit.service.ts';
import { transfer } from '../src/modules/ledger/ledger.service.ts';
import { sealToken } from '../src/lib/token-crypto.ts';
import { eq } from 'drizzle-orm';
import type { RewardsTestApp } from './rewards-kit.ts';

export const PASSWORD = 'Close-My-Account-1';

/** What identifies a seeded person: the scan after closure looks for each of these. */
export interface SeededPerson {
  id: number;
  headers: { authorization: string };
  identifiers: Record<
    'email' | 'firstName' | 'surname' | 'phone' | 'address' | 'wallet' | 'exchangeSubject',
    string
  >;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/**
 * A user with something in every kind of record the site keeps about a person: profile, exchange
 * link, proven wallet, points and KUB history, a fulfilled redemption with its shipping address, a
 * quiz with its certificate and a prize's delivery, a settled payout, reminders and a push
 * subscription, sessions, sign-in throttles, mails in the outbox and an admin's audit entry.
 */
export async function seedPerson(
  t: RewardsTestApp,
  options: { exchangeTokenKey?: Buffer } = {},
): Promise<SeededPerson> {
  const db = t.database.db;
  const tag = hex(4);
  const identifiers = {
    email: `privacy-${tag}@example.com`,
    firstName: `Kanokwan${tag}`,
    surname: `Srisuk${tag}`,
    phone: `08${String(Date.now()).slice(-8)}`,
    address: `77/${tag} Ratchadaphisek Road`,
    wallet: `0x${hex(20)}`,
    exchangeSubject: `bitkub-${hex(8)}`,
  };
  const member = await t.member({ points: 1000, address: true, subscribed: true });
  const id = member.id;
  const now = t.clock.now();
  await db
    .update(users)
    .set({
      email: identifiers.email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: identifiers.firstName,
      surname: identifiers.surname,
      phone: identifiers.phone,
      address: identifiers.address,
      walletAddress: identifiers.wallet,
      walletProvenAt: now,
    })
    .where(eq(users.id, id));
  const sealed = options.exchangeTokenKey ? sealToken(options.exchangeTokenKey, `refresh-${tag}`) : null;
  await db.execute(sql`insert into exchange_accounts
    (user_id, subject, email, exchange_wallet_address, kyc_level, linked_at, refreshed_at, refresh_token_encrypted, given_name, family_name)
    values (${id}, ${identifiers.exchangeSubject}, ${identifiers.email}, ${identifiers.wallet}, 3, ${now}, ${now}, ${sealed},
      ${identifiers.firstName}, ${identifiers.surname})`);
  await db.execute(sql`insert into deposit_events (event_id, user_id, amount, exchange_subject, received_at, status)
    values (${`dep-${tag}`}, ${id}, 500, ${identifiers.exchangeSubject}, ${now}, 'credited')`);

  // A redemption delivered to the profile's address (the points it took stay in the ledger).
  const rewardId = await t.reward({ type: 'physical' });
  const redeemed = await t.submit(member, rewardId);
  if (redeemed.statusCode !== 200) throw new Error(`redeem: ${redeemed.body}`);
  await db.execute(sql`update reward_redemptions set status = 'COMPLETED', fulfilled_at = ${now},
    shipping = ${JSON.stringify({ name: `${identifiers.firstName} ${identifiers.surname}`, phone: identifiers.phone, address: identifiers.address })}::jsonb
    where user_id = ${id}`);
  await inTransaction(db, (tx) =>
    transfer(
      tx,
      t.clock,
      {
        kind: 'redemption-settle',
        currency: 'POINT',
        amount: 100n,
        from: { system: 'HOLDS' },
        to: { system: 'REDEMPTIONS' },
        idempotencyKey: `settle-${tag}`,
        metadata: { wallet: identifiers.wallet },
      },
      { insufficient: 'INSUFFICIENT_BALANCE' },
    ),
  );

  // A quiz taken, its certificate, and a prize shipped to the user.
  const [quiz] = await queryRows<{ id: number; tier: number }>(
    db,
    sql`select q.id, t.id as tier from quizzes q join quiz_reward_tiers t on t.quiz_id = q.id limit 1`,
  );
  const [attempt] = await queryRows<{ id: number }>(
    db,
    sql`insert into quiz_attempts (quiz_id, user_id, seed, status, started_at, deadline_at, finished_at, percent, grade, passed, question_count, correct_count, updated_at, question_ids)
      values (${quiz!.id}, ${id}, ${hex(8)}, 'completed', ${now}, ${now}, ${now}, 100, 'A', true, 10, 10, ${now}, '{}'::int[]) returning id`,
  );
  const holder = `${identifiers.firstName} ${identifiers.surname}`;
  await db.execute(sql`insert into certificates (code, user_id, quiz_id, attempt_id, holder_name, achievement_en, achievement_th, grade, percent, issued_at, credential, status_index)
    values (${hex(16)}, ${id}, ${quiz!.id}, ${attempt!.id}, ${holder}, 'Crypto basics', 'พื้นฐานคริปโต', 'A', 100, ${now},
      ${JSON.stringify({ credentialSubject: { name: holder } })}::jsonb, nextval('certificate_status_index'))`);
  const [prize] = await queryRows<{ id: number }>(
    db,
    sql`insert into quiz_rewards (quiz_id, user_id, attempt_id, tier_id, grade, reward_type, status, created_at, updated_at)
      values (${quiz!.id}, ${id}, ${attempt!.id}, ${quiz!.tier}, 'A', 'physical', 'claimed', ${now}, ${now}) returning id`,
  );
  await db.execute(sql`insert into quiz_reward_trackings (reward_id, user_id, status, recipient_name, phone, address, created_at, updated_at)
    values (${prize!.id}, ${id}, 'SHIPPED', ${holder}, ${identifiers.phone}, ${identifiers.address}, ${now}, ${now})`);

  // A review card of a missed question, its answered review, and a "topic mastered" credential.
  const [card] = await queryRows<{ id: number }>(
    db,
    sql`insert into review_cards (user_id, quiz_question_id, category_key, due, stability, reps, state, created_at)
      select ${id}, q.id, 1, ${now}, 25, 1, 2, ${now} from quiz_questions q where q.quiz_id = ${quiz!.id} limit 1 returning id`,
  );
  await db.execute(sql`insert into review_logs (card_id, user_id, card_version, question_id, correct, rating, seconds_taken, state_before, reviewed_at)
    select ${card!.id}, ${id}, 1, quiz_question_id, true, 3, 12, '{}'::jsonb, ${now} from review_cards where id = ${card!.id}`);
  await db.execute(sql`insert into review_topic_credentials (code, user_id, category_key, holder_name, topic_en, topic_th, issued_at, credential, status_index)
    values (${hex(16)}, ${id}, 1, ${holder}, 'Bitcoin', 'บิตคอยน์', ${now},
      ${JSON.stringify({ credentialSubject: { name: holder } })}::jsonb, nextval('certificate_status_index'))`);

  // A payout that settled on chain to the proven wallet; its signed transaction quotes the address.
  await db.execute(sql`insert into payouts (user_id, amount, points, to_address, status, idempotency_key, activity_event_key, tx_hash, created_at, settled_at, updated_at)
    values (${id}, 100, 100, ${identifiers.wallet}, 'COMPLETED', ${`payout-${tag}`}, ${`payout-${tag}`}, ${`0x${hex(32)}`}, ${now}, ${now}, ${now})`);
  await db.execute(sql`insert into payout_transactions (payout_id, hash, raw, nonce, max_fee_per_gas, max_priority_fee_per_gas, created_at)
    select id, ${`0x${hex(32)}`}, ${`0x02f8a9a9059cbb000000000000000000000000${identifiers.wallet.slice(2)}`}, 1, '1', '1', ${now}
    from payouts where user_id = ${id}`);

  // Reminders, a push subscription, sign-in traces and mails.
  await db.execute(
    sql`insert into reminder_preferences (user_id, pop_quiz_open, by_email, by_push, updated_at) values (${id}, true, true, true, ${now})`,
  );
  await db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
    values (${id}, ${`https://push.example/${tag}`}, 'key', 'auth', ${now})`);
  await db.execute(sql`insert into login_throttles (email_key, source_key, failures, pending, updated_at)
    values (${identifiers.email}, '203.0.113.9', 2, 0, ${now})`);
  await db.insert(jobs).values({
    kind: 'mail',
    payload: {
      kind: 'confirm-email',
      to: identifiers.email,
      text: `Hello ${identifiers.firstName}`,
      subject: 'Hi',
    },
    runAt: now,
    doneAt: now,
    createdAt: now,
  });
  await recordAudit(db, {
    actor: { userId: null, email: 'admin@example.com', role: 'admin' },
    action: 'user.update',
    targetType: 'user',
    targetId: id,
    before: { email: identifiers.email, firstName: identifiers.firstName },
    after: { email: identifiers.email, phone: identifiers.phone },
    at: now,
  });
  await t.signIn(id);
  return { id, headers: member.headers, identifiers };
}

/** Every text, JSON and array column of every table that contains `value` (case-insensitive). */
export async function columnsContaining(db: Db, value: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'jsonb', 'json', 'character varying', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), ${value.toLowerCase()}) > 0`,
    );
    if (row && row.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
