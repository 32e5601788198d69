import type { KycStatus } from '@app/contracts/profile';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, users } from '../../db/schema/index.ts';
import { kycStatusFrom } from '../../policies/kyc.policy.ts';

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
