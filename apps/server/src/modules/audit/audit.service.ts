import type { AuditEntryView, AuditQuery } from '@app/contracts/admin';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

import type { AuditActor } from '../../plugins/admin-access.ts';

/** Who did something in the back office, and the request it came with. */
export type { AuditActor };

export interface AuditEntry {
  actor: AuditActor;
  /** Dotted, past-tense-free verb of the act: `article.publish`, `user.block`, `ledger.adjust`. */
  action: string;
  targetType: string;
  targetId?: string | number | null;
  /** The record as it was and as it is now (JSON-safe values: convert bigints to strings). */
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  /** When it happened; the caller's clock, so tests that move time see it. Default: now. */
  at?: Date;
}

/** JSON that PostgreSQL's jsonb accepts: Dates as ISO strings, bigints as strings, no NUL. */
function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (typeof item === 'bigint') return item.toString();
      if (typeof item === 'string') return item.replaceAll('\u0000', '');
      if (Buffer.isBuffer(item)) return `<${item.length} bytes>`;
      return item;
    }),
  );
}

/**
 * Writes one audit row. Call it inside the transaction that makes the change, so the change and
 * its record commit together or not at all: `inTransaction(db, async (tx) => { ...; await
 * recordAudit(tx, entry) })`. The table refuses updates and deletes (migration 0018).
 */
export async function recordAudit(tx: Tx | Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actor.userId,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    before: jsonSafe(entry.before),
    after: jsonSafe(entry.after),
    reason: entry.reason ?? null,
    requestId: entry.actor.requestId ?? null,
    ...(entry.at ? { createdAt: entry.at } : {}),
  });
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditFilter(query: AuditQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) {
    conditions.push(
      /^\d{1,9}$/.test(query.actor)
        ? eq(auditLog.actorUserId, Number(query.actor))
        : ilike(auditLog.actorEmail, `%${escapeLike(query.actor)}%`),
    );
  }
  if (query.action) conditions.push(ilike(auditLog.action, `${escapeLike(query.action)}%`));
  if (query.targetType) conditions.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.from) conditions.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(auditLog.createdAt, end));
  }
  return and(...conditions);
}

/** The audit log, newest first, filtered by actor, action (prefix), target and days. */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ data: AuditEntryView[]; total: number; page: number; pageSize: number }> {
  const where = auditFilter(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
