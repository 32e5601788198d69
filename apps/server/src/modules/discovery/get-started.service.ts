import type { GetStartedBanner, GetStartedStep } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { getStartedBanners, getStartedSteps } from '../../db/schema/index.ts';
import { renderMarkdown } from '../../lib/markdown.ts';

/** The newcomer steps in order, their Markdown rendered to safe HTML. */
export async function listGetStartedSteps(db: Db, locale: Locale): Promise<{ data: GetStartedStep[] }> {
  const rows = await db
    .select()
    .from(getStartedSteps)
    .orderBy(asc(getStartedSteps.order), asc(getStartedSteps.id));
  return {
    data: rows.map((row) => ({
      id: row.id,
      key: row.key,
      order: row.order,
      title: locale === 'th' ? row.titleTh : row.titleEn,
      body: renderMarkdown(locale === 'th' ? row.bodyTh : row.bodyEn),
      link: row.link,
    })),
  };
}

/** Banners newest first; `limit=1` is the latest one (spec §9). */
export async function listGetStartedBanners(
  db: Db,
  limit: number,
  locale: Locale,
): Promise<{ data: GetStartedBanner[] }> {
  const query = db
    .select()
    .from(getStartedBanners)
    .orderBy(desc(getStartedBanners.createdAt), desc(getStartedBanners.id));
  const rows = await (limit > 0 ? query.limit(limit) : query);
  return {
    data: rows.map((row) => ({
      id: row.id,
      key: row.key,
      title: locale === 'th' ? row.titleTh : row.titleEn,
      subtitle: locale === 'th' ? row.subtitleTh : row.subtitleEn,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
