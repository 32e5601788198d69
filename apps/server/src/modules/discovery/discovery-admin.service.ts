import type {
  AdminBanner,
  AdminBannerBody,
  AdminPartner,
  AdminPartnerBody,
  AdminStep,
  AdminStepBody,
} from '@app/contracts/admin';
import type { PartnerCategory } from '@app/contracts/discovery';
import { asc, desc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { getStartedBanners, getStartedSteps, partners } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type AdminContext, auditedWrite, fieldError, isUniqueViolation } from '../audit/audited-write.ts';
import { keyFromName, randomKey } from '../../lib/content-keys.ts';

// Get-started steps and banners and partners: the discovery pages' content, all tagged
// `discovery` so the pages that show them are rendered afresh after a change.

const spec = (action: string, targetType: string) => ({ action, targetType, tag: 'discovery' as const });

// Steps ------------------------------------------------------------------------------------------

const presentStep = (row: typeof getStartedSteps.$inferSelect): AdminStep => ({ ...row });

export async function listSteps(db: Db): Promise<{ data: AdminStep[] }> {
  const rows = await db
    .select()
    .from(getStartedSteps)
    .orderBy(asc(getStartedSteps.order), asc(getStartedSteps.id));
  return { data: rows.map(presentStep) };
}

export function createStep(ctx: AdminContext, actor: AuditActor, body: AdminStepBody) {
  return auditedWrite(ctx, actor, spec('get-started-step.create', 'get-started-step'), async (tx) => {
    const [row] = await tx
      .insert(getStartedSteps)
      .values({ ...body, key: randomKey() })
      .returning();
    const after = presentStep(row!);
    return { result: after, targetId: after.id, after };
  });
}

export function updateStep(ctx: AdminContext, actor: AuditActor, id: number, body: AdminStepBody) {
  return auditedWrite(ctx, actor, spec('get-started-step.update', 'get-started-step'), async (tx) => {
    const [old] = await tx.select().from(getStartedSteps).where(eq(getStartedSteps.id, id)).for('update');
    if (!old) throw new AppError('NOT_FOUND');
    const [row] = await tx.update(getStartedSteps).set(body).where(eq(getStartedSteps.id, id)).returning();
    const after = presentStep(row!);
    return { result: after, targetId: id, before: presentStep(old), after };
  });
}

export function deleteStep(ctx: AdminContext, actor: AuditActor, id: number) {
  return auditedWrite(ctx, actor, spec('get-started-step.delete', 'get-started-step'), async (tx) => {
    const [old] = await tx.delete(getStartedSteps).where(eq(getStartedSteps.id, id)).returning();
    if (!old) throw new AppError('NOT_FOUND');
    return { result: { ok: true as const }, targetId: id, before: presentStep(old) };
  });
}

// Banners ----------------------------------------------------------------------------------------

const presentBanner = (row: typeof getStartedBanners.$inferSelect): AdminBanner => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first: the get-started page shows the newest banner. */
export async function listBanners(db: Db): Promise<{ data: AdminBanner[] }> {
  const rows = await db
    .select()
    .from(getStartedBanners)
    .orderBy(desc(getStartedBanners.createdAt), desc(getStartedBanners.id));
  return { data: rows.map(presentBanner) };
}

export function createBanner(ctx: AdminContext, actor: AuditActor, body: AdminBannerBody) {
  return auditedWrite(ctx, actor, spec('get-started-banner.create', 'get-started-banner'), async (tx) => {
    const [row] = await tx
      .insert(getStartedBanners)
      .values({ ...body, key: randomKey(), createdAt: ctx.clock.now() })
      .returning();
    const after = presentBanner(row!);
    return { result: after, targetId: after.id, after };
  });
}

export function updateBanner(ctx: AdminContext, actor: AuditActor, id: number, body: AdminBannerBody) {
  return auditedWrite(ctx, actor, spec('get-started-banner.update', 'get-started-banner'), async (tx) => {
    const [old] = await tx.select().from(getStartedBanners).where(eq(getStartedBanners.id, id)).for('update');
    if (!old) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(getStartedBanners)
      .set(body)
      .where(eq(getStartedBanners.id, id))
      .returning();
    const after = presentBanner(row!);
    return { result: after, targetId: id, before: presentBanner(old), after };
  });
}

export function deleteBanner(ctx: AdminContext, actor: AuditActor, id: number) {
  return auditedWrite(ctx, actor, spec('get-started-banner.delete', 'get-started-banner'), async (tx) => {
    const [old] = await tx.delete(getStartedBanners).where(eq(getStartedBanners.id, id)).returning();
    if (!old) throw new AppError('NOT_FOUND');
    return { result: { ok: true as const }, targetId: id, before: presentBanner(old) };
  });
}

// Partners ---------------------------------------------------------------------------------------

const presentPartner = (row: typeof partners.$inferSelect): AdminPartner => ({
  ...row,
  category: row.category as PartnerCategory,
});

export async function listPartners(db: Db): Promise<{ data: AdminPartner[] }> {
  const rows = await db.select().from(partners).orderBy(asc(partners.name));
  return { data: rows.map(presentPartner) };
}

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('ADMIN_DUPLICATE', 'body.name');
  throw error;
}

export function createPartner(ctx: AdminContext, actor: AuditActor, body: AdminPartnerBody) {
  return auditedWrite(ctx, actor, spec('partner.create', 'partner'), async (tx) => {
    const [row] = await tx
      .insert(partners)
      .values({ ...body, key: keyFromName(body.name) })
      .returning()
      .catch(duplicateName);
    const after = presentPartner(row!);
    return { result: after, targetId: after.id, after };
  });
}

export function updatePartner(ctx: AdminContext, actor: AuditActor, id: number, body: AdminPartnerBody) {
  return auditedWrite(ctx, actor, spec('partner.update', 'partner'), async (tx) => {
    const [old] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
    if (!old) throw new AppError('NOT_FOUND');
    const [row] = await tx.update(partners).set(body).where(eq(partners.id, id)).returning();
    const after = presentPartner(row!);
    return { result: after, targetId: id, before: presentPartner(old), after };
  });
}

export function deletePartner(ctx: AdminContext, actor: AuditActor, id: number) {
  return auditedWrite(ctx, actor, spec('partner.delete', 'partner'), async (tx) => {
    const [old] = await tx.delete(partners).where(eq(partners.id, id)).returning();
    if (!old) throw new AppError('NOT_FOUND');
    return { result: { ok: true as const }, targetId: id, before: presentPartner(old) };
  });
}
