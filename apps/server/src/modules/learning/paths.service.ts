import type { PathDetail, PathList, PathSummary, RecordRead } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { articles, learningPaths, learningPathSteps, learningReads } from '../../db/schema/index.ts';
import type { SessionUser } from '../identity/session.service.ts';
import { tryIssueCertificate } from './path-certificates.service.ts';
import {
  type CatalogPath,
  completedSteps,
  estimatedMinutes,
  loadCatalog,
  type ReaderState,
  readerState,
  stepComplete,
} from './path-catalog.ts';
import type { LearningContext } from './learning-context.ts';

function summarize(
  path: CatalogPath,
  quizzes: ReadonlyMap<number, unknown>,
  state: ReaderState | null,
): PathSummary {
  return {
    id: path.id,
    slug: path.slug,
    level: path.level,
    title: path.title,
    summary: path.summary,
    stepCount: path.steps.length,
    quizCount: path.steps.filter((step) => quizzes.has(step.articleId)).length,
    estimatedMinutes: estimatedMinutes(path, quizzes),
    progress: state
      ? {
          completedSteps: completedSteps(path, quizzes, state),
          totalSteps: path.steps.length,
          certificateCode: state.certificates.get(path.id)?.code ?? null,
        }
      : null,
  };
}

const allArticleIds = (paths: CatalogPath[]) => paths.flatMap((path) => path.steps.map((s) => s.articleId));

/** The catalogue of active paths; a signed-in reader also gets their progress on each. */
export async function listPaths(
  ctx: LearningContext,
  locale: Locale,
  userId: number | null,
): Promise<PathList> {
  const paths = await loadCatalog(ctx.db, locale, eq(learningPaths.active, true));
  const ids = allArticleIds(paths);
  const [quizzes, state] = await Promise.all([
    ctx.seams.articleQuizzes(ctx.db, ids),
    userId === null ? null : readerState(ctx, userId, ids),
  ]);
  return { data: paths.map((path) => summarize(path, quizzes, state)) };
}

/** One active path with its steps; the reader's state of each step when signed in. */
export async function getPath(
  ctx: LearningContext,
  locale: Locale,
  slug: string,
  userId: number | null,
): Promise<PathDetail> {
  const [path] = await loadCatalog(
    ctx.db,
    locale,
    and(eq(learningPaths.slug, slug), eq(learningPaths.active, true)),
  );
  if (!path) throw new AppError('LEARNING_PATH_NOT_FOUND');
  const ids = allArticleIds([path]);
  const [quizzes, state] = await Promise.all([
    ctx.seams.articleQuizzes(ctx.db, ids),
    userId === null ? null : readerState(ctx, userId, ids),
  ]);
  const certificate = state?.certificates.get(path.id);
  return {
    ...summarize(path, quizzes, state),
    steps: path.steps.map((step) => ({
      position: step.position,
      article: {
        id: step.articleId,
        slug: step.slug,
        title: step.title,
        summary: step.summary,
        readingMinutes: step.readingMinutes,
        difficulty: step.difficulty,
        exclusive: step.exclusive,
      },
      quiz: quizzes.get(step.articleId) ?? null,
      read: state ? state.read.has(step.articleId) : null,
      quizPassed: state && quizzes.has(step.articleId) ? state.passed.has(step.articleId) : null,
      complete: state ? stepComplete(step.articleId, quizzes, state) : null,
    })),
    certificate: certificate
      ? { code: certificate.code, issuedAt: certificate.issuedAt.toISOString() }
      : null,
  };
}

/**
 * Records that a signed-in reader opened an article (once per article; later opens move
 * `last_read_at`, which campaign rules compare with their window). An exclusive article only
 * counts for a subscriber, who can read all of it. Finishing a path here issues its
 * certificate when the profile has a name; otherwise the path page asks for one.
 */
export async function recordRead(
  ctx: LearningContext,
  locale: Locale,
  user: SessionUser,
  articleId: number,
): Promise<RecordRead> {
  const [article] = await ctx.db
    .select({ id: articles.id, exclusive: articles.exclusive })
    .from(articles)
    .where(and(eq(articles.id, articleId), eq(articles.status, true), eq(articles.active, true)));
  if (!article) throw new AppError('LEARNING_ARTICLE_NOT_FOUND');
  const recorded = !article.exclusive || user.isSubscriber;
  if (recorded) {
    const now = ctx.clock.now();
    await ctx.db
      .insert(learningReads)
      .values({ userId: user.id, articleId, firstReadAt: now, lastReadAt: now })
      .onConflictDoUpdate({
        target: [learningReads.userId, learningReads.articleId],
        set: { lastReadAt: now },
      });
  }

  const pathIds = await ctx.db
    .selectDistinct({ id: learningPathSteps.pathId })
    .from(learningPathSteps)
    .where(eq(learningPathSteps.articleId, articleId));
  if (pathIds.length === 0) return { recorded, paths: [] };
  const paths = await loadCatalog(
    ctx.db,
    locale,
    and(
      inArray(
        learningPaths.id,
        pathIds.map((row) => row.id),
      ),
      eq(learningPaths.active, true),
    ),
  );
  const ids = allArticleIds(paths);
  const quizzes = await ctx.seams.articleQuizzes(ctx.db, ids);
  const state = await readerState(ctx, user.id, ids);
  const result: RecordRead['paths'] = [];
  for (const path of paths) {
    const done = completedSteps(path, quizzes, state);
    const complete = path.steps.length > 0 && done === path.steps.length;
    let code = state.certificates.get(path.id)?.code ?? null;
    if (complete && !code) code = (await tryIssueCertificate(ctx, user.id, path.id))?.code ?? null;
    result.push({
      slug: path.slug,
      title: path.title,
      complete,
      progress: { completedSteps: done, totalSteps: path.steps.length, certificateCode: code },
    });
  }
  return { recorded, paths: result };
}
