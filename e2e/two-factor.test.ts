import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductionServer, startProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const ADMIN = { email: 'admin@kub-academy.local', password: 'Admin#2026' };
const STEP_MS = 30_000;

/** The code an authenticator app shows for this secret in the time step after `after` (no replay). */
async function nextCode(secret: string, after: number): Promise<string> {
  const nextStep = (Math.floor(after / STEP_MS) + 1) * STEP_MS;
  if (Date.now() < nextStep) await new Promise((resolve) => setTimeout(resolve, nextStep - Date.now() + 200));
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
}

async function logIn(page: Page, redirectTo: string) {
  await page.goto(`/en/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await waitUntilInteractive(page);
  await page.locator('input[name="email"]').fill(ADMIN.email);
  await page.locator('input[name="password"]').fill(ADMIN.password);
  await page.getByTestId('login-form').locator('button[type="submit"]').click();
}

describe('two-step verification of the back office', () => {
  let browser: Browser;
  let site: ProductionServer;
  beforeAll(async () => {
    // A site of its own: the seeded admin here gets a second factor, which no other journey expects.
    [browser, site] = await Promise.all([
      launchBrowser(),
      startProductionServer({ env: { LOG_LEVEL: 'error', STAFF_TWO_FACTOR: 'required', SMTP_URL: '' } }),
    ]);
    // A fresh embedded database migrates and seeds first: slow on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
  });

  it('sends an admin to set it up, then asks for a code at every sign-in', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.url, viewport: DESKTOP });
    await logIn(page, '/en/admin');
    // No back office before the second factor: the profile's section says why.
    await page.waitForURL(/\/en\/profile(#two-factor)?$/);
    const section = page.getByTestId('two-factor-section');
    await section.waitFor();
    await waitUntilInteractive(page);
    expect(await page.getByTestId('two-factor-status').textContent()).toBe(
      'Two-step verification is off. Set it up before you use the back office.',
    );

    await page.getByTestId('two-factor-start').click();
    const secret = String(await page.getByTestId('two-factor-secret').textContent()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await section.getByRole('img', { name: /QR code/ }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'two-factor-setup-en-light-1440');

    // A wrong code is refused under the field; the right one turns it on and shows the codes once.
    await section.locator('input[name="code"]').fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(() => page.getByTestId('profile-code-error').textContent())
      .toBe('This code is wrong or was already used. Please try again.');
    const confirmedAt = Date.now();
    await section
      .locator('input[name="code"]')
      .fill(new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate());
    await section.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBe(10);
    expect(await page.getByTestId('two-factor-status').textContent()).toBe('Two-step verification is on.');
    const firstCodes = await page.getByTestId('recovery-codes').locator('li').allTextContents();
    await page.getByRole('button', { name: 'I have saved my codes' }).click();

    // New recovery codes take a code from the app; where the factor is required it cannot be turned off.
    const manage = page.getByTestId('two-factor-manage');
    await manage.waitFor();
    expect(await manage.getByRole('button', { name: 'Turn off' }).count()).toBe(0);
    await manage.locator('input[name="code"]').fill(await nextCode(secret, confirmedAt));
    const renewedAt = Date.now();
    await manage.getByRole('button', { name: 'New recovery codes' }).click();
    await page.getByTestId('recovery-codes').waitFor();
    const renewed = await page.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => firstCodes.includes(code))).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my codes' }).click();

    await page.goto('/en/admin');
    await page.getByTestId('admin-area').waitFor();

    // Signed out, the password alone is not enough: the code from the app is asked for next.
    await page.goto('/en/profile');
    await waitUntilInteractive(page);
    await page
      .getByTestId('logout')
      .evaluate((button) => (button as HTMLButtonElement).form?.requestSubmit());
    await page.getByTestId('sign-in').waitFor();
    await logIn(page, '/en/admin');
    await page.getByTestId('login-code-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe('Two-step verification');
    await expectAccessible(page);
    await screenshot(page, 'two-factor-code-en-light-1440');
    await page.locator('input[name="code"]').fill(await nextCode(secret, renewedAt));
    await page.getByTestId('login-code-form').locator('button[type="submit"]').click();
    await page.waitForURL('**/en/admin');
    await page.getByTestId('admin-area').waitFor();
    // The wrong code and the password step (which asks for the code) answer 401 by design.
    expect(problems.filter((problem) => !problem.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('asks for the code in Thai on a phone, in the dark theme', async () => {
    const { context, page } = await openPage(browser, {
      baseURL: site.url,
      viewport: PHONE,
      colorScheme: 'dark',
    });
    await page.goto('/th/login');
    await waitUntilInteractive(page);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.getByTestId('login-form').locator('button[type="submit"]').click();
    await page.getByTestId('login-code-page').waitFor();
    expect(await page.locator('h1').textContent()).toBe('การยืนยันตัวตนสองขั้นตอน');
    // A made-up recovery code is refused in Thai, and the sign-in keeps waiting for a code.
    await page.locator('input[name="code"]').fill('aaaaa-bbbbb');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('login-code-form').getByTestId('field-error').textContent())
      .toBe('รหัสนี้ไม่ถูกต้องหรือถูกใช้ไปแล้ว กรุณาลองอีกครั้ง');
    await expectAccessible(page);
    await screenshot(page, 'two-factor-code-th-dark-360');
    await context.close();
  });
});
