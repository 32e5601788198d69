import { randomBytes } from 'node:crypto';
import type { ClosureBody, ClosureView } from '@app/contracts/privacy';
import { isLocale, type Locale } from '@app/contracts/locale';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction, violatedUniqueConstraint } from '../../db/client.ts';
import { privacyRequests, sessions, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../accounts/password-hash.ts';
import { fieldError, recordAuditAs } from './privacy-audit.ts';
import { hashToken, type SessionUser } from '../identity/session.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { withPinField } from '../pin/pin-field-error.ts';
import { hasPin, verifyPin } from '../pin/pin.service.ts';
import { ACCOUNT_ERASURE_JOB, closureRefusal } from './account-erasure.ts';
import { privacyMail } from './privacy-mails.ts';
import { ANSWER_WITHIN_MS, FRESH_SIGN_IN_MS, type PrivacySettings } from './privacy-settings.ts';

export interface PrivacyContext {
  db: Db;
  clock: Clock;
  settings: PrivacySettings;
  /** Asks the job worker to run now (the confirmation mail), after the queuing transaction committed. */
  kick: () => void;
}

const CONFIRM_LINK_MS = 24 * 60 * 60 * 1000;
const OPEN = ['awaiting_confirmation', 'cooling_off'] as const;

/** Proves the person asking is the owner: the password, or a sign-in with the exchange just now. */
async function checkOwner(ctx: PrivacyContext, actor: SessionUser, password: string | undefined) {
  const [user] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, actor.id));
  if (user?.passwordHash) {
    if (!password) throw fieldError('PASSWORD_REQUIRED', 'body.password');
    if (!(await verifyPassword(user.passwordHash, password)))
      throw fieldError('CLOSURE_PASSWORD_INCORRECT', 'body.password');
    return;
  }
  const since = new Date(ctx.clock.now().getTime() - FRESH_SIGN_IN_MS);
  const [fresh] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, actor.sessionId), gt(sessions.createdAt, since)));
  if (!fresh) throw new AppError('CLOSURE_RECENT_SIGN_IN_REQUIRED');
}

/**
 * Asks to close the account: checked with the password (or a fresh exchange sign-in) and the PIN
 * where one is set, refused while money is in flight, then confirmed by the link mailed to the
 * account's address. Nothing is closed until that link is opened.
 */
export async function requestClosure(
  ctx: PrivacyContext,
  actor: SessionUser,
  body: ClosureBody,
  locale: Locale,
): Promise<ClosureView> {
  await checkOwner(ctx, actor, body.password);
  if (await hasPin(ctx.db, actor.id)) {
    await withPinField(
      locale,
      { PIN_REQUIRED: 'pin', PIN_FORMAT_INVALID: 'pin', PIN_INCORRECT: 'pin', PIN_LOCKED: 'pin' },
      () => verifyPin(ctx.db, ctx.clock, actor.id, body.pin),
    );
  }
  const refusal = await closureRefusal(ctx.db, actor.id);
  if (refusal) throw new AppError(refusal);
  const now = ctx.clock.now();
  const token = randomBytes(32).toString('base64url');
  try {
    await inTransaction(ctx.db, async (tx) => {
      const [user] = await tx
        .select({ email: users.email, locale: users.locale })
        .from(users)
        .where(eq(users.id, actor.id));
      const [request] = await tx
        .insert(privacyRequests)
        .values({
          userId: actor.id,
          kind: 'closure',
          status: 'awaiting_confirmation',
          certificates: body.certificates,
          tokenHash: hashToken(token),
          tokenExpiresAt: new Date(now.getTime() + CONFIRM_LINK_MS),
          deadlineAt: new Date(now.getTime() + ANSWER_WITHIN_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: privacyRequests.id });
      const mailLocale = isLocale(user!.locale) ? user!.locale : locale;
      const link = `${ctx.settings.publicUrl}/${mailLocale}/profile/close?token=${token}`;
      await enqueueMail(tx, now, {
        kind: 'confirm-closure',
        to: user!.email,
        locale: mailLocale,
        ...privacyMail('confirm-closure', mailLocale, link),
      });
      await recordAuditAs(tx, actor, 'privacy.closure.request', request!.id, now, {
        certificates: body.certificates,
      });
    });
  } catch (error) {
    // One open closure per user: the partial unique index decides between two at once.
    if (violatedUniqueConstraint(error) !== null) throw new AppError('CLOSURE_ALREADY_REQUESTED');
    throw error;
  }
  ctx.kick();
  return (await currentClosure(ctx.db, actor.id))!;
}

/** The mailed link: starts the cooling-off period, at whose end the erasure job runs. */
export async function confirmClosure(ctx: PrivacyContext, token: string): Promise<ClosureView> {
  const now = ctx.clock.now();
  const eraseAfter = new Date(now.getTime() + ctx.settings.coolingOffMs);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const [request] = await tx
      .update(privacyRequests)
      .set({ status: 'cooling_off', confirmedAt: now, eraseAfter, tokenHash: null, updatedAt: now })
      .where(
        and(
          eq(privacyRequests.tokenHash, hashToken(token)),
          eq(privacyRequests.kind, 'closure'),
          eq(privacyRequests.status, 'awaiting_confirmation'),
          gt(privacyRequests.tokenExpiresAt, now),
        ),
      )
      .returning({ id: privacyRequests.id, userId: privacyRequests.userId });
    if (!request) throw new AppError('PRIVACY_LINK_INVALID');
    await enqueueJob(tx, ctx.clock, {
      kind: ACCOUNT_ERASURE_JOB,
      payload: { requestId: request.id },
      dedupeKey: `account-erasure:${request.id}`,
      runAt: eraseAfter,
    });
    await recordAuditAs(tx, { id: request.userId, email: null }, 'privacy.closure.confirm', request.id, now, {
      eraseAfter: eraseAfter.toISOString(),
    });
    return request.userId;
  });
  return (await currentClosure(ctx.db, userId))!;
}

/** Cancels a closure not yet carried out (awaiting its confirmation, or in its cooling-off period). */
export async function cancelClosure(ctx: PrivacyContext, actor: SessionUser): Promise<ClosureView> {
  const now = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const [request] = await tx
      .update(privacyRequests)
      .set({ status: 'cancelled', tokenHash: null, updatedAt: now, completedAt: now })
      .where(
        and(
          eq(privacyRequests.userId, actor.id),
          eq(privacyRequests.kind, 'closure'),
          inArray(privacyRequests.status, [...OPEN]),
        ),
      )
      .returning({ id: privacyRequests.id });
    if (!request) throw new AppError('CLOSURE_NOT_PENDING');
    await recordAuditAs(tx, actor, 'privacy.closure.cancel', request.id, now);
  });
  return (await currentClosure(ctx.db, actor.id))!;
}

/** The user's latest closure request, as the profile shows it. */
export async function currentClosure(db: Db, userId: number): Promise<ClosureView | null> {
  const [row] = await db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), eq(privacyRequests.kind, 'closure')))
    .orderBy(desc(privacyRequests.id))
    .limit(1);
  if (!row) return null;
  return {
    status: row.status as ClosureView['status'],
    certificates: (row.certificates as ClosureView['certificates']) ?? null,
    requestedAt: row.createdAt.toISOString(),
    eraseAfter: row.eraseAfter?.toISOString() ?? null,
    reason: row.reason,
  };
}
