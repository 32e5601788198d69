import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ensureInstallationSecrets,
  INSTALLATION_SECRET_NAMES,
  INSTALLATION_SECRETS_FILE,
  installationSecret,
  readInstallationSecrets,
} from './installation-secrets.ts';

describe('installation secrets', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function dataDir() {
    const dir = await mkdtemp(join(tmpdir(), 'kub-secrets-'));
    dirs.push(dir);
    return join(dir, 'data');
  }

  it('makes a random secret once per installation and keeps it for the owner only', async () => {
    const dir = await dataDir();
    const first = installationSecret(dir, 'depositWebhook');
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(installationSecret(dir, 'depositWebhook')).toBe(first);
    expect(readInstallationSecrets(dir)).toEqual({ depositWebhook: first });
    expect((await stat(join(dir, INSTALLATION_SECRETS_FILE))).mode & 0o777).toBe(0o600);

    const other = await dataDir();
    expect(installationSecret(other, 'depositWebhook')).not.toBe(first);
  });

  it('adds a second secret without changing the first', async () => {
    const dir = await dataDir();
    const deposit = installationSecret(dir, 'depositWebhook');
    const key = installationSecret(dir, 'exchangeTokenKey');
    expect(key).not.toBe(deposit);
    const stored = JSON.parse(await readFile(join(dir, INSTALLATION_SECRETS_FILE), 'utf8'));
    expect(stored).toEqual({ depositWebhook: deposit, exchangeTokenKey: key });
  });

  it('makes every missing secret before workers start, keeping the ones that exist', async () => {
    const dir = await dataDir();
    const kept = installationSecret(dir, 'depositWebhook');
    ensureInstallationSecrets(dir);
    const secrets = readInstallationSecrets(dir);
    expect(Object.keys(secrets).sort()).toEqual([...INSTALLATION_SECRET_NAMES].sort());
    expect(secrets.depositWebhook).toBe(kept);
    ensureInstallationSecrets(dir);
    expect(readInstallationSecrets(dir)).toEqual(secrets);
  });
});
