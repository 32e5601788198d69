import type { AdminCategory, AdminCategoryBody, AdminLegal, AdminLegalBody } from '@app/contracts/admin';
import { FOOTER_TYPES, type FooterType } from '@app/contracts/content';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db, Tx } from '../../db/client.ts';
import { articleTopics, categories, footers } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type AdminContext, auditedWrite } from '../audit/audited-write.ts';

// Categories (topic tags) and the legal documents of the footer.

async function categoryRows(db: Db | Tx, id?: number): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      key: categories.key,
      nameEn: categories.nameEn,
      nameTh: categories.nameTh,
      ranking: categories.ranking,
      active: categories.active,
      articleCount: sql<number>`(select count(*)::int from article_topics t where t.category_key = "categories"."key")`,
    })
    .from(categories)
    .where(id === undefined ? undefined : eq(categories.id, id))
    .orderBy(asc(categories.ranking), asc(categories.key));
  return rows.map((row) => ({ ...row, articleCount: Number(row.articleCount) }));
}

export async function listCategories(db: Db): Promise<{ data: AdminCategory[] }> {
  return { data: await categoryRows(db) };
}

// Topic names show on article cards too, so a category change refreshes both.
const categorySpec = (action: string) => ({ action, targetType: 'category', tag: 'categories' as const });

export function createCategory(ctx: AdminContext, actor: AuditActor, body: AdminCategoryBody) {
  return auditedWrite(ctx, actor, categorySpec('category.create'), async (tx) => {
    // Keys are the spec's tag numbers; a new category takes the next one. The table lock keeps two
    // editors creating at once from picking the same number.
    await tx.execute(sql`lock table categories in share row exclusive mode`);
    const [{ next } = { next: 1 }] = await tx
      .select({ next: sql<number>`coalesce(max(${categories.key}), 0)::int + 1` })
      .from(categories);
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(categories)
      .values({ ...body, key: Number(next), createdAt: now, updatedAt: now })
      .returning({ id: categories.id });
    const [after] = await categoryRows(tx, row!.id);
    return { result: after!, targetId: row!.id, after };
  });
}

export function updateCategory(ctx: AdminContext, actor: AuditActor, id: number, body: AdminCategoryBody) {
  return auditedWrite(ctx, actor, categorySpec('category.update'), async (tx) => {
    const [before] = await categoryRows(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    await tx
      .update(categories)
      .set({ ...body, updatedAt: ctx.clock.now() })
      .where(eq(categories.id, id));
    const [after] = await categoryRows(tx, id);
    return { result: after!, targetId: id, before, after };
  });
}

/** Only an unused category can go; a used one is hidden instead (its key stays with its articles). */
export function deleteCategory(ctx: AdminContext, actor: AuditActor, id: number) {
  return auditedWrite(ctx, actor, categorySpec('category.delete'), async (tx) => {
    const [before] = await categoryRows(tx, id);
    if (!before) throw new AppError('NOT_FOUND');
    const [used] = await tx
      .select({ key: articleTopics.categoryKey })
      .from(articleTopics)
      .where(eq(articleTopics.categoryKey, before.key))
      .limit(1);
    if (used) throw new AppError('ADMIN_CATEGORY_IN_USE');
    await tx.delete(categories).where(eq(categories.id, id));
    return { result: { ok: true as const }, targetId: id, before };
  });
}

// Legal documents ---------------------------------------------------------------------------------

async function legalDocument(db: Db | Tx, type: FooterType): Promise<AdminLegal> {
  const rows = await db.select().from(footers).where(eq(footers.type, type));
  const version = (locale: string) => {
    const row = rows.find((item) => item.locale === locale);
    return row ? { title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() } : null;
  };
  return { type, en: version('en'), th: version('th') };
}

export async function listLegal(db: Db): Promise<{ data: AdminLegal[] }> {
  return { data: await Promise.all(FOOTER_TYPES.map((type) => legalDocument(db, type))) };
}

export function saveLegal(ctx: AdminContext, actor: AuditActor, type: FooterType, body: AdminLegalBody) {
  return auditedWrite(
    ctx,
    actor,
    { action: 'legal.update', targetType: 'legal', tag: 'legal' },
    async (tx) => {
      const before = await legalDocument(tx, type);
      const now = ctx.clock.now();
      for (const locale of ['en', 'th'] as const) {
        const values = { title: body[locale].title, body: body[locale].body, updatedAt: now };
        await tx
          .insert(footers)
          .values({ type, locale, ...values })
          .onConflictDoUpdate({ target: [footers.type, footers.locale], set: values });
      }
      const after = await legalDocument(tx, type);
      return { result: after, targetId: type, before, after };
    },
  );
}
