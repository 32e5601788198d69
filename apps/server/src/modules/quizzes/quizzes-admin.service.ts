import type {
  AdminQuiz,
  AdminQuizArticle,
  AdminQuizBody,
  AdminQuizCreateBody,
  AdminQuizPoolBody,
} from '@app/contracts/admin-quizzes';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows, type Tx } from '../../db/client.ts';
import { articles, quizRewardTiers, quizzes } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { balanceOf, transfer } from '../ledger/ledger.service.ts';
import { quizPoolCode } from './quiz.repo.ts';
import {
  type AdminContext,
  auditedWrite,
  fieldError,
  type MoneyAdminContext,
} from '../audit/audited-write.ts';
import { questionsOf } from './quiz-question-stats.ts';

export async function quizRows(db: Db | Tx, id?: number): Promise<AdminQuiz[]> {
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

export async function lockQuiz(tx: Tx, id: number) {
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

export async function hasAttempts(tx: Tx, quizId: number): Promise<boolean> {
  const [started] = await queryRows<{ id: number }>(
    tx,
    sql`select id from quiz_attempts where quiz_id = ${quizId} limit 1`,
  );
  return started !== undefined;
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
