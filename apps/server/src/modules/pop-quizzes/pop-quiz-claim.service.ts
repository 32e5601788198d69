import type { PopQuizClaim } from '@app/contracts/pop-quizzes';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows } from '../../db/client.ts';
import { exchangeAccounts, popQuizAttempts, popQuizzes, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transferFromPool } from '../ledger/ledger.service.ts';
import { poolAccount } from './pop-quiz-schedule.ts';
import { type AttemptRow, effectiveStatus } from './pop-quiz-status.ts';

/**
 * Everything that identifies the person behind a site account: the account itself, the exchange
 * account it is linked to, and every wallet it has proven or the exchange reports. Wallet
 * addresses are compared in lower case (EIP-55 capitals are only a checksum).
 */
function facetsOf(userId: number, identity: Identity | undefined): string[] {
  const facets = new Set([`user:${userId}`]);
  if (identity?.subject) facets.add(`exchange:${identity.subject}`);
  for (const wallet of [identity?.wallet, identity?.exchangeWallet, identity?.nextWallet])
    if (wallet) facets.add(`wallet:${wallet.toLowerCase()}`);
  return [...facets];
}

interface Identity {
  wallet: string | null;
  subject: string | null;
  exchangeWallet: string | null;
  nextWallet: string | null;
}

function claimed(attempt: AttemptRow, rewardPoints: number): PopQuizClaim {
  return {
    attemptId: attempt.id,
    status: 'completed',
    rewardPoints,
    claimedAt: (attempt.claimedAt ?? attempt.answeredAt ?? attempt.startedAt).toISOString(),
  };
}

/** The refusal for an attempt that holds no claim that can be paid now. */
function refusal(attempt: AttemptRow | undefined, now: Date): AppError {
  if (!attempt) return new AppError('POP_QUIZ_NOT_STARTED');
  if (attempt.status === 'outofreward') return new AppError('POP_QUIZ_OUT_OF_REWARD');
  if (attempt.status === 'pending' && effectiveStatus(attempt, now) === 'expired')
    return new AppError('POP_QUIZ_CLAIM_EXPIRED');
  return new AppError('POP_QUIZ_NOT_WON');
}

/** The attempt, its reward, the pool's balance and the claimant's identity, in one read. */
async function loadClaim(db: Db, popQuizId: number, userId: number) {
  const [row] = await db
    .select({
      attempt: popQuizAttempts,
      rewardPoints: popQuizzes.rewardPoints,
      pool: sql<string>`coalesce((select pool.balance from ledger_accounts pool
        where pool.code = 'pool:pop-quiz:' || "pop_quizzes"."id" and pool.currency = 'POINT'), 0)`,
      identity: {
        wallet: users.walletAddress,
        subject: exchangeAccounts.subject,
        exchangeWallet: exchangeAccounts.exchangeWalletAddress,
        nextWallet: exchangeAccounts.nextWalletAddress,
      },
    })
    .from(popQuizAttempts)
    .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizAttempts.popQuizId))
    .innerJoin(users, eq(users.id, popQuizAttempts.userId))
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(and(eq(popQuizAttempts.popQuizId, popQuizId), eq(popQuizAttempts.userId, userId)));
  return row;
}

async function markOutOfReward(db: Db, attemptId: number) {
  await db
    .update(popQuizAttempts)
    .set({ status: 'outofreward' })
    .where(and(eq(popQuizAttempts.id, attemptId), eq(popQuizAttempts.status, 'pending')));
}

/**
 * Pays a won pop quiz reward from the quiz's pool. The transaction is kept small, since every
 * claim of a quiz queues on its pool's row: first the pool -> user transfer in one statement
 * (`transferFromPool`), whose conditional debit refuses an empty pool atomically ('Pop Quiz out of
 * reward'), so a claim the pool cannot pay stops there; then, in one statement, the identity facets
 * (one reward per person: a facet already taken for this quiz refuses) and the attempt moving from
 * pending to completed within its claim window; then the 'Received Point' activity. Any refusal
 * rolls the whole transaction back, payment included. A retried claim returns the first answer.
 */
