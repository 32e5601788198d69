import type {
  AdminQuiz,
  AdminQuizArticle,
  AdminQuizBody,
  AdminQuizCreateBody,
  AdminQuizPoolBody,
  AdminQuizQuestion,
  AdminQuizQuestionBody,
} from '@app/contracts/admin-quizzes';
import { QUESTION_CIRCULATING_MIN_DRAWS, QUESTION_CIRCULATING_RATIO } from '@app/contracts/admin-quizzes';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { articles, quizOptions, quizQuestions, quizRewardTiers, quizzes } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';
import { quizPoolCode } from './quiz.repo.ts';
import {
  type AdminContext,
  auditedWrite,
  fieldError,
  type MoneyAdminContext,
} from '../audit/audited-write.ts';

async function questionsOf(db: Db | Tx, quizIds: number[]): Promise<Map<number, AdminQuizQuestion[]>> {
  const byQuiz = new Map<number, AdminQuizQuestion[]>();
  if (quizIds.length === 0) return byQuiz;
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(inArray(quizQuestions.quizId, quizIds))
    .orderBy(asc(quizQuestions.quizId), asc(quizQuestions.position));
  const ids = questions.map((q) => q.id);
  const options = ids.length
    ? await db
        .select()
        .from(quizOptions)
        .where(inArray(quizOptions.questionId, ids))
        .orderBy(asc(quizOptions.questionId), asc(quizOptions.position))
    : [];
  const counts = ids.length
    ? await queryRows<{ question_id: number; n: number }>(
        db,
        sql`select question_id, count(*)::int as n from quiz_answers
            where question_id in (${sql.join(ids, sql`, `)}) group by question_id`,
      )
    : [];
  const answered = new Map(counts.map((row) => [Number(row.question_id), Number(row.n)]));
  const stats = await drawStats(db, ids);
  for (const q of questions) {
    const list = byQuiz.get(q.quizId) ?? [];
    list.push({
      id: q.id,
      position: q.position,
      promptEn: q.promptEn,
      promptTh: q.promptTh,
      explanationEn: q.explanationEn,
      explanationTh: q.explanationTh,
      clueEn: q.clueEn,
      clueTh: q.clueTh,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, labelEn: o.labelEn, labelTh: o.labelTh, correct: o.correct })),
      answers: answered.get(q.id) ?? 0,
      concept: q.concept,
      draws: stats.get(q.id)?.draws ?? 0,
      rightAnswers: stats.get(q.id)?.right ?? 0,
      circulating: false,
    });
    byQuiz.set(q.quizId, list);
  }
  for (const list of byQuiz.values()) flagCirculating(list);
  return byQuiz;
}

/**
 * How often each question was drawn by a finished attempt, and answered right in one. Open
 * attempts are left out: their unanswered questions would read as wrong answers.
 */
