import type { AdminPrivacyRequest } from '@app/contracts/privacy';
import { desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { privacyRequests, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { ACCOUNT_ERASURE_JOB } from './account-erasure.ts';
import { DATA_EXPORT_JOB } from './data-export.service.ts';
import { OPEN_PRIVACY_STATUSES } from './privacy-metrics.ts';

const OPEN: readonly string[] = OPEN_PRIVACY_STATUSES;

/** Requests still open (or refused, which a person may take up again) first, each with its deadline. */
export async function listPrivacyRequests(db: Db, now: Date): Promise<AdminPrivacyRequest[]> {
  const rows = await db
    .select({
      id: privacyRequests.id,
      userId: privacyRequests.userId,
      email: users.email,
      kind: privacyRequests.kind,
      status: privacyRequests.status,
      reason: privacyRequests.reason,
      createdAt: privacyRequests.createdAt,
      deadlineAt: privacyRequests.deadlineAt,
      eraseAfter: privacyRequests.eraseAfter,
    })
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .orderBy(
      sql`${privacyRequests.status} in ('completed', 'cancelled', 'downloaded', 'expired')`,
      privacyRequests.deadlineAt,
      desc(privacyRequests.id),
    )
    .limit(200);
  return rows.map((row) => ({
    ...row,
    requestedAt: row.createdAt.toISOString(),
    deadlineAt: row.deadlineAt.toISOString(),
    eraseAfter: row.eraseAfter?.toISOString() ?? null,
    overdue: OPEN.includes(row.status) && row.deadlineAt <= now,
  }));
}

/**
 * A person acts on a request: `retry` runs a refused or stuck one again (a closure at once, since
 * its cooling-off period is over; an export from the start), `cancel` ends an open closure, `note`
 * records what was done outside the site. Each is one audit row with its reason.
 */
export async function actOnPrivacyRequest(
  db: Db,
  clock: Clock,
  actor: AuditActor,
  id: number,
  body: { action: 'retry' | 'cancel' | 'note'; reason: string },
): Promise<AdminPrivacyRequest> {
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    const [request] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    if (!request) throw new AppError('PRIVACY_REQUEST_NOT_FOUND');
    const before = { status: request.status, reason: request.reason };
    let status = request.status;
    if (body.action === 'retry') {
      if (request.kind === 'closure' && ['refused', 'needs_review'].includes(request.status)) {
        status = 'cooling_off';
        await tx
          .update(privacyRequests)
          .set({ status, reason: null, eraseAfter: now, handledBy: actor.userId, updatedAt: now })
          .where(eq(privacyRequests.id, id));
        await enqueueJob(tx, clock, {
          kind: ACCOUNT_ERASURE_JOB,
          payload: { requestId: id },
          dedupeKey: `account-erasure:${id}:${now.getTime()}`,
        });
      } else if (request.kind === 'export' && ['queued', 'failed', 'expired'].includes(request.status)) {
        status = 'queued';
        await tx
          .update(privacyRequests)
          .set({ status, handledBy: actor.userId, updatedAt: now })
          .where(eq(privacyRequests.id, id));
        await enqueueJob(tx, clock, {
          kind: DATA_EXPORT_JOB,
          payload: { requestId: id },
          dedupeKey: `data-export:${id}:${now.getTime()}`,
        });
      } else throw new AppError('VALIDATION_FAILED');
    } else if (body.action === 'cancel') {
      if (
        request.kind !== 'closure' ||
        !['awaiting_confirmation', 'cooling_off', 'needs_review'].includes(request.status)
      )
        throw new AppError('CLOSURE_NOT_PENDING');
      status = 'cancelled';
      await tx
        .update(privacyRequests)
        .set({ status, tokenHash: null, handledBy: actor.userId, completedAt: now, updatedAt: now })
        .where(eq(privacyRequests.id, id));
    }
    await recordAudit(tx, {
      actor,
      action: `privacy.${request.kind}.${body.action}`,
      targetType: 'privacy_request',
      targetId: id,
      before,
      after: { status },
      reason: body.reason,
      at: now,
    });
  });
  return (await listPrivacyRequests(db, now)).find((row) => row.id === id)!;
}
