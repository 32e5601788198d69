import type { Locale } from '@app/contracts/locale';
import type { QuizGrade, QuizListPage, QuizRewardStatus, QuizSummary } from '@app/contracts/quizzes';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { pick, rewardTiers } from './quiz.repo.ts';

interface SummaryRow {
  id: number;
  slug: string;
  article_id: number;
  article_slug: string;
  article_title: string | null;
  title_en: string;
  title_th: string;
  description_en: string;
  description_th: string;
  pass_percent: number;
  time_limit_seconds: number | null;
  question_count: number;
  pool_balance: string | null;
  has_point_reward: boolean;
  attempt_status: 'inprogress' | 'saved' | 'completed' | null;
  attempt_grade: string | null;
  attempt_passed: boolean | null;
  certificate_code: string | null;
  reward_status: QuizRewardStatus | null;
}

/** Escapes LIKE wildcards so a search for "100%" looks for those characters. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Quizzes matching `where`, with their article, pool state and (when signed in) the user's standing. */
async function summaryRows(
  db: Db,
  options: { locale: Locale; userId: number | null; where: SQL; limit: number; offset: number },
): Promise<SummaryRow[]> {
  const userId = options.userId ?? 0;
  return queryRows<SummaryRow>(
    db,
    sql`select q.id, q.slug, q.article_id, a.slug as article_slug,
               coalesce(tl.title, te.title) as article_title,
               q.title_en, q.title_th, q.description_en, q.description_th, q.pass_percent,
               q.time_limit_seconds,
               -- What one attempt asks: the draw size, at most one variant per concept.
               (select least(coalesce(q.questions_per_attempt, 2147483647),
                             count(distinct coalesce('c:' || qq.concept, 'q:' || qq.id::text)))::int
                  from quiz_questions qq where qq.quiz_id = q.id) as question_count,
               (select la.balance::text from ledger_accounts la
                 where la.code = 'pool:main-quiz:' || q.id and la.currency = 'POINT') as pool_balance,
               exists (select 1 from quiz_reward_tiers t where t.quiz_id = q.id and t.reward_type = 'point'
                       and t.points > 0) as has_point_reward,
               at.status as attempt_status, at.grade as attempt_grade, at.passed as attempt_passed,
               (select c.code from certificates c where c.user_id = ${userId} and c.quiz_id = q.id) as certificate_code,
               (select r.status from quiz_rewards r where r.user_id = ${userId} and r.quiz_id = q.id) as reward_status
          from quizzes q
          join articles a on a.id = q.article_id
          left join article_translations tl on tl.article_id = a.id and tl.locale = ${options.locale}
          left join article_translations te on te.article_id = a.id and te.locale = 'en'
          left join lateral (select x.status, x.grade, x.passed from quiz_attempts x
                              where x.user_id = ${userId} and x.quiz_id = q.id
                              order by (x.finished_at is null) desc, x.finished_at desc limit 1) at on true
         where q.active and a.status and a.active and ${options.where}
         order by q.id
         limit ${options.limit} offset ${options.offset}`,
  );
}

async function toSummary(db: Db, row: SummaryRow, locale: Locale, signedIn: boolean): Promise<QuizSummary> {
  const tiers = await rewardTiers(db, row.id);
  const poolEmpty = row.has_point_reward && BigInt(row.pool_balance ?? '0') <= 0n;
  return {
    id: row.id,
    slug: row.slug,
    articleId: row.article_id,
    articleSlug: row.article_slug,
    articleTitle: row.article_title ?? row.article_slug,
    title: pick({ en: row.title_en, th: row.title_th }, locale),
    description: pick({ en: row.description_en, th: row.description_th }, locale),
    questionCount: row.question_count,
    passPercent: row.pass_percent,
    timeLimitSeconds: row.time_limit_seconds,
    state: poolEmpty ? 'outofreward' : 'active',
    rewards: tiers
      .map((tier) => ({
        minGrade: tier.minGrade as QuizGrade,
        type: tier.rewardType,
        points: tier.points,
        name: pick({ en: tier.nameEn, th: tier.nameTh }, locale),
        description: pick({ en: tier.descriptionEn, th: tier.descriptionTh }, locale),
      }))
      .sort((a, b) => b.points - a.points),
    mine:
      signedIn && row.attempt_status
        ? {
            attemptState: row.attempt_status,
            grade: (row.attempt_grade as QuizGrade | null) ?? null,
            passed: row.attempt_passed,
            certificateCode: row.certificate_code,
            rewardStatus: row.reward_status ?? null,
          }
        : null,
  };
}

async function oneQuiz(db: Db, where: SQL, locale: Locale, userId: number | null): Promise<QuizSummary> {
  const [row] = await summaryRows(db, { locale, userId, where, limit: 1, offset: 0 });
  if (!row) throw new AppError('QUIZ_NOT_FOUND');
  return toSummary(db, row, locale, userId !== null);
}

export function quizOfArticle(db: Db, articleId: number, locale: Locale, userId: number | null) {
  return oneQuiz(db, sql`q.article_id = ${articleId}`, locale, userId);
}

export function quizBySlug(db: Db, slug: string, locale: Locale, userId: number | null) {
  return oneQuiz(db, sql`q.slug = ${slug}`, locale, userId);
}

export function quizById(db: Db, id: number, locale: Locale, userId: number | null) {
  return oneQuiz(db, sql`q.id = ${id}`, locale, userId);
}

function searchCondition(search: string | undefined): SQL {
  if (!search) return sql`true`;
  const pattern = likePattern(search);
  return sql`(q.title_en ilike ${pattern} or q.title_th ilike ${pattern}
              or exists (select 1 from article_translations s where s.article_id = q.article_id and s.title ilike ${pattern})
              or exists (select 1 from quiz_questions s where s.quiz_id = q.id
                         and (s.prompt_en ilike ${pattern} or s.prompt_th ilike ${pattern})))`;
}

/** The quizzes page: every active quiz, searchable by quiz, article or question text. */
export async function listQuizzes(
  db: Db,
  locale: Locale,
  userId: number | null,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<QuizListPage> {
  const where = searchCondition(query.search);
  const rows = await summaryRows(db, {
    locale,
    userId,
    where,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const total = await countQuizzes(db, query.search);
  return {
    data: await Promise.all(rows.map((row) => toSummary(db, row, locale, userId !== null))),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function countQuizzes(db: Db, search: string | undefined): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from quizzes q where q.active and ${searchCondition(search)}`,
  );
  return row?.count ?? 0;
}
