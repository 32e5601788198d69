import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ACCOUNT_TOKEN_PURPOSES, accountTokens } from '../../db/schema/index.ts';
import { hashToken } from '../identity/session.service.ts';

export type TokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'confirm-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
  /** A PIN reset link is short-lived: it unlocks spending. */
  'reset-pin': 30 * 60 * 1000,
  /** Signs its owner in past a lock: short-lived, like the PIN link. */
  'unlock-account': 30 * 60 * 1000,
  /** Between the right password and the second factor's code. */
  'sign-in-code': 10 * 60 * 1000,
};

/** A fresh single-use link token; only its hash is kept. */
export async function issueAccountToken(
  db: Db,
  now: Date,
  userId: number,
  purpose: TokenPurpose,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    createdAt: now,
  });
  return token;
}

const usable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The user a link belongs to while it is unused and unexpired, else null. */
export async function findUsableToken(db: Db, now: Date, token: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId })
    .from(accountTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  return row ?? null;
}

/** Marks a link used; one conditional update, so two clicks at once cannot both succeed. */
export async function consumeAccountToken(
  db: Db,
  now: Date,
  token: string,
  purpose: TokenPurpose,
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, purpose, now))
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

/** When a user's links of one kind were issued since `since`, oldest first (used or not). */
export async function issuedSince(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: accountTokens.createdAt })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, since),
      ),
    )
    .orderBy(asc(accountTokens.createdAt));
  return rows.map((row) => row.createdAt);
}

/** Retires a user's outstanding links of one kind (a newer reset link replaces older ones). */
export async function retireAccountTokens(db: Db, now: Date, userId: number, purpose: TokenPurpose) {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
    );
}
