import type { FooterDocument, FooterType } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { footers } from '../../db/schema/index.ts';
import { renderMarkdown } from '../../lib/markdown.ts';

/** A legal document in the reader's language, its Markdown rendered to safe HTML. */
export async function getFooterDocument(db: Db, type: FooterType, locale: Locale): Promise<FooterDocument> {
  const [row] = await db
    .select()
    .from(footers)
    .where(and(eq(footers.type, type), eq(footers.locale, locale)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return {
    type,
    locale,
    title: row.title,
    body: renderMarkdown(row.body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
