import type { Difficulty } from '@app/contracts/articles';
import type { Locale } from '@app/contracts/locale';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  learningPathCertificates,
  learningPaths,
  learningPathSteps,
  learningReads,
} from '../../db/schema/index.ts';
import type { LearningContext } from './learning-context.ts';

/** Minutes a quiz adds to a path's estimated time. */
export const QUIZ_MINUTES = 5;

export interface CatalogPath {
  id: number;
  slug: string;
  level: Difficulty;
  title: string;
  summary: string;
  steps: CatalogStep[];
}

export interface CatalogStep {
  position: number;
  articleId: number;
  slug: string;
  title: string;
  summary: string;
  readingMinutes: number;
  difficulty: Difficulty;
  exclusive: boolean;
}

/** Only articles a reader can open are steps; a hidden article drops out of every path. */
const readable = and(eq(articles.status, true), eq(articles.active, true));

/** Paths matching `where`, in catalogue order, each with its readable steps in the locale. */
export async function loadCatalog(db: Db, locale: Locale, where: SQL | undefined): Promise<CatalogPath[]> {
  const paths = await db
    .select()
    .from(learningPaths)
    .where(where)
    .orderBy(asc(learningPaths.sortOrder), asc(learningPaths.id));
  if (paths.length === 0) return [];
  const local = alias(articleTranslations, 'local');
  const english = alias(articleTranslations, 'english');
  const steps = await db
    .select({
      pathId: learningPathSteps.pathId,
      position: learningPathSteps.position,
      articleId: articles.id,
      slug: articles.slug,
      title: sql<string>`coalesce(${local.title}, ${english.title}, ${articles.slug})`,
      summary: sql<string>`coalesce(${local.summary}, ${english.summary}, '')`,
      readingMinutes: sql<number>`coalesce(${local.readingMinutes}, ${english.readingMinutes}, 1)`,
      difficulty: articles.difficulty,
      exclusive: articles.exclusive,
    })
    .from(learningPathSteps)
    .innerJoin(articles, eq(articles.id, learningPathSteps.articleId))
    .leftJoin(local, and(eq(local.articleId, articles.id), eq(local.locale, locale)))
    .leftJoin(english, and(eq(english.articleId, articles.id), eq(english.locale, 'en')))
    .where(
      and(
        inArray(
          learningPathSteps.pathId,
          paths.map((path) => path.id),
        ),
        readable,
      ),
    )
    .orderBy(asc(learningPathSteps.pathId), asc(learningPathSteps.position));
  return paths.map((path) => ({
    id: path.id,
    slug: path.slug,
    level: path.level,
    title: locale === 'th' ? path.titleTh : path.titleEn,
    summary: locale === 'th' ? path.summaryTh : path.summaryEn,
    steps: steps
      .filter((step) => step.pathId === path.id)
      .map((step) => ({ ...step, readingMinutes: Number(step.readingMinutes) })),
  }));
}

/** What a reader has done towards the given articles: opened, and (through the seam) passed. */
export interface ReaderState {
  read: Set<number>;
  passed: Set<number>;
  /** Issued, unrevoked certificates by path id. */
  certificates: Map<number, { code: string; issuedAt: Date }>;
}

export async function readerState(
  ctx: LearningContext,
  userId: number,
  articleIds: readonly number[],
): Promise<ReaderState> {
  const ids = [...new Set(articleIds)];
  const [reads, passed, certificates] = await Promise.all([
    ids.length === 0
      ? []
      : ctx.db
          .select({ articleId: learningReads.articleId })
          .from(learningReads)
          .where(and(eq(learningReads.userId, userId), inArray(learningReads.articleId, ids))),
    ids.length === 0 ? new Set<number>() : ctx.seams.quizPasses(ctx.db, userId, ids),
    ctx.db
      .select({
        pathId: learningPathCertificates.pathId,
        code: learningPathCertificates.code,
        issuedAt: learningPathCertificates.issuedAt,
      })
      .from(learningPathCertificates)
      .where(and(eq(learningPathCertificates.userId, userId), isNull(learningPathCertificates.revokedAt))),
  ]);
  return {
    read: new Set(reads.map((row) => row.articleId)),
    passed,
    certificates: new Map(certificates.map((row) => [row.pathId, row])),
  };
}

/** A step is complete once its article was opened and, when it has a quiz, the quiz was passed. */
export function stepComplete(
  articleId: number,
  quizzes: ReadonlyMap<number, unknown>,
  state: Pick<ReaderState, 'read' | 'passed'>,
): boolean {
  return state.read.has(articleId) && (!quizzes.has(articleId) || state.passed.has(articleId));
}

export function completedSteps(
  path: CatalogPath,
  quizzes: ReadonlyMap<number, unknown>,
  state: Pick<ReaderState, 'read' | 'passed'>,
): number {
  return path.steps.filter((step) => stepComplete(step.articleId, quizzes, state)).length;
}

export function estimatedMinutes(path: CatalogPath, quizzes: ReadonlyMap<number, unknown>): number {
  const reading = path.steps.reduce((sum, step) => sum + step.readingMinutes, 0);
  return reading + QUIZ_MINUTES * path.steps.filter((step) => quizzes.has(step.articleId)).length;
}
