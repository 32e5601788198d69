import type { Browser, Page } from 'playwright-core';
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

// A second site with the captcha on; its widget script and siteverify are a local fake.
const baseUrl = inject('captchaBaseUrl');

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`input[name="${name}"]`).fill(value);
}

/** The answer the form will send (the widget's hidden field). */
const answer = (page: Page) => page.locator('input[name="cf-turnstile-response"]').inputValue();

describe('captcha', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('asks for the captcha to register and registers once it is ticked', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    const response = await page.goto('/en/register');
    // The script's origin, and only it, is allowed to run scripts and show frames.
    const csp = response?.headers()['content-security-policy'] ?? '';
    const widgetOrigin = /script-src [^;]*(http:\/\/127\.0\.0\.1:\d+)/.exec(csp)?.[1];
    expect(widgetOrigin).toBeDefined();
    expect(csp).toContain(`frame-src 'self' ${widgetOrigin}`);

    const widget = page.getByRole('group', { name: 'Security check' });
    const tick = widget.getByRole('checkbox', { name: 'I am human' });
    await tick.waitFor();
    expect(await widget.getByText('I am human').getAttribute('data-theme')).toBe('light');

    const email = `captcha.${Date.now()}@example.com`;
    await fill(page, { email, password: 'Journey#2026', confirmPassword: 'Journey#2026' });
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByTestId('captcha-error').textContent())
      .toBe('Please confirm that you are not a robot.');
    // The message is tied to the widget and is where keyboard focus lands.
    expect(await widget.getAttribute('aria-describedby')).toBe(
      await page.getByTestId('captcha-error').getAttribute('id'),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'captcha-error',
    );
    await expectAccessible(page);
    await screenshot(page, 'captcha-register-required-en-light-1440');

    await tick.check();
    expect(await answer(page)).toMatch(/^fake\./);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.waitForURL('**/en/register/sent?email=*');
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows the widget on forgot password in Thai and the dark theme, with a fresh answer after each refusal', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport: PHONE });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
    await page.goto('/th/forgot-password');
    const widget = page.getByRole('group', { name: 'การตรวจสอบความปลอดภัย' });
    const tick = widget.getByRole('checkbox', { name: 'ฉันเป็นมนุษย์' });
    await tick.waitFor();
    expect(await widget.getByText('ฉันเป็นมนุษย์').getAttribute('data-theme')).toBe('dark');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'horizontal scroll').toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'captcha-forgot-th-dark-360');

    await fill(page, { email: 'nobody.here@example.com' });
    await page.getByRole('button', { name: 'ส่งลิงก์รีเซ็ต' }).click();
    await expect
      .poll(() => page.getByTestId('captcha-error').textContent())
      .toBe('กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ');

    // The answer passes, the address does not: the used answer is dropped and the box cleared.
    await tick.check();
    await page.getByRole('button', { name: 'ส่งลิงก์รีเซ็ต' }).click();
    await expect.poll(() => page.getByTestId('field-error').textContent()).toBe('ไม่พบอีเมลนี้');
    await expect.poll(() => tick.isChecked()).toBe(false);
    expect(await answer(page)).toBe('');
    expect(await page.getByTestId('captcha-error').count()).toBe(0);

    await fill(page, { email: 'reader@kub-academy.local' });
    await tick.check();
    await page.getByRole('button', { name: 'ส่งลิงก์รีเซ็ต' }).click();
    await page.getByTestId('forgot-sent').waitFor();
    expect(problems.filter((p) => !/status of 40[04]/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows the captcha at login with the failure that makes it necessary, then signs in', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl });
    await page.goto('/en/login');
    const email = 'subscriber@kub-academy.local';
    for (let attempt = 1; attempt <= 3; attempt++) {
      await fill(page, { email, password: `Wrong#${attempt}pass` });
      await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Email or password is incorrect.');
      // The third failure brings the widget, so the fourth attempt can be answered at once.
      await expect.poll(() => page.getByTestId('captcha').count()).toBe(attempt === 3 ? 1 : 0);
    }
    expect(await page.getByTestId('captcha-error').count()).toBe(0);
    // An attempt without the answer is refused next to the widget.
    await fill(page, { email, password: 'Wrong#4pass' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await expect
      .poll(() => page.getByTestId('captcha-error').textContent())
      .toBe('Please confirm that you are not a robot.');
    await page.getByRole('checkbox', { name: 'I am human' }).check();
    await fill(page, { email, password: 'Subscriber#2026' });
    await page.getByTestId('login-form').getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${baseUrl}/en`);
    await page.getByTestId('user-menu').waitFor();
    await context.close();
  });

  it('says so when the widget script cannot load', async () => {
    const { context, page } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
    let release = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/turnstile/v0/api.js*', async (route) => {
      await held;
      await route.fulfill({ status: 503, body: 'unavailable' });
    });
    // The held script may hold the load event back; the page is usable before that.
    await page.goto('/en/register', { waitUntil: 'domcontentloaded' });
    await waitUntilInteractive(page);
    // The live region of the security check (the layout's offline banner is another, empty one).
    expect(await page.getByRole('status').filter({ hasText: /\S/ }).textContent()).toBe(
      'Loading the security check…',
    );
    release();
    await expect
      .poll(() => page.getByTestId('captcha-unavailable').textContent())
      .toBe(
        'The security check could not load. Check your internet connection or turn off content blockers for this page, then reload it.',
      );
    await expectAccessible(page);
    await context.close();
  });
});
