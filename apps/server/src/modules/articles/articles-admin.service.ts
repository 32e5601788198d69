import type {
  AdminArticle,
  AdminArticleBody,
  AdminArticleRow,
  adminArticleListQuerySchema,
} from '@app/contracts/admin';
import type { z } from 'zod';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articles, articleTopics, articleTranslations, categories } from '../../db/schema/index.ts';
import { readingTime } from '../../lib/reading-time.ts';
import { articleHtml } from './article-html.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type AdminContext, auditedWrite, fieldError, isUniqueViolation } from '../audit/audited-write.ts';

type ListQuery = z.infer<typeof adminArticleListQuerySchema>;
const EDITED_LOCALES = ['en', 'th'] as const;
/**
 * The outer article's id inside a correlated subquery. Written out with its table: Drizzle leaves
 * a single-table query's columns unqualified, and a bare "id" would mean the translation's own id.
 */
const THIS_ARTICLE = sql.raw('"articles"."id"');
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Articles for the admin list: drafts too, newest change first, found by slug or title. */
export async function listAdminArticles(
  db: Db,
  query: ListQuery,
  locale: string,
): Promise<{ data: AdminArticleRow[]; total: number; page: number; pageSize: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status === 'published')
    conditions.push(and(eq(articles.status, true), eq(articles.active, true)));
  if (query.status === 'draft') conditions.push(or(eq(articles.status, false), eq(articles.active, false)));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(articles.slug, pattern),
        sql`exists (select 1 from article_translations t where t.article_id = ${THIS_ARTICLE} and t.title ilike ${pattern})`,
      ),
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: articles.id,
        slug: articles.slug,
        status: articles.status,
        active: articles.active,
        exclusive: articles.exclusive,
        difficulty: articles.difficulty,
        publishedAt: articles.publishedAt,
        updatedAt: articles.updatedAt,
        title: sql<
          string | null
        >`(select t.title from article_translations t where t.article_id = ${THIS_ARTICLE}
          order by (t.locale = ${locale}) desc, (t.locale = 'en') desc limit 1)`,
        locales: sql<
          string[]
        >`array(select t.locale from article_translations t where t.article_id = ${THIS_ARTICLE} order by t.locale)`,
      })
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title ?? row.slug,
      published: row.status && row.active,
      exclusive: row.exclusive,
      difficulty: row.difficulty,
      locales: row.locales,
      publishedAt: row.publishedAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One article as the editor edits it: both languages, its topics, draft or published. */
export async function getAdminArticle(db: Db | Tx, id: number): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  const [translations, topics] = await Promise.all([
    db
      .select()
      .from(articleTranslations)
      .where(
        and(eq(articleTranslations.articleId, id), inArray(articleTranslations.locale, [...EDITED_LOCALES])),
      ),
    db
      .select({ key: articleTopics.categoryKey })
      .from(articleTopics)
      .where(eq(articleTopics.articleId, id))
      .orderBy(articleTopics.categoryKey),
  ]);
  const version = (locale: string) => {
    const t = translations.find((item) => item.locale === locale);
    return t ? { title: t.title, summary: t.summary, body: t.body, coverAlt: t.coverAlt } : null;
  };
  return {
    id: row.id,
    slug: row.slug,
    author: row.author,
    difficulty: row.difficulty,
    exclusive: row.exclusive,
    highlighted: row.highlighted,
    published: row.status && row.active,
    active: row.active,
    coverImage: row.coverImage,
    topics: topics.map((topic) => topic.key),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    en: version('en'),
    th: version('th'),
  };
}

async function checkTopics(tx: Tx, keys: number[]): Promise<void> {
  const found = await tx
    .select({ key: categories.key })
    .from(categories)
    .where(inArray(categories.key, keys));
  if (found.length !== new Set(keys).size) throw fieldError('ADMIN_TOPIC_UNKNOWN', 'body.topics');
}

async function checkSlugFree(tx: Tx, slug: string, exceptId?: number): Promise<void> {
  const [other] = await tx.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
  if (other && other.id !== exceptId) throw fieldError('ADMIN_SLUG_TAKEN', 'body.slug');
}