async function drawStats(db: Db | Tx, ids: number[]): Promise<Map<number, { draws: number; right: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: number; draws: number; right: number }>(
    db,
    sql`select q.id,
               (select count(*)::int from quiz_attempts x
                 where x.quiz_id = q.quiz_id and x.finished_at is not null and q.id = any(x.question_ids)) as draws,
               (select count(*)::int from quiz_answers a join quiz_attempts x on x.id = a.attempt_id
                 where a.question_id = q.id and a.correct and x.finished_at is not null) as right
          from quiz_questions q where q.id in (${sql.join(ids, sql`, `)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), { draws: Number(row.draws), right: Number(row.right) }]));
}

/**
 * Flags the questions of one quiz answered right far more often than the rest of it: an answer
 * list posted online lifts the questions it covers, not their siblings. A question needs
 * QUESTION_CIRCULATING_MIN_DRAWS draws before its rate means anything.
 */
export function flagCirculating(questions: AdminQuizQuestion[]): void {
  const draws = questions.reduce((sum, q) => sum + q.draws, 0);
  const right = questions.reduce((sum, q) => sum + q.rightAnswers, 0);
  for (const question of questions) {
    const otherDraws = draws - question.draws;
    if (question.draws < QUESTION_CIRCULATING_MIN_DRAWS || otherDraws === 0) continue;
    const othersRate = (right - question.rightAnswers) / otherDraws;
    question.circulating = question.rightAnswers / question.draws > QUESTION_CIRCULATING_RATIO * othersRate;
  }
}

async function quizRows(db: Db | Tx, id?: number): Promise<AdminQuiz[]> {
  const rows = await db
    .select({ quiz: quizzes, articleTitle: articles.slug })
    .from(quizzes)
    .innerJoin(articles, eq(articles.id, quizzes.articleId))
    .where(id === undefined ? undefined : eq(quizzes.id, id))
    .orderBy(asc(quizzes.id));
  const ids = rows.map((row) => row.quiz.id);
  const questions = await questionsOf(db, ids);
  const tiers = ids.length
    ? await db
        .select()
        .from(quizRewardTiers)
        .where(inArray(quizRewardTiers.quizId, ids))
        .orderBy(asc(quizRewardTiers.id))
    : [];
  const result: AdminQuiz[] = [];
  for (const { quiz, articleTitle } of rows) {
    const pool = await balanceOf(db as Db, { system: quizPoolCode(quiz.id) }, 'POINT');
    const list = questions.get(quiz.id) ?? [];
    result.push({
      id: quiz.id,
      slug: quiz.slug,
      titleEn: quiz.titleEn,
      titleTh: quiz.titleTh,
      articleId: quiz.articleId,
      articleTitle,
      active: quiz.active,
      passPercent: quiz.passPercent,
      timeLimitSeconds: quiz.timeLimitSeconds,
      questionsPerAttempt: quiz.questionsPerAttempt,
      conceptCount: new Set(list.map((q) => (q.concept === null ? `#${q.id}` : `c:${q.concept}`))).size,
      questionCount: list.length,
      poolLeft: pool.toString(),
      tiers: tiers
        .filter((tier) => tier.quizId === quiz.id)
        .map((tier) => ({
          id: tier.id,
          minGrade: tier.minGrade,
          rewardType: tier.rewardType,
          points: tier.points,
          nameEn: tier.nameEn,
          nameTh: tier.nameTh,
        })),
      questions: list,
    });
  }
  return result;
}

/** Articles without a quiz, newest first: the choices for a new quiz. */
async function articlesWithoutQuiz(db: Db): Promise<AdminQuizArticle[]> {
  const rows = await queryRows<{
    id: number;
    slug: string;
    title_en: string | null;
    title_th: string | null;
  }>(
    db,
    sql`select a.id, a.slug,
               (select title from article_translations where article_id = a.id and locale = 'en') as title_en,
               (select title from article_translations where article_id = a.id and locale = 'th') as title_th
        from articles a
        where not exists (select 1 from quizzes q where q.article_id = a.id)
        order by a.published_at desc, a.id desc`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    slug: row.slug,
    titleEn: row.title_en ?? row.slug,
    titleTh: row.title_th ?? row.title_en ?? row.slug,
  }));
}

export async function listAdminQuizzes(
  db: Db,
): Promise<{ data: AdminQuiz[]; articlesWithoutQuiz: AdminQuizArticle[] }> {
  return { data: await quizRows(db), articlesWithoutQuiz: await articlesWithoutQuiz(db) };
}

async function lockQuiz(tx: Tx, id: number) {
  const [quiz] = await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id)).for('update');
  if (!quiz) throw new AppError('NOT_FOUND');
}

/** What a tier is called in the reader's quiz: its points, in both languages. */
const tierNames = (points: number) => ({ nameEn: `${points} points`, nameTh: `${points} คะแนน` });

/**
 * A new quiz for an article that has none, off until it has questions. Its slug follows the
 * article's. Its tiers pay points from `pool:main-quiz:<id>`, which starts empty: nothing is paid
 * until an admin funds it.
 */
