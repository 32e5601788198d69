import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');

/** Bangkok wall-clock time, as a `datetime-local` value, `hours` from now. */
function bangkok(hours: number): string {
  return new Date(Date.now() + (hours + 7) * 3_600_000).toISOString().slice(0, 16);
}

describe('admin learning back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('creates an event that readers then see on the events page, and funds its pool', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
    await page.goto(`/en/login?redirectTo=${encodeURIComponent('/en/admin/campaigns')}`);
    await page.locator('input[name="email"]').fill('admin@kub-academy.local');
    await page.locator('input[name="password"]').fill('Admin#2026');
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/en/admin/campaigns');
    await waitUntilInteractive(page);

    const title = `Quiz week ${Date.now()}`;
    const form = page.getByTestId('campaigns-new-form');
    if (!(await form.isVisible())) await page.getByText('Add new', { exact: false }).first().click();
    await form.getByLabel('Title (English)').fill(title);
    await form.getByLabel('Title (Thai)').fill('สัปดาห์ควิซ');
    await form.getByLabel('Address (slug)').fill(`quiz-week-${Date.now()}`);
    await form.getByLabel('Points per qualifier').fill('20');
    await form.getByLabel('Starts (Bangkok time)').fill(bangkok(-1));
    // The end before the start: the API's message appears, and nothing is created.
    await form.getByLabel('Ends (Bangkok time)').fill(bangkok(-2));
    await form.getByLabel('Description (English)').fill('Answer a pop quiz on one day this week.');
    await form.getByLabel('Description (Thai)').fill('ตอบป๊อปควิซหนึ่งวันในสัปดาห์นี้');
    await form.getByLabel(/^Rules, one a line/).fill('pop_quiz_days: 1');
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.poll(() => form.locator('[role="alert"], p[id$="-error"]').count()).toBeGreaterThan(0);
    await form.getByLabel('Ends (Bangkok time)').fill(bangkok(24 * 7));
    await form.getByRole('button', { name: 'Add' }).click();
    const row = page.getByTestId('campaigns-list').locator('li', { hasText: title });
    await expect.poll(() => row.count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('pool 0 Points');

    // Fund its pool with 500 points.
    await row.locator('summary').click();
    const fund = row.locator('form[data-testid^="campaign-fund-"]');
    await fund.getByLabel('Points to add').fill('500');
    await fund.getByRole('button', { name: 'Add to pool' }).click();
    await expect.poll(() => fund.locator('p[id$="-reason-error"]').count()).toBe(1);
    await fund.getByLabel('Reason (kept in the audit log)').fill('Launch budget');
    await fund.getByRole('button', { name: 'Add to pool' }).click();
    await expect.poll(() => row.locator('summary').textContent()).toContain('pool 500 Points');
    await screenshot(page, 'admin-campaigns-en-light-desktop');
    await expectAccessible(page);

    // Readers see it on the public events page.
    await page.goto('/en/events');
    await waitUntilInteractive(page);
    await expect.poll(() => page.getByText(title).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the learning paths editor on a phone in Thai, dark theme', async () => {
    const { context, page } = await openPage(browser, {
      baseURL: baseUrl,
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await page.goto(`/th/login?redirectTo=${encodeURIComponent('/th/admin/learning-paths')}`);
    await page.locator('input[name="email"]').fill('admin@kub-academy.local');
    await page.locator('input[name="password"]').fill('Admin#2026');
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/th/admin/learning-paths');
    await waitUntilInteractive(page);
    await expect.poll(() => page.getByRole('heading', { name: 'เส้นทางการเรียนรู้' }).count()).toBe(1);
    await screenshot(page, 'admin-learning-paths-th-dark-phone');
    await expectAccessible(page);
    await context.close();
  });
});
