import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '@app/contracts/reminders';

/**
 * The token of a reminder mail's unsubscribe link: `<user id>.<kind>.<HMAC-SHA256>` (base64url),
 * keyed by the installation's secret. It names one user and one kind, needs no sign-in, cannot be
 * guessed or altered, and stays valid: unsubscribing twice does the same thing.
 */
function signature(key: Buffer, userId: number, kind: ReminderKind): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');
}

export function unsubscribeToken(key: Buffer, userId: number, kind: ReminderKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind)}`;
}

/**
 * The user and kind a token names, or null when it is malformed or signed with none of `keys`
 * (the current key, then those of links mailed before a rotation).
 */
export function readUnsubscribeToken(
  keys: readonly Buffer[],
  token: string,
): { userId: number; kind: ReminderKind } | null {
  const [id, kind, mac, extra] = token.split('.');
  if (extra !== undefined || !id || !kind || !mac || !/^[1-9]\d{0,9}$/.test(id)) return null;
  if (!(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  const userId = Number(id);
  if (userId > 2_147_483_647) return null;
  const given = Buffer.from(mac);
  const signed = keys.some((key) => {
    const expected = Buffer.from(signature(key, userId, kind as ReminderKind));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!signed) return null;
  return { userId, kind: kind as ReminderKind };
}
