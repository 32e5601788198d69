import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { NAV_ITEMS, NAV_MENUS } from '../apps/web/app/lib/site-map.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

/** Where the navbar's menus and single links lead (signed out). */
const MENU_PATHS = [
  ...new Set([
    ...NAV_ITEMS.map((item) => item.path),
    ...Object.values(NAV_MENUS).flatMap((links) => links.map((link) => link.path)),
  ]),
];

const baseUrl = inject('baseUrl');

describe('site shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('lands on the browser language, switches language on the same page and remembers it', async () => {
    const { context, page, problems } = await openPage(browser, { locale: 'th-TH', baseURL: baseUrl });
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/th');
    expect(await page.getAttribute('html', 'lang')).toBe('th');
    await expect
      .poll(async () => (await page.locator('h1').textContent())?.replace(/[\u2060\u200B]/g, ''))
      .toContain('คริปโต');

    await page.goto('/th/legal/privacy-policy');
    await page.getByTestId('language-switcher').click();
    await page.waitForURL('**/en/legal/privacy-policy');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Privacy Notice');

    // The choice now wins over the browser's Thai.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('toggles the theme and keeps it across a reload, dark before the first paint', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    // What the page looked like when it was first painted, and when its HTML had been read.
    await context.addInitScript(() => {
      const seen: Record<string, string> = {};
      Object.assign(window, { themeSeen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen[entry.name] ??= document.documentElement.className;
      }).observe({ type: 'paint', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        seen.parsed = document.documentElement.className;
      });
    });
    const seen = () =>
      page.evaluate(() => (window as unknown as { themeSeen: Record<string, string> }).themeSeen);
    await page.goto('/en');
    expect(await page.getAttribute('html', 'class')).toBeNull();
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'class')).toBe('dark');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'theme')?.value)
      .toBe('dark');

    // The server's HTML is the same for every visitor (a CDN keeps it); the head script applies
    // the reader's theme before anything is painted, so there is no flash of the light theme.
    const html = await (await page.request.get('/en')).text();
    expect(html).toMatch(/<html lang="en" style="color-scheme:light">/);
    await page.reload();
    await expect.poll(async () => (await seen())['first-contentful-paint']).toBe('dark');
    expect(await seen()).toMatchObject({ parsed: 'dark', 'first-paint': 'dark' });
    expect(await page.getAttribute('meta[name="theme-color"]', 'content')).toBe('#020617');
    await waitUntilInteractive(page);
    expect(await page.getAttribute('html', 'class')).toBe('dark');

    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.getAttribute('html', 'class')).toBeNull();
    await page.reload();
    await expect.poll(async () => (await seen())['first-contentful-paint']).toBe('');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens a legal page from the footer and shows the progress bar while it loads', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en');
    // Links navigate in the page (with the bar) once it is interactive; before that, as plain links.
    await waitUntilInteractive(page);
    // Slow the next page's data down so the bar is there to be seen.
    await page.route('**/*.data*', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    const bar = page.getByTestId('progress-bar');
    await bar.waitFor({ state: 'visible', timeout: 5000 });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(8);
    await page.waitForURL('**/en/legal/cookies-policy');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Cookie Policy');
    await bar.waitFor({ state: 'detached', timeout: 5000 });
    expect(await page.locator('.prose-doc h2').count()).toBeGreaterThan(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends pages compressed and hashed assets with a year-long cache', async () => {
    const page = await fetch(`${baseUrl}/en`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(['br', 'gzip']).toContain(page.headers.get('content-encoding'));
    const html = await page.text();
    const entry = /\/assets\/entry\.client-[\w-]+\.js/.exec(html)?.[0];
    expect(entry).toBeDefined();
    const asset = await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    // The Latin font is asked for with the page, so text does not jump when it arrives.
    expect(html).toMatch(/<link[^>]+rel="preload"[^>]+inter-latin[^>]+\.woff2/);
  });

  it('shows at most three toasts at once and hides them after five seconds', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en');
    for (let i = 0; i < 5; i++) await page.getByTestId('connect-wallet').click();
    expect(await page.getByTestId('toast').count()).toBe(3);
    await page.getByTestId('toast').first().waitFor({ state: 'detached', timeout: 7000 });
    await context.close();
  });

  it('serves real 404 pages in both languages, and every menu destination is a real page', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    const missing = await page.goto('/th/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect.poll(() => page.locator('h1').textContent()).toBe('ไม่พบหน้าที่คุณต้องการ');

    // No menu leads to a placeholder: each destination answers 200 with its own heading.
    for (const path of MENU_PATHS) {
      const response = await page.goto(`/en${path}`);
      expect(response?.status(), path).toBe(200);
      expect(await page.locator('h1').count(), path).toBeGreaterThan(0);
    }

    const bare = await page.goto('/articles');
    expect(new URL(page.url()).pathname).toBe('/en/articles');
    expect(bare?.status()).toBe(200);
    await context.close();
  });

  const pages = ['/', '/legal/terms-conditions', '/games', '/missing-page'];
  for (const locale of ['en', 'th'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`has no serious accessibility violations (${locale}, ${theme}) and looks right on phone and desktop`, async () => {
        const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
        await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
        for (const path of pages) {
          await page.setViewportSize(DESKTOP);
          await page.goto(`/${locale}${path === '/' ? '' : path}`);
          await expectAccessible(page);
          const name = `${locale}-${theme}-${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}`;
          await screenshot(page, `${name}-desktop`);
          await page.setViewportSize(PHONE);
          // Nothing may be wider than a phone's screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            PHONE.width,
          );
          await screenshot(page, `${name}-phone`);
        }
        expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
        await context.close();
      });
    }
  }

  it('paints the page before it asks for any script, then becomes interactive', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    for (const path of ['/en', '/th/glossary', '/en/articles/what-is-a-blockchain']) {
      await page.goto(path);
      await waitUntilInteractive(page);
      const timing = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => entry.startTime),
      }));
      expect(timing.firstContentfulPaint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstContentfulPaint!);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('opens the phone menu from the keyboard', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await page.goto('/en');
    // The menu button works once the page is interactive.
    await waitUntilInteractive(page);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await page.locator('#mobile-menu').waitFor();
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Articles', exact: true }).click();
    await page.waitForURL('**/en/articles');
    await expect.poll(() => page.locator('#mobile-menu').count()).toBe(0);
    await context.close();
  });
});
