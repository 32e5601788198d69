import type { ErrorCode } from '@app/contracts/errors';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import { fieldError, isUniqueViolation, type WriteOutcome } from '../audit/audited-write.ts';

/** What the back office's money-side services are given (no cached content to refresh). */
export interface MoneyAdminContext {
  db: Db;
  clock: Clock;
}

/**
 * Runs one back-office change and writes its audit row (before and after) in the same
 * transaction: both commit or neither does. A unique violation (two admins saving the same slug
 * or code at once) becomes `duplicate`'s field error instead of a 500.
 */
export async function auditedWrite<T>(
  ctx: MoneyAdminContext,
  actor: AuditActor,
  spec: {
    action: string;
    targetType: string;
    reason?: string | null;
    duplicate?: { code: ErrorCode; path: string };
  },
  work: (tx: Tx) => Promise<WriteOutcome<T>>,
): Promise<T> {
  try {
    return await inTransaction(ctx.db, async (tx) => {
      const done = await work(tx);
      await recordAudit(tx, {
        actor,
        action: spec.action,
        targetType: spec.targetType,
        targetId: done.targetId,
        before: done.before ?? null,
        after: done.after ?? null,
        reason: spec.reason ?? null,
        at: ctx.clock.now(),
      });
      return done.result;
    });
  } catch (error) {
    if (spec.duplicate && isUniqueViolation(error))
      throw fieldError(spec.duplicate.code, spec.duplicate.path);
    throw error;
  }
}

const HOUR_MS = 3_600_000;
/** Thailand keeps UTC+7 all year; the back office's calendar days are Bangkok days. */
const BANGKOK_OFFSET_MS = 7 * HOUR_MS;

/** 00:00 in Bangkok at the start of `day` (`YYYY-MM-DD`). */
export function bangkokMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** The Bangkok calendar day of an instant. */
export function bangkokDay(instant: Date): string {
  return new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}