export function createAdminQuiz(ctx: AdminContext, actor: AuditActor, body: AdminQuizCreateBody) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz.create', targetType: 'quiz', tag: 'articles' },
    async (tx) => {
      const [article] = await queryRows<{ slug: string }>(
        tx,
        sql`select slug from articles where id = ${body.articleId} for share`,
      );
      if (!article) throw fieldError('NOT_FOUND', 'body.articleId');
      // A quiz written for the same article a moment earlier wins; this one is a field error.
      const [created] = await tx
        .insert(quizzes)
        .values({
          slug: `${article.slug}-quiz`,
          articleId: body.articleId,
          titleEn: body.titleEn,
          titleTh: body.titleTh,
          descriptionEn: body.descriptionEn ?? '',
          descriptionTh: body.descriptionTh ?? '',
          passPercent: body.passPercent,
          timeLimitSeconds: body.timeLimitSeconds,
          active: false,
        })
        .onConflictDoNothing()
        .returning({ id: quizzes.id });
      if (!created) throw fieldError('ADMIN_QUIZ_ARTICLE_TAKEN', 'body.articleId');
      const id = created.id;
      if (body.tiers.length)
        await tx.insert(quizRewardTiers).values(
          body.tiers.map((tier) => ({
            quizId: id,
            minGrade: tier.minGrade,
            rewardType: 'point' as const,
            points: tier.points,
            ...tierNames(tier.points),
          })),
        );
      const [after] = await quizRows(tx, id);
      return { result: after!, targetId: id, after: { ...body, slug: after!.slug } };
    },
  );
}

/**
 * Active flag, pass mark and the points each existing grade tier pays; tiers of other quizzes are
 * refused. What a grade pays is money: an editor's save must leave it as it is. A quiz is turned
 * on only with at least one question.
 */
export function updateAdminQuiz(ctx: AdminContext, actor: AuditActor, id: number, body: AdminQuizBody) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz.update', targetType: 'quiz', tag: 'articles' },
    async (tx) => {
      await lockQuiz(tx, id);
      const [before] = await quizRows(tx, id);
      const points = new Map(before!.tiers.map((tier) => [tier.id, tier.points]));
      body.tiers.forEach((tier, index) => {
        if (!points.has(tier.id)) throw fieldError('ADMIN_QUIZ_TIER_UNKNOWN', `body.tiers.${index}.id`);
        if (actor.role !== 'admin' && points.get(tier.id) !== tier.points)
          throw fieldError('ADMIN_QUIZ_REWARDS_ADMIN_ONLY', `body.tiers.${index}.points`);
      });
      if (body.active && before!.questionCount === 0)
        throw fieldError('ADMIN_QUIZ_NO_QUESTIONS', 'body.active');
      // A certificate says "passed" by the mark in force when the attempt started: once anyone has
      // started, the mark stays, like the options (a 1 % mark would pass everyone retroactively).
      if (body.passPercent !== before!.passPercent && (await hasAttempts(tx, id)))
        throw fieldError('ADMIN_QUIZ_PASS_MARK_LOCKED', 'body.passPercent');
      // The draw size is part of what an attempt was promised, like the pass mark.
      const questionsPerAttempt =
        body.questionsPerAttempt === undefined ? before!.questionsPerAttempt : body.questionsPerAttempt;
      if (questionsPerAttempt !== before!.questionsPerAttempt && (await hasAttempts(tx, id)))
        throw fieldError('ADMIN_QUIZ_DRAW_LOCKED', 'body.questionsPerAttempt');
      await tx
        .update(quizzes)
        .set({ active: body.active, passPercent: body.passPercent, questionsPerAttempt })
        .where(eq(quizzes.id, id));
      for (const tier of body.tiers)
        await tx
          .update(quizRewardTiers)
          .set({ points: tier.points, ...tierNames(tier.points) })
          .where(eq(quizRewardTiers.id, tier.id));
      const [after] = await quizRows(tx, id);
      const summary = (q: AdminQuiz) => ({
        active: q.active,
        passPercent: q.passPercent,
        questionsPerAttempt: q.questionsPerAttempt,
        tiers: q.tiers,
      });
      return { result: after!, targetId: id, before: summary(before!), after: summary(after!) };
    },
  );
}

