import { type CampaignRule, campaignRulesSchema, type RuleProgress } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  articles,
  articleTranslations,
  learningPathCertificates,
  learningPaths,
  learningReads,
} from '../../db/schema/index.ts';
import type { LearningContext } from './learning-context.ts';

export interface CampaignWindow {
  startsAt: Date;
  endsAt: Date;
  rules: unknown;
}

/** The stored rules, checked again on the way out: a hand-edited row cannot crash a page. */
export function parseRules(stored: unknown): CampaignRule[] {
  const parsed = campaignRulesSchema.safeParse(stored);
  return parsed.success ? parsed.data : [];
}

interface Named {
  id: number;
  slug: string;
  title: string;
}

/** Titles of the articles and paths the rules name, in the locale, by slug. */
async function namesOf(db: Db, locale: Locale, rules: CampaignRule[]) {
  const articleSlugs = [...new Set(rules.flatMap((rule) => ('articles' in rule ? rule.articles : [])))];
  const pathSlugs = [...new Set(rules.flatMap((rule) => (rule.type === 'complete_path' ? [rule.path] : [])))];
  const local = alias(articleTranslations, 'local');
  const [articleRows, pathRows] = await Promise.all([
    articleSlugs.length === 0
      ? []
      : db
          .select({ id: articles.id, slug: articles.slug, title: local.title })
          .from(articles)
          .leftJoin(local, and(eq(local.articleId, articles.id), eq(local.locale, locale)))
          .where(inArray(articles.slug, articleSlugs)),
    pathSlugs.length === 0
      ? []
      : db
          .select({
            id: learningPaths.id,
            slug: learningPaths.slug,
            titleEn: learningPaths.titleEn,
            titleTh: learningPaths.titleTh,
          })
          .from(learningPaths)
          .where(inArray(learningPaths.slug, pathSlugs)),
  ]);
  return {
    articles: new Map<string, Named>(
      articleRows.map((row) => [row.slug, { id: row.id, slug: row.slug, title: row.title ?? row.slug }]),
    ),
    paths: new Map<string, Named>(
      pathRows.map((row) => [
        row.slug,
        { id: row.id, slug: row.slug, title: locale === 'th' ? row.titleTh : row.titleEn },
      ]),
    ),
  };
}

/**
 * Each rule of a campaign with the reader's progress (null for a visitor), and whether all of
 * them hold. Reads count when the article was opened since the campaign started; quiz passes
 * and pop quiz days when they fall inside the window (through the seams); a path when its
 * certificate was issued by the campaign's end.
 */
export async function evaluateRules(
  ctx: LearningContext,
  locale: Locale,
  campaign: CampaignWindow,
  userId: number | null,
): Promise<{ rules: RuleProgress[]; qualified: boolean | null }> {
  const rules = parseRules(campaign.rules);
  const names = await namesOf(ctx.db, locale, rules);
  const window = { since: campaign.startsAt, until: campaign.endsAt };
  const progress: RuleProgress[] = [];
  for (const rule of rules) {
    if (rule.type === 'read_articles' || rule.type === 'pass_quizzes') {
      const known = rule.articles.map((slug) => names.articles.get(slug));
      const ids = known.filter((item): item is Named => item !== undefined).map((item) => item.id);
      let done: Set<number> | null = null;
      if (userId !== null && ids.length > 0) {
        if (rule.type === 'pass_quizzes') done = await ctx.seams.quizPasses(ctx.db, userId, ids, window);
        else {
          const rows = await ctx.db
            .select({ articleId: learningReads.articleId })
            .from(learningReads)
            .where(
              and(
                eq(learningReads.userId, userId),
                inArray(learningReads.articleId, ids),
                gte(learningReads.lastReadAt, campaign.startsAt),
              ),
            );
          done = new Set(rows.map((row) => row.articleId));
        }
      } else if (userId !== null) done = new Set();
      const items = rule.articles.map((slug, index) => {
        const item = known[index];
        return { slug, title: item?.title ?? slug, done: done && item ? done.has(item.id) : done && false };
      });
      const count = done ? items.filter((item) => item.done).length : null;
      progress.push({
        type: rule.type,
        required: rule.articles.length,
        done: count,
        met: count === null ? null : count >= rule.articles.length,
        items,
      });
    } else if (rule.type === 'pop_quiz_days') {
      const days = userId === null ? null : (await ctx.seams.popQuizDays(ctx.db, userId, window)).size;
      progress.push({
        type: rule.type,
        required: rule.days,
        done: days === null ? null : Math.min(days, rule.days),
        met: days === null ? null : days >= rule.days,
        items: [],
      });
    } else {
      const path = names.paths.get(rule.path);
      let held: boolean | null = null;
      if (userId !== null) {
        const rows = path
          ? await ctx.db
              .select({ id: learningPathCertificates.id })
              .from(learningPathCertificates)
              .where(
                and(
                  eq(learningPathCertificates.userId, userId),
                  eq(learningPathCertificates.pathId, path.id),
                  isNull(learningPathCertificates.revokedAt),
                  lte(learningPathCertificates.issuedAt, campaign.endsAt),
                ),
              )
          : [];
        held = rows.length > 0;
      }
      progress.push({
        type: rule.type,
        required: 1,
        done: held === null ? null : held ? 1 : 0,
        met: held,
        items: [{ slug: rule.path, title: path?.title ?? rule.path, done: held }],
      });
    }
  }
  const qualified = userId === null ? null : rules.length > 0 && progress.every((rule) => rule.met === true);
  return { rules: progress, qualified };
}
