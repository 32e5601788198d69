import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductionServer } from '../apps/server/test/production-server.ts';
import {
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { startQuickStartSite } from './demo-site.ts';

/**
 * The quick start: the production build as `npm start` runs it without a mail server, that is in
 * demo mode, with nothing else running (no SMTP, no exchange provider of its own).
 */
describe('demo mode (npm start without a mail server)', () => {
  let browser: Browser;
  let site: ProductionServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startQuickStartSite()]);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('says it is a demo on every page, in both languages, and links to the mailbox', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url });
    for (const path of ['/en', '/th/articles', '/en/login']) {
      await page.goto(path);
      await page.getByTestId('demo-banner').waitFor();
      expect(await page.getByTestId('demo-mailbox-link').getAttribute('href')).toBe('/dev/mailbox');
    }
    expect(await page.getByTestId('demo-banner').textContent()).toContain('Demo mode');
    await page.goto('/th');
    expect(await page.getByTestId('demo-banner').textContent()).toContain('โหมดสาธิต');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'demo-banner-th-360');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('registers, finds the confirmation in the mailbox, confirms and signs in', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url });
    const email = `demo.${Date.now()}@example.com`;
    await page.goto('/en/register');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Demo#2026x');
    await page.locator('input[name="confirmPassword"]').fill('Demo#2026x');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/en/register/sent?email=*');
    await page.getByTestId('demo-mailbox-note').getByRole('link').click();

    await page.waitForURL('**/dev/mailbox');
    const mail = page.getByTestId('mail').filter({ hasText: email }).first();
    // The mail's link points at this site, on the port it runs on.
    const confirm = mail.getByRole('link', { name: /\/en\/confirm\?/ });
    expect(await confirm.getAttribute('href')).toMatch(new RegExp(`^${site.url}/en/confirm\\?`));
    await confirm.click();
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByTestId('confirm-done').waitFor();

    await page.goto('/en/login');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('Demo#2026x');
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.getByTestId('user-menu').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('signs in with a demo exchange account served by the site itself', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url });
    await page.goto('/th/articles/what-is-bitcoin');
    await waitUntilInteractive(page);
    await page.getByTestId('sign-in').click();
    await page.waitForURL('**/th/login?*');
    await page.getByTestId('sso-login').click();

    // The demo provider's page, on the same origin, lists its demo accounts.
    await page.waitForURL(`${site.url}/demo/exchange/interaction/**`);
    for (const name of ['Somchai Jaidee', 'Nicha Srisuk', 'Anan Unverified']) {
      expect(await page.getByRole('button', { name: new RegExp(`^${name}`) }).count()).toBe(1);
    }
    await screenshot(page, 'demo-exchange-sign-in');
    await page.getByRole('button', { name: /Somchai/ }).click();

    // Back where the reader started, signed in.
    await page.waitForURL(`${site.url}/th/articles/what-is-bitcoin`);
    await page.getByTestId('user-menu').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });
});