/**
 * Locks the quiz and refuses to change its set of questions once anyone has started it: an
 * attempt counts its questions when it starts, and grading divides by that count.
 */
async function lockUnstartedQuiz(tx: Tx, id: number) {
  await lockQuiz(tx, id);
  if (await hasAttempts(tx, id)) throw new AppError('ADMIN_QUIZ_STARTED');
}

async function hasAttempts(tx: Tx, quizId: number): Promise<boolean> {
  const [started] = await queryRows<{ id: number }>(
    tx,
    sql`select id from quiz_attempts where quiz_id = ${quizId} limit 1`,
  );
  return started !== undefined;
}

/** A question's wording, explanation and hint in both languages, as the table stores them. */
function questionText(body: AdminQuizQuestionBody) {
  const { promptEn, promptTh, explanationEn, explanationTh, clueEn, clueTh } = body;
  // Regrouping variants only changes later draws: an attempt keeps the questions it drew.
  const concept = body.concept === undefined ? {} : { concept: body.concept || null };
  return { promptEn, promptTh, explanationEn, explanationTh, clueEn, clueTh, ...concept };
}

/** Adds a question at the end of a quiz nobody has started yet. */
export function addAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  body: AdminQuizQuestionBody,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.create', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      await lockUnstartedQuiz(tx, quizId);
      const [{ next }] = (await queryRows<{ next: number }>(
        tx,
        sql`select coalesce(max(position) + 1, 0)::int as next from quiz_questions where quiz_id = ${quizId}`,
      )) as [{ next: number }];
      const [question] = await tx
        .insert(quizQuestions)
        .values({ quizId, position: Number(next), ...questionText(body) })
        .returning({ id: quizQuestions.id });
      await tx.insert(quizOptions).values(
        body.options.map((option, position) => ({
          questionId: question!.id,
          position,
          labelEn: option.labelEn,
          labelTh: option.labelTh,
          correct: option.correct,
        })),
      );
      const after = (await questionsOf(tx, [quizId])).get(quizId)!.find((q) => q.id === question!.id)!;
      return { result: after, targetId: question!.id, after };
    },
  );
}

/** Removes a question from a quiz nobody has started yet; an active quiz keeps at least one. */
export function removeAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  questionId: number,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.delete', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      await lockUnstartedQuiz(tx, quizId);
      const [quiz] = await quizRows(tx, quizId);
      const before = quiz!.questions.find((q) => q.id === questionId);
      if (!before) throw new AppError('NOT_FOUND');
      if (quiz!.active && quiz!.questions.length === 1) throw new AppError('ADMIN_QUIZ_LAST_QUESTION');
      await tx.delete(quizQuestions).where(eq(quizQuestions.id, questionId));
      // Close the gap, out of the way first so the (quiz, position) unique index never collides.
      await tx
        .update(quizQuestions)
        .set({ position: sql`${quizQuestions.position} + 1000` })
        .where(and(eq(quizQuestions.quizId, quizId), gt(quizQuestions.position, before.position)));
      await tx
        .update(quizQuestions)
        .set({ position: sql`${quizQuestions.position} - 1001` })
        .where(and(eq(quizQuestions.quizId, quizId), gt(quizQuestions.position, 1000)));
      return { result: { ok: true as const }, targetId: questionId, before };
    },
  );
}

/**
 * Tops up the quiz's reward pool by a ledger transfer ISSUANCE -> `pool:main-quiz:<id>`. The
 * admin's Idempotency-Key makes a retry return the first transfer and write no second audit row
 * (the replay's audit is skipped by answering before the write).
 */
