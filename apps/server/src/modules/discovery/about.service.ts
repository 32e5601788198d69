import type { AboutPage } from '@app/contracts/discovery';
import type { Locale } from '@app/contracts/locale';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { aboutPages } from '../../db/schema/index.ts';
import { renderMarkdown } from '../../lib/markdown.ts';

/** The about-us page in the reader's language, its Markdown rendered to safe HTML. */
export async function getAboutPage(db: Db, locale: Locale): Promise<AboutPage> {
  const [row] = await db.select().from(aboutPages).where(eq(aboutPages.locale, locale)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    locale,
    title: row.title,
    summary: row.summary,
    body: renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
