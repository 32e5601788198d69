import type { ChangePasswordBody, CurrentUser, RegisterBody, UpdateMeBody } from '@app/contracts/accounts';
import { isLocale, type Locale } from '@app/contracts/locale';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, violatedUniqueConstraint } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { createSession, revokeUserSessions, type SessionUser } from '../identity/session.service.ts';
import { captchaEnabled, verifyCaptcha } from '../captcha/captcha.service.ts';
import { accountMail, type AccountMailKind } from '../mail/mail-templates.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import {
  consumeAccountToken,
  findUsableToken,
  issueAccountToken,
  retireAccountTokens,
} from './account-tokens.ts';
import type { AccountsContext } from './accounts.context.ts';
import { isSameBangkokDay, startOfBangkokDay } from '../../lib/bangkok-day.ts';
import {
  type AttemptKey,
  beginAttempt,
  CAPTCHA_AFTER_FAILURES,
  clearLoginFailures,
  readThrottle,
} from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { assertResetMailAllowed } from './reset-mail-limit.ts';
import { askForSecondFactor, completeSignInWithCode, hasSecondFactor } from './second-factor.service.ts';
import { isActiveSubscriber } from '../../policies/active-term.ts';

type UserRow = typeof users.$inferSelect;

const LINK_PATHS: Record<AccountMailKind, string> = {
  'confirm-email': '/confirm',
  'reset-password': '/reset-password',
  'reset-pin': '/pin/reset',
  'unlock-account': '/login',
};

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

function presentUser(row: UserRow, isSubscriber: boolean): CurrentUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    surname: row.surname,
    locale: isLocale(row.locale) ? row.locale : 'en',
    role: row.role,
    isSubscriber,
    emailVerified: row.emailVerifiedAt !== null,
  };
}

/** Issues a link token and queues its mail in the same transaction. */
async function mailLink(ctx: AccountsContext, db: Db, user: UserRow, kind: AccountMailKind) {
  const now = ctx.clock.now();
  const token = await issueAccountToken(db, now, user.id, kind);
  const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
  const link = new URL(`/${locale}${LINK_PATHS[kind]}`, ctx.config.PUBLIC_URL);
  link.searchParams.set('token', token);
  await enqueueMail(db, now, { kind, to: user.email, locale, ...accountMail(kind, locale, link.toString()) });
}

/** Spec §4: the password can be changed again only the next (Bangkok) day. */
function changedToday(user: UserRow, now: Date): boolean {
  return user.passwordResetAt !== null && isSameBangkokDay(user.passwordResetAt, now);
}

/** Matches the user's row only while the password was not changed yet today, so two changes race safely. */
function notChangedToday(userId: number, now: Date) {
  return and(
    eq(users.id, userId),
    or(isNull(users.passwordResetAt), lt(users.passwordResetAt, startOfBangkokDay(now))),
  );
}

export async function registerAccount(
  ctx: AccountsContext,
  body: RegisterBody,
  requestLocale: Locale,
  remoteIp: string,
): Promise<{ email: string }> {
  await verifyCaptcha(ctx.config, body.captchaToken, remoteIp);
  if (await findUserByEmail(ctx.db, body.email)) throw new AppError('EMAIL_DUPLICATE');
  const passwordHash = await hashPassword(body.password);
  const now = ctx.clock.now();
  try {
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          locale: body.locale ?? requestLocale,
          termsAcceptedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await mailLink(ctx, tx, user as UserRow, 'confirm-email');
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser is told.
    if (violatedUniqueConstraint(error) !== null) throw new AppError('EMAIL_DUPLICATE');
    throw error;
  }
  ctx.mailQueued();
  return { email: body.email };
}

export async function confirmEmail(ctx: AccountsContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  const userId = await consumeAccountToken(ctx.db, now, token, 'confirm-email');
  if (userId === null) throw new AppError('LINK_EXPIRED');
  await ctx.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}

export async function resendConfirmation(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.emailVerifiedAt) throw new AppError('REQUEST_FAILED');
  await ctx.db.transaction((tx) => mailLink(ctx, tx, user, 'confirm-email'));
  ctx.mailQueued();
}

type LoginMeta = { remoteIp: string; userAgent?: string | undefined };
type SignedIn = { token: string; expiresAt: Date; user: CurrentUser };

