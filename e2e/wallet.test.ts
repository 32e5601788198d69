import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');

async function signInAsReader(page: Page, locale: 'en' | 'th') {
  await page.goto(`/${locale}/login`);
  await page.locator('input[name="email"]').fill('reader@kub-academy.local');
  await page.locator('input[name="password"]').fill('Reader#2026');
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await page.getByTestId('user-menu').waitFor();
}

describe('wallet', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('sets a PIN in the profile, with errors next to the fields', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/login/sso');
    await page.getByRole('button', { name: /^Nicha/ }).click();
    await page.waitForURL('**/en/profile');
    await page.goto('/en/profile#pin');
    await waitUntilInteractive(page);
    const section = page.getByTestId('pin-section');
    expect(await section.getByTestId('pin-status').textContent()).toContain('You have not set a PIN yet');

    await section.getByLabel('PIN (6 digits)').fill('246810');
    await section.getByLabel('Confirm PIN').fill('246811');
    await section.getByRole('button', { name: 'Set PIN' }).click();
    await expect
      .poll(() => page.getByTestId('profile-confirm-error').textContent())
      .toBe('Confirm PIN not matching');
    expect(await section.getByLabel('Confirm PIN').getAttribute('aria-invalid')).toBe('true');

    await section.getByLabel('PIN (6 digits)').fill('123456');
    await section.getByLabel('Confirm PIN').fill('123456');
    await section.getByRole('button', { name: 'Set PIN' }).click();
    await expect
      .poll(() => page.getByTestId('profile-pin-error').textContent())
      .toContain('too easy to guess');

    await section.getByLabel('PIN (6 digits)').fill('246810');
    await section.getByLabel('Confirm PIN').fill('246810');
    await section.getByRole('button', { name: 'Set PIN' }).click();
    await expect.poll(() => section.getByTestId('pin-status').textContent()).toBe('Your PIN is set.');
    await section.getByLabel('Current PIN').waitFor();

    // Changing it asks for the current PIN; a wrong one is shown under that field.
    await section.getByLabel('Current PIN').fill('975310');
    await section.getByLabel('New PIN (6 digits)').fill('135790');
    await section.getByLabel('Confirm PIN').fill('135790');
    await section.getByRole('button', { name: 'Change PIN' }).click();
    await expect
      .poll(() => page.getByTestId('profile-currentPin-error').textContent())
      .toBe('The PIN is incorrect.');
    await expectAccessible(page);
    await screenshot(page, 'wallet-profile-pin-en');
    // Refused submissions answer 4xx on purpose; the browser logs each one.
    expect(problems.filter((p) => !/status of 40\d/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows the balance in the profile and the dashboard in English and Thai', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await signInAsReader(page, 'en');
    await page.goto('/en/profile');
    const summary = page.getByTestId('account-summary');
    expect(await summary.textContent()).toContain('KUB balance50');

    await page.goto('/en/dashboard');
    expect(await page.locator('h1').textContent()).toBe('Dashboard');
    expect(await page.getByTestId('dashboard-kub').textContent()).toBe('50 KUB');
    expect(await page.getByTestId('dashboard-points').textContent()).toBe('0');
    expect(await page.getByTestId('package-card').textContent()).toContain('You have no active package.');
    const row = page.getByTestId('activity-row').first();
    expect(await row.textContent()).toContain('Deposit');
    expect(await row.textContent()).toContain('+50 KUB');
    expect(await row.textContent()).toContain('Completed');
    // No chain here: redeemed KKUB stays a site balance, and the payouts list says so.
    expect(await page.getByTestId('payouts-note').textContent()).toContain(
      'Payouts on chain are not switched on yet',
    );
    await expectAccessible(page);
    await screenshot(page, 'wallet-dashboard-en');

    // Filters are a plain GET form: an empty result has its own message.
    await page.getByLabel('Type').selectOption('Adjustment');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/en/dashboard?type=Adjustment*');
    expect(await page.getByTestId('activity-empty').textContent()).toContain(
      'No activity matches these filters.',
    );

    await page.goto('/th/dashboard');
    expect(await page.locator('h1').textContent()).toBe('แดชบอร์ด');
    expect(await page.getByTestId('activity-row').first().textContent()).toContain('ฝาก KUB');
    expect(await page.getByTestId('activity-row').first().textContent()).toContain('สำเร็จ');
    expect(await page.getByTestId('payouts-note').textContent()).toContain('ยังไม่ได้เปิดการโอนบนเชน');
    await expectAccessible(page);
    await screenshot(page, 'wallet-dashboard-th');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a phone in the dark theme', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await signInAsReader(page, 'th');
    await page.goto('/th/dashboard');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'wallet-dashboard-th-phone-dark');
    await page.goto('/th/profile#pin');
    expect(await page.getByTestId('pin-status').textContent()).toBe('คุณตั้ง PIN แล้ว');
    await expectAccessible(page);
    await screenshot(page, 'wallet-profile-pin-th-phone-dark');
    await context.close();
  });
});
