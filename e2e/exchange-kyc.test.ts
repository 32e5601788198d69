import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { registerInDemoAndSignIn, startQuickStartSite } from './demo-site.ts';

/**
 * The quick start's whole KYC journey on one machine: a new e-mail user links an exchange account
 * opened at the demo exchange, completes KYC there, refreshes, and is then verified on the site.
 */
describe('KYC through the exchange account (demo mode)', () => {
  let browser: Browser;
  let site: ProductionServer;
  let port: number;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startQuickStartSite()]);
    port = Number(new URL(site.url).port);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  const registerAndSignIn = (page: Page, email: string) => registerInDemoAndSignIn(page, email, 'Demo#2026x');

  it('links a new exchange account, completes KYC at the demo exchange, and shows KYC verified', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url });
    const stamp = Date.now();
    const email = `kyc.${stamp}@example.com`;
    await registerAndSignIn(page, email);
    await expect.poll(() => page.getByTestId('kyc-status').textContent()).toContain('KYC not verified');

    // A KYC refusal elsewhere offers the same way forward.
    await page.goto('/en/pop-quiz');
    await waitUntilInteractive(page);

    await page.goto('/en/profile');
    await waitUntilInteractive(page);
    await page.getByTestId('exchange-kyc-actions').getByTestId('verify-kyc-link').click();

    // The demo exchange: open a new account (no KYC yet), then choose it.
    await page.waitForURL(`${site.url}/demo/exchange/interaction/**`);
    await page.getByLabel('Full name').fill('Malee Newcomer');
    await page.getByLabel('E-mail').fill(`malee.${stamp}@example.com`);
    await page.getByRole('button', { name: 'Open the account' }).click();
    await page.getByRole('button', { name: /^Malee Newcomer/ }).waitFor();
    await screenshot(page, 'exchange-kyc-demo-exchange');
    await page.getByRole('button', { name: /^Malee Newcomer/ }).click();

    // Back on the profile: linked, with the exchange's name, but KYC level 0.
    await page.waitForURL(`${site.url}/en/profile?linked=1#kyc`);
    await waitUntilInteractive(page);
    expect(await page.getByTestId('exchange-linked').textContent()).toBe('Your exchange account is linked.');
    expect(await page.getByTestId('exchange-name').textContent()).toBe('Malee Newcomer');
    expect(await page.getByTestId('kyc-status').textContent()).toContain('KYC not verified');

    // Complete KYC at the demo exchange's desk, then refresh from the exchange.
    await page.goto('/demo/exchange/accounts');
    await page.getByRole('button', { name: 'Complete KYC for Malee Newcomer' }).click();
    await page
      .getByText(/KYC level 2/)
      .first()
      .waitFor();
    await page.goto('/en/profile');
    await waitUntilInteractive(page);
    await page.getByTestId('exchange-refresh').click();
    await expect
      .poll(() => page.getByTestId('kyc-status').textContent(), { timeout: 15_000 })
      .toContain('KYC verified');
    expect(await page.getByTestId('kyc-status').textContent()).not.toContain('not verified');
    expect(await page.getByTestId('exchange-kyc-level').textContent()).toBe('KYC level 2');
    await expectAccessible(page);
    await screenshot(page, 'exchange-kyc-verified-en-desktop-light');

    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'exchange-kyc-verified-en-phone-light');

    // In Thai, and dark.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/th/profile');
    await waitUntilInteractive(page);
    expect(await page.getByTestId('kyc-status').textContent()).toContain('ยืนยันตัวตน (KYC) แล้ว');
    expect(await page.getByTestId('exchange-refresh').textContent()).toBe('อัปเดตข้อมูลจากกระดานเทรด');
    await screenshot(page, 'exchange-kyc-verified-th-phone-dark');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'exchange-kyc-verified-th-desktop-dark');

    // Unlinking asks first.
    await page.getByTestId('exchange-unlink').click();
    await page.getByTestId('exchange-unlink-confirm').waitFor();
    await screenshot(page, 'exchange-kyc-unlink-confirm-th-desktop-dark');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the verify action next to a KYC refusal, in Thai too', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url, viewport: PHONE });
    await registerAndSignIn(page, `refused.${Date.now()}@example.com`);
    await page.goto('/th/subscriptions');
    await waitUntilInteractive(page);
    const order = page.locator('a[href*="/order"]').first();
    expect(await order.count()).toBeGreaterThan(0);
    {
      await order.click();
      await page.getByTestId('order-refusal').waitFor();
      expect(await page.getByTestId('order-refusal').textContent()).toContain('กรุณายืนยันตัวตน (KYC)');
      const verify = page.getByTestId('order-refusal').getByTestId('verify-kyc-link');
      expect(await verify.textContent()).toBe('ยืนยันตัวตนด้วยบัญชีกระดานเทรด');
      expect(await verify.getAttribute('href')).toMatch(
        /^\/th\/profile\/exchange\/link\?redirectTo=%2Fth%2Fsubscriptions%2F/,
      );
      await screenshot(page, 'exchange-kyc-refusal-th-phone');
      // The demo exchange answers in the site's language.
      await verify.click();
      await page.waitForURL(`${site.url}/demo/exchange/interaction/**`);
      expect(await page.locator('html').getAttribute('lang')).toBe('th');
      expect(await page.locator('h1').textContent()).toBe('เข้าสู่ระบบกระดานเทรด (สาธิต)');
      await page.getByRole('button', { name: 'เปิดบัญชี' }).waitFor();
      await expectAccessible(page);
      await screenshot(page, 'exchange-kyc-demo-exchange-th-phone');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in with the exchange when the site was opened as 127.0.0.1 instead of localhost', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: `http://127.0.0.1:${port}` });
    await page.goto('/en/login/sso?redirectTo=%2Fen%2Fprofile');
    // Sent over to the origin the exchange returns to, so the flow cookie comes back with it.
    await page.waitForURL(`${site.url}/demo/exchange/interaction/**`);
    await page.getByRole('button', { name: /Somchai/ }).click();
    await page.waitForURL(`${site.url}/en/profile`);
    await page.getByTestId('user-menu').waitFor();
    expect(await page.getByTestId('kyc-status').textContent()).toContain('KYC verified');
    expect(problems).toEqual([]);
    await context.close();
  });
});
