import type { Db } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';

export { fieldError } from '../audit/audited-write.ts';

/**
 * Records one step of a privacy request in the audit log: the user's own steps (asked, confirmed,
 * cancelled), so the back office sees the whole history of a request beside its own actions.
 */
export async function recordAuditAs(
  db: Db,
  actor: { id: number; email: string | null },
  action: string,
  requestId: number,
  at: Date,
  after?: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    actor: { userId: actor.id, email: actor.email, role: 'user' },
    action,
    targetType: 'privacy_request',
    targetId: requestId,
    ...(after ? { after } : {}),
    at,
  });
}
