import { ECDH } from 'node:crypto';

/**
 * Whether a subscription's `p256dh` is what RFC 8291 needs: an uncompressed point on P-256. A
 * 65-byte value starting 0x04 that is off the curve would make every push to it fail to encrypt.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const key = Buffer.from(p256dh, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    ECDH.convertKey(key, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}
