import type { KycStatus } from '@app/contracts/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';

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

export async function getKycStatus(db: Db, minLevel: number, userId: number): Promise<KycStatus> {
  const [row] = await db
    .select({ override: users.kycOverride, level: exchangeAccounts.kycLevel })
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return kycStatusFrom({ override: row?.override ?? null, level: row?.level ?? null }, minLevel);
}
