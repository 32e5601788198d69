import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEMO_EXCHANGE_ACCOUNTS,
  loadDemoAccounts,
  openDemoAccount,
  saveDemoAccounts,
} from './demo-accounts.ts';

describe('the demo exchange accounts kept in DATA_DIR', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const fileIn = () => {
    const dir = mkdtempSync(join(tmpdir(), 'demo-exchange-'));
    dirs.push(dir);
    return join(dir, 'demo-exchange-accounts.json');
  };

  it('keeps an opened account and a completed KYC across a restart', () => {
    const file = fileIn();
    const accounts = loadDemoAccounts(undefined, file);
    expect(accounts.map((a) => a.sub)).toEqual(DEMO_EXCHANGE_ACCOUNTS.map((a) => a.sub));
    const opened = openDemoAccount('  Malee   Newcomer ', 'Malee@Example.com');
    if (typeof opened === 'string') throw new Error(opened);
    expect(opened).toMatchObject({
      name: 'Malee Newcomer',
      email: 'malee@example.com',
      kycLevel: 0,
      emailVerified: true,
    });
    accounts.push(opened);
    accounts.find((a) => a.sub === 'bk-100002')!.kycLevel = 2;
    saveDemoAccounts(accounts, file);

    const restarted = loadDemoAccounts(undefined, file);
    expect(restarted.find((a) => a.sub === opened.sub)).toEqual(opened);
    expect(restarted.find((a) => a.sub === 'bk-100002')?.kycLevel).toBe(2);
    // The built-in list itself is never changed.
    expect(DEMO_EXCHANGE_ACCOUNTS.find((a) => a.sub === 'bk-100002')?.kycLevel).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveLength(4);
  });

  it('refuses a blank name or a bad e-mail, and ignores an unreadable file', () => {
    expect(openDemoAccount(' ', 'a@example.com')).toBe('nameInvalid');
    expect(openDemoAccount('Somebody', 'not-an-email')).toBe('emailInvalid');
    const file = fileIn();
    writeFileSync(file, '{"not": "a list"}');
    expect(loadDemoAccounts(undefined, file)).toHaveLength(DEMO_EXCHANGE_ACCOUNTS.length);
  });
});
