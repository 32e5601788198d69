import type { Profile, profileUpdateBodySchema } from '@app/contracts/profile';
import { countDistinct, eq, gt, sql } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { exchangeAccounts, provinces, sessions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { SESSION_TTL_MS } from '../identity/session.service.ts';
import { userBalances } from '../ledger/ledger.service.ts';
import { formatKubUnits } from '@app/contracts/money';
import { getKycStatus } from './kyc.service.ts';

export function avatarUrl(userId: number, updatedAt: Date | null): string | null {
  return updatedAt ? `/api/client/user-clients/${userId}/avatar?v=${updatedAt.getTime()}` : null;
}

export async function getProfile(db: Db, kycMinLevel: number, userId: number): Promise<Profile> {
  const [row] = await db
    .select({
      user: {
        id: users.id,
        email: users.email,
        role: users.role,
        firstName: users.firstName,
        surname: users.surname,
        phishingWord: users.phishingWord,
        phone: users.phone,
        address: users.address,
        district: users.district,
        provinceId: users.provinceId,
        postcode: users.postcode,
        walletAddress: users.walletAddress,
        walletProvenAt: users.walletProvenAt,
        remark: users.remark,
        avatarUpdatedAt: users.avatarUpdatedAt,
        passwordHash: users.passwordHash,
      },
      exchange: {
        exchangeWalletAddress: exchangeAccounts.exchangeWalletAddress,
        nextWalletAddress: exchangeAccounts.nextWalletAddress,
        kycLevel: exchangeAccounts.kycLevel,
        givenName: exchangeAccounts.givenName,
        familyName: exchangeAccounts.familyName,
        refreshedAt: exchangeAccounts.refreshedAt,
        reverifyRequiredAt: exchangeAccounts.reverifyRequiredAt,
      },
    })
    .from(users)
    .leftJoin(exchangeAccounts, eq(exchangeAccounts.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND');
  const { avatarUpdatedAt, passwordHash, walletProvenAt, ...fields } = row.user;
  const exchange = row.exchange;
  const balances = await userBalances(db, userId);
  return {
    ...fields,
    walletProvenAt: walletProvenAt?.toISOString() ?? null,
    avatarUrl: avatarUrl(fields.id, avatarUpdatedAt),
    hasPassword: passwordHash !== null,
    point: Number(balances.points),
    kubBalance: formatKubUnits(balances.kub),
    kyc: await getKycStatus(db, kycMinLevel, userId),
    bkNext:
      exchange && typeof exchange.kycLevel === 'number'
        ? {
            exchangeWalletAddress: exchange.exchangeWalletAddress,
            nextWalletAddress: exchange.nextWalletAddress,
            kycLevel: exchange.kycLevel,
            givenName: exchange.givenName,
            familyName: exchange.familyName,
            refreshedAt: exchange.refreshedAt?.toISOString(),
            reverifyRequired: exchange.reverifyRequiredAt !== null,
          }
        : null,
  };
}

/** The user's KUB balance with the platform, as a decimal string (8 decimals at most). */
export async function getKubBalance(db: Db, userId: number): Promise<{ kubBalance: string }> {
  const { kub } = await userBalances(db, userId);
  return { kubBalance: formatKubUnits(kub) };
}

type ProfileChanges = z.output<typeof profileUpdateBodySchema>;

/** Saves the fields that were sent (blank clears a field); the province must be a real one. */
export async function updateProfile(
  db: Db,
  clock: Clock,
  kycMinLevel: number,
  userId: number,
  changes: ProfileChanges,
): Promise<Profile> {
  const { confirmWalletChange = false, ...values } = changes;
  if (typeof values.provinceId === 'number') {
    const [province] = await db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, values.provinceId));
    if (!province) {
      throw new AppError('PROFILE_PROVINCE_INVALID', {
        fields: [{ path: 'body.provinceId', code: 'custom', message: 'PROFILE_PROVINCE_INVALID' }],
      });
    }
  }
  if (values.walletAddress) {
    // A mixed-case address must carry a correct EIP-55 checksum; all-lower or all-upper has none.
    if (!isAddress(values.walletAddress, { strict: true })) throw new AppError('WALLET_ADDRESS_INVALID');
    values.walletAddress = getAddress(values.walletAddress);
  }
  if ('walletAddress' in values && !confirmWalletChange) {
    await refuseSilentProofLoss(db, userId, values.walletAddress ?? null);
  }
  if (values.phone?.startsWith('+66')) values.phone = `0${values.phone.slice(3)}`;
  if (Object.keys(values).length > 0) {
    await db
      .update(users)
      .set({
        ...values,
        // Typing another address leaves it unproven: it identifies nobody until signed for.
        ...('walletAddress' in values
          ? {
              walletProvenAt: sql`case when ${users.walletAddress} = ${values.walletAddress ?? null}
                then ${users.walletProvenAt} end`,
            }
          : {}),
        updatedAt: clock.now(),
      })
      .where(eq(users.id, userId));
  }
  return getProfile(db, kycMinLevel, userId);
}

/**
 * A proven wallet is what KKUB is paid to and what identifies the user for one-reward-per-person:
 * a save that would replace or clear its address must be confirmed, never happen as a side effect.
 */
async function refuseSilentProofLoss(db: Db, userId: number, nextAddress: string | null): Promise<void> {
  const [current] = await db
    .select({ address: users.walletAddress, provenAt: users.walletProvenAt })
    .from(users)
    .where(eq(users.id, userId));
  if (current?.provenAt && current.address !== nextAddress) {
    throw new AppError('PROFILE_WALLET_PROOF_WOULD_DROP', {
      fields: [{ path: 'body.walletAddress', code: 'custom', message: 'PROFILE_WALLET_PROOF_WOULD_DROP' }],
    });
  }
}

export const ACTIVE_WINDOW_HOURS = 24;

/**
 * Users who signed in (opened a session) within the last 24 hours. A session's expiry is its
 * opening time on the app's clock plus the fixed session lifetime, so it dates the sign-in.
 */
export async function countActiveUsers(
  db: Db,
  clock: Clock,
): Promise<{ count: number; windowHours: number }> {
  const openedAfter = clock.now().getTime() - ACTIVE_WINDOW_HOURS * 3600 * 1000;
  const [row] = await db
    .select({ count: countDistinct(sessions.userId) })
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date(openedAfter + SESSION_TTL_MS)));
  return { count: Number(row?.count ?? 0), windowHours: ACTIVE_WINDOW_HOURS };
}
