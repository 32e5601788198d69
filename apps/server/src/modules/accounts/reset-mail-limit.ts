import { sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { issuedSince, type TokenPurpose } from './account-tokens.ts';

/** Reset (or unlock) mails one address receives per hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Refuses another reset mail to an address that had RESET_MAILS_PER_HOUR in the last hour. The
 * per-address request limit stops one machine; this stops many machines from filling one inbox.
 * Counted from the issued links in the database, so it holds across app instances; the user's row
 * is locked first, so parallel requests count one another. Call inside the issuing transaction.
 */
export async function assertResetMailAllowed(
  tx: Db,
  now: Date,
  userId: number,
  purpose: TokenPurpose = 'reset-password',
  refusal: 'RESET_MAIL_LIMITED' | 'UNLOCK_MAIL_LIMITED' = 'RESET_MAIL_LIMITED',
): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const recent = await issuedSince(tx, userId, purpose, new Date(now.getTime() - HOUR_MS));
  if (recent.length < RESET_MAILS_PER_HOUR) return;
  const freeAt = recent[recent.length - RESET_MAILS_PER_HOUR]!.getTime() + HOUR_MS;
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  throw new AppError(refusal, { headers: { 'retry-after': String(retryAfter) } });
}
