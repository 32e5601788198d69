import { createHmac, timingSafeEqual } from 'node:crypto';
import { DEPOSIT_WINDOW_SECONDS } from '@app/contracts/wallet';
import { AppError } from '../../app-error.ts';

/** `sha256=<hex>`: the HMAC-SHA256, keyed by the shared secret, of `<timestamp>.<raw body>`. */
export function signDeposit(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/**
 * Checks a deposit notification came from the exchange and is fresh: the timestamp must be within
 * five minutes of the server's clock (so a captured notification cannot be replayed later) and the
 * signature must cover exactly that timestamp and the bytes received, keyed by one of `secrets`
 * (the current one, and the previous one while a rotation overlaps). Compared in constant time.
 * Returns which secret matched (0: the current one).
 */
export function verifyDepositSignature(
  secrets: readonly string[],
  now: Date,
  headers: { timestamp: unknown; signature: unknown },
  rawBody: string,
): number {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) {
    throw new AppError('DEPOSIT_TIMESTAMP_INVALID');
  }
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > DEPOSIT_WINDOW_SECONDS) {
    throw new AppError('DEPOSIT_TIMESTAMP_INVALID');
  }
  if (typeof signature !== 'string') throw new AppError('DEPOSIT_SIGNATURE_INVALID');
  const given = Buffer.from(signature.trim().toLowerCase());
  const matched = secrets.findIndex((secret) => {
    const expected = Buffer.from(signDeposit(secret, timestamp, rawBody));
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (matched < 0) throw new AppError('DEPOSIT_SIGNATURE_INVALID');
  return matched;
}
