import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, launchBrowser, openPage, PHONE, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');

async function signInAsAdmin(page: Page, locale: 'en' | 'th') {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill('admin@kub-academy.local');
  await page.locator('input[name="password"]').fill('Admin#2026');
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await page.getByTestId('user-menu').waitFor();
}

/** The back office's Payouts page on a site without a chain (the quick start's default). */
describe('payouts in the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the queue, the pause switch and the reconciliation in English and Thai', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await signInAsAdmin(page, 'en');
    await page.goto('/en/admin/payouts');
    expect(await page.locator('h1').textContent()).toBe('Payouts');
    expect(await page.getByTestId('payouts-state').textContent()).toBe('Payouts are running.');
    expect(await page.getByTestId('payouts-reconciliation').textContent()).toContain('Not reconciled yet.');
    expect(await page.getByText('No chain is configured').count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'admin-payouts-en');

    await page.goto('/th/admin/payouts');
    expect(await page.locator('h1').textContent()).toBe('การโอนออก');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone in the dark theme', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await signInAsAdmin(page, 'th');
    await page.goto('/th/admin/payouts');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'admin-payouts-th-phone-dark');
    await context.close();
  });
});
