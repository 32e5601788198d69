import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { startQuickStartSite } from './demo-site.ts';

const ROOT = resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** `npm run deposit:send` as a user types it, with only the environment given here. */
function depositSend(args: string[], env: Record<string, string>) {
  const { PORT: _port, PUBLIC_URL: _public, DEPOSIT_WEBHOOK_SECRET: _secret, ...rest } = process.env;
  return run(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['apps/server/src/modules/wallet/deposit-send-cli.ts', ...args],
    { cwd: ROOT, env: { ...rest, ...env }, timeout: 60_000 },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

const kub = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).textContent())!.replace(/[^\d.]/g, ''));

/**
 * KUB in, on the quick start (`npm start` without a mail server, so demo mode): the deposit
 * secret is this installation's own, `npm run deposit:send` finds the running site and its
 * secret by itself, and a signed-in user deposits through the demo exchange's Send KUB page.
 */
describe('deposits (demo mode)', () => {
  let browser: Browser;
  let site: ProductionServer;
  beforeAll(async () => {
    // A fresh site migrates and seeds before it answers: minutes on a busy machine.
    [browser, site] = await Promise.all([launchBrowser(), startQuickStartSite()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('deposit:send reaches the running site by its recorded address and secret, or says none runs', async () => {
    // PORT points nowhere: only the address the server recorded in DATA_DIR leads to it.
    const nowhere = String(await freePort());
    const sent = await depositSend(['--email', 'reader@kub-academy.local', '--amount', '3'], {
      DATA_DIR: site.dataDir,
      PORT: nowhere,
    });
    expect(sent.stderr).toBe('');
    expect(sent.stdout).toMatch(/^credited 3 KUB to user \d+ \(event cli-/);
    expect(sent.code).toBe(0);

    // A data folder with a secret but no running site: a clear message, not a stack trace.
    const stale = await mkdtemp(join(tmpdir(), 'kub-no-site-'));
    await writeFile(
      join(stale, 'installation-secrets.json'),
      JSON.stringify({ depositWebhook: 'x'.repeat(43) }),
    );
    const refused = await depositSend(['--email', 'reader@kub-academy.local', '--amount', '1'], {
      DATA_DIR: stale,
      PORT: nowhere,
    });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`No KUB Academy site answers at http://localhost:${nowhere}`);
    expect(refused.stderr).toContain('Start it with npm start');
    await rm(stale, { recursive: true, force: true });
  });

  it('a user opens Deposit from the dashboard, sends KUB from the demo exchange and sees it pending, then credited', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url });
    await logInByEmail(page, {
      locale: 'en',
      email: 'reader@kub-academy.local',
      password: 'Reader#2026',
      redirectTo: '/en/dashboard',
    });
    const before = await kub(page, 'dashboard-kub');
    await page.getByTestId('dashboard-deposit').click();
    await page.waitForURL('**/en/deposit');
    await page.getByRole('heading', { level: 1, name: 'Deposit KUB' }).waitFor();
    // The demo reader signed up by e-mail: no exchange account is linked yet.
    expect(await page.getByTestId('deposit-no-account').textContent()).toContain(
      'Deposits are credited to the exchange account linked in your profile.',
    );
    expect(await page.getByRole('link', { name: 'Link your exchange account' }).getAttribute('href')).toBe(
      '/en/profile#kyc',
    );
    expect(await kub(page, 'deposit-kub-balance')).toBe(before);
    await expectAccessible(page);
    await screenshot(page, 'deposit-en-light-1440');

    await page.getByTestId('deposit-demo-send').click();
    await page.waitForURL('**/demo/exchange-wallet?**');
    await page.getByRole('heading', { name: 'Send KUB to KUB Academy' }).waitFor();
    expect(await page.getByLabel('Exchange account').inputValue()).toBe('reader@kub-academy.local');
    await page.getByRole('button', { name: 'Send KUB' }).click();
    // A mistake is shown next to its field.
    expect(await page.locator('#amount-error').textContent()).toContain(
      'The deposit amount must be a positive',
    );
    expect(await page.getByLabel('Amount (KUB)').getAttribute('aria-invalid')).toBe('true');
    // The refused form comes back as a 400 page, which the browser logs; that one is expected.
    expect(problems.splice(0)).toEqual([expect.stringContaining('status of 400')]);
    await expectAccessible(page);
    await page.getByLabel('Amount (KUB)').fill('12.5');
    await page.getByRole('button', { name: 'Send KUB' }).click();
    await page.waitForURL('**/demo/exchange-wallet/sent?**');
    expect(await page.getByRole('status').textContent()).toContain('You sent 12.5 KUB to KUB Academy.');
    await page.getByRole('link', { name: 'Back to Deposit on KUB Academy' }).click();

    await page.waitForURL('**/en/deposit');
    await waitUntilInteractive(page);
    const row = page.getByTestId('deposit-row').first();
    expect(await row.getAttribute('data-status')).toBe('pending');
    expect(await row.textContent()).toContain('+12.5 KUB');
    expect(await row.getByTestId('deposit-status').textContent()).toBe('Pending');
    expect(await kub(page, 'deposit-kub-balance')).toBe(before);
    await screenshot(page, 'deposit-pending-en-light-1440');

    // The page polls: the exchange's confirmation arrives a moment later without a reload.
    await expect.poll(() => row.getAttribute('data-status')).toBe('credited');
    expect(await row.getByTestId('deposit-status').textContent()).toBe('Credited');
    await expect.poll(() => kub(page, 'deposit-kub-balance')).toBe(before + 12.5);
    await page.goto('/en/dashboard');
    expect(await kub(page, 'dashboard-kub')).toBe(before + 12.5);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the Deposit screen and the demo exchange in Thai, dark, on a phone', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: site.url }]);
    await logInByEmail(page, {
      locale: 'th',
      email: 'reader@kub-academy.local',
      password: 'Reader#2026',
      redirectTo: '/th/deposit',
    });
    await page.getByRole('heading', { level: 1, name: 'ฝาก KUB' }).waitFor();
    expect(await page.getByTestId('deposit-status').first().textContent()).toBe('เข้าบัญชีแล้ว');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'deposit-th-dark-360');

    await page.getByTestId('deposit-demo-send').click();
    await page.getByRole('heading', { name: 'ส่ง KUB ไปยัง KUB Academy' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'demo-exchange-send-th-dark-360');
    await page.setViewportSize(DESKTOP);
    await context.addCookies([{ name: 'theme', value: 'light', url: site.url }]);
    await page.goto('/demo/exchange-wallet?lang=en');
    await screenshot(page, 'demo-exchange-send-en-light-1440');
    expect(problems).toEqual([]);
    await context.close();
  });
});
