import type { ErrorCode } from '@app/contracts/errors';
import type { KycStatus } from '@app/contracts/profile';
import { AppError } from '../app-error.ts';

/** What KYC is decided from: an admin's override (null when none) and the exchange's level. */
export interface KycFacts {
  override: boolean | null;
  level: number | null;
}

/**
 * KYC comes from the exchange (its level at or above the configured threshold) unless an admin
 * has decided otherwise; the admin's decision wins both ways.
 */
export function kycStatusFrom(facts: KycFacts, minLevel: number): KycStatus {
  const level = facts.level;
  if (facts.override !== null)
    return { verified: facts.override, kycLevel: level, requiredLevel: minLevel, source: 'override' };
  if (level === null) return { verified: false, kycLevel: null, requiredLevel: minLevel, source: 'none' };
  return { verified: level >= minLevel, kycLevel: level, requiredLevel: minLevel, source: 'exchange' };
}

/** Spec §6: main quizzes, redeeming and buying packages are for KYC-verified users only. */
export function isKycVerified(status: { verified: boolean } | null | undefined): boolean {
  return status?.verified === true;
}

/** What a KYC-verified user is about to do: each has its own refusal message. */
export type KycPurpose = 'quiz' | 'redeem' | 'purchase';

const KYC_REFUSAL: Record<KycPurpose, ErrorCode> = {
  quiz: 'KYC_REQUIRED_QUIZ',
  redeem: 'KYC_REQUIRED_REDEEM',
  purchase: 'KYC_REQUIRED_PURCHASE',
};

/** A user's KYC status as the profile reads it (`app.kycStatus`, wired by the composition root). */
export type KycLookup = (userId: number) => Promise<{ verified: boolean }>;

/**
 * The KYC rule of every feature, in one place, called by the services themselves (not their
 * routes), so no caller of a service skips it: refused with the spec's message for the purpose.
 */
export function assertKycVerified(
  status: { verified: boolean } | null | undefined,
  purpose: KycPurpose,
): void {
  if (!isKycVerified(status)) throw new AppError(KYC_REFUSAL[purpose]);
}

/** The same rule for a user whose status is still to be read. */
export async function requireKycVerified(
  lookup: KycLookup,
  userId: number,
  purpose: KycPurpose,
): Promise<void> {
  assertKycVerified(await lookup(userId), purpose);
}