/** The password check that every sign-in from the form goes through, locks and captcha included. */
async function checkPasswordThrottled(
  ctx: AccountsContext,
  body: { email: string; password: string; captchaToken?: string | undefined },
  remoteIp: string,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const key: AttemptKey = { email: body.email, ip: remoteIp };
  const captchaOn = captchaEnabled(ctx.config);
  const throttle = await readThrottle(ctx.db, now, key);
  if (throttle.source.lockedUntil || throttle.account.lockedUntil) throw new AppError('ACCOUNT_LOCKED');
  const failures = Math.max(throttle.source.failures, throttle.account.failures);
  if (failures >= CAPTCHA_AFTER_FAILURES) await verifyCaptcha(ctx.config, body.captchaToken, remoteIp);

  // A place is taken before the (slow) password check, so parallel guesses cannot pass the limit.
  const attempt = await beginAttempt(ctx.db, now, key, { captchaOn });
  let user: UserRow | undefined;
  let valid: boolean;
  try {
    user = await findUserByEmail(ctx.db, body.email);
    valid = await verifyPassword(user?.passwordHash, body.password);
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
  if (!user || !valid) {
    const failed = await attempt.failed();
    if (failed.locked) throw new AppError('ACCOUNT_LOCKED');
    // Said with this failure, so the page can show the widget before the next attempt.
    throw new AppError('LOGIN_INCORRECT', {
      captchaRequired: captchaOn && failed.failures >= CAPTCHA_AFTER_FAILURES,
    });
  }
  await attempt.succeeded();
  return user;
}

/**
 * The owner of a locked address, with a mailed unlock link: the right password signs in whatever
 * the counters say (a stranger's guesses must not keep the owner out), then the lock is lifted.
 */
async function checkPasswordUnlocked(
  ctx: AccountsContext,
  body: { email: string; password: string },
  unlockToken: string,
): Promise<UserRow> {
  const now = ctx.clock.now();
  const link = await findUsableToken(ctx.db, now, unlockToken, 'unlock-account');
  const user = link ? await findUserByEmail(ctx.db, body.email) : undefined;
  if (!link || !user || user.id !== link.userId) throw new AppError('LINK_EXPIRED');
  if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError('LOGIN_INCORRECT');
  if ((await consumeAccountToken(ctx.db, now, unlockToken, 'unlock-account')) === null) {
    throw new AppError('LINK_EXPIRED');
  }
  await clearLoginFailures(ctx.db, user.email);
  return user;
}

async function openSession(ctx: AccountsContext, user: UserRow, session: { token: string; expiresAt: Date }) {
  const isSubscriber = await isActiveSubscriber(ctx.db, user.id, ctx.clock.now());
  return { ...session, user: presentUser(user, isSubscriber) };
}

export async function login(
  ctx: AccountsContext,
  body: {
    email: string;
    password: string;
    captchaToken?: string | undefined;
    unlockToken?: string | undefined;
  },
  meta: LoginMeta,
): Promise<SignedIn> {
  const user = body.unlockToken
    ? await checkPasswordUnlocked(ctx, body, body.unlockToken)
    : await checkPasswordThrottled(ctx, body, meta.remoteIp);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  if (user.blockedAt) throw new AppError('ACCOUNT_RESTRICTED');
  if (await hasSecondFactor(ctx.db, user.id)) await askForSecondFactor(ctx, user.id);
  return openSession(ctx, user, await createSession(ctx.db, ctx.clock, user.id, meta.userAgent));
}

/** The second step of a sign-in with the second factor on. */
export async function loginWithCode(
  ctx: AccountsContext,
  body: { challenge: string; code: string },
  meta: LoginMeta,
): Promise<SignedIn> {
  const session = await completeSignInWithCode(ctx, body, meta.userAgent);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new AppError('SIGN_IN_CODE_EXPIRED');
  return openSession(ctx, user, session);
}

/**
 * Mails the owner a one-time link that signs in past a lock. Says nothing about whether the
 * address has an account; at most three such mails an hour reach one inbox.
 */
export async function requestUnlockLink(ctx: AccountsContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.emailVerifiedAt || !user.passwordHash) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await assertResetMailAllowed(tx, now, user.id, 'unlock-account', 'UNLOCK_MAIL_LIMITED');
    await retireAccountTokens(tx, now, user.id, 'unlock-account');
    await mailLink(ctx, tx, user, 'unlock-account');
  });
  ctx.mailQueued();
}

