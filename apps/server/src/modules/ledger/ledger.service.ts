import type { ErrorCode } from '@app/contracts/errors';
import type { Currency } from '@app/contracts/money';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows, type Tx, violatedUniqueConstraint } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AccountRef, systemAccountAllowsNegative } from './system-accounts.ts';

export type TransferRow = typeof ledgerTransfers.$inferSelect;

export interface TransferInput {
  /** What kind of movement this is (`package-purchase`, `quiz-reward`, `deposit`...). */
  kind: string;
  currency: Currency;
  /** In the currency's smallest unit; always positive: it leaves `from` and arrives in `to`. */
  amount: bigint;
  from: AccountRef;
  to: AccountRef;
  /** Unique per business event: a retry with the same key returns the first transfer. */
  idempotencyKey: string;
  reference?: { type: string; id: string | number };
  actorUserId?: number;
  reason?: string;
  metadata?: Record<string, unknown>;
}

export interface TransferOptions {
  /** The refusal when `from` cannot afford it ('Insufficient balance, Please deposit', 'Sorry! Out of reward'...). */
  insufficient: ErrorCode;
}

export interface TransferResult {
  transfer: TransferRow;
  /** True when this key had moved value before and nothing moved now. */
  replayed: boolean;
}

function ownerIs(ref: AccountRef) {
  return 'userId' in ref ? eq(ledgerAccounts.userId, ref.userId) : eq(ledgerAccounts.code, ref.system);
}

/**
 * The account's id, created on first use (one per user and currency, one per system code). It
 * takes no row lock: the transfer locks its accounts later, in id order.
 */
export async function accountId(tx: Db, ref: AccountRef, currency: Currency): Promise<number> {
  const find = () =>
    tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(ownerIs(ref), eq(ledgerAccounts.currency, currency)));
  const [existing] = await find();
  if (existing) return existing.id;
  await tx
    .insert(ledgerAccounts)
    .values(
      'userId' in ref
        ? { userId: ref.userId, currency }
        : { code: ref.system, currency, allowNegative: systemAccountAllowsNegative(ref.system) },
    )
    .onConflictDoNothing();
  const [created] = await find();
  return created!.id;
}

function sameRequest(row: TransferRow, input: TransferInput): boolean {
  return row.kind === input.kind && row.currency === input.currency && row.amount === input.amount;
}

/**
 * Moves `amount` from one account to another as one balanced transfer, inside the caller's
 * transaction. The debit is a conditional update (`balance + delta >= 0` unless the account is a
 * source), so parallel spends can never take a balance below zero: the loser's update matches no
 * row and the whole transaction rolls back with `options.insufficient`. Accounts are updated in
 * id order, so two transfers between the same accounts cannot deadlock.
 */
export async function transfer(
  tx: Tx,
  clock: Clock,
  input: TransferInput,
  options: TransferOptions,
): Promise<TransferResult> {
  if (input.amount <= 0n) throw new Error(`transfer amount must be positive: ${input.amount}`);
  const now = clock.now();
  const [inserted] = await tx
    .insert(ledgerTransfers)
    .values({
      kind: input.kind,
      currency: input.currency,
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
      referenceType: input.reference?.type ?? null,
      referenceId: input.reference ? String(input.reference.id) : null,
      actorUserId: input.actorUserId ?? null,
      reason: input.reason ?? null,
      metadata: input.metadata ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  if (!inserted) {
    const [first] = await tx
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, input.idempotencyKey));
    if (!first || !sameRequest(first, input)) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { transfer: first, replayed: true };
  }

  const fromId = await accountId(tx, input.from, input.currency);
  const toId = await accountId(tx, input.to, input.currency);
  if (fromId === toId) throw new Error('a transfer needs two different accounts');
  const legs = [
    { accountId: fromId, amount: -input.amount },
    { accountId: toId, amount: input.amount },
  ].sort((a, b) => a.accountId - b.accountId);

  for (const leg of legs) {
    const updated = await tx
      .update(ledgerAccounts)
      .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
      .where(
        and(
          eq(ledgerAccounts.id, leg.accountId),
          sql`(${ledgerAccounts.allowNegative} or ${ledgerAccounts.balance} + ${leg.amount} >= 0)`,
          // A closed user's account moves nothing: a spend or a credit that waited for the closure's
          // row lock is refused here instead of leaving value with an erased account.
          isNull(ledgerAccounts.closedAt),
        ),
      )
      .returning({ id: ledgerAccounts.id });
    if (updated.length === 0) {
      const [closed] = await tx
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.id, leg.accountId), isNotNull(ledgerAccounts.closedAt)));
      throw new AppError(closed ? 'ACCOUNT_CLOSED' : options.insufficient);
    }
  }
  await tx
    .insert(ledgerEntries)
    .values(legs.map((leg) => ({ transferId: inserted.id, ...leg, createdAt: now })));
  return { transfer: inserted, replayed: false };
}

/** The balance of one account (0 when it was never used). */
export async function balanceOf(db: Db, ref: AccountRef, currency: Currency): Promise<bigint> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(ownerIs(ref), eq(ledgerAccounts.currency, currency)));
  return row?.balance ?? 0n;
}

