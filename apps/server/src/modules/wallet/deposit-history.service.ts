import { formatKubUnits } from '@app/contracts/money';
import type { DepositListQuery, DepositPage } from '@app/contracts/wallet';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { depositEvents, exchangeAccounts } from '../../db/schema/index.ts';

/**
 * The user's own deposits, newest first, with the exchange account they arrive from (the one
 * linked in the profile), so the Deposit screen can say where to send KUB and show it arrive.
 */
export async function listDeposits(db: Db, userId: number, query: DepositListQuery): Promise<DepositPage> {
  const [rows, [total], [account]] = await Promise.all([
    db
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.userId, userId))
      .orderBy(desc(depositEvents.receivedAt), desc(depositEvents.eventId))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(depositEvents).where(eq(depositEvents.userId, userId)),
    db
      .select({ subject: exchangeAccounts.subject, email: exchangeAccounts.email })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, userId)),
  ]);
  return {
    data: rows.map((row) => ({
      reference: row.eventId,
      amount: formatKubUnits(row.amount),
      status: row.status,
      receivedAt: row.receivedAt.toISOString(),
      creditedAt: row.creditedAt?.toISOString() ?? null,
    })),
    page: query.page,
    limit: query.limit,
    total: total?.total ?? 0,
    exchangeAccount: account ?? null,
  };
}