export async function requestPasswordReset(
  ctx: AccountsContext,
  body: { email: string; captchaToken?: string | undefined },
  remoteIp: string,
): Promise<void> {
  await verifyCaptcha(ctx.config, body.captchaToken, remoteIp);
  const user = await findUserByEmail(ctx.db, body.email);
  if (!user) throw new AppError('EMAIL_NOT_FOUND');
  const now = ctx.clock.now();
  if (changedToday(user, now)) throw new AppError('RESET_TOMORROW');
  await ctx.db.transaction(async (tx) => {
    await assertResetMailAllowed(tx, now, user.id);
    // Only the newest link works: an older mail lying around cannot be used any more.
    await retireAccountTokens(tx, now, user.id, 'reset-password');
    await mailLink(ctx, tx, user, 'reset-password');
  });
  ctx.mailQueued();
}

export async function checkResetLink(ctx: AccountsContext, token: string): Promise<void> {
  if (!(await findUsableToken(ctx.db, ctx.clock.now(), token, 'reset-password'))) {
    throw new AppError('LINK_EXPIRED');
  }
}

export async function resetPassword(ctx: AccountsContext, token: string, password: string): Promise<void> {
  const now = ctx.clock.now();
  const found = await findUsableToken(ctx.db, now, token, 'reset-password');
  if (!found) throw new AppError('LINK_EXPIRED');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, found.userId));
  if (!user) throw new AppError('LINK_EXPIRED');
  if (changedToday(user, now)) throw new AppError('RESET_TOMORROW');
  // Spec §5: the new password must differ from the old one, after a reset too.
  if (user.passwordHash && (await verifyPassword(user.passwordHash, password)))
    throw new AppError('PASSWORD_SAME_AS_OLD');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const db = tx;
    if ((await consumeAccountToken(db, now, token, 'reset-password')) === null)
      throw new AppError('LINK_EXPIRED');
    const [changed] = await db
      .update(users)
      .set({
        passwordHash,
        passwordResetAt: now,
        // Following the mailed link proves the address, as the confirmation link would.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(notChangedToday(user.id, now))
      .returning({ id: users.id });
    if (!changed) throw new AppError('RESET_TOMORROW');
    // Whoever knew the old password is signed out everywhere.
    await revokeUserSessions(db, { now: () => now }, user.id);
    await clearLoginFailures(db, user.email);
  });
}

export async function changePassword(
  ctx: AccountsContext,
  actor: SessionUser,
  body: ChangePasswordBody,
): Promise<void> {
  const now = ctx.clock.now();
  const [user] = await ctx.db.select().from(users).where(eq(users.id, actor.id));
  // A wrong current password is named as such first; only the owner learns about today's limit.
  if (!user || !(await verifyPassword(user.passwordHash, body.oldPassword))) {
    throw new AppError('OLD_PASSWORD_INCORRECT');
  }
  if (changedToday(user, now)) throw new AppError('RESET_TOMORROW');
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, passwordResetAt: now, updatedAt: now })
      .where(notChangedToday(user.id, now))
      .returning({ id: users.id });
    if (!changed) throw new AppError('RESET_TOMORROW');
    // Other devices signed in with the old password are signed out; this one stays.
    await tx.execute(
      sql`update sessions set revoked_at = ${now.toISOString()}::timestamptz where user_id = ${user.id} and revoked_at is null and id <> ${actor.sessionId}`,
    );
  });
}

/** The signed-in user, as the session lookup read them: no second read of their row. */
export function getCurrentUser(actor: SessionUser): CurrentUser {
  const { account } = actor;
  return {
    id: actor.id,
    email: actor.email,
    firstName: account.firstName,
    surname: account.surname,
    locale: isLocale(account.locale) ? account.locale : 'en',
    role: actor.role,
    isSubscriber: actor.isSubscriber,
    emailVerified: account.emailVerifiedAt !== null,
  };
}

export async function updateCurrentUser(
  ctx: AccountsContext,
  actor: SessionUser,
  body: UpdateMeBody,
): Promise<CurrentUser> {
  const changes: Partial<typeof users.$inferInsert> = { updatedAt: ctx.clock.now() };
  if (body.firstName !== undefined) changes.firstName = body.firstName || null;
  if (body.surname !== undefined) changes.surname = body.surname || null;
  if (body.locale !== undefined) changes.locale = body.locale;
  const [user] = await ctx.db.update(users).set(changes).where(eq(users.id, actor.id)).returning();
  if (!user) throw new AppError('UNAUTHENTICATED');
  return presentUser(user, actor.isSubscriber);
}
