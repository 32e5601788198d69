import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

export const SCREENSHOTS = resolve(import.meta.dirname, '../test-output/screenshots');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export const PHONE = { width: 360, height: 780 };
export const DESKTOP = { width: 1440, height: 900 };

/** A page in a fresh context (own cookies), collecting CSP violations and page errors. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  // A blocked script, style or eval is a bug even when the page copes: report it as a console error.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return { context, page, problems };
}

/**
 * Waits until the page's scripts have run (the root layout marks `<body data-hydrated>`). Controls
 * that only work with JavaScript, and links that navigate within the page, need it.
 */
export async function waitUntilInteractive(page: Page) {
  await page.locator('body[data-hydrated]').waitFor();
}

/**
 * Signs in through the e-mail form and waits for the page it returns to: the address first, then
 * the form's removal, since a client-side navigation changes the address before it renders the page.
 */
export async function logInByEmail(
  page: Page,
  account: { locale: 'en' | 'th'; email: string; password: string; redirectTo: string },
) {
  const { locale, email, password, redirectTo } = account;
  await page.goto(`/${locale}/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === redirectTo);
  await page.getByTestId('login-form').waitFor({ state: 'detached' });
  await waitUntilInteractive(page);
}

/** Fails on any serious or critical violation of WCAG 2.2 A and AA rules (target size included), naming each. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
