import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import { type Db, queryRows } from '../../db/client.ts';
import { userPins } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../accounts/password-hash.ts';

export const PIN_MAX_FAILURES = 5;
export const PIN_LOCK_MS = 15 * 60 * 1000;
const PIN_PATTERN = /^\d{6}$/;

function checkFormat(pin: string | undefined): string {
  if (pin === undefined || pin === '') throw new AppError('PIN_REQUIRED');
  if (!PIN_PATTERN.test(pin)) throw new AppError('PIN_FORMAT_INVALID');
  return pin;
}

export async function hasPin(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: userPins.userId })
    .from(userPins)
    .where(sql`${userPins.userId} = ${userId}`);
  return rows.length > 0;
}

/** Sets the first PIN. A PIN that exists is changed with `changePin` or reset by e-mail. */
export async function setPin(db: Db, clock: Clock, userId: number, pin: string): Promise<void> {
  const pinHash = await hashPassword(checkFormat(pin));
  const now = clock.now();
  const created = await db
    .insert(userPins)
    .values({ userId, pinHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ userId: userPins.userId });
  if (created.length === 0) throw new AppError('PIN_ALREADY_SET');
}

/** Replaces the PIN without the old one: only after the owner proved their e-mail (reset link). */
export async function replacePin(db: Db, clock: Clock, userId: number, pin: string): Promise<void> {
  const pinHash = await hashPassword(checkFormat(pin));
  const now = clock.now();
  await db
    .insert(userPins)
    .values({ userId, pinHash, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userPins.userId,
      set: { pinHash, failedAttempts: 0, lockedUntil: null, updatedAt: now },
    });
}

export async function changePin(
  db: Db,
  clock: Clock,
  userId: number,
  currentPin: string,
  newPin: string,
): Promise<void> {
  checkFormat(newPin);
  await verifyPin(db, clock, userId, currentPin);
  await replacePin(db, clock, userId, newPin);
}

/**
 * Confirms spending with the user's PIN. Run it on its own (not inside the spending
 * transaction): a wrong PIN must stay counted although the spend is refused.
 *
 * The attempt is counted before the hash is checked, in one conditional update, so parallel
 * guesses each take a slot and no more than five are ever checked per lock period. A right PIN
 * gives its slot back.
 */
export async function verifyPin(
  db: Db,
  clock: Clock,
  userId: number,
  pin: string | undefined,
): Promise<void> {
  checkFormat(pin);
  const now = clock.now();
  const lockUntil = new Date(now.getTime() + PIN_LOCK_MS);
  const at = sql`${now.toISOString()}::timestamptz`;
  const [slot] = await queryRows<{ pin_hash: string; failed_attempts: number }>(
    db,
    sql`update user_pins set
          failed_attempts = case when locked_until is not null and locked_until <= ${at} then 1 else failed_attempts + 1 end,
          locked_until = case
            when locked_until is not null and locked_until <= ${at} then null
            when failed_attempts + 1 >= ${PIN_MAX_FAILURES} then ${lockUntil.toISOString()}::timestamptz
            else locked_until end,
          updated_at = ${at}
        where user_id = ${userId} and (locked_until is null or locked_until <= ${at})
        returning pin_hash, failed_attempts`,
  );
  if (!slot) {
    if (!(await hasPin(db, userId))) throw new AppError('PIN_NOT_SET');
    throw new AppError('PIN_LOCKED');
  }
  if (!(await verifyPassword(slot.pin_hash, pin!))) {
    throw new AppError(slot.failed_attempts >= PIN_MAX_FAILURES ? 'PIN_LOCKED' : 'PIN_INCORRECT');
  }
  await db
    .update(userPins)
    .set({ failedAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(sql`${userPins.userId} = ${userId}`);
}
