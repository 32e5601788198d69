import { and, eq, isNull } from 'drizzle-orm';
import { getAddress, isAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { ExchangeUserinfo } from './exchange-oauth.ts';

const checksummed = (value: string | null | undefined) =>
  value && isAddress(value, { strict: false }) ? getAddress(value) : null;

/** The verified name from the userinfo: `given_name`/`family_name`, else `name` split at its first space. */
export function exchangeNames(info: ExchangeUserinfo): {
  givenName: string | null;
  familyName: string | null;
} {
  const given = info.given_name?.trim() || null;
  const family = info.family_name?.trim() || null;
  if (given || family) return { givenName: given, familyName: family };
  const full = info.name?.trim().replace(/\s+/g, ' ');
  if (!full) return { givenName: null, familyName: null };
  const at = full.indexOf(' ');
  return at < 0
    ? { givenName: full, familyName: null }
    : { givenName: full.slice(0, at), familyName: full.slice(at + 1) };
}

/**
 * The row values a fresh userinfo gives: KYC level, wallets and name, with the sealed refresh
 * token when the exchange issued one. Reading the exchange successfully clears a re-verify mark.
 */
export function exchangeDataFrom(info: ExchangeUserinfo, sealedToken: string | null, now: Date) {
  return {
    email: info.email,
    exchangeWalletAddress: checksummed(info.exchange_wallet_address),
    nextWalletAddress: checksummed(info.next_wallet_address),
    kycLevel: info.kyc_level,
    ...exchangeNames(info),
    ...(sealedToken ? { refreshTokenEncrypted: sealedToken } : {}),
    reverifyRequiredAt: null,
    refreshedAt: now,
  };
}

/**
 * The profile's first name and surname start as the exchange's verified ones; a name the user
 * typed in the profile is theirs and stays.
 */
export async function fillMissingNames(db: Db, userId: number, info: ExchangeUserinfo): Promise<void> {
  const { givenName, familyName } = exchangeNames(info);
  if (givenName)
    await db
      .update(users)
      .set({ firstName: givenName })
      .where(and(eq(users.id, userId), isNull(users.firstName)));
  if (familyName)
    await db
      .update(users)
      .set({ surname: familyName })
      .where(and(eq(users.id, userId), isNull(users.surname)));
}
