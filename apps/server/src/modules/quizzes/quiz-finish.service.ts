import { errorMessage } from '@app/contracts/errors';
import { POINTS_FORFEIT_REASONS, type PointsForfeitReason } from '@app/contracts/points-earning';
import type { QuizGrade, QuizResult } from '@app/contracts/quizzes';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import { quizAttempts, quizRewards, quizRewardTrackings, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  certificateOf,
  type CertificateIssuer,
  issueCertificate,
} from '../certificates/certificates.service.ts';
import { recordActivity } from '../ledger/activity.service.ts';
import { transfer } from '../ledger/ledger.service.ts';
import { pointsEarning, pointsForfeit } from '../subscriptions/points-earning.ts';
import { gradeFor, hasPassed, scorePercent, tierForGrade } from './quiz-grading.ts';
import { attemptView } from './quiz-view.ts';
import type { QuizActor } from './quiz-attempt.service.ts';
import {
  type AttemptRow,
  attemptAnswers,
  attemptHints,
  drawnQuestions,
  findQuiz,
  pick,
  type QuizRow,
  quizPoolCode,
  rewardTiers,
} from './quiz.repo.ts';

type RewardRow = typeof quizRewards.$inferSelect;

function isForfeitReason(reason: string | null): reason is PointsForfeitReason {
  return (POINTS_FORFEIT_REASONS as readonly (string | null)[]).includes(reason);
}

