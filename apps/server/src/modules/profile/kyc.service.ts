import type { KycStatus } from '@app/contracts/profile';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
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

/**
 * The KYC status with how fresh the exchange data behind it is, in the same single query, so a
 * gate can start a background refresh of stale data without a query of its own.
 */
export async function getKycStatusAndFreshness(
  db: Db,
  minLevel: number,
  userId: number,
): Promise<{ status: KycStatus; refreshedAt: Date | null; canRefresh: boolean }> {
  const [row] = await db
    .select({
      override: users.kycOverride,
      level: exchangeAccounts.kycLevel,
      refreshedAt: exchangeAccounts.refreshedAt,
      canRefresh: sql<boolean>`${and(
        isNotNull(exchangeAccounts.refreshTokenEncrypted),
        isNull(exchangeAccounts.reverifyRequiredAt),
      )}`,
    })
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  return {
    status: kycStatusFrom({ override: row?.override ?? null, level: row?.level ?? null }, minLevel),
    refreshedAt: row?.refreshedAt ?? null,
    canRefresh: row?.canRefresh === true,
  };
}
