import type { AdminGlossaryBody, AdminGlossaryTerm } from '@app/contracts/admin';
import { glossaryTag, thaiInitial } from '@app/contracts/discovery';
import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { glossaryTerms } from '../../db/schema/index.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { type AdminContext, auditedWrite, fieldError, isUniqueViolation } from '../audit/audited-write.ts';
import { keyFromName } from '../../lib/content-keys.ts';
import { glossarySummaries } from './glossary-summary.ts';

type Row = typeof glossaryTerms.$inferSelect;

function present(row: Row): AdminGlossaryTerm {
  return {
    id: row.id,
    key: row.key,
    tag: row.tag,
    termEn: row.termEn,
    termTh: row.termTh,
    definitionEn: row.definitionEn,
    definitionTh: row.definitionTh,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listGlossary(db: Db): Promise<{ data: AdminGlossaryTerm[] }> {
  const rows = await db
    .select()
    .from(glossaryTerms)
    .orderBy(asc(glossaryTerms.tag), asc(glossaryTerms.termEn));
  return { data: rows.map(present) };
}

function indexed(body: AdminGlossaryBody) {
  return {
    ...body,
    ...glossarySummaries(body),
    tag: glossaryTag(body.termEn),
    thaiInitial: thaiInitial(body.termTh),
  };
}

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw fieldError('ADMIN_DUPLICATE', 'body.termEn');
  throw error;
}

const spec = (action: string) => ({ action, targetType: 'glossary', tag: 'glossary' as const });

export function createGlossaryTerm(ctx: AdminContext, actor: AuditActor, body: AdminGlossaryBody) {
  return auditedWrite(ctx, actor, spec('glossary.create'), async (tx) => {
    const now = ctx.clock.now();
    const [row] = await tx
      .insert(glossaryTerms)
      .values({ ...indexed(body), key: keyFromName(body.termEn), createdAt: now, updatedAt: now })
      .returning()
      .catch(duplicate);
    const after = present(row!);
    return { result: after, targetId: after.id, after, reindex: { kind: 'glossary', refId: after.id } };
  });
}

export function updateGlossaryTerm(
  ctx: AdminContext,
  actor: AuditActor,
  id: number,
  body: AdminGlossaryBody,
) {
  return auditedWrite(ctx, actor, spec('glossary.update'), async (tx) => {
    const [old] = await tx.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).for('update');
    if (!old) throw new AppError('NOT_FOUND');
    const [row] = await tx
      .update(glossaryTerms)
      .set({ ...indexed(body), updatedAt: ctx.clock.now() })
      .where(eq(glossaryTerms.id, id))
      .returning();
    // A new definition whose start (its summary) did not change looks to the database's trigger
    // like an edit that forgot the summary, which it clears: write it again on its own.
    if (row && (row.summaryEn === null || row.summaryTh === null)) {
      await tx.update(glossaryTerms).set(glossarySummaries(body)).where(eq(glossaryTerms.id, id));
    }
    const after = present(row!);
    return {
      result: after,
      targetId: id,
      before: present(old),
      after,
      reindex: { kind: 'glossary', refId: id },
    };
  });
}

export function deleteGlossaryTerm(ctx: AdminContext, actor: AuditActor, id: number) {
  return auditedWrite(ctx, actor, spec('glossary.delete'), async (tx) => {
    const [old] = await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, id)).returning();
    if (!old) throw new AppError('NOT_FOUND');
    return {
      result: { ok: true as const },
      targetId: id,
      before: present(old),
      reindex: { kind: 'glossary', refId: id },
    };
  });
}
