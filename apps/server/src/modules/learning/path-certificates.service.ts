import { randomBytes } from 'node:crypto';
import type { PathCertificate } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { inTransaction } from '../../db/client.ts';
import { learningPathCertificates, learningPaths, users } from '../../db/schema/index.ts';
import { certificateHolderName } from './display-name.ts';
import { completedSteps, loadCatalog, readerState } from './path-catalog.ts';
import type { LearningContext } from './learning-context.ts';

/** 32 random bytes: a code nobody can guess or enumerate, short enough for a URL. */
function newCertificateCode(): string {
  return randomBytes(32).toString('base64url');
}

async function holderNameOf(ctx: LearningContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId));
  return row ? certificateHolderName(row.firstName, row.surname) : null;
}

/**
 * Issues the certificate of a finished path, once per reader and path (a unique index: a
 * second call, or two at once, return the first). Null when the profile has no name yet.
 * The caller has checked that every step is complete.
 */
export async function tryIssueCertificate(
  ctx: LearningContext,
  userId: number,
  pathId: number,
): Promise<{ code: string; issuedAt: Date } | null> {
  const holderName = await holderNameOf(ctx, userId);
  if (!holderName) return null;
  await ctx.db
    .insert(learningPathCertificates)
    .values({ code: newCertificateCode(), userId, pathId, holderName, issuedAt: ctx.clock.now() })
    .onConflictDoNothing({ target: [learningPathCertificates.userId, learningPathCertificates.pathId] });
  const [row] = await ctx.db
    .select({ code: learningPathCertificates.code, issuedAt: learningPathCertificates.issuedAt })
    .from(learningPathCertificates)
    .where(
      and(
        eq(learningPathCertificates.userId, userId),
        eq(learningPathCertificates.pathId, pathId),
        isNull(learningPathCertificates.revokedAt),
      ),
    );
  return row ?? null;
}

/**
 * The reader asks for a finished path's certificate (the path page's button; also the way in
 * when the last step was a quiz passed elsewhere). Refused until every step is complete, and
 * with 'Please enter a profile name' while the profile has none.
 */
export async function claimPathCertificate(
  ctx: LearningContext,
  locale: Locale,
  userId: number,
  slug: string,
): Promise<PathCertificate> {
  const [path] = await loadCatalog(
    ctx.db,
    locale,
    and(eq(learningPaths.slug, slug), eq(learningPaths.active, true)),
  );
  if (!path) throw new AppError('LEARNING_PATH_NOT_FOUND');
  const ids = path.steps.map((step) => step.articleId);
  const [quizzes, state] = await Promise.all([
    ctx.seams.articleQuizzes(ctx.db, ids),
    readerState(ctx, userId, ids),
  ]);
  const existing = state.certificates.get(path.id);
  if (!existing) {
    if (path.steps.length === 0 || completedSteps(path, quizzes, state) < path.steps.length)
      throw new AppError('LEARNING_PATH_INCOMPLETE');
    const issued = await tryIssueCertificate(ctx, userId, path.id);
    if (!issued) throw new AppError('PROFILE_NAME_REQUIRED');
    return verifyCertificate(ctx, locale, issued.code);
  }
  return verifyCertificate(ctx, locale, existing.code);
}

/** The public verify page's data: who holds it, for which path, since when, and whether it stands. */
export async function verifyCertificate(
  ctx: Pick<LearningContext, 'db'>,
  locale: Locale,
  code: string,
): Promise<PathCertificate> {
  const [row] = await ctx.db
    .select({ certificate: learningPathCertificates, path: learningPaths })
    .from(learningPathCertificates)
    .innerJoin(learningPaths, eq(learningPaths.id, learningPathCertificates.pathId))
    .where(eq(learningPathCertificates.code, code));
  if (!row) throw new AppError('LEARNING_CERTIFICATE_NOT_FOUND');
  return {
    code: row.certificate.code,
    holderName: row.certificate.holderName,
    path: {
      slug: row.path.slug,
      title: locale === 'th' ? row.path.titleTh : row.path.titleEn,
      level: row.path.level,
    },
    issuedAt: row.certificate.issuedAt.toISOString(),
    status: row.certificate.revokedAt ? 'revoked' : 'valid',
  };
}

/** An admin withdraws a certificate; its verify page then says so. Revoking twice is harmless. */
export async function revokeCertificate(
  ctx: LearningContext,
  actorUserId: number,
  locale: Locale,
  code: string,
): Promise<PathCertificate> {
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .update(learningPathCertificates)
      .set({ revokedAt: ctx.clock.now() })
      .where(and(eq(learningPathCertificates.code, code), isNull(learningPathCertificates.revokedAt)))
      .returning({ id: learningPathCertificates.id });
    if (row)
      await ctx.seams.recordAdminAction(tx, {
        actorUserId,
        action: 'learning.certificate.revoke',
        targetType: 'learning_certificate',
        targetId: String(row.id),
      });
  });
  return verifyCertificate(ctx, locale, code);
}
