import { sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { MEMBER_CARD_MINT_JOB } from '../subscriptions/member-card-mint.ts';

/**
 * Checks for money work of a user that is not finished yet, each one a SQL `exists` condition
 * on the user id. A feature with money work of its own adds its check here.
 */
const PENDING_MONEY_WORK: Record<string, (userId: number) => SQL> = {
  /** A package order whose member card is still being minted to the buyer's wallet. */
  packageOrder: (userId) => sql`exists (
    select 1 from jobs j join user_subscriptions s on s.id = (j.payload->>'subscriptionId')::int
    where j.kind = ${MEMBER_CARD_MINT_JOB} and j.done_at is null and j.failed_at is null
      and s.user_id = ${userId})`,
  /** A reward redemption neither fulfilled nor cancelled yet (its points are on hold). */
  rewardRedemption: (userId) =>
    sql`exists (select 1 from reward_redemptions r where r.user_id = ${userId} and r.status = 'PENDING')`,
  /** A KKUB payout not yet settled on chain or released (its KKUB is held). */
  payout: (userId) =>
    sql`exists (select 1 from payouts p where p.user_id = ${userId} and p.status in ('QUEUED', 'SIGNED'))`,
};

/**
 * What money work of the user is still pending (empty: none). Unlinking the exchange account
 * is refused meanwhile, since that work was started on the identity the exchange verified.
 */
export async function pendingMoneyWork(db: Db, userId: number): Promise<string[]> {
  const names = Object.keys(PENDING_MONEY_WORK);
  const columns = sql.join(
    names.map((name) => sql`${PENDING_MONEY_WORK[name]!(userId)} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<string, boolean>>(db, sql`select ${columns}`);
  return names.filter((name) => row?.[name] === true);
}

/** Whether any money work of the user is still pending (see `pendingMoneyWork`). */
export async function hasPendingMoneyWork(db: Db, userId: number): Promise<boolean> {
  return (await pendingMoneyWork(db, userId)).length > 0;
}
