import { and, eq } from 'drizzle-orm';
import { inTransaction } from '../src/db/client.ts';
import {
  exchangeAccounts,
  popQuizAttempts,
  popQuizQuestions,
  subscriptionPackages,
  userSubscriptions,
} from '../src/db/schema/index.ts';
import { createPopQuiz } from '../src/modules/pop-quizzes/pop-quiz-schedule.ts';
import type { ProfileTestApp } from './profile-kit.ts';
import { grantEarningSubscription } from './subscription-grant.ts';

let slotCounter = 100;

/** Helpers for pop quiz tests on top of the profile kit's app, users and moved clock. */
export function popQuizKit(t: ProfileTestApp) {
  const db = t.database.db;

  /** A KYC-verified user (an admin's KYC decision) and their session headers. */
  async function player(fields: Parameters<ProfileTestApp['createUser']>[0] = {}) {
    const id = await t.createUser({ kycOverride: true, ...fields });
    return { id, headers: await t.signIn(id) };
  }

  /** A player who earns points: a running term of an earning package (spec §6). */
  async function earner(fields: Parameters<ProfileTestApp['createUser']>[0] = {}) {
    const me = await player(fields);
    await grantEarningSubscription(db, me.id, t.clock.now());
    return me;
  }

  /** The correct and a wrong selection for a bank question. */
  async function answersOfQuestion(questionId: number) {
    const [row] = await db.select().from(popQuizQuestions).where(eq(popQuizQuestions.id, questionId));
    const correct = row!.options.filter((o) => o.correct).map((o) => o.id);
    const wrongIds = row!.options.filter((o) => !o.correct).map((o) => o.id);
    return { questionId, correct, wrong: wrongIds.slice(0, correct.length) };
  }

  /** The correct and a wrong selection for the question the user's attempt drew (open it first). */
  async function answersOf(popQuizId: number, userId: number) {
    const [attempt] = await db
      .select({ questionId: popQuizAttempts.questionId })
      .from(popQuizAttempts)
      .where(and(eq(popQuizAttempts.popQuizId, popQuizId), eq(popQuizAttempts.userId, userId)));
    if (!attempt) throw new Error(`user ${userId} has not opened pop quiz ${popQuizId}`);
    return answersOfQuestion(attempt.questionId);
  }

  /**
   * An extra pop quiz open now (outside the daily schedule) with a pool of `winners` rewards,
   * drawing from the bank of the question `questionKey`.
   */
  async function openQuiz(options: { winners: number; rewardPoints?: number; questionKey?: string }) {
    const [question] = await db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.key, options.questionKey ?? 'bitcoin-supply-cap'));
    const now = t.clock.now();
    slotCounter += 1;
    const id = await inTransaction(db, (tx) =>
      createPopQuiz(tx, t.clock, {
        day: '2000-01-01',
        slot: slotCounter,
        concept: question!.concept,
        opensAt: new Date(now.getTime() - 60_000),
        closesAt: new Date(now.getTime() + 6 * 3_600_000),
        timeLimitSeconds: 60,
        rewardPoints: options.rewardPoints ?? 10,
        winners: options.winners,
      }),
    );
    return id!;
  }

  const inject = t.app.inject.bind(t.app);
  const api = {
    available: (headers: Record<string, string> = {}) =>
      inject({ method: 'GET', url: '/api/client/pop-quizs-available', headers }),
    question: (id: number, headers: Record<string, string>) =>
      inject({ method: 'GET', url: `/api/client/pop-quizs/${id}/question`, headers }),
    submit: (id: number, qid: number, selectedAnswers: unknown, headers: Record<string, string>) =>
      inject({
        method: 'POST',
        url: `/api/client/pop-quizs/${id}/questions/${qid}/submit`,
        headers,
        payload: { selectedAnswers },
      }),
    hint: (id: number, qid: number, headers: Record<string, string>) =>
      inject({ method: 'POST', url: `/api/client/pop-quizs/${id}/questions/${qid}/hint`, headers }),
    claim: (id: number, headers: Record<string, string>) =>
      inject({ method: 'POST', url: `/api/client/pop-quizs/${id}/claim`, headers }),
    history: (headers: Record<string, string>, query = '') =>
      inject({ method: 'GET', url: `/api/client/pop-quiz-histories-by-user${query}`, headers }),
    completed: (headers: Record<string, string>, query = '') =>
      inject({ method: 'GET', url: `/api/client/pop-quiz-completed-histories${query}`, headers }),
  };

  /** Opens the question and answers it correctly (or not): the attempt is then pending (or failed). */
  async function win(id: number, headers: Record<string, string>, correctly = true) {
    const opened = await api.question(id, headers);
    if (opened.statusCode !== 200) throw new Error(`question: ${opened.statusCode} ${opened.body}`);
    const answers = await answersOfQuestion(opened.json<{ question: { id: number } }>().question.id);
    return api.submit(id, answers.questionId, correctly ? answers.correct : answers.wrong, headers);
  }

  async function subscribe(userId: number, hintsPerMonth: number) {
    const now = t.clock.now();
    const [pkg] = await db
      .insert(subscriptionPackages)
      .values({
        slug: `pop-quiz-test-${userId}`,
        nameEn: 'Test',
        nameTh: 'ทดสอบ',
        price: 100n,
        durationDays: 30,
        hintsPerMonth,
        mainQuizQuota: 5,
      })
      .returning();
    await db.insert(userSubscriptions).values({
      userId,
      packageId: pkg!.id,
      pricePaid: 100n,
      startsAt: now,
      endsAt: new Date(now.getTime() + 30 * 86_400_000),
      quotaTotal: 5,
      hintsPerMonth,
      createdAt: now,
    });
  }

  async function linkExchange(userId: number, subject: string, nextWalletAddress: string | null = null) {
    await db
      .insert(exchangeAccounts)
      .values({ userId, subject, email: `${subject}@example.com`, nextWalletAddress });
  }

  return { player, earner, answersOf, answersOfQuestion, openQuiz, api, win, subscribe, linkExchange };
}
