import type { Locale } from '@app/contracts/locale';
import type {
  QuizHistoryItem,
  QuizHistoryKind,
  QuizHistoryPage,
  QuizHistoryQuery,
} from '@app/contracts/quizzes';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { activeSubscription } from '../subscriptions/entitlements.ts';
import { likePattern } from './quiz-catalog.service.ts';

export interface QuizHistoryRequest {
  userId: number;
  locale: Locale;
  /** Matches the quiz's name, its article's title or one of its questions. */
  search?: string | undefined;
  /** At most this many items, newest (`updatedAt`) first. */
  limit: number;
}

/**
 * A kind of quiz that shows in My quiz. The main quizzes register two (completed and saved);
 * the pop quizzes register theirs with `registerQuizHistorySource(app, source)` from their own
 * module, and My quiz merges every source by date.
 */
export interface QuizHistorySource {
  kind: QuizHistoryKind;
  list(request: QuizHistoryRequest): Promise<QuizHistoryItem[]>;
  count(request: Omit<QuizHistoryRequest, 'limit'>): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every source of My quiz lines; push into it with registerQuizHistorySource. */
    quizHistorySources: QuizHistorySource[];
  }
}

/** Adds a source to My quiz, whichever of the quiz modules registers first. */
export function registerQuizHistorySource(app: FastifyInstance, source: QuizHistorySource): void {
  if (!app.hasDecorator('quizHistorySources')) app.decorate('quizHistorySources', []);
  app.quizHistorySources.push(source);
}

interface MainHistoryRow {
  attempt_id: number;
  quiz_id: number;
  slug: string;
  title_en: string;
  title_th: string;
  article_title: string | null;
  status: string;
  finished_at: Date | string | null;
  updated_at: Date | string;
  started_at: Date | string;
  question_count: number;
  answered_count: number;
  grade: string | null;
  passed: boolean | null;
  reward_points: number | null;
  reward_status: string | null;
  reward_type: string | null;
  reward_attempt: number | null;
  tier_name_en: string | null;
  tier_name_th: string | null;
  tier_description_en: string | null;
  tier_description_th: string | null;
  certificate_code: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function mainHistorySource(db: Db, kind: 'main' | 'saved'): QuizHistorySource {
  const where = (request: Omit<QuizHistoryRequest, 'limit'>) => {
    const state = kind === 'main' ? sql`x.finished_at is not null` : sql`x.finished_at is null`;
    if (!request.search) return sql`x.user_id = ${request.userId} and ${state}`;
    const pattern = likePattern(request.search);
    return sql`x.user_id = ${request.userId} and ${state}
               and (q.title_en ilike ${pattern} or q.title_th ilike ${pattern}
                    or exists (select 1 from article_translations s where s.article_id = q.article_id and s.title ilike ${pattern})
                    or exists (select 1 from quiz_questions s where s.quiz_id = q.id
                               and (s.prompt_en ilike ${pattern} or s.prompt_th ilike ${pattern})))`;
  };
  return {
    kind,
    list: async (request) => {
      const rows = await queryRows<MainHistoryRow>(
        db,
        sql`select x.id as attempt_id, q.id as quiz_id, q.slug, q.title_en, q.title_th,
                   coalesce(tl.title, te.title) as article_title, x.status, x.finished_at, x.updated_at,
                   x.started_at, x.question_count,
                   (select count(*)::int from quiz_answers a where a.attempt_id = x.id) as answered_count,
                   x.grade, x.passed, r.points as reward_points, r.status as reward_status,
                   r.reward_type, r.attempt_id as reward_attempt,
                   t.name_en as tier_name_en, t.name_th as tier_name_th,
                   t.description_en as tier_description_en, t.description_th as tier_description_th,
                   c.code as certificate_code
              from quiz_attempts x
              join quizzes q on q.id = x.quiz_id
              left join article_translations tl on tl.article_id = q.article_id and tl.locale = ${request.locale}
              left join article_translations te on te.article_id = q.article_id and te.locale = 'en'
              left join quiz_rewards r on r.quiz_id = q.id and r.user_id = x.user_id and r.attempt_id = x.id
              left join quiz_reward_tiers t on t.id = r.tier_id
              left join certificates c on c.attempt_id = x.id
             where ${where(request)}
             order by x.updated_at desc, x.id desc
             limit ${request.limit}`,
      );
      const th = request.locale === 'th';
      return rows.map((row) => ({
        kind,
        id: `main-${row.attempt_id}`,
        quizId: row.quiz_id,
        slug: row.slug,
        title: th ? row.title_th : row.title_en,
        articleTitle: row.article_title,
        completedAt: row.finished_at ? iso(row.finished_at) : null,
        updatedAt: iso(row.updated_at),
        questionCount: row.question_count,
        answeredCount: row.answered_count,
        durationSeconds: row.finished_at
          ? Math.round((new Date(row.finished_at).getTime() - new Date(row.started_at).getTime()) / 1000)
          : null,
        rewardPoints:
          row.reward_type === 'point' && row.reward_status === 'paid' ? (row.reward_points ?? 0) : 0,
        result: row.passed === null ? null : row.passed ? 'pass' : 'fail',
        status: row.status,
        grade: row.grade,
        rewardName: (th ? row.tier_name_th : row.tier_name_en) ?? null,
        rewardDescription: (th ? row.tier_description_th : row.tier_description_en) ?? null,
        rewardStatus: row.reward_status,
        rewardType: row.reward_type,
        certificateCode: row.certificate_code,
      }));
    },
    count: async (request) => {
      const [row] = await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from quiz_attempts x join quizzes q on q.id = x.quiz_id where ${where(request)}`,
      );
      return row?.count ?? 0;
    },
  };
}

export function mainQuizHistorySources(db: Db): QuizHistorySource[] {
  return [mainHistorySource(db, 'main'), mainHistorySource(db, 'saved')];
}

function chosen(sources: QuizHistorySource[], kind: QuizHistoryQuery['kind']) {
  return kind === 'all' ? sources : sources.filter((source) => source.kind === kind);
}

/** My quiz: the sources of the kind asked for, merged newest first, one page of them. */
export async function quizHistory(
  db: Db,
  clock: Clock,
  sources: QuizHistorySource[],
  request: { userId: number; locale: Locale },
  query: QuizHistoryQuery,
): Promise<QuizHistoryPage> {
  const picked = chosen(sources, query.kind);
  const limit = query.page * query.pageSize;
  const base = { ...request, search: query.search || undefined };
  const [lists, counts, subscription] = await Promise.all([
    Promise.all(picked.map((source) => source.list({ ...base, limit }))),
    Promise.all(picked.map((source) => source.count(base))),
    activeSubscription(db, request.userId, clock.now()),
  ]);
  const merged = lists
    .flat()
    .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
    .slice((query.page - 1) * query.pageSize, limit);
  return {
    data: merged,
    total: counts.reduce((sum, count) => sum + count, 0),
    page: query.page,
    pageSize: query.pageSize,
    totalQuota: subscription?.quotaTotal ?? null,
    remainingQuota: subscription ? subscription.quotaTotal - subscription.quotaUsed : null,
  };
}

export async function quizHistoryCount(
  sources: QuizHistorySource[],
  request: { userId: number; locale: Locale },
  query: Pick<QuizHistoryQuery, 'kind' | 'search'>,
): Promise<{ count: number }> {
  const counts = await Promise.all(
    chosen(sources, query.kind).map((source) =>
      source.count({ ...request, search: query.search || undefined }),
    ),
  );
  return { count: counts.reduce((sum, count) => sum + count, 0) };
}
