import { formatKubUnits, parseKubAmount } from '@app/contracts/money';
import type { DepositResult, depositNotificationSchema } from '@app/contracts/wallet';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import { depositEvents, exchangeAccounts, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer } from '../ledger/ledger.service.ts';

type Notification = z.output<typeof depositNotificationSchema>;
type DepositRow = typeof depositEvents.$inferSelect;

/** The user one identifier of a notification names, or null when it names nobody. */
async function userNamedBy(
  db: Db,
  by: 'exchangeSubject' | 'userId' | 'email',
  value: string | number,
): Promise<number | null> {
  let rows: { id: number }[];
  if (by === 'exchangeSubject') {
    rows = await db
      .select({ id: exchangeAccounts.userId })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.subject, String(value)));
  } else if (by === 'userId') {
    rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, Number(value)));
  } else {
    rows = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${String(value).toLowerCase()}`, isNotNull(users.emailVerifiedAt)),
      );
  }
  return rows[0]?.id ?? null;
}

/**
 * The user a deposit is for: the one every identifier given (exchange subject, user id, verified
 * e-mail) names. A notification whose identifiers name different users, or some nobody, is
 * refused rather than credited to one of them.
 */
async function depositOwner(db: Db, notification: Notification): Promise<number> {
  const named = (['exchangeSubject', 'userId', 'email'] as const).flatMap((by) => {
    const value = notification[by];
    return value === undefined ? [] : [userNamedBy(db, by, value)];
  });
  const owners = new Set(await Promise.all(named));
  if (owners.size === 1 && !owners.has(null)) return [...owners][0]!;
  if (owners.size === 1) throw new AppError('DEPOSIT_ACCOUNT_UNKNOWN');
  throw new AppError('DEPOSIT_ACCOUNT_MISMATCH');
}

function present(row: DepositRow): DepositResult {
  return {
    eventId: row.eventId,
    status: row.status,
    userId: row.userId,
    amount: formatKubUnits(row.amount),
    transferId: row.transferId ?? null,
  };
}

/**
 * Receives a deposit the exchange has notified (the signature was checked by the route). The event
 * id is unique: the same notification again (a retry, a replay) answers as the first did and
 * credits nothing; the same id for another user or amount is refused. A `pending` notification
 * only records the deposit; the `credited` one with the same id credits it, exactly once, and a
 * credited deposit stays credited (a late `pending` answers with the credited state).
 */
export async function receiveDeposit(
  db: Db,
  clock: Clock,
  notification: Notification,
): Promise<{ result: DepositResult; replayed: boolean }> {
  const amount = parseKubAmount(notification.amount);
  if (amount === undefined || amount <= 0n) throw new AppError('DEPOSIT_AMOUNT_INVALID');
  const userId = await depositOwner(db, notification);
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(depositEvents)
      .values({
        eventId: notification.eventId,
        userId,
        amount,
        exchangeSubject: notification.exchangeSubject ?? null,
        status: notification.status,
        receivedAt: now,
      })
      .onConflictDoNothing({ target: depositEvents.eventId })
      .returning();
    if (inserted) {
      if (inserted.status === 'pending') return { result: present(inserted), replayed: false };
      return { result: await credit(tx, clock, inserted, notification), replayed: false };
    }
    const [first] = await tx
      .select()
      .from(depositEvents)
      .where(eq(depositEvents.eventId, notification.eventId));
    if (!first || first.userId !== userId || first.amount !== amount) {
      throw new AppError('DEPOSIT_EVENT_CONFLICT');
    }
    if (notification.status === 'pending' || first.status === 'credited') {
      return { result: present(first), replayed: true };
    }
    // The pending deposit becomes final. The conditional update is the claim: of two credited
    // notifications racing, the second waits on the row, then finds it credited and updates none.
    const [claimed] = await tx
      .update(depositEvents)
      .set({ status: 'credited' })
      .where(and(eq(depositEvents.eventId, notification.eventId), eq(depositEvents.status, 'pending')))
      .returning();
    if (!claimed) {
      const [current] = await tx
        .select()
        .from(depositEvents)
        .where(eq(depositEvents.eventId, notification.eventId));
      return { result: present(current!), replayed: true };
    }
    return { result: await credit(tx, clock, claimed, notification), replayed: false };
  });
}

/** The ledger transfer from DEPOSITS and the 'Deposit' activity of a deposit this call claimed. */
async function credit(tx: Tx, clock: Clock, row: DepositRow, notification: Notification) {
  const key = `deposit:${row.eventId}`;
  const { transfer: moved } = await transfer(
    tx,
    clock,
    {
      kind: 'deposit',
      currency: 'KUB',
      amount: row.amount,
      from: { system: 'DEPOSITS' },
      to: { userId: row.userId },
      idempotencyKey: key,
      reference: { type: 'deposit', id: row.eventId },
      metadata: {
        ...(row.exchangeSubject ? { exchangeSubject: row.exchangeSubject } : {}),
        ...(notification.occurredAt ? { occurredAt: notification.occurredAt } : {}),
      },
    },
    { insufficient: 'INSUFFICIENT_BALANCE' },
  );
  await recordActivity(tx, clock, {
    userId: row.userId,
    type: 'Deposit',
    unit: 'KUB',
    amount: row.amount,
    status: 'COMPLETED',
    transferId: moved.id,
    reference: { type: 'deposit', id: row.eventId },
    eventKey: key,
  });
  const [updated] = await tx
    .update(depositEvents)
    .set({ transferId: moved.id, creditedAt: clock.now() })
    .where(eq(depositEvents.eventId, row.eventId))
    .returning();
  return present(updated!);
}