/** The name a certificate carries: the profile's first name and surname ('' when there is none). */
async function profileName(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return [row?.firstName, row?.surname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/**
 * Grades and closes the open attempt. The first statement locks the attempt row (a submit in
 * flight finishes first, so its answer counts); only the finish that flips `finished_at` grades,
 * so a second finish (double click, second device) changes nothing and gets the same result.
 * The reward row is written here under its unique (quiz, user) pair; the points move afterwards
 * in their own short transaction (see payReward), which keeps the pool's row locked briefly.
 */
async function closeAttempt(
  tx: Tx,
  clock: Clock,
  issuer: CertificateIssuer,
  quiz: QuizRow,
  userId: number,
): Promise<{ attemptId: number; rewardId: number | null } | null> {
  const [locked] = await tx
    .update(quizAttempts)
    .set({ version: sql`${quizAttempts.version} + 1` })
    .where(
      and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quiz.id), isNull(quizAttempts.finishedAt)),
    )
    .returning();
  if (!locked) return null;
  const answers = await attemptAnswers(tx, locked.id);
  const correct = answers.filter((a) => a.correct).length;
  const total = locked.questionCount;
  const grade = gradeFor(correct, total);
  const passed = hasPassed(correct, total, quiz.passPercent);
  const percent = scorePercent(correct, total);
  const now = clock.now();
  await tx
    .update(quizAttempts)
    .set({
      status: 'completed',
      finishedAt: now,
      correctCount: correct,
      percent,
      grade,
      passed,
      updatedAt: now,
    })
    .where(eq(quizAttempts.id, locked.id));

  let rewardId: number | null = null;
  const tier = passed ? tierForGrade(grade, await rewardTiers(tx, quiz.id)) : null;
  // Spec §6: points go to subscribers of an earning package, judged in this transaction at the
  // finish. Without it the win keeps its grade and certificate, and no reward row is written, so
  // neither the pool nor the one reward per quiz is used up: a later pass as a subscriber earns.
  const earning =
    tier && tier.rewardType === 'point' && tier.points > 0
      ? await pointsEarning(tx, userId, now)
      : ({ earns: true } as const);
  if (tier && !earning.earns) {
    await tx
      .update(quizAttempts)
      .set({ pointsForfeited: tier.points, pointsForfeitReason: earning.reason })
      .where(eq(quizAttempts.id, locked.id));
  } else if (tier) {
    const pointReward = tier.rewardType === 'point' && tier.points > 0;
    const [reward] = await tx
      .insert(quizRewards)
      .values({
        quizId: quiz.id,
        userId,
        attemptId: locked.id,
        tierId: tier.id,
        grade,
        rewardType: tier.rewardType,
        points: tier.points,
        status: pointReward ? 'pending' : 'claimable',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (reward) {
      rewardId = reward.id;
      if (!pointReward) {
        await tx
          .insert(quizRewardTrackings)
          .values({ rewardId: reward.id, userId, status: 'PENDING', createdAt: now, updatedAt: now });
      }
    }
  }
  if (passed) {
    const holderName = await profileName(tx, userId);
    // A certificate names its holder: without a profile name it waits (issueLaterCertificate).
    if (holderName) {
      await issueCertificate(tx, issuer, {
        userId,
        attemptId: locked.id,
        quiz,
        holderName,
        grade,
        percent,
        issuedAt: now,
      });
    }
  }
  return { attemptId: locked.id, rewardId };
}

/**
 * Pays a pending point reward from the quiz's pool: one transfer under the key of the (quiz,
 * user) pair, so a retry moves nothing twice. An empty pool refuses atomically and the reward
 * is marked 'outofreward' ('Sorry! Out of reward').
 */
export async function payReward(db: Db, clock: Clock, rewardId: number): Promise<void> {
  try {
    await inTransaction(db, async (tx) => {
      const [claimed] = await tx
        .update(quizRewards)
        .set({ status: 'paid', updatedAt: clock.now() })
        .where(and(eq(quizRewards.id, rewardId), eq(quizRewards.status, 'pending')))
        .returning();
      if (!claimed) return;
      const eventKey = `main-quiz-reward:${claimed.quizId}:${claimed.userId}`;
      // The pool's row is locked from here to the commit: nothing slow comes after it.
      const { transfer: moved } = await transfer(
        tx,
        clock,
        {
          kind: 'main-quiz-reward',
          currency: 'POINT',
          amount: BigInt(claimed.points),
          from: { system: quizPoolCode(claimed.quizId) },
          to: { userId: claimed.userId },
          idempotencyKey: eventKey,
          reference: { type: 'quiz_reward', id: claimed.id },
        },
        { insufficient: 'QUIZ_OUT_OF_REWARD' },
      );
      await tx.update(quizRewards).set({ transferId: moved.id }).where(eq(quizRewards.id, claimed.id));
      await recordActivity(tx, clock, {
        userId: claimed.userId,
        type: 'Received prizes from the main quiz',
        unit: 'POINT',
        amount: claimed.points,
        status: 'COMPLETED',
        transferId: moved.id,
        reference: { type: 'quiz', id: claimed.quizId },
        eventKey,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'QUIZ_OUT_OF_REWARD') throw error;
    await db
      .update(quizRewards)
      .set({ status: 'outofreward', updatedAt: clock.now() })
      .where(and(eq(quizRewards.id, rewardId), eq(quizRewards.status, 'pending')));
  }
}

async function latestFinished(db: Db, userId: number, quizId: number): Promise<AttemptRow | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.quizId, quizId),
        isNotNull(quizAttempts.finishedAt),
      ),
    )
    .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
    .limit(1);
  return row ?? null;
}

async function rewardOf(db: Db, userId: number, quizId: number): Promise<RewardRow | null> {
  const [row] = await db
    .select()
    .from(quizRewards)
    .where(and(eq(quizRewards.userId, userId), eq(quizRewards.quizId, quizId)));
  return row ?? null;
}

/** The result of the user's latest finished attempt, with every answer revealed. */
export async function quizResult(
  db: Db,
  clock: Clock,
  actor: QuizActor,
  quizId: number,
): Promise<QuizResult> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
  const attempt = await latestFinished(db, actor.userId, quizId);
  if (!attempt) throw new AppError('QUIZ_RESULT_NOT_FOUND');
  let reward = await rewardOf(db, actor.userId, quizId);
  // A payout cut short (a crash between the two transactions) is completed by the next look.
  if (reward?.status === 'pending') {
    await payReward(db, clock, reward.id);
    reward = await rewardOf(db, actor.userId, quizId);
  }
  const [questions, answers, hints, tiers, certificate] = await Promise.all([
    drawnQuestions(db, attempt),
    attemptAnswers(db, attempt.id),
    attemptHints(db, attempt.id),
    rewardTiers(db, quizId),
    certificateOf(db, actor.userId, quizId),
  ]);
  const view = attemptView(attempt, questions, answers, hints, {
    locale: actor.locale,
    now: clock.now(),
    hintsRemaining: 0,
  });
  const tier = reward ? tiers.find((t) => t.id === reward.tierId) : undefined;
  const forfeitReason = attempt.pointsForfeitReason;
  const pointsForfeited =
    !reward && attempt.pointsForfeited && isForfeitReason(forfeitReason)
      ? await pointsForfeit(db, actor.userId, actor.locale, attempt.pointsForfeited, forfeitReason)
      : null;
  const [tracking] = reward
    ? await db
        .select({ id: quizRewardTrackings.id })
        .from(quizRewardTrackings)
        .where(eq(quizRewardTrackings.rewardId, reward.id))
    : [];
  return {
    quizId,
    quizSlug: quiz.slug,
    quizTitle: pick({ en: quiz.titleEn, th: quiz.titleTh }, actor.locale),
    attemptId: attempt.id,
    finishedAt: attempt.finishedAt!.toISOString(),
    correctCount: attempt.correctCount ?? 0,
    questionCount: attempt.questionCount,
    percent: attempt.percent ?? 0,
    grade: (attempt.grade ?? 'F') as QuizGrade,
    passed: attempt.passed ?? false,
    passPercent: quiz.passPercent,
    reward:
      reward && tier
        ? {
            status: reward.status,
            type: reward.rewardType,
            points: reward.points,
            name: pick({ en: tier.nameEn, th: tier.nameTh }, actor.locale),
            description: pick({ en: tier.descriptionEn, th: tier.descriptionTh }, actor.locale),
            trackingId: tracking?.id ?? null,
            message:
              reward.status === 'outofreward' ? errorMessage('QUIZ_OUT_OF_REWARD', actor.locale) : null,
          }
        : null,
    pointsForfeited,
    certificateCode: certificate?.code ?? null,
    certificateBlocked:
      attempt.passed && !certificate ? errorMessage('PROFILE_NAME_REQUIRED', actor.locale) : null,
    questions: view.questions,
  };
}

