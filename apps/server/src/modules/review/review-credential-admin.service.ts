import type { AdminReviewCredential } from '@app/contracts/review';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentInvalidation } from '../../lib/content-invalidation.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';

/** What the back office's work on "topic mastered" credentials needs. */
export interface ReviewCredentialAdminContext {
  db: Db;
  clock: Clock;
  invalidation: Pick<ContentInvalidation, 'invalidate'>;
}

interface CredentialRow {
  code: string;
  holder_name: string;
  holder_email: string;
  category_key: number;
  topic_en: string;
  topic_th: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

async function findCredential(db: Db | Tx, code: string, lock = false): Promise<AdminReviewCredential> {
  const forUpdate = lock ? sql`for update of r` : sql``;
  const [row] = await queryRows<CredentialRow>(
    db,
    sql`select r.code, r.holder_name, u.email as holder_email, r.category_key, r.topic_en, r.topic_th,
               r.issued_at, r.revoked_at
          from review_topic_credentials r join users u on u.id = r.user_id
         where r.code = ${code} ${forUpdate}`,
  );
  if (!row) throw new AppError('REVIEW_CREDENTIAL_NOT_FOUND');
  return {
    code: row.code,
    holderName: row.holder_name,
    holderEmail: row.holder_email,
    topic: { key: row.category_key, en: row.topic_en, th: row.topic_th },
    issuedAt: iso(row.issued_at),
    status: row.revoked_at ? 'revoked' : 'valid',
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    verifyPath: `/review/credentials/${row.code}`,
  };
}

export async function getAdminReviewCredential(db: Db, code: string): Promise<AdminReviewCredential> {
  return findCredential(db, code);
}

/**
 * Revokes a "topic mastered" credential with a reason, audited, as certificates are revoked: its
 * public page, the verification API and its bit in the signed status list say revoked from then
 * on. The row stays, so the once-per-learner-and-topic rule keeps a new one from being issued
 * for the same topic. Revoking one already revoked changes nothing (the first date stays, no
 * second audit row); the row lock makes parallel revokes take turns, so one of them records it.
 */
export async function revokeAdminReviewCredential(
  ctx: ReviewCredentialAdminContext,
  actor: AuditActor,
  code: string,
  reason: string,
): Promise<AdminReviewCredential> {
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const before = await findCredential(tx, code, true);
    if (before.status === 'revoked') return { credential: before, changed: false };
    const now = ctx.clock.now();
    await tx.execute(
      sql`update review_topic_credentials set revoked_at = ${now.toISOString()}::timestamptz
           where code = ${code} and revoked_at is null`,
    );
    const after = await findCredential(tx, code);
    await recordAudit(tx, {
      actor,
      action: 'review_credential.revoke',
      targetType: 'review_credential',
      targetId: code,
      before,
      after,
      reason,
      at: now,
    });
    return { credential: after, changed: true };
  });
  if (outcome.changed) await ctx.invalidation.invalidate('certificates');
  return outcome.credential;
}
