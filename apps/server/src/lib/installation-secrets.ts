import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets that a quick start needs but nobody configured (the demo's deposit signing secret,
 * the key that encrypts stored exchange tokens): made once per installation from the system's
 * random source and kept beside the embedded database in `$DATA_DIR/installation-secrets.json`,
 * readable by the owner only. Never a constant in the code or the README, so knowing the source
 * does not let anyone sign or decrypt for someone else's installation. A real deployment sets
 * each secret in the environment instead (several instances must share them).
 */
export const INSTALLATION_SECRETS_FILE = 'installation-secrets.json';

export const INSTALLATION_SECRET_NAMES = [
  'depositWebhook',
  'exchangeTokenKey',
  'vapidPrivateKey',
  'reminderUnsubscribeKey',
  'dataExportKey',
] as const;

export type InstallationSecretName = (typeof INSTALLATION_SECRET_NAMES)[number];

function secretsPath(dataDir: string): string {
  return join(dataDir, INSTALLATION_SECRETS_FILE);
}

/** The secrets written so far, or an empty record when the file is missing or unreadable. */
export function readInstallationSecrets(dataDir: string): Partial<Record<InstallationSecretName, string>> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(secretsPath(dataDir), 'utf8'));
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([, value]) => typeof value === 'string' && value.length >= 32),
    );
  } catch {
    return {};
  }
}

/**
 * This installation's secret of that name (32 random bytes, base64url), made and stored on first
 * use. The file is replaced atomically, so a crash never leaves half a secret behind.
 */
export function installationSecret(dataDir: string, name: InstallationSecretName): string {
  const secrets = readInstallationSecrets(dataDir);
  const existing = secrets[name];
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  const path = secretsPath(dataDir);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify({ ...secrets, [name]: secret }, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
  return secret;
}

/**
 * Makes every installation secret that is still missing, before several worker processes start:
 * each then reads the same file instead of racing to write its own.
 */
export function ensureInstallationSecrets(dataDir: string): void {
  for (const name of INSTALLATION_SECRET_NAMES) installationSecret(dataDir, name);
}
