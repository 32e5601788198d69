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
const PATH = 'how-blockchains-agree';

async function signInByEmail(page: Page) {
  await page.locator('input[name="email"]').fill('reader@kub-academy.local');
  await page.locator('input[name="password"]').fill('Reader#2026');
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/login'));
}

/** "2 of 6 steps done" -> 2 */
async function stepsDone(page: Page): Promise<number> {
  const text = (await page.getByTestId('path-progress-text').textContent()) ?? '';
  return Number(/(\d+) of \d+/.exec(text)?.[1] ?? Number.NaN);
}

describe('learning paths, events and games', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lets a visitor browse a path, then a signed-in reader reads an article and sees the progress', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/e-learning');
    expect(await page.locator('h1').textContent()).toBe('E-learning');
    expect(await page.getByTestId('path-card').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('path-progress').count()).toBe(0);
    await page.getByTestId('paths-sign-in').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'learning-paths-en-visitor');

    await page.getByRole('link', { name: 'How blockchains agree' }).click();
    await page.waitForURL(`**/en/e-learning/${PATH}`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('How blockchains agree');
    expect(await page.getByTestId('path-step').count()).toBe(6);
    expect(await page.getByTestId('path-level').first().textContent()).toBe('Advanced');
    expect(await page.getByTestId('path-progress').count()).toBe(0);
    await expectAccessible(page);

    // The certificate panel's sign-in brings the reader back to the path.
    await page.getByTestId('path-sign-in').click();
    await page.waitForURL('**/en/login?**');
    await signInByEmail(page);
    await page.waitForURL(`**/en/e-learning/${PATH}`);
    await page.getByTestId('path-progress-text').waitFor();
    const before = await stepsDone(page);
    expect(before).toBeLessThan(6);

    // Open the first step not done yet that has no quiz (a step with one is done once its quiz is
    // passed): the article page records the read and says so.
    const next = page
      .locator('[data-testid="path-step"][data-complete="false"][data-has-quiz="false"]')
      .first();
    const title = (await next.locator('h3 a').textContent()) ?? '';
    await next.locator('h3 a').click();
    await page.waitForURL('**/en/articles/**');
    await expect.poll(() => page.locator('h1').textContent()).toBe(title);
    const note = page.getByTestId('article-path-progress');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      `Part of “How blockchains agree”: ${before + 1} of 6 steps done`,
    );
    await screenshot(page, 'learning-article-progress');

    await note.getByRole('link', { name: 'Open the path' }).click();
    await page.waitForURL(`**/en/e-learning/${PATH}`);
    await expect.poll(() => stepsDone(page)).toBe(before + 1);
    const step = page.getByTestId('path-step').filter({ hasText: title });
    expect(await step.getAttribute('data-complete')).toBe('true');
    expect(await page.getByTestId('certificate-panel').textContent()).toContain('Finish every step');

    await page.goto('/en/e-learning');
    const card = page.getByTestId('path-card').filter({ hasText: 'How blockchains agree' });
    expect(await card.getByTestId('path-progress').textContent()).toContain(`${before + 1} of 6 steps done`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('lists running and upcoming events with a countdown and the pool left, in both languages', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/events');
    expect(await page.locator('h1').textContent()).toBe('Events');
    const running = page.getByTestId('events-running').getByTestId('campaign-card');
    const upcoming = page.getByTestId('events-upcoming').getByTestId('campaign-card');
    expect(await running.count()).toBeGreaterThanOrEqual(1);
    expect(await upcoming.count()).toBeGreaterThanOrEqual(1);
    const safety = running.filter({ hasText: 'Safety week' });
    expect(await safety.getByTestId('campaign-pool').textContent()).toMatch(/^Pool left: [\d,]+ points$/);
    expect(await safety.textContent()).toContain('Ends in');
    expect(await upcoming.filter({ hasText: 'Bitcoin quiz sprint' }).textContent()).toContain('Starts in');
    await safety.getByTestId('campaign-sign-in').waitFor();

    // The countdown ticks once the page is interactive.
    await waitUntilInteractive(page);
    const countdown = safety.getByTestId('countdown');
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
    await expectAccessible(page);
    await screenshot(page, 'learning-events-en');

    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await page.setViewportSize(PHONE);
    await page.goto('/th/events');
    expect(await page.locator('h1').textContent()).toBe('กิจกรรม');
    expect(await page.getByTestId('events-running').getByRole('heading', { level: 2 }).textContent()).toBe(
      'กำลังจัดอยู่',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'learning-events-th-dark-phone');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the games page: the pop quiz arena, the leaderboard, and the opt-out that sticks', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/games');
    expect(await page.locator('h1').textContent()).toBe('Games');
    expect(await page.getByTestId('play-pop-quiz').getAttribute('href')).toBe('/en/pop-quiz');
    await page.getByTestId('leaderboard').waitFor();
    expect(await page.getByTestId('leaderboard').textContent()).toContain("This week's leaderboard");
    expect(await page.getByTestId('streak').textContent()).toContain('Sign in');
    expect(await page.getByTestId('leaderboard').textContent()).not.toContain('@');
    await expectAccessible(page);

    await page.goto('/en/login?redirectTo=%2Fen%2Fgames');
    await signInByEmail(page);
    await page.waitForURL('**/en/games');
    await waitUntilInteractive(page);
    await page.getByTestId('streak-count').waitFor();
    const toggle = page.getByTestId('leaderboard-toggle');
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    expect(await toggle.isChecked()).toBe(true);
    await toggle.press('Space');
    await page.getByText('Saved.').waitFor();
    await expect
      .poll(() => page.getByTestId('my-rank').textContent())
      .toBe('You are hidden from the leaderboard.');
    await page.reload();
    await waitUntilInteractive(page);
    expect(await page.getByTestId('leaderboard-toggle').isChecked()).toBe(false);
    await screenshot(page, 'learning-games-en-signed-in');

    await page.getByTestId('leaderboard-toggle').check();
    await page.getByText('Saved.').waitFor();
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await page.setViewportSize(PHONE);
    await page.goto('/th/games');
    expect(await page.locator('h1').textContent()).toBe('เกม');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await screenshot(page, 'learning-games-th-dark-phone');
    expect(problems).toEqual([]);
    await context.close();
  });
});
