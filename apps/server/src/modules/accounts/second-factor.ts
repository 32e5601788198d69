import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, sessions, userSecondFactors } from '../../db/schema/index.ts';
import { openSealed, type SealingKeys, sealToken } from '../../lib/token-crypto.ts';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that still count, for a phone clock a little off. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes per user before code checks stop for CODE_FAILURE_MEMORY_MS. */
export const MAX_CODE_FAILURES = 10;
export const CODE_FAILURE_MEMORY_MS = 15 * 60 * 1000;
const ISSUER = 'KUB Academy';

export function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The seed as stored: sealed with the current second-factor key, never in the clear. */
export function sealTotpSecret(keys: SealingKeys, secret: string): string {
  return sealToken(keys.current, secret);
}

/**
 * The seed back from its stored form, or null when no key opens it (the factor then accepts
 * recovery codes only). A seed stored in the clear before sealing began (base32, no dots) or
 * sealed with the previous key during a rotation is `stale`: sealed anew at its next accepted code.
 */
export function openTotpSecret(keys: SealingKeys, stored: string): { secret: string; stale: boolean } | null {
  if (!stored.includes('.')) return { secret: stored, stale: true };
  const opened = openSealed(keys, stored);
  return opened && { secret: opened.value, stale: opened.stale };
}

/** Ten characters of base32 (50 bits) shown as `xxxxx-xxxxx`. */
export function newRecoveryCode(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Replaces a user's recovery codes with fresh ones; only their hashes are kept. */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

export async function findSecondFactor(db: Db, userId: number) {
  const [row] = await db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, userId));
  return row ?? null;
}

/** The time step a 6-digit code belongs to at `now`, or null when it is not a current code. */
function matchingStep(secret: string, code: string, now: Date): number | null {
  const delta = totpFor(secret, 'check').validate({
    token: code,
    timestamp: now.getTime(),
    window: TOTP_WINDOW,
  });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/**
 * Accepts a TOTP code once: the step moves forward in one conditional update, so the same code
 * (or an older one) cannot be replayed, even by two requests at once.
 */
async function acceptTotp(db: Db, userId: number, step: number): Promise<boolean> {
  const t = userSecondFactors;
  const rows = await db
    .update(t)
    .set({ lastStep: step })
    .where(and(eq(t.userId, userId), or(isNull(t.lastStep), lt(t.lastStep, step))))
    .returning({ userId: t.userId });
  return rows.length > 0;
}

async function acceptRecoveryCode(db: Db, now: Date, userId: number, code: string): Promise<boolean> {
  const r = recoveryCodes;
  const rows = await db
    .update(r)
    .set({ usedAt: now })
    .where(and(eq(r.userId, userId), eq(r.codeHash, hashRecoveryCode(code)), isNull(r.usedAt)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/**
 * Takes one of the user's code checks before the code is looked at, in one conditional update:
 * parallel guesses each take a slot, so no more than MAX_CODE_FAILURES are ever checked while
 * the failures are remembered. False when none is left.
 */
async function reserveCodeCheck(db: Db, now: Date, userId: number): Promise<boolean> {
  const t = userSecondFactors;
  const forgotten = sql`(${t.failedAt} is null or ${t.failedAt} <= ${new Date(now.getTime() - CODE_FAILURE_MEMORY_MS).toISOString()}::timestamptz)`;
  const rows = await db
    .update(t)
    .set({
      failures: sql`(case when ${forgotten} then 1 else ${t.failures} + 1 end)`,
      failedAt: now,
    })
    .where(and(eq(t.userId, userId), or(forgotten, lt(t.failures, MAX_CODE_FAILURES))))
    .returning({ userId: t.userId });
  return rows.length > 0;
}

/** A right code gives its slot back, and the wrong ones before it are forgotten. */
async function releaseCodeChecks(db: Db, userId: number): Promise<void> {
  await db
    .update(userSecondFactors)
    .set({ failures: 0, failedAt: null })
    .where(eq(userSecondFactors.userId, userId));
}

/**
 * Checks a code of the user's second factor (a TOTP code, or a recovery code where allowed) and
 * throws when it is wrong or already used. Every check is counted before it is made (a right
 * code gives its slot back): past the limit no code is checked until the failures are old, so
 * nobody can try the million codes of a window, not even with many requests at once.
 */
export async function checkSecondFactorCode(
  db: Db,
  now: Date,
  factor: { userId: number; secret: string; failures: number; failedAt: Date | null },
  code: string,
  options: { recovery: boolean; key: SealingKeys },
): Promise<void> {
  if (!(await reserveCodeCheck(db, now, factor.userId))) throw new AppError('TWO_FACTOR_RATE_LIMITED');
  const digits = code.replace(/\s/g, '');
  let accepted = false;
  const opened = openTotpSecret(options.key, factor.secret);
  if (/^\d{6}$/.test(digits) && opened !== null) {
    const { secret } = opened;
    const step = matchingStep(secret, digits, now);
    accepted = step !== null && (await acceptTotp(db, factor.userId, step));
    if (accepted && opened.stale) {
      await db
        .update(userSecondFactors)
        .set({ secret: sealTotpSecret(options.key, secret) })
        .where(eq(userSecondFactors.userId, factor.userId));
    }
  } else if (options.recovery) {
    accepted = await acceptRecoveryCode(db, now, factor.userId, code);
  }
  if (!accepted) throw new AppError('TWO_FACTOR_CODE_INVALID');
  await releaseCodeChecks(db, factor.userId);
}

/** Remembers that this session's holder proved the second factor. */
export async function markSessionVerified(db: Db, now: Date, sessionId: number): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.id, sessionId));
}
