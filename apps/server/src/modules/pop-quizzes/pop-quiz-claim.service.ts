import type { PopQuizClaim } from '@app/contracts/pop-quizzes';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { facetsOf, identityColumns } from '../identity/identity-facets.ts';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows, violatedUniqueConstraint } from '../../db/client.ts';
import { exchangeAccounts, popQuizAttempts, popQuizzes, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { payFromPool, type PoolPayment } from '../ledger/ledger.service.ts';
import { assertKycVerified, type KycFacts, type KycLookup } from '../../policies/kyc.policy.ts';
import { pointsEarningState } from '../subscriptions/points-earning.ts';
import { poolAccount } from './pop-quiz-schedule.ts';
import { type AttemptRow, effectiveStatus } from './pop-quiz-status.ts';

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

/** The attempt, its reward, the pool's balance, the claimant's identity and KYC facts, in one read. */
async function loadClaim(db: Db, popQuizId: number, userId: number) {
  const [row] = await db
    .select({
      attempt: popQuizAttempts,
      rewardPoints: popQuizzes.rewardPoints,
      pool: sql<string>`coalesce((select pool.balance from ledger_accounts pool
        where pool.code = 'pool:pop-quiz:' || "pop_quizzes"."id" and pool.currency = 'POINT'), 0)`,
      // Top level, not nested: a nested object whose joined row is missing reads as null whole.
      ...identityColumns,
      kyc: { override: users.kycOverride, level: exchangeAccounts.kycLevel },
    })
    .from(popQuizAttempts)
    .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizAttempts.popQuizId))
    .innerJoin(users, eq(users.id, popQuizAttempts.userId))
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(and(eq(popQuizAttempts.popQuizId, popQuizId), eq(popQuizAttempts.userId, userId)));
  return row;
}

/**
 * Pays a won pop quiz reward from the quiz's pool in ONE statement (`payFromPool`), since every
 * claim of a quiz queues on its pool's row and a crowd presses the button at the same second. The
 * pool is debited only while the attempt is pending within its claim window, and by the ledger's
 * conditional update, so an empty pool refuses atomically ('Pop Quiz out of reward'). In the same
 * statement: the attempt moves to completed (or, when the pool could not pay, to outofreward); the
 * claimant's identity facets are recorded (one reward per person: a facet already taken for this
 * quiz is a unique violation that undoes the whole statement, payment included); the 'Received
 * Point' activity is written. A retried or double-clicked claim returns the first answer.
 */
/**
 * Whether the pool, as the claim's read saw it, holds less than one reward. Pools only shrink
 * while claims run, so such a claim cannot be paid: it skips the payment statement (and its wait
 * on the pool row), which is what the many late claimants of a popular quiz would otherwise queue for.
 */
function poolCannotPay(pool: string, rewardPoints: number): boolean {
  return BigInt(pool) < BigInt(rewardPoints);
}

/**
 * The attempt moves to outofreward, exactly as the payment statement moves it when the pool does
 * not pay: only while pending in its window and with an earning term (else it stays pending).
 */
async function markOutOfReward(db: Db, open: SQL, earning: SQL<string>): Promise<PoolPayment> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`with marked as (
      update pop_quiz_attempts a set status = 'outofreward'
      where ${open} and ${earning} = 'EARNS'
      returning a.status
    )
    select (select status from marked) as marked, ${earning} as earning`,
  );
  return { outcome: 'refused', row: row! };
}

export async function claimReward(
  db: Db,
  clock: Clock,
  userId: number,
  popQuizId: number,
  kyc: { of: KycLookup; from: (facts: KycFacts) => { verified: boolean } },
): Promise<PopQuizClaim> {
  const now = clock.now();
  const found = await loadClaim(db, popQuizId, userId);
  // KYC first, from the facts the claim's read carries (no query of its own on the busy path).
  assertKycVerified(found?.kyc ? kyc.from(found.kyc) : await kyc.of(userId), 'quiz');
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

  const at = sql`${now.toISOString()}::timestamptz`;
  const key = `pop-quiz-claim:${attempt.id}`;
  const open = sql`a.id = ${attempt.id} and a.status = 'pending' and a.claim_expires_at >= ${at}`;
  // Spec §6, judged by this statement itself: without an earning term nothing moves and the
  // attempt stays pending (neither a prize of the pool nor the person's one reward is used), so a
  // subscription bought within the claim window can still claim it.
  const earning = pointsEarningState(userId, now);
  const facets = sql.join(
    facetsOf(userId, found).map((facet) => sql`${facet}`),
    sql`, `,
  );
  let payment: PoolPayment;
  try {
    payment = poolCannotPay(found.pool, rewardPoints)
      ? await markOutOfReward(db, open, earning)
      : await payFromPool(
          db,
          clock,
          {
            kind: 'pop-quiz-reward',
            currency: 'POINT',
            amount: BigInt(rewardPoints),
            from: poolAccount(popQuizId),
            to: { userId },
            idempotencyKey: key,
            reference: { type: 'pop-quiz-attempt', id: attempt.id },
            actorUserId: userId,
          },
          {
            when: sql`exists (select 1 from pop_quiz_attempts a where ${open}) and ${earning} = 'EARNS'`,
            ctes: sql`marked as (
          update pop_quiz_attempts a
          set status = case when exists (select 1 from debit) then 'completed' else 'outofreward' end,
              claimed_at = case when exists (select 1 from debit) then ${at} else a.claimed_at end
          where ${open} and ${earning} = 'EARNS'
          returning a.status
        ), taken as (
          insert into pop_quiz_reward_claims (pop_quiz_id, facet, attempt_id, created_at)
          select ${popQuizId}::integer, facet, ${attempt.id}::integer, ${at}
          from unnest(array[${facets}]::text[]) as facet
          where exists (select 1 from debit)
          returning facet
        ), noted as (
          insert into activities (user_id, type, unit, amount, status, transfer_id, reference_type,
                                  reference_id, event_key, created_at, updated_at)
          select ${userId}::integer, 'Received Point', 'POINT', ${rewardPoints}::bigint, 'COMPLETED',
                 moved.id, 'pop-quiz-attempt', ${String(attempt.id)}, ${key}, ${at}, ${at}
          from moved
          on conflict (event_key) do nothing
          returning id
        )`,
            select: sql`(select status from marked) as marked, ${earning} as earning`,
            // Paid exactly when the attempt moved to completed, never one without the other.
            assert: sql`(select count(*) from debit) = (select count(*) from marked where status = 'completed')`,
          },
        );
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'pop_quiz_reward_claims_pop_quiz_id_facet_pk')
      throw new AppError('POP_QUIZ_IDENTITY_CLAIMED');
    throw error;
  }
  if (payment.outcome === 'paid')
    return claimed({ ...attempt, status: 'completed', claimedAt: now }, rewardPoints);
  if (payment.outcome === 'refused' && payment.row.marked === 'outofreward')
    throw new AppError('POP_QUIZ_OUT_OF_REWARD');
  if (payment.outcome === 'refused' && payment.row.earning !== 'EARNS')
    throw new AppError(
      payment.row.earning === 'POINTS_NOT_IN_PACKAGE' ? 'POINTS_NOT_IN_PACKAGE' : 'POINTS_SUBSCRIBERS_ONLY',
    );
  // A parallel claim of the same attempt (a double click) paid it, or its window closed meanwhile.
  const again = await loadClaim(db, popQuizId, userId);
  if (again?.attempt.status === 'completed') return claimed(again.attempt, rewardPoints);
  throw refusal(again?.attempt, clock.now());
}
