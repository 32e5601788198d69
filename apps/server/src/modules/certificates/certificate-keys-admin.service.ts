import type { AdminCertificateKey } from '@app/contracts/admin-quizzes';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { inTransaction, queryRows } from '../../db/client.ts';
import { certificates, certificateSigningKeys } from '../../db/schema/index.ts';
import { type AuditActor, recordAudit } from '../audit/audit.service.ts';
import type { CertificateAdminContext } from './certificates-admin.service.ts';
import type { CertificateIssuer } from './certificates.service.ts';
import { signCredential } from './credential-proof.ts';

/** The back office's work on signing keys also needs the issuer (its DID and current key). */
export interface CertificateKeysContext extends CertificateAdminContext {
  issuer: CertificateIssuer;
}

const proofMethod = sql<string>`${certificates.credential} -> 'proof' ->> 'verificationMethod'`;

/** Every key that has signed certificates, with how many of them name it. */
export async function listCertificateKeys(ctx: CertificateKeysContext): Promise<AdminCertificateKey[]> {
  const [keys, current, counts] = await Promise.all([
    ctx.issuer.publishedKeys(),
    ctx.issuer.signingKey(),
    queryRows<{ method: string | null; n: number }>(
      ctx.db,
      sql`select ${proofMethod} as method, count(*)::integer as n from ${certificates} group by 1`,
    ),
  ]);
  const byMethod = new Map(counts.map((row) => [row.method, Number(row.n)]));
  return keys.map((key) => ({
    number: key.number,
    verificationMethod: key.verificationMethod,
    publicKeyMultibase: key.publicKeyMultibase,
    createdAt: key.createdAt.toISOString(),
    compromisedAt: key.compromisedAt?.toISOString() ?? null,
    compromiseReason: key.compromiseReason,
    current: key.number === current.number,
    certificates: byMethod.get(key.verificationMethod) ?? 0,
  }));
}

async function keyOrRefuse(ctx: CertificateKeysContext, number: number): Promise<AdminCertificateKey> {
  const key = (await listCertificateKeys(ctx)).find((candidate) => candidate.number === number);
  if (!key) throw new AppError('CERTIFICATE_KEY_NOT_FOUND');
  return key;
}

/**
 * Withdraws a key as compromised, audited: did.json marks it revoked and drops it from the keys
 * that may assert, and every certificate it signed fails verification with the reason, at once
 * and on every instance (they read the keys from the database). The key this server still signs
 * with is refused: a new key must be deployed first, or new certificates would fail from birth.
 * Marking a key twice keeps the first date.
 */
export async function compromiseCertificateKey(
  ctx: CertificateKeysContext,
  actor: AuditActor,
  number: number,
  reason: string,
): Promise<AdminCertificateKey> {
  const before = await keyOrRefuse(ctx, number);
  if (before.current) throw new AppError('CERTIFICATE_KEY_IN_USE');
  if (before.compromisedAt) return before;
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const t = certificateSigningKeys;
    const changed = await tx
      .update(t)
      .set({ compromisedAt: now, compromiseReason: reason })
      .where(and(eq(t.number, number), isNull(t.compromisedAt)))
      .returning({ number: t.number });
    if (changed.length === 0) return;
    await recordAudit(tx, {
      actor,
      action: 'certificate-key.compromise',
      targetType: 'certificate-key',
      targetId: number,
      before: { compromisedAt: null },
      after: { compromisedAt: now.toISOString() },
      reason,
      at: now,
    });
  });
  await ctx.invalidation.invalidate('certificates');
  return keyOrRefuse(ctx, number);
}

/**
 * Re-issues every certificate that names key `number`: the same credential (code, holder,
 * achievement, dates, status entry) with a new proof by the current key. What the site stored is
 * the record of what it issued, so a compromised key's certificates verify again this way, while
 * anything a thief signed with that key (never stored here) keeps failing. Audited once.
 */
export async function reissueCertificates(
  ctx: CertificateKeysContext,
  actor: AuditActor,
  number: number,
): Promise<{ reissued: number }> {
  const key = await keyOrRefuse(ctx, number);
  if (key.current) return { reissued: 0 };
  const signer = await ctx.issuer.signingKey();
  const rows = await ctx.db
    .select({ id: certificates.id, credential: certificates.credential })
    .from(certificates)
    .where(sql`${proofMethod} = ${key.verificationMethod}`);
  const now = ctx.clock.now();
  let reissued = 0;
  for (const row of rows) {
    const { proof: _old, ...document } = row.credential;
    const credential = signCredential(document, signer.privateKey, {
      verificationMethod: signer.verificationMethod,
      created: now,
    });
    const updated = await ctx.db
      .update(certificates)
      .set({ credential })
      .where(and(eq(certificates.id, row.id), sql`${proofMethod} = ${key.verificationMethod}`))
      .returning({ id: certificates.id });
    reissued += updated.length;
  }
  await recordAudit(ctx.db, {
    actor,
    action: 'certificate-key.reissue',
    targetType: 'certificate-key',
    targetId: number,
    before: { certificates: key.certificates },
    after: { reissued, signedWith: signer.verificationMethod },
    at: now,
  });
  await ctx.invalidation.invalidate('certificates');
  return { reissued };
}
