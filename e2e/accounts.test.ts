import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { linkIn, parseMail, type ReceivedMail } from '../apps/server/test/mail-inbox.ts';
import { DESKTOP, expectAccessible, launchBrowser, openPage, PHONE, screenshot } from './browser.ts';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');

/** Waits for a mail to `to` whose subject matches, as received by the SMTP listener. */
async function waitForMail(to: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = (await readdir(mailDir)).sort((a, b) => Number.parseInt(a) - Number.parseInt(b));
    const mails = await Promise.all(
      files.map(async (f) => parseMail(await readFile(join(mailDir, f), 'utf8'))),
    );
    const found = mails
      .slice(after)
      .filter((m) => m.raw.includes(to) && subject.test(m.subject))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" for ${to}`);
}

const mailCount = async () => (await readdir(mailDir)).length;

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
}

describe('accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('registers, confirms by mail, logs in and out, and resets the password', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const email = `journey.${Date.now()}@example.com`;

    await page.goto('/en/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByTestId('field-error').allTextContents())
      .toEqual([
        'Please input your email',
        'Please input your password',
        'Please re-enter your password',
        'Please check agree to the terms and conditions',
      ]);
    // Keyboard users land on the first field in error.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await expectAccessible(page);
    await screenshot(page, 'accounts-register-errors-en-light-1440');

    await fill(page, { email, password: 'weakpass', confirmPassword: 'other' });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByTestId('field-error').first().textContent())
      .toContain('Password must be at least 8 characters');

    await fill(page, { email, password: 'Journey#2026', confirmPassword: 'Journey#2026' });
    await page.getByRole('checkbox').check();
    const before = await mailCount();
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/en/register/sent?email=*');
    await expect.poll(() => page.locator('h1').textContent()).toBe('Check your email');

    const confirmation = await waitForMail(email, /Confirm your e-mail/, before);
    await page.goto(linkIn(confirmation, '/confirm').toString());
    await page.getByRole('button', { name: 'Confirm my email' }).click();
    await page.getByTestId('confirm-done').waitFor();
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL('**/en/login?confirmed=1');

    await fill(page, { email, password: 'Wrong#2026x' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email or password is incorrect.');
    // The refused attempt's data reloads the page's loaders; type the right password once they are in.
    await page.waitForLoadState('networkidle');
    await fill(page, { email, password: 'Journey#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    const cookie = (await context.cookies()).find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    const menu = page.getByTestId('user-menu');
    await menu.locator('summary').click();
    await expect
      .poll(() => menu.getByRole('link').allTextContents())
      .toEqual(['Profile', 'Favourites', 'My quizzes', 'My subscription', 'Dashboard']);
    await expectAccessible(page);
    await screenshot(page, 'accounts-user-menu-en-light-1440');
    await page.getByTestId('logout').click();
    await page.getByTestId('sign-in').waitFor();
    expect((await context.cookies()).find((c) => c.name === 'session')).toBeUndefined();

    await page.goto('/en/forgot-password');
    await fill(page, { email: 'nobody.here@example.com' });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect.poll(() => page.getByTestId('field-error').textContent()).toBe('Email not found');
    await fill(page, { email });
    const beforeReset = await mailCount();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByTestId('forgot-sent').waitFor();
    const resetMail = await waitForMail(email, /Reset your KUB Academy password/, beforeReset);
    const resetLink = linkIn(resetMail, '/reset-password').toString();
    await page.goto(resetLink);
    await fill(page, { password: 'Renewed#2026', confirmPassword: 'Renewed#2026x' });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect
      .poll(() => page.getByTestId('field-error').textContent())
      .toBe('Confirm password not matching');
    await fill(page, { password: 'Renewed#2026', confirmPassword: 'Renewed#2026' });
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.waitForURL('**/en/login?reset=1');
    await fill(page, { email, password: 'Renewed#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByTestId('user-menu').waitFor();

    // The link was used: it now shows the expired state with a way to ask for a new one.
    await page.goto(resetLink);
    await expect.poll(() => page.locator('h1').textContent()).toBe('This link is expired.');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL('**/en/forgot-password');
    // Refused submissions answer 4xx on purpose; the browser logs each one.
    expect(problems.filter((p) => !/status of 40[014]/.test(p))).toEqual([]);
    await context.close();
  });

  it('asks a visitor to log in and returns to the page afterwards', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, locale: 'th-TH' });
    await page.goto(`/th/login?redirectTo=${encodeURIComponent('/th/legal/privacy-policy')}`);
    await expect.poll(() => page.getByTestId('form-info').textContent()).toBe('กรุณาเข้าสู่ระบบก่อนดำเนินการต่อ');
    await fill(page, { email: 'reader@kub-academy.local', password: 'Reader#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL('**/th/legal/privacy-policy');
    await page.getByTestId('user-menu').waitFor();

    // Another site's address in the parameter is ignored.
    await page
      .getByTestId('logout')
      .evaluate((button) => (button as HTMLButtonElement).form?.requestSubmit());
    await page.getByTestId('sign-in').waitFor();
    await page.goto(`/th/login?redirectTo=${encodeURIComponent('//evil.example/th')}`);
    await fill(page, { email: 'reader@kub-academy.local', password: 'Reader#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL(`${baseUrl}/th`);
    await context.close();
  });

  it('works without JavaScript', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, javaScriptEnabled: false });
    await page.goto('/en/login');
    await fill(page, { email: 'reader@kub-academy.local', password: 'Not#Right1' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe('Email or password is incorrect.');
    await fill(page, { email: 'reader@kub-academy.local', password: 'Reader#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByTestId('user-menu').locator('summary').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('sign-in').waitFor();
    await context.close();
  });

  describe.each([
    ['en', 'light'],
    ['en', 'dark'],
    ['th', 'light'],
    ['th', 'dark'],
  ] as const)('pages in %s, %s theme', (locale, theme) => {
    it.each([
      ['login', '/login'],
      ['register', '/register'],
      ['register-sent', '/register/sent?email=reader%40example.com'],
      ['forgot', '/forgot-password'],
      ['reset-expired', '/reset-password?token=expired-or-unknown-token'],
      ['confirm-expired', '/confirm'],
    ])('%s is accessible at 360 and 1440 px', async (name, path) => {
      for (const viewport of [PHONE, DESKTOP]) {
        const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport });
        await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
        await page.goto(`/${locale}${path}`);
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        await page.locator('h1').waitFor();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
        await expectAccessible(page);
        await screenshot(page, `accounts-${name}-${locale}-${theme}-${viewport.width}`);
        expect(problems).toEqual([]);
        await context.close();
      }
    });
  });
});
