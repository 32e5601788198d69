import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { exchangeAccounts, userSecondFactors } from '../db/schema/index.ts';
import { openSealed, type SealingKeys, sealingKeysFrom, sealToken } from './token-crypto.ts';

export interface ResealCount {
  /** Values sealed with the previous key (or stored in the clear) that now are with the current one. */
  resealed: number;
  /** Values no configured key opens: they stay as they are (see docs/secret-rotation.md). */
  unreadable: number;
}

/** One column of sealed values, read a page at a time by user id. */
interface SealedColumn {
  page(after: number, size: number): Promise<{ userId: number; sealed: string | null }[]>;
  /** Writes `to` only where the value is still `from`: true when it did. */
  replace(userId: number, from: string, to: string): Promise<boolean>;
  /** Second-factor seeds stored before sealing began are base32 in the clear. */
  clearTextAllowed: boolean;
}

const PAGE = 500;

/**
 * Seals every value of a column that the current key does not open yet. A value is written only
 * where it is still the one read, so a sign-in or refresh that stores a new one meanwhile wins.
 */
async function resealColumn(column: SealedColumn, keys: SealingKeys): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, unreadable: 0 };
  for (let after = 0; ;) {
    const rows = await column.page(after, PAGE);
    for (const { userId, sealed } of rows) {
      if (sealed === null) continue;
      const clear = column.clearTextAllowed && !sealed.includes('.');
      const opened = clear ? { value: sealed, stale: true } : openSealed(keys, sealed);
      if (!opened) count.unreadable += 1;
      else if (opened.stale && (await column.replace(userId, sealed, sealToken(keys.current, opened.value))))
        count.resealed += 1;
    }
    if (rows.length < PAGE) return count;
    after = rows[rows.length - 1]!.userId;
  }
}

function exchangeTokenColumn(db: Db): SealedColumn {
  const t = exchangeAccounts;
  return {
    page: (after, size) =>
      db
        .select({ userId: t.userId, sealed: t.refreshTokenEncrypted })
        .from(t)
        .where(and(gt(t.userId, after), isNotNull(t.refreshTokenEncrypted)))
        .orderBy(asc(t.userId))
        .limit(size),
    replace: async (userId, from, to) =>
      (
        await db
          .update(t)
          .set({ refreshTokenEncrypted: to })
          .where(and(eq(t.userId, userId), eq(t.refreshTokenEncrypted, from)))
          .returning({ userId: t.userId })
      ).length > 0,
    clearTextAllowed: false,
  };
}

function secondFactorSeedColumn(db: Db): SealedColumn {
  const t = userSecondFactors;
  return {
    page: (after, size) =>
      db
        .select({ userId: t.userId, sealed: t.secret })
        .from(t)
        .where(gt(t.userId, after))
        .orderBy(asc(t.userId))
        .limit(size),
    replace: async (userId, from, to) =>
      (
        await db
          .update(t)
          .set({ secret: to })
          .where(and(eq(t.userId, userId), eq(t.secret, from)))
          .returning({ userId: t.userId })
      ).length > 0,
    clearTextAllowed: true,
  };
}

/**
 * After EXCHANGE_TOKEN_KEY changed (the old one in EXCHANGE_TOKEN_KEY_PREVIOUS), seals every stored
 * exchange refresh token and second-factor seed with the new key, so the previous one can be
 * retired without anyone having to sign in or refresh first.
 */
export async function resealStoredSecrets(
  db: Db,
  secrets: { current: string; previous: readonly string[] },
): Promise<{ exchangeTokens: ResealCount; secondFactorSeeds: ResealCount }> {
  return {
    exchangeTokens: await resealColumn(
      exchangeTokenColumn(db),
      sealingKeysFrom(secrets, 'exchange-token-key'),
    ),
    secondFactorSeeds: await resealColumn(
      secondFactorSeedColumn(db),
      sealingKeysFrom(secrets, 'second-factor-key'),
    ),
  };
}