/** Finishes the open attempt (or, when it is finished already, answers its result again). */
export async function finishQuiz(
  db: Db,
  clock: Clock,
  issuer: CertificateIssuer,
  actor: QuizActor,
  quizId: number,
): Promise<QuizResult> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
  // The key is read (or made) before the transaction: PGlite has one connection, which the
  // transaction holds until it ends.
  await issuer.signingKey();
  const closed = await inTransaction(db, (tx) => closeAttempt(tx, clock, issuer, quiz, actor.userId));
  if (!closed && !(await latestFinished(db, actor.userId, quizId))) throw new AppError('QUIZ_NOT_STARTED');
  if (closed?.rewardId) await payReward(db, clock, closed.rewardId);
  return quizResult(db, clock, actor, quizId);
}

/** Issues the certificate of a passed quiz after the user has entered a profile name. */
export async function issueLaterCertificate(
  db: Db,
  issuer: CertificateIssuer,
  actor: QuizActor,
  quizId: number,
): Promise<{ certificateCode: string }> {
  const quiz = await findQuiz(db, quizId);
  if (!quiz) throw new AppError('QUIZ_NOT_FOUND');
  const existing = await certificateOf(db, actor.userId, quizId);
  if (existing) return { certificateCode: existing.code };
  const [passedAttempt] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, actor.userId),
        eq(quizAttempts.quizId, quizId),
        eq(quizAttempts.passed, true),
      ),
    )
    .orderBy(desc(quizAttempts.finishedAt))
    .limit(1);
  if (!passedAttempt) throw new AppError('QUIZ_NOT_PASSED');
  const holderName = await profileName(db, actor.userId);
  if (!holderName) throw new AppError('PROFILE_NAME_REQUIRED');
  const code = await issueCertificate(db, issuer, {
    userId: actor.userId,
    attemptId: passedAttempt.id,
    quiz,
    holderName,
    grade: passedAttempt.grade ?? 'F',
    percent: passedAttempt.percent ?? 0,
    issuedAt: passedAttempt.finishedAt ?? new Date(),
  });
  return { certificateCode: code };
}