export async function topUpQuizPool(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  id: number,
  idempotencyKey: string,
  body: AdminQuizPoolBody,
) {
  const key = `quiz-pool-topup:${actor.userId}:${idempotencyKey}`;
  const [already] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from ledger_transfers where idempotency_key = ${key}`,
  );
  if (already) {
    const [quiz] = await quizRows(ctx.db, id);
    if (!quiz) throw new AppError('NOT_FOUND');
    return { transferId: Number(already.id), poolLeft: quiz.poolLeft, replayed: true };
  }
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz.pool_topup', targetType: 'quiz', reason: body.reason },
    async (tx) => {
      await lockQuiz(tx, id);
      const pool = { system: quizPoolCode(id) } as const;
      const before = await balanceOf(tx, pool, 'POINT');
      const { transfer: moved } = await transfer(
        tx,
        ctx.clock,
        {
          kind: 'main-quiz-funding',
          currency: 'POINT',
          amount: BigInt(body.points),
          from: { system: 'ISSUANCE' },
          to: pool,
          idempotencyKey: key,
          reference: { type: 'quiz', id },
          actorUserId: actor.userId ?? undefined,
          reason: body.reason,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      );
      const after = await balanceOf(tx, pool, 'POINT');
      return {
        result: { transferId: Number(moved.id), poolLeft: after.toString(), replayed: false },
        targetId: id,
        before: { poolLeft: before.toString() },
        after: { poolLeft: after.toString(), points: body.points, transferId: Number(moved.id) },
      };
    },
  );
}

/**
 * Saves a question's wording, explanation and hint. Its options (labels, number, which are
 * correct) change only while nobody has answered it; afterwards past answers would be graded
 * against a different question, so a change is refused with ADMIN_QUIZ_OPTIONS_LOCKED.
 */
export function updateAdminQuizQuestion(
  ctx: AdminContext,
  actor: AuditActor,
  quizId: number,
  questionId: number,
  body: AdminQuizQuestionBody,
) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'quiz_question.update', targetType: 'quiz_question', tag: 'articles' },
    async (tx) => {
      const [locked] = await tx
        .select({ id: quizQuestions.id, quizId: quizQuestions.quizId })
        .from(quizQuestions)
        .where(eq(quizQuestions.id, questionId))
        .for('update');
      if (!locked || locked.quizId !== quizId) throw new AppError('NOT_FOUND');
      const find = async () =>
        (await questionsOf(tx, [quizId])).get(quizId)!.find((q) => q.id === questionId)!;
      const before = await find();
      const same =
        body.options.length === before.options.length &&
        body.options.every((option, index) => {
          const old = before.options[index]!;
          return (
            option.labelEn === old.labelEn && option.labelTh === old.labelTh && option.correct === old.correct
          );
        });
      if (!same) {
        if (before.answers > 0) throw fieldError('ADMIN_QUIZ_OPTIONS_LOCKED', 'body.options');
        // Renumber out of the way first so the (question, position) unique index never collides.
        await tx
          .update(quizOptions)
          .set({ position: sql`${quizOptions.position} + 1000` })
          .where(eq(quizOptions.questionId, questionId));
        for (const [index, option] of body.options.entries()) {
          const old = before.options[index];
          const values = {
            position: index,
            labelEn: option.labelEn,
            labelTh: option.labelTh,
            correct: option.correct,
          };
          if (old) await tx.update(quizOptions).set(values).where(eq(quizOptions.id, old.id));
          else await tx.insert(quizOptions).values({ questionId, ...values });
        }
        const surplus = before.options.slice(body.options.length).map((o) => o.id);
        if (surplus.length) await tx.delete(quizOptions).where(inArray(quizOptions.id, surplus));
      }
      await tx.update(quizQuestions).set(questionText(body)).where(eq(quizQuestions.id, questionId));
      const after = await find();
      return { result: after, targetId: questionId, before, after };
    },
  );
}
