import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A 256-bit key from the configured secret for one purpose. The secret may be any text of 32
 * characters or more (EXCHANGE_TOKEN_KEY or the installation secret), so it is hashed to exactly
 * 32 bytes; the purpose in the hash gives each use its own key.
 */
export function sealingKeyFrom(secret: string, purpose: 'exchange-token-key' | 'second-factor-key'): Buffer {
  return createHash('sha256').update(`${purpose}:${secret}`).digest();
}

/** The key that seals stored exchange refresh tokens. */
export function tokenKeyFrom(secret: string): Buffer {
  return sealingKeyFrom(secret, 'exchange-token-key');
}

/**
 * The keys of one purpose while a rotation may be under way: new values are sealed with `current`;
 * values sealed before are still opened with a `previous` key, and re-sealed when that is cheap.
 */
export interface SealingKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

export function sealingKeysFrom(
  secrets: { current: string; previous: readonly string[] },
  purpose: 'exchange-token-key' | 'second-factor-key',
): SealingKeys {
  return {
    current: sealingKeyFrom(secrets.current, purpose),
    previous: secrets.previous.map((secret) => sealingKeyFrom(secret, purpose)),
  };
}

/**
 * A sealed value back with the current key or, failing that, a previous one; `stale` says it
 * should be sealed again with the current key. Null when no key opens it.
 */
export function openSealed(keys: SealingKeys, sealed: string): { value: string; stale: boolean } | null {
  const value = openToken(keys.current, sealed);
  if (value !== null) return { value, stale: false };
  for (const key of keys.previous) {
    const old = openToken(key, sealed);
    if (old !== null) return { value: old, stale: true };
  }
  return null;
}

/**
 * Seals a refresh token with AES-256-GCM and a fresh random IV: `v1.<iv>.<tag>.<ciphertext>`
 * (base64url). A database dump alone then gives nobody a way to act at the exchange as a user.
 */
export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/**
 * The token back, or null when the value was sealed with another key or altered (the GCM tag
 * does not match): the caller then treats the link as needing a new verification.
 */
export function openToken(key: Buffer, sealed: string): string | null {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    const tagBytes = Buffer.from(tag, 'base64url');
    if (tagBytes.length !== TAG_BYTES) return null;
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
