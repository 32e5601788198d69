import type { KycStatus } from '@app/contracts/profile';

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
