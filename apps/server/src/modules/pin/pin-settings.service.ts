import type { ChangePinBody, PinStatus, ResetPinBody, SetPinBody } from '@app/contracts/wallet';
import { isLocale, type Locale } from '@app/contracts/locale';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, inTransaction } from '../../db/client.ts';
import { userPins, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  consumeAccountToken,
  findUsableToken,
  issueAccountToken,
  issuedSince,
  retireAccountTokens,
} from '../accounts/account-tokens.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { accountMail } from '../mail/mail-templates.ts';
import { changePin, replacePin, setPin } from './pin.service.ts';

/** PIN reset mails one account receives per hour. */
export const PIN_RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/** Whether the user has a PIN, and until when wrong guesses have locked spending. */
export async function pinStatus(db: Db, clock: Clock, userId: number): Promise<PinStatus> {
  const [row] = await db
    .select({ lockedUntil: userPins.lockedUntil })
    .from(userPins)
    .where(eq(userPins.userId, userId));
  if (!row) return { hasPin: false, lockedUntil: null };
  const locked = row.lockedUntil && row.lockedUntil > clock.now() ? row.lockedUntil : null;
  return { hasPin: true, lockedUntil: locked?.toISOString() ?? null };
}

export async function setFirstPin(db: Db, clock: Clock, userId: number, body: SetPinBody) {
  await setPin(db, clock, userId, body.pin);
  return pinStatus(db, clock, userId);
}

/** Changes the PIN with the current one; a wrong current PIN counts towards the lockout. */
export async function changeOwnPin(db: Db, clock: Clock, userId: number, body: ChangePinBody) {
  await changePin(db, clock, userId, body.currentPin, body.newPin);
  return pinStatus(db, clock, userId);
}

/**
 * Mails the owner a single-use link (30 minutes) to choose a new PIN. The link goes to the
 * account's own e-mail address, so a stolen session alone cannot take over spending. A newer link
 * retires the older ones; at most three mails an hour, counted in the database under a row lock.
 */
export async function requestPinReset(
  db: Db,
  clock: Clock,
  publicUrl: string,
  userId: number,
): Promise<{ email: string }> {
  const now = clock.now();
  return inTransaction(db, async (tx) => {
    const [user] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw new AppError('UNAUTHENTICATED');
    const recent = await issuedSince(tx, userId, 'reset-pin', new Date(now.getTime() - HOUR_MS));
    if (recent.length >= PIN_RESET_MAILS_PER_HOUR) {
      const freeAt = recent[recent.length - PIN_RESET_MAILS_PER_HOUR]!.getTime() + HOUR_MS;
      const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      throw new AppError('RESET_MAIL_LIMITED', { headers: { 'retry-after': String(retryAfter) } });
    }
    await retireAccountTokens(tx, now, userId, 'reset-pin');
    const token = await issueAccountToken(tx, now, userId, 'reset-pin');
    const locale: Locale = isLocale(user.locale) ? user.locale : 'en';
    const link = new URL(`/${locale}/pin/reset`, publicUrl);
    link.searchParams.set('token', token);
    await enqueueMail(tx, now, {
      kind: 'reset-pin',
      to: user.email,
      locale,
      ...accountMail('reset-pin', locale, link.toString()),
    });
    return { email: user.email };
  });
}

/** Whether a PIN reset link can still be used (the reset page shows the expired state otherwise). */
export async function checkPinResetLink(db: Db, clock: Clock, token: string): Promise<void> {
  if (!(await findUsableToken(db, clock.now(), token, 'reset-pin'))) throw new AppError('LINK_EXPIRED');
}

/** Sets a new PIN from a reset link: the link is used up and the lockout lifted, in one transaction. */
export async function resetPinWithLink(db: Db, clock: Clock, body: ResetPinBody): Promise<void> {
  await inTransaction(db, async (tx) => {
    const userId = await consumeAccountToken(tx, clock.now(), body.token, 'reset-pin');
    if (userId === null) throw new AppError('LINK_EXPIRED');
    await replacePin(tx, clock, userId, body.pin);
  });
}
