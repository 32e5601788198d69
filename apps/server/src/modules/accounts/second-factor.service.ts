import type { RecoveryCodes, SecondFactorSetup, SecondFactorStatus } from '@app/contracts/accounts';
import { and, eq, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { recoveryCodes, sessions, userSecondFactors, users } from '../../db/schema/index.ts';
import { createSession, hashToken, type SessionUser } from '../identity/session.service.ts';
import { consumeAccountToken, findUsableToken, issueAccountToken } from './account-tokens.ts';
import type { AccountsConfig, AccountsContext } from './accounts.context.ts';
import {
  checkSecondFactorCode,
  findSecondFactor,
  issueRecoveryCodes,
  markSessionVerified,
  newTotpSecret,
  sealTotpSecret,
  totpFor,
} from './second-factor.ts';

const STAFF_ROLES: ReadonlySet<string> = new Set(['admin', 'editor']);

/**
 * Whether the back office insists on the second factor: STAFF_TWO_FACTOR when set, else in
 * production outside demo mode (the quick start's demo staff accounts sign in without one).
 */
export function secondFactorRequired(
  config: Pick<AccountsConfig, 'NODE_ENV' | 'DEMO_MODE' | 'STAFF_TWO_FACTOR'>,
): boolean {
  if (config.STAFF_TWO_FACTOR) return config.STAFF_TWO_FACTOR === 'required';
  return config.NODE_ENV === 'production' && config.DEMO_MODE !== true;
}

async function sessionVerified(db: Db, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return Boolean(row?.at);
}

export async function getSecondFactorStatus(
  ctx: AccountsContext,
  actor: SessionUser,
): Promise<SecondFactorStatus> {
  const factor = await findSecondFactor(ctx.db, actor.id);
  return {
    enabled: Boolean(factor?.confirmedAt),
    required: STAFF_ROLES.has(actor.role) && secondFactorRequired(ctx.config),
    sessionVerified: await sessionVerified(ctx.db, actor.sessionId),
  };
}

/**
 * The back office's rule, checked on every `/api/admin` call: a staff member with the second
 * factor on proves it for this session; one without it is sent to set it up where it is required.
 */
export async function assertBackOfficeFactor(db: Db, actor: SessionUser, required: boolean): Promise<void> {
  const factor = await findSecondFactor(db, actor.id);
  if (!factor?.confirmedAt) {
    if (required) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
    return;
  }
  if (!(await sessionVerified(db, actor.sessionId))) throw new AppError('TWO_FACTOR_SESSION_UNVERIFIED');
}

/** Starts (or restarts) the set-up: a new secret, shown this once and never answered again. */
export async function startSecondFactorSetup(
  ctx: AccountsContext,
  actor: SessionUser,
): Promise<SecondFactorSetup> {
  if (!STAFF_ROLES.has(actor.role)) throw new AppError('TWO_FACTOR_STAFF_ONLY');
  const existing = await findSecondFactor(ctx.db, actor.id);
  if (existing?.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ON');
  const secret = newTotpSecret();
  const sealed = sealTotpSecret(ctx.secondFactorKey, secret);
  const now = ctx.clock.now();
  await ctx.db
    .insert(userSecondFactors)
    .values({ userId: actor.id, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secret: sealed, confirmedAt: null, lastStep: null, failures: 0, failedAt: null, createdAt: now },
    });
  const otpauthUri = totpFor(secret, actor.email).toString();
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUri, qrSvg };
}

/** Confirms the set-up with a first code: the factor is on, and the recovery codes are shown once. */
export async function confirmSecondFactorSetup(
  ctx: AccountsContext,
  actor: SessionUser,
  code: string,
): Promise<RecoveryCodes> {
  const factor = await findSecondFactor(ctx.db, actor.id);
  if (!factor) throw new AppError('TWO_FACTOR_NOT_STARTED');
  if (factor.confirmedAt) throw new AppError('TWO_FACTOR_ALREADY_ON');
  const now = ctx.clock.now();
  await checkSecondFactorCode(ctx.db, now, factor, code, { recovery: false, key: ctx.secondFactorKey });
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(userSecondFactors)
      .set({ confirmedAt: now })
      .where(eq(userSecondFactors.userId, actor.id));
    await markSessionVerified(tx, now, actor.sessionId);
    return { recoveryCodes: await issueRecoveryCodes(tx, actor.id) };
  });
}