/** Saves both language versions (reading time and HTML from each body) and replaces the topics. */
async function writeParts(tx: Tx, id: number, body: AdminArticleBody, now: Date): Promise<void> {
  for (const locale of EDITED_LOCALES) {
    const version = body[locale];
    const time = readingTime(version.body, locale);
    const values = {
      title: version.title,
      summary: version.summary,
      body: version.body,
      ...articleHtml(version.body),
      coverAlt: version.coverAlt,
      readingMinutes: time.minutes,
      wordCount: time.words,
      updatedAt: now,
    };
    await tx
      .insert(articleTranslations)
      .values({ ...values, articleId: id, locale, createdAt: now })
      .onConflictDoUpdate({
        target: [articleTranslations.articleId, articleTranslations.locale],
        set: values,
      });
  }
  await tx.delete(articleTopics).where(eq(articleTopics.articleId, id));
  await tx
    .insert(articleTopics)
    .values([...new Set(body.topics)].map((categoryKey) => ({ articleId: id, categoryKey })));
}

function slugTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('ADMIN_SLUG_TAKEN', 'body.slug');
  throw error;
}

/** A new article, saved as a draft: readers see it once it is published. */
export async function createArticle(
  ctx: AdminContext,
  actor: AuditActor,
  body: AdminArticleBody,
): Promise<AdminArticle> {
  return auditedWrite(
    ctx,
    actor,
    { action: 'article.create', targetType: 'article', tag: 'articles' },
    async (tx) => {
      await checkSlugFree(tx, body.slug);
      await checkTopics(tx, body.topics);
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(articles)
        .values({
          slug: body.slug,
          author: body.author,
          difficulty: body.difficulty,
          exclusive: body.exclusive,
          highlighted: body.highlighted,
          status: false,
          active: true,
          publishedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: articles.id })
        .catch(slugTaken);
      if (!row) throw new Error('article insert returned no row');
      await writeParts(tx, row.id, body, now);
      const after = await getAdminArticle(tx, row.id);
      return { result: after, targetId: row.id, after, reindex: { kind: 'article', refId: row.id } };
    },
  );
}

/** Saves an article's fields and both language versions; a published article changes at once. */
export async function updateArticle(
  ctx: AdminContext,
  actor: AuditActor,
  id: number,
  body: AdminArticleBody,
): Promise<AdminArticle> {
  return auditedWrite(
    ctx,
    actor,
    { action: 'article.update', targetType: 'article', tag: 'articles' },
    async (tx) => {
      const before = await lockArticle(tx, id);
      await checkSlugFree(tx, body.slug, id);
      await checkTopics(tx, body.topics);
      const now = ctx.clock.now();
      await tx
        .update(articles)
        .set({
          slug: body.slug,
          author: body.author,
          difficulty: body.difficulty,
          exclusive: body.exclusive,
          highlighted: body.highlighted,
          updatedAt: now,
        })
        .where(eq(articles.id, id))
        .catch(slugTaken);
      await writeParts(tx, id, body, now);
      const after = await getAdminArticle(tx, id);
      return { result: after, targetId: id, before, after, reindex: { kind: 'article', refId: id } };
    },
  );
}

/** The article as it is, with its row locked so two editors' saves apply one after the other. */
async function lockArticle(tx: Tx, id: number): Promise<AdminArticle> {
  const [locked] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  if (!locked) throw new AppError('NOT_FOUND');
  return getAdminArticle(tx, id);
}

/**
 * Publishes or unpublishes. A draft that goes live takes the publishing time as its date, so it
 * appears as the newest article; unpublishing hides it from lists, its page and search at once.
 */
export async function setArticlePublished(
  ctx: AdminContext,
  actor: AuditActor,
  id: number,
  published: boolean,
): Promise<AdminArticle> {
  return auditedWrite(
    ctx,
    actor,
    { action: published ? 'article.publish' : 'article.unpublish', targetType: 'article', tag: 'articles' },
    async (tx) => {
      const before = await lockArticle(tx, id);
      const now = ctx.clock.now();
      if (published && !(before.en && before.th)) {
        // Both languages are first class: an article goes live in English and Thai together.
        throw fieldError('ADMIN_FIELD_REQUIRED', before.en ? 'body.th' : 'body.en');
      }
      await tx
        .update(articles)
        .set(
          published
            ? {
                status: true,
                active: true,
                updatedAt: now,
                ...(before.published ? {} : { publishedAt: now }),
              }
            : { status: false, updatedAt: now },
        )
        .where(eq(articles.id, id));
      const after = await getAdminArticle(tx, id);
      return {
        result: after,
        targetId: id,
        before: { published: before.published, publishedAt: before.publishedAt },
        after: { published: after.published, publishedAt: after.publishedAt },
        reindex: { kind: 'article', refId: id },
      };
    },
  );
}
