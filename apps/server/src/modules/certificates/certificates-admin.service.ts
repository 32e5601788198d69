import type { AdminCertificate } from '@app/contracts/admin-quizzes';
import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, queryRows, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ContentInvalidation } from '../../lib/content-invalidation.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';

/** What the back office's certificate work needs: the database, the time, and who caches pages. */
export interface CertificateAdminContext {
  db: Db;
  clock: Clock;
  invalidation: Pick<ContentInvalidation, 'invalidate'>;
}

interface CertificateRow {
  id: number;
  code: string;
  kind: 'quiz' | 'path';
  holder_name: string;
  holder_email: string;
  achievement_en: string;
  achievement_th: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** A certificate of either kind by its code: a passed quiz's or a finished learning path's. */
async function findCertificate(db: Db | Tx, code: string, lock = false): Promise<CertificateRow> {
  const forUpdate = lock ? sql`for update of c` : sql``;
  const [quiz] = await queryRows<CertificateRow>(
    db,
    sql`select c.id, c.code, 'quiz' as kind, c.holder_name, u.email as holder_email,
               c.achievement_en, c.achievement_th, c.issued_at, c.revoked_at
          from certificates c join users u on u.id = c.user_id
         where c.code = ${code} ${forUpdate}`,
  );
  if (quiz) return quiz;
  const [path] = await queryRows<CertificateRow>(
    db,
    sql`select c.id, c.code, 'path' as kind, c.holder_name, u.email as holder_email,
               p.title_en as achievement_en, p.title_th as achievement_th, c.issued_at, c.revoked_at
          from learning_path_certificates c
          join users u on u.id = c.user_id
          join learning_paths p on p.id = c.path_id
         where c.code = ${code} ${forUpdate}`,
  );
  if (!path) throw new AppError('CERTIFICATE_NOT_FOUND');
  return path;
}

function present(row: CertificateRow): AdminCertificate {
  return {
    code: row.code,
    kind: row.kind,
    holderName: row.holder_name,
    holderEmail: row.holder_email,
    achievementEn: row.achievement_en,
    achievementTh: row.achievement_th,
    issuedAt: iso(row.issued_at),
    status: row.revoked_at ? 'revoked' : 'valid',
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
    verifyPath: row.kind === 'quiz' ? `/verify/${row.code}` : `/e-learning/certificates/${row.code}`,
  };
}

export async function getAdminCertificate(db: Db, code: string): Promise<AdminCertificate> {
  return present(await findCertificate(db, code));
}

/**
 * Revokes a certificate with a reason, audited: its verify page, its bit in the published status
 * list, the credential check and the printout say REVOKED from then on, and no page cache keeps
 * saying otherwise. Revoking one already revoked changes nothing: the first date stays and no
 * second audit row is written. The row lock makes parallel revokes take turns, so exactly one of
 * them finds the certificate valid.
 */
export async function revokeAdminCertificate(
  ctx: CertificateAdminContext,
  actor: AuditActor,
  code: string,
  reason: string,
): Promise<AdminCertificate> {
  const outcome = await inTransaction(ctx.db, async (tx) => {
    const before = present(await findCertificate(tx, code, true));
    if (before.status === 'revoked') return { certificate: before, changed: false };
    const table = before.kind === 'quiz' ? sql`certificates` : sql`learning_path_certificates`;
    const now = ctx.clock.now();
    await tx.execute(
      sql`update ${table} set revoked_at = ${now.toISOString()}::timestamptz where code = ${code}`,
    );
    const after = present(await findCertificate(tx, code));
    await recordAudit(tx, {
      actor,
      action: 'certificate.revoke',
      targetType: 'certificate',
      targetId: code,
      before,
      after,
      reason,
      at: now,
    });
    return { certificate: after, changed: true };
  });
  if (outcome.changed) await ctx.invalidation.invalidate('certificates');
  return outcome.certificate;
}
