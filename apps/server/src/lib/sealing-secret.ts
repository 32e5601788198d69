import { randomBytes } from 'node:crypto';
import { installationSecret } from './installation-secrets.ts';

// Without a key or a data directory (tests that pass part of the configuration), one per process.
let processSecret: string | undefined;

/**
 * The secret that stored secrets are sealed with (exchange refresh tokens, second-factor seeds):
 * EXCHANGE_TOKEN_KEY, else this installation's own secret beside its database. Each use derives
 * its own key from it (`sealingKeyFrom`).
 */
export function sealingSecret(config: { EXCHANGE_TOKEN_KEY?: string | undefined; dataDir?: string }): string {
  if (config.EXCHANGE_TOKEN_KEY) return config.EXCHANGE_TOKEN_KEY;
  if (config.dataDir) return installationSecret(config.dataDir, 'exchangeTokenKey');
  processSecret ??= randomBytes(32).toString('base64url');
  return processSecret;
}

/**
 * The sealing secret and, while a rotation overlaps, EXCHANGE_TOKEN_KEY_PREVIOUS: values sealed
 * with it are still opened (and re-sealed with the current one), so changing the key locks nobody
 * out (see docs/secret-rotation.md).
 */
export function sealingSecrets(config: {
  EXCHANGE_TOKEN_KEY?: string | undefined;
  EXCHANGE_TOKEN_KEY_PREVIOUS?: string | undefined;
  dataDir?: string;
}): { current: string; previous: string[] } {
  const current = sealingSecret(config);
  const previous = config.EXCHANGE_TOKEN_KEY_PREVIOUS;
  return { current, previous: previous && previous !== current ? [previous] : [] };
}
