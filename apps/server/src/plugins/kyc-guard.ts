import type { ErrorCode } from '@app/contracts/errors';
import type { KycStatus } from '@app/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';
import { requireUser } from './auth.ts';
import type { SessionUser } from '../modules/identity/session.service.ts';
import type { KycFacts } from '../policies/kyc.policy.ts';

export type KycPurpose = 'quiz' | 'redeem' | 'purchase';

const REFUSAL: Record<KycPurpose, ErrorCode> = {
  quiz: 'KYC_REQUIRED_QUIZ',
  redeem: 'KYC_REQUIRED_REDEEM',
  purchase: 'KYC_REQUIRED_PURCHASE',
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The KYC status of a user (wired by the composition root, see modules/feature-wiring.ts). */
    kycStatus(userId: number): Promise<KycStatus>;
    /** The same decision from facts a caller read already (in its own query). */
    kycStatusFrom(facts: KycFacts): KycStatus;
  }
}

/**
 * The signed-in, KYC-verified user, or the spec's refusal for what they were about to do
 * ('Please complete your KYC verification before doing a quiz' / 'before redemption').
 */
export async function requireKyc(request: FastifyRequest, purpose: KycPurpose): Promise<SessionUser> {
  const user = requireUser(request);
  const status = await request.server.kycStatus(user.id);
  if (!status.verified) throw new AppError(REFUSAL[purpose]);
  return user;
}

/**
 * The same refusal from KYC facts the caller's own query read (null: read them here), so that a
 * busy call spends no query of its own on KYC.
 */
export async function requireKycFrom(
  request: FastifyRequest,
  purpose: KycPurpose,
  facts: KycFacts | null,
): Promise<void> {
  const user = requireUser(request);
  const status = facts ? request.server.kycStatusFrom(facts) : await request.server.kycStatus(user.id);
  if (!status.verified) throw new AppError(REFUSAL[purpose]);
}

/** The same check as a route preHandler: `{ preHandler: kycPreHandler('quiz') }`. */
export function kycPreHandler(purpose: KycPurpose) {
  return async (request: FastifyRequest) => {
    await requireKyc(request, purpose);
  };
}
