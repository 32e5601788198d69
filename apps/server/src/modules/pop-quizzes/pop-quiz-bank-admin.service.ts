import type { AdminPopQuestion, AdminPopQuestionBody } from '@app/contracts/admin-money';
import { and, asc, eq, gt, ne, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articles, categories, popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { auditedWrite, fieldError, type MoneyAdminContext } from '../audit/audited-write.ts';
import { flagCirculating } from '../quizzes/quiz-question-stats.ts';

/*
 * The back office of the pop quiz question banks: variants grouped by concept, how often each
 * was drawn and answered right, and the rules that keep drawn questions and scheduled banks sound.
 */

// Per question: attempts that drew it; of those, the answered ones and the right answers. Open
// attempts stay out of the draws, as in the main quizzes: unanswered would read as wrong.
const questionAttempts = sql<number>`(select count(*)::int from pop_quiz_attempts a
  where a.question_id = "pop_quiz_questions"."id")`;
const questionDraws = sql<number>`(select count(*)::int from pop_quiz_attempts a
  where a.question_id = "pop_quiz_questions"."id" and a.answered_at is not null)`;
const questionRight = sql<number>`(select count(*)::int from pop_quiz_attempts a
  where a.question_id = "pop_quiz_questions"."id" and a.correct)`;

/**
 * The bank's questions with their draw statistics, each bank (concept) flagged by the main
 * quizzes' circulating-answer rule: a variant answered right far more often than its siblings.
 * With `id`, only that question, still judged against its whole bank.
 */
async function questionRows(db: Db | Tx, id?: number): Promise<AdminPopQuestion[]> {
  let where: SQL | undefined;
  if (id !== undefined) {
    const [own] = await db
      .select({ concept: popQuizQuestions.concept })
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, id));
    if (!own) return [];
    where = eq(popQuizQuestions.concept, own.concept);
  }
  const rows = await db
    .select({
      question: popQuizQuestions,
      articleSlug: articles.slug,
      attempts: questionAttempts,
      draws: questionDraws,
      right: questionRight,
    })
    .from(popQuizQuestions)
    .leftJoin(articles, eq(articles.id, popQuizQuestions.articleId))
    .where(where)
    .orderBy(asc(popQuizQuestions.id));
  const questions = rows.map(({ question: q, articleSlug, attempts, draws, right }): AdminPopQuestion => ({
    id: q.id,
    key: q.key,
    concept: q.concept,
    promptEn: q.promptEn,
    promptTh: q.promptTh,
    hintEn: q.hintEn,
    hintTh: q.hintTh,
    explanationEn: q.explanationEn,
    explanationTh: q.explanationTh,
    options: q.options,
    timeLimitSeconds: q.timeLimitSeconds,
    rewardPoints: q.rewardPoints,
    winners: q.winners,
    active: q.active,
    categoryKey: q.categoryKey,
    articleId: q.articleId,
    articleSlug,
    attempts: Number(attempts),
    draws: Number(draws),
    rightAnswers: Number(right),
    circulating: false,
  }));
  const banks = new Map<string, AdminPopQuestion[]>();
  for (const question of questions)
    banks.set(question.concept, [...(banks.get(question.concept) ?? []), question]);
  for (const bank of banks.values()) flagCirculating(bank);
  return id === undefined ? questions : questions.filter((question) => question.id === id);
}

export async function listPopQuestions(db: Db): Promise<{ data: AdminPopQuestion[] }> {
  return { data: await questionRows(db) };
}

const questionSpec = (action: string) => ({
  action,
  targetType: 'pop_quiz_question',
  duplicate: { code: 'ADMIN_SLUG_IN_USE' as const, path: 'body.key' },
});

/** Options are numbered by position, as the seeder numbers them. */
const numbered = (body: AdminPopQuestionBody) =>
  body.options.map((option, index) => ({ id: index + 1, ...option }));

/**
 * Refuses a topic or an article that does not exist. The rows are share-locked until the save
 * commits, so neither can be deleted in between (the references would refuse it, as a 500).
 */
async function checkReferences(tx: Tx, body: AdminPopQuestionBody) {
  if (body.categoryKey !== null && body.categoryKey !== undefined) {
    const [category] = await tx
      .select({ key: categories.key })
      .from(categories)
      .where(eq(categories.key, body.categoryKey))
      .for('share');
    if (!category) throw fieldError('NOT_FOUND', 'body.categoryKey');
  }
  if (body.articleId !== null && body.articleId !== undefined) {
    const [article] = await tx
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.id, body.articleId))
      .for('share');
    if (!article) throw fieldError('NOT_FOUND', 'body.articleId');
  }
}

export function createPopQuestion(ctx: MoneyAdminContext, actor: AuditActor, body: AdminPopQuestionBody) {
  return auditedWrite(ctx, actor, questionSpec('pop_question.create'), async (tx) => {
    await checkReferences(tx, body);
    const [row] = await tx
      .insert(popQuizQuestions)
      .values({
        ...body,
        concept: body.concept ?? body.key,
        options: numbered(body),
        createdAt: ctx.clock.now(),
      })
      .returning({ id: popQuizQuestions.id });
    const [after] = await questionRows(tx, row!.id);
    return { result: after!, targetId: row!.id, after };
  });
}

/**
 * Refuses to retire or move the last active variant of a bank that a pop quiz not yet closed
 * draws from: its players would have nothing to draw. Variants lock each other's bank rows.
 */
async function keepBankPlayable(tx: Tx, now: Date, question: AdminPopQuestion, path: string) {
  const siblings = await tx
    .select({ id: popQuizQuestions.id })
    .from(popQuizQuestions)
    .where(
      and(
        eq(popQuizQuestions.concept, question.concept),
        eq(popQuizQuestions.active, true),
        ne(popQuizQuestions.id, question.id),
      ),
    )
    .for('update');
  if (siblings.length > 0) return;
  const [scheduled] = await tx
    .select({ id: popQuizzes.id })
    .from(popQuizzes)
    .where(and(eq(popQuizzes.concept, question.concept), gt(popQuizzes.closesAt, now)))
    .limit(1);
  if (scheduled) throw fieldError('ADMIN_POP_BANK_EMPTY', path);
}

/**
 * Saves a bank question. Wording can always be fixed; but once someone has answered it, the
 * options (their number and which are correct) stay as they were, or past answers would be
 * graded against a different question. Time limit, reward and pool size are the defaults for
 * days not scheduled yet; a scheduled window is changed on the schedule.
 */
export function updatePopQuestion(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  id: number,
  body: AdminPopQuestionBody,
) {
  return auditedWrite(ctx, actor, questionSpec('pop_question.update'), async (tx) => {
    const [locked] = await tx
      .select({ id: popQuizQuestions.id })
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, id))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND');
    await checkReferences(tx, body);
    const [before] = await questionRows(tx, id);
    const options = numbered(body);
    const sameAnswers =
      options.length === before!.options.length &&
      options.every((option, index) => option.correct === before!.options[index]!.correct);
    if (before!.attempts > 0 && !sameAnswers) throw fieldError('ADMIN_POP_ANSWERS_LOCKED', 'body.options');
    const concept = body.concept ?? before!.concept;
    if (before!.active && (!body.active || concept !== before!.concept))
      await keepBankPlayable(tx, ctx.clock.now(), before!, body.active ? 'body.concept' : 'body.active');
    await tx
      .update(popQuizQuestions)
      .set({ ...body, concept, options })
      .where(eq(popQuizQuestions.id, id));
    const [after] = await questionRows(tx, id);
    return { result: after!, targetId: id, before, after };
  });
}
