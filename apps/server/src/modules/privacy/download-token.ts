import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { installationSecret } from '../../lib/installation-secrets.ts';
import { hashToken } from '../identity/session.service.ts';

/**
 * HMAC keys of data-download links: the current one (DATA_EXPORT_KEY, else this installation's own
 * secret) and those still accepted during a rotation (DATA_EXPORT_KEY_PREVIOUS, and the key that
 * earlier releases derived from the exchange token key, so links made before the upgrade keep
 * showing until they expire).
 */
export interface DownloadKeys {
  current: Buffer;
  previous: Buffer[];
}

// Without a key or a data directory (tests that pass part of the configuration): one per process,
// shared by every app instance the process builds, as instances of one installation share theirs.
let processKey: string | undefined;

/** The HMAC key of download links from a configured secret (any text of 32 characters or more). */
export function downloadKeyFrom(secret: string): Buffer {
  return createHash('sha256').update(`data-export-link:${secret}`).digest();
}

/** The key earlier releases used: derived from the exchange token sealing key. */
export function legacyDownloadKey(exchangeTokenKey: Buffer): Buffer {
  return createHash('sha256').update('privacy-download:').update(exchangeTokenKey).digest();
}

export function downloadKeys(config: Partial<Config>, legacy?: Buffer): DownloadKeys {
  const secret =
    config.DATA_EXPORT_KEY ??
    (config.dataDir
      ? installationSecret(config.dataDir, 'dataExportKey')
      : (processKey ??= randomBytes(32).toString('base64url')));
  return {
    current: downloadKeyFrom(secret),
    previous: [
      ...(config.DATA_EXPORT_KEY_PREVIOUS ? [downloadKeyFrom(config.DATA_EXPORT_KEY_PREVIOUS)] : []),
      ...(legacy ? [legacyDownloadKey(legacy)] : []),
    ],
  };
}

function tokenUnder(key: Buffer, requestId: number): string {
  return createHmac('sha256', key).update(`export:${requestId}`).digest('base64url');
}

/**
 * The download token of a new export: an HMAC of its id under the current key, so the owner's
 * profile can show the link again without the token being stored; the database keeps only its
 * hash, and the download also needs the owner's session.
 */
export function downloadToken(keys: DownloadKeys, requestId: number): string {
  return tokenUnder(keys.current, requestId);
}

/**
 * The token of an existing export whose hash is `tokenHash`: made under the current key or one
 * still accepted during a rotation; null when none of them made it (the key was retired).
 */
export function storedDownloadToken(keys: DownloadKeys, requestId: number, tokenHash: string): string | null {
  for (const key of [keys.current, ...keys.previous]) {
    const token = tokenUnder(key, requestId);
    if (hashToken(token) === tokenHash) return token;
  }
  return null;
}
