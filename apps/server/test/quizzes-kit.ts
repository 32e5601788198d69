import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { subscriptionPackages, userSubscriptions } from '../src/db/schema/index.ts';
import { optionKey } from '../src/modules/quizzes/quiz-shuffle.ts';
import type { ProfileTestApp } from './profile-kit.ts';

export const QUIZ_API = '/api/client/v2/quiz_v2';

/** A question as the admin quiz list shows it. */
export interface AdminQuestion {
  id: number;
  promptEn: string;
  promptTh: string;
  explanationEn: string;
  explanationTh: string;
  clueEn: string | null;
  clueTh: string | null;
  options: { labelEn: string; labelTh: string; correct: boolean }[];
  answers: number;
}

/** What the admin editor sends to save a question as it stands. */
export const adminQuestionBody = (q: AdminQuestion) => ({
  promptEn: q.promptEn,
  promptTh: q.promptTh,
  explanationEn: q.explanationEn,
  explanationTh: q.explanationTh,
  clueEn: q.clueEn,
  clueTh: q.clueTh,
  options: q.options.map(({ labelEn, labelTh, correct }) => ({ labelEn, labelTh, correct })),
});

/** A KYC-verified user with a subscription row (the purchase flow is another feature's). */
export async function quizTaker(
  t: ProfileTestApp,
  options: { quota?: number; hints?: number; kyc?: boolean; firstName?: string | null } = {},
) {
  const userId = await t.createUser({
    kycOverride: options.kyc ?? true,
    firstName: options.firstName === undefined ? 'Ploy' : options.firstName,
    surname: options.firstName === null ? null : 'Rakdee',
  });
  const db = t.database.db;
  await db
    .insert(subscriptionPackages)
    .values({
      slug: 'test-quiz-package',
      nameEn: 'Test',
      nameTh: 'ทดสอบ',
      price: 0n,
      durationDays: 30,
      hintsPerMonth: 3,
      mainQuizQuota: 3,
      // Given by tests, not sold: the offers of result pages name only packages on sale.
      active: false,
    })
    .onConflictDoNothing();
  const [pack] = await queryRows<{ id: number }>(
    db,
    sql`select id from subscription_packages where slug = 'test-quiz-package'`,
  );
  const now = t.clock.now();
  await db.insert(userSubscriptions).values({
    userId,
    packageId: pack!.id,
    pricePaid: 0n,
    startsAt: new Date(now.getTime() - 86_400_000),
    endsAt: new Date(now.getTime() + 30 * 86_400_000),
    quotaTotal: options.quota ?? 5,
    hintsPerMonth: options.hints ?? 3,
    createdAt: now,
  });
  const headers = await t.signIn(userId);
  return { userId, headers };
}

export async function quizIdOf(t: ProfileTestApp, slug: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from quizzes where slug = ${slug}`,
  );
  return row!.id;
}

/** The option keys that answer each question right (or wrong) in this user's open attempt. */
export async function answerKey(t: ProfileTestApp, userId: number, quizId: number) {
  const [attempt] = await queryRows<{ seed: string }>(
    t.database.db,
    sql`select seed from quiz_attempts where user_id = ${userId} and quiz_id = ${quizId} and finished_at is null`,
  );
  const options = await queryRows<{ id: number; question_id: number; correct: boolean }>(
    t.database.db,
    sql`select o.id, o.question_id, o.correct from quiz_options o join quiz_questions q on q.id = o.question_id
        where q.quiz_id = ${quizId} order by q.position, o.position`,
  );
  const byQuestion = new Map<number, { right: string[]; wrong: string[] }>();
  for (const option of options) {
    const entry = byQuestion.get(option.question_id) ?? { right: [], wrong: [] };
    (option.correct ? entry.right : entry.wrong).push(optionKey(attempt!.seed, option.id));
    byQuestion.set(option.question_id, entry);
  }
  return byQuestion;
}

export async function inject(
  t: ProfileTestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...headers, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  // A JSON answer read field by field in assertions; its shape is what the test checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.statusCode, body: response.json() as Record<string, any>, raw: response.body };
}

/** Answers every question (right unless `wrong` lists its index) and returns the last version. */
export async function answerAll(
  t: ProfileTestApp,
  user: { userId: number; headers: Record<string, string> },
  quizId: number,
  wrong: number[] = [],
) {
  const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
  const key = await answerKey(t, user.userId, quizId);
  let version = start.body.version as number;
  for (const [index, question] of (start.body.questions as { id: number; answer: unknown }[]).entries()) {
    if (question.answer) continue;
    const entry = key.get(question.id)!;
    const selectedAnswers = wrong.includes(index) ? [entry.wrong[0]!] : entry.right;
    const submitted = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${question.id}/submit`,
      user.headers,
      { selectedAnswers, currentQuestion: index, version },
    );
    if (submitted.status !== 200) throw new Error(`submit ${submitted.status}: ${submitted.raw}`);
    version = submitted.body.version;
  }
  return version;
}