export async function claimReward(
  db: Db,
  clock: Clock,
  userId: number,
  popQuizId: number,
): Promise<PopQuizClaim> {
  const now = clock.now();
  const found = await loadClaim(db, popQuizId, userId);
  if (!found) {
    const [quiz] = await db
      .select({ id: popQuizzes.id })
      .from(popQuizzes)
      .where(eq(popQuizzes.id, popQuizId));
    throw new AppError(quiz ? 'POP_QUIZ_NOT_STARTED' : 'POP_QUIZ_NOT_FOUND');
  }
  const { attempt, rewardPoints } = found;
  if (attempt.status === 'completed') return claimed(attempt, rewardPoints);
  if (effectiveStatus(attempt, now) !== 'pending') throw refusal(attempt, now);
  // A pool seen empty refuses at once; a pool seen full is still decided by the atomic debit.
  if (BigInt(found.pool) < BigInt(rewardPoints)) {
    await markOutOfReward(db, attempt.id);
    throw new AppError('POP_QUIZ_OUT_OF_REWARD');
  }

  const facets = facetsOf(userId, found.identity);
  try {
    const paid = await inTransaction(db, async (tx) => {
      // The pool debit goes first, as the gate: once the pool is empty a claim learns it from
      // this one statement, and the rest runs only for the claims the pool can pay.
      const { transfer: moved, replayed } = await transferFromPool(
        tx,
        clock,
        {
          kind: 'pop-quiz-reward',
          currency: 'POINT',
          amount: BigInt(rewardPoints),
          from: poolAccount(popQuizId),
          to: { userId },
          idempotencyKey: `pop-quiz-claim:${attempt.id}`,
          reference: { type: 'pop-quiz-attempt', id: attempt.id },
          actorUserId: userId,
        },
        { insufficient: 'POP_QUIZ_OUT_OF_REWARD' },
      );
      // A parallel claim of this attempt (a double click) paid it: answer as it did, below.
      if (replayed) throw new AppError('POP_QUIZ_NOT_WON');
      // The identity facets (one reward per person) and the attempt moving from pending to
      // completed within its claim window, in one statement: the pool row stays locked until
      // commit, so every round trip after the gate is one the next claimant waits for.
      const [marks] = await queryRows<{ taken: string | number; won: string | number }>(
        tx,
        sql`with won as (
          update pop_quiz_attempts set status = 'completed', claimed_at = ${now.toISOString()}::timestamptz
          where id = ${attempt.id} and status = 'pending'
            and claim_expires_at >= ${now.toISOString()}::timestamptz
          returning id
        ), taken as (
          insert into pop_quiz_reward_claims (pop_quiz_id, facet, attempt_id, created_at)
          select ${popQuizId}::integer, facet, ${attempt.id}::integer, ${now.toISOString()}::timestamptz
          from unnest(array[${sql.join(
            facets.map((facet) => sql`${facet}`),
            sql`, `,
          )}]::text[]) as facet
          on conflict do nothing
          returning facet
        )
        select (select count(*) from taken) as taken, (select count(*) from won) as won`,
      );
      if (Number(marks!.taken) < facets.length) throw new AppError('POP_QUIZ_IDENTITY_CLAIMED');
      if (Number(marks!.won) !== 1) throw new AppError('POP_QUIZ_NOT_WON');
      const won: AttemptRow = { ...attempt, status: 'completed', claimedAt: now };
      await recordActivity(tx, clock, {
        userId,
        type: 'Received Point',
        unit: 'POINT',
        amount: rewardPoints,
        status: 'COMPLETED',
        transferId: moved.id,
        reference: { type: 'pop-quiz-attempt', id: attempt.id },
        eventKey: `pop-quiz-claim:${attempt.id}`,
      });
      return won;
    });
    return claimed(paid, rewardPoints);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'POP_QUIZ_OUT_OF_REWARD') {
      // The pool ran dry before this claim: the attempt says so from now on.
      await markOutOfReward(db, attempt.id);
      throw error;
    }
    // A parallel claim of the same attempt (a double click) won: answer as it did.
    const again = await loadClaim(db, popQuizId, userId);
    if (again?.attempt.status === 'completed') return claimed(again.attempt, rewardPoints);
    if (error.code === 'POP_QUIZ_NOT_WON') throw refusal(again?.attempt, clock.now());
    throw error;
  }
}