/** A user's points and KUB units. */
export async function userBalances(db: Db, userId: number): Promise<{ points: bigint; kub: bigint }> {
  const rows = await db
    .select({ currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const of = (currency: Currency) => rows.find((row) => row.currency === currency)?.balance ?? 0n;
  return { points: of('POINT'), kub: of('KUB') };
}

export interface PoolTransferInput extends Omit<TransferInput, 'from' | 'to' | 'amount'> {
  /** A positive whole amount, or SQL reading it in the same statement (a reward an admin may change). */
  amount: bigint | SQL;
  /** The reward pool paying out (a system account that can never go negative). */
  from: { system: `pool:${string}` };
  /** The user receiving it; their account in the transfer's currency is created if missing. */
  to: { userId: number };
}

/** The outcome of `payFromPool`: paid (with the transfer's id), refused, or paid before under the key. */
export type PoolPayment =
  | { outcome: 'paid'; transferId: number; row: Record<string, unknown> }
  | { outcome: 'refused'; row: Record<string, unknown> }
  | { outcome: 'replayed' };

/**
 * A pool -> user transfer as ONE autocommit statement, with the caller's own writes folded in, for
 * pools that many claimants drain at the same second (pop quiz rewards). One round trip per claim,
 * and no transaction held open across round trips while others queue on the pool's row.
 *
 * One data-modifying CTE, each step gated on the one before:
 *   1. `debit`: the pool is debited by the same conditional update as `transfer()` (`balance -
 *      amount >= 0` unless the account may go negative) and only while `also.when` holds. It is the
 *      authority: a parallel claim waiting on the pool row re-checks the balance once the holder
 *      commits, so the pool is never overdrawn;
 *   2. `moved`: the transfer row under its idempotency key, only when step 1 matched; a key used
 *      before is a unique violation that aborts the whole statement (answered `replayed`);
 *   3. `credit`: the user's account, created on first use (an upsert);
 *   4. `legs`: both entries, summing to zero (the deferred balance trigger checks it at commit);
 *   5. `also.ctes`: the caller's writes, which read `debit` to know whether the pool paid (its
 *      other unique constraints abort the whole statement too, payment included);
 *   6. `also.select`: columns the caller reads back from its CTEs (`(select x from mine) as x`);
 *   7. `also.assert`: a condition on the caller's CTEs that must hold, else the statement fails
 *      and nothing of it stays (a cast error is SQL's only way to raise without a function; it
 *      reads `debit` so that the planner cannot fold it into an error raised every time).
 * Lock order: the pool row, then the user's account, as in `transfer()`.
 */
export async function payFromPool(
  db: Db,
  clock: Clock,
  input: PoolTransferInput,
  also: { when?: SQL; ctes?: SQL; select?: SQL; assert?: SQL } = {},
): Promise<PoolPayment> {
  if (typeof input.amount === 'bigint' && input.amount <= 0n)
    throw new Error(`transfer amount must be positive: ${input.amount}`);
  const at = sql`${clock.now().toISOString()}::timestamptz`;
  const amount =
    typeof input.amount === 'bigint'
      ? sql`${input.amount.toString()}::bigint`
      : sql`(${input.amount})::bigint`;
  try {
    const [row] = await queryRows<
      { transfer_id: string | number | null; legs: string | number } & Record<string, unknown>
    >(
      db,
      sql`with debit as (
        update ledger_accounts set balance = balance - ${amount}
        where code = ${input.from.system} and currency = ${input.currency}
          and (allow_negative or balance - ${amount} >= 0) and ${amount} > 0
          and (${also.when ?? sql`true`})
        returning id
      ), moved as (
        insert into ledger_transfers
          (kind, currency, amount, idempotency_key, reference_type, reference_id, actor_user_id,
           reason, metadata, created_at)
        select ${input.kind}, ${input.currency}, ${amount}, ${input.idempotencyKey},
          ${input.reference?.type ?? null}, ${input.reference ? String(input.reference.id) : null},
          ${input.actorUserId ?? null}::integer, ${input.reason ?? null},
          ${input.metadata ? JSON.stringify(input.metadata) : null}::jsonb, ${at}
        from debit
        returning id
      ), credit as (
        insert into ledger_accounts (user_id, currency, balance)
        select ${input.to.userId}::integer, ${input.currency}, ${amount} from debit
        on conflict (user_id, currency) where user_id is not null
          do update set balance = ledger_accounts.balance + excluded.balance
        returning id
      ), legs as (
        insert into ledger_entries (transfer_id, account_id, amount, created_at)
        select moved.id, debit.id, -${amount}, ${at} from moved, debit
        union all
        select moved.id, credit.id, ${amount}, ${at} from moved, credit
        returning id
      )${also.ctes ? sql`, ${also.ctes}` : sql``}
      select (select id from moved) as transfer_id, (select count(*) from legs) as legs
        ${also.select ? sql`, ${also.select}` : sql``},
        case when not (${also.assert ?? sql`true`})
          then ('pool payment assertion failed, debits: ' || (select count(*) from debit))::int
        end as failed`,
    );
    if (row!.transfer_id === null) return { outcome: 'refused', row: row! };
    if (Number(row!.legs) !== 2) throw new Error('a pool payment wrote an unexpected number of entries');
    return { outcome: 'paid', transferId: Number(row!.transfer_id), row: row! };
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'ledger_transfers_idempotency_key_unique')
      return { outcome: 'replayed' };
    throw error;
  }
}
