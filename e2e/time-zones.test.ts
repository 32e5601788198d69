import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductionServer } from '../apps/server/test/production-server.ts';
import { launchBrowser, logInByEmail, openPage, waitUntilInteractive } from './browser.ts';
import { registerInDemoAndSignIn, startQuickStartSite } from './demo-site.ts';

/** A member's pages that show dates and times (the dashboard also lists payouts). */
const MEMBER_PAGES = [
  '/dashboard',
  '/profile',
  '/my-quiz',
  '/my-subscription',
  '/deposit',
  '/redeem',
  '/redeem/tracking',
  '/pop-quiz',
  '/articles/what-is-bitcoin',
];

const ADMIN_PAGES = [
  '/admin',
  '/admin/users',
  '/admin/audit',
  '/admin/redemptions',
  '/admin/payouts',
  '/admin/rewards',
  '/admin/coupons',
  '/admin/packages',
  '/admin/pop-quizzes',
  '/admin/quizzes',
  '/admin/certificates',
  '/admin/campaigns',
  '/admin/articles',
  '/admin/feedback',
];

/** What a reader in Thailand reads for an instant, worked out here rather than by the site's code. */
function bangkokTime(iso: string, language: 'en' | 'th'): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(iso));
}

/** Opens a page and waits for its scripts: a hydration mismatch is reported by then. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await waitUntilInteractive(page);
}

/**
 * The server renders in UTC; readers' browsers are elsewhere. Every page must hydrate without a
 * mismatch (React error #418) and show times in Bangkok's zone whatever the browser's zone, in
 * English and Thai, for a member and for the admin.
 */
describe('times for readers in any zone (demo mode)', () => {
  let browser: Browser;
  let site: ProductionServer;
  beforeAll(async () => {
    [browser, site] = await Promise.all([launchBrowser(), startQuickStartSite()]);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it.each([
    { timezoneId: 'Asia/Bangkok', locale: 'th-TH' },
    { timezoneId: 'America/New_York', locale: 'en-US' },
  ])(
    'a member and the admin in $timezoneId see Bangkok times and no page error',
    async ({ timezoneId, locale }) => {
      const { context, page, problems } = await openPage(browser, { baseURL: site.url, timezoneId, locale });
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      const email = `zone.${timezoneId.replace('/', '-').toLowerCase()}.${Date.now()}@example.com`;
      await registerInDemoAndSignIn(page, email, 'Zones#2026x');

      // Something with a time on the dashboard: the welcome coupon's points.
      await visit(page, '/en/redeem/coupon');
      await page.getByLabel('Coupon code').fill('WELCOME100');
      await page.getByRole('button', { name: 'Redeem coupon' }).click();
      await expect.poll(() => page.getByTestId('coupon-success').textContent()).toContain('100 points added');
      // And a deposit from the demo exchange, listed with its time on the Deposit page.
      await visit(page, '/en/deposit');
      await page.getByTestId('deposit-demo-send').click();
      await page.getByLabel('Amount (KUB)').fill('12.5');
      await page.getByRole('button', { name: 'Send KUB' }).click();
      await page.waitForURL('**/demo/exchange-wallet/sent?**');
      await visit(page, '/en/deposit');
      await expect
        .poll(() => page.getByTestId('deposit-row').first().getAttribute('data-status'))
        .toBe('credited');

      for (const language of ['en', 'th'] as const) {
        for (const path of MEMBER_PAGES) await visit(page, `/${language}${path}`);
        await visit(page, `/${language}/dashboard`);
        const time = page.getByTestId('activity-row').first().locator('time');
        const at = (await time.getAttribute('datetime'))!;
        expect(await time.textContent()).toBe(bangkokTime(at, language));
      }
      expect(problems).toEqual([]);

      await context.clearCookies();
      await logInByEmail(page, {
        locale: 'en',
        email: 'admin@kub-academy.local',
        password: 'Admin#2026',
        redirectTo: '/en/admin',
      });
      await visit(page, `/en/admin/users?email=${encodeURIComponent(email)}`);
      const member = new URL(
        (await page.getByTestId('user-list').getByRole('link', { name: email }).getAttribute('href'))!,
        site.url,
      ).pathname.replace(/^\/en/, '');
      for (const language of ['en', 'th'] as const) {
        for (const path of [...ADMIN_PAGES, member]) await visit(page, `/${language}${path}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
    900_000,
  );
});
