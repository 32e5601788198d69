import type { ReviewCredentialView } from '@app/contracts/review';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { reviewTopicCredentials } from '../../db/schema/index.ts';
import { ISSUER_NAME } from '../certificates/certificates.service.ts';
import { isRevokedInStatusList } from '../certificates/credential-status.ts';
import { checkCredentialSignature } from '../certificates/signing-keys.service.ts';
import type { ReviewContext } from './review-context.ts';

async function findByCode(ctx: ReviewContext, code: string) {
  const [row] = await ctx.db
    .select()
    .from(reviewTopicCredentials)
    .where(eq(reviewTopicCredentials.code, code));
  if (!row) throw new AppError('REVIEW_CREDENTIAL_NOT_FOUND');
  return row;
}

/** The public check of a "topic mastered" credential: anyone with the code may see it. */
export async function reviewCredentialView(ctx: ReviewContext, code: string): Promise<ReviewCredentialView> {
  const row = await findByCode(ctx, code);
  const signature = checkCredentialSignature(row.credential, await ctx.issuer.publishedKeys());
  return {
    code: row.code,
    holderName: row.holderName,
    topic: { key: row.categoryKey, en: row.topicEn, th: row.topicTh },
    issuedAt: row.issuedAt.toISOString(),
    status: (await isRevokedInStatusList(ctx.db, row.statusIndex)) ? 'revoked' : 'valid',
    revokedAt: row.revokedAt?.toISOString() ?? null,
    signatureValid: signature.signatureValid,
    issuer: { name: ISSUER_NAME, id: ctx.issuer.did, url: ctx.issuer.publicUrl },
  };
}

/** The signed credential as issued, to download and check anywhere. */
export async function reviewCredentialDocument(
  ctx: ReviewContext,
  code: string,
): Promise<Record<string, unknown>> {
  return (await findByCode(ctx, code)).credential;
}
