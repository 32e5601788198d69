import type { AdminPayout, PayoutView } from '@app/contracts/payouts';
import { formatKubUnits } from '@app/contracts/money';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutControl, payouts, payoutTransactions, users } from '../../db/schema/index.ts';

/** How a payout's last error starts when the chain could not be reached (see payout-sender.ts). */
export const CHAIN_UNAVAILABLE = 'chain unavailable';

type Row = typeof payouts.$inferSelect;

const ACTIVITY_STATUS = {
  QUEUED: 'PENDING',
  SIGNED: 'PENDING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELLED: 'FAILED',
} as const;

export function presentPayout(row: Row): PayoutView {
  return {
    id: row.id,
    amount: formatKubUnits(row.amount),
    status: ACTIVITY_STATUS[row.status],
    toAddress: row.toAddress,
    txHash: row.txHash,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The user's own payouts, newest first (the dashboard's list). */
export async function listMyPayouts(db: Db, userId: number, limit = 20): Promise<PayoutView[]> {
  const rows = await db
    .select()
    .from(payouts)
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
  return rows.map(presentPayout);
}

/** The back office's queue: newest first, with the recipient's e-mail and every hash tried. */
export async function listAdminPayouts(
  db: Db,
  query: { status?: Row['status']; limit: number },
): Promise<AdminPayout[]> {
  const rows = await db
    .select({ payout: payouts, email: users.email })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(query.status ? eq(payouts.status, query.status) : undefined)
    .orderBy(desc(payouts.id))
    .limit(query.limit);
  const ids = rows.map((row) => row.payout.id);
  const hashes =
    ids.length === 0
      ? []
      : await db
          .select({ payoutId: payoutTransactions.payoutId, hash: payoutTransactions.hash })
          .from(payoutTransactions)
          .where(inArray(payoutTransactions.payoutId, ids))
          .orderBy(asc(payoutTransactions.id));
  return rows.map(({ payout, email }) => ({
    ...presentPayout(payout),
    stage: payout.status,
    userId: payout.userId,
    email,
    nonce: payout.nonce?.toString() ?? null,
    note: payout.lastError,
    hashes: hashes.filter((row) => row.payoutId === payout.id).map((row) => row.hash),
  }));
}

/**
 * Payouts not settled yet (QUEUED, SIGNED), by stage, for monitoring: how many, how much KKUB in
 * ledger units, since when the oldest waits, and how many last found the chain unreachable.
 */
export async function pendingPayouts(db: Db): Promise<
  {
    status: 'QUEUED' | 'SIGNED';
    count: number;
    amount: bigint;
    oldestCreatedAt: Date;
    waitingOnChain: number;
  }[]
> {
  const rows = await db
    .select({
      status: payouts.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${payouts.amount}), 0)::text`,
      oldest: sql<string>`min(${payouts.createdAt})`,
      waitingOnChain: sql<number>`(count(*) filter (where ${payouts.lastError} like ${`${CHAIN_UNAVAILABLE}%`}))::int`,
    })
    .from(payouts)
    .where(inArray(payouts.status, ['QUEUED', 'SIGNED']))
    .groupBy(payouts.status);
  return rows.map((row) => ({
    status: row.status as 'QUEUED' | 'SIGNED',
    count: Number(row.count),
    amount: BigInt(row.amount),
    oldestCreatedAt: new Date(row.oldest),
    waitingOnChain: Number(row.waitingOnChain),
  }));
}

/** The admins' pause, the low-funds episode and the last chain reconciliation's mismatches. */
export async function payoutControlState(
  db: Db,
): Promise<{ paused: boolean; lowFunds: boolean; chainMismatches: number }> {
  const [row] = await db.select().from(payoutControl).where(eq(payoutControl.id, 'main'));
  const mismatches = (row?.reconciliation as { mismatches?: unknown[] } | null)?.mismatches;
  return {
    paused: row?.paused ?? false,
    lowFunds: Boolean(row?.lowFundsSince),
    chainMismatches: Array.isArray(mismatches) ? mismatches.length : 0,
  };
}