/** Proves the second factor for a session opened without it (single sign-on, or before set-up). */
export async function verifySessionFactor(
  ctx: AccountsContext,
  actor: SessionUser,
  code: string,
): Promise<void> {
  const factor = await findSecondFactor(ctx.db, actor.id);
  if (!factor?.confirmedAt) throw new AppError('TWO_FACTOR_NOT_STARTED');
  const now = ctx.clock.now();
  await checkSecondFactorCode(ctx.db, now, factor, code, { recovery: true, key: ctx.secondFactorKey });
  await markSessionVerified(ctx.db, now, actor.sessionId);
}

/** New recovery codes for old ones used up or exposed, proven with a code from the app. */
export async function replaceRecoveryCodes(
  ctx: AccountsContext,
  actor: SessionUser,
  code: string,
): Promise<RecoveryCodes> {
  const factor = await findSecondFactor(ctx.db, actor.id);
  if (!factor?.confirmedAt) throw new AppError('TWO_FACTOR_NOT_STARTED');
  // A recovery code cannot renew the codes: whoever holds one only would keep the account for good.
  await checkSecondFactorCode(ctx.db, ctx.clock.now(), factor, code, {
    recovery: false,
    key: ctx.secondFactorKey,
  });
  return ctx.db.transaction(async (tx) => ({ recoveryCodes: await issueRecoveryCodes(tx, actor.id) }));
}

/**
 * Turns the factor off, proven with a code (or a recovery code), where it is not required: the
 * seed and recovery codes are deleted and no session of the user counts as proven any more.
 */
export async function turnOffSecondFactor(
  ctx: AccountsContext,
  actor: SessionUser,
  code: string,
): Promise<void> {
  if (STAFF_ROLES.has(actor.role) && secondFactorRequired(ctx.config))
    throw new AppError('TWO_FACTOR_KEEP_ON');
  const factor = await findSecondFactor(ctx.db, actor.id);
  if (!factor?.confirmedAt) throw new AppError('TWO_FACTOR_NOT_STARTED');
  await checkSecondFactorCode(ctx.db, ctx.clock.now(), factor, code, {
    recovery: true,
    key: ctx.secondFactorKey,
  });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
    await tx.delete(userSecondFactors).where(eq(userSecondFactors.userId, actor.id));
    await tx
      .update(sessions)
      .set({ secondFactorAt: null })
      .where(and(eq(sessions.userId, actor.id), isNotNull(sessions.secondFactorAt)));
  });
}

/** After the right password of a user with the factor on: the sign-in waits for its code. */
export async function askForSecondFactor(ctx: AccountsContext, userId: number): Promise<never> {
  const challenge = await issueAccountToken(ctx.db, ctx.clock.now(), userId, 'sign-in-code');
  throw new AppError('TWO_FACTOR_REQUIRED', { challenge });
}

export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  return Boolean((await findSecondFactor(db, userId))?.confirmedAt);
}

/** The second step of a sign-in: the code (or a recovery code) opens a session proven by both. */
export async function completeSignInWithCode(
  ctx: AccountsContext,
  body: { challenge: string; code: string },
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date; userId: number }> {
  const now = ctx.clock.now();
  const waiting = await findUsableToken(ctx.db, now, body.challenge, 'sign-in-code');
  if (!waiting) throw new AppError('SIGN_IN_CODE_EXPIRED');
  const factor = await findSecondFactor(ctx.db, waiting.userId);
  if (!factor?.confirmedAt) throw new AppError('SIGN_IN_CODE_EXPIRED');
  await checkSecondFactorCode(ctx.db, now, factor, body.code, { recovery: true, key: ctx.secondFactorKey });
  // One code, one session: a second request with the same challenge finds it used.
  if ((await consumeAccountToken(ctx.db, now, body.challenge, 'sign-in-code')) === null) {
    throw new AppError('SIGN_IN_CODE_EXPIRED');
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, waiting.userId));
  if (!user) throw new AppError('SIGN_IN_CODE_EXPIRED');
  if (user.blockedAt) throw new AppError('ACCOUNT_RESTRICTED');
  const session = await createSession(ctx.db, ctx.clock, user.id, userAgent);
  await ctx.db
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(eq(sessions.tokenHash, hashToken(session.token)));
  return { ...session, userId: user.id };
}
