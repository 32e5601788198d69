import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unsubscribeKeyFrom } from '../apps/server/src/modules/reminders/reminder-config.ts';
import { unsubscribeToken } from '../apps/server/src/modules/reminders/unsubscribe-token.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { E2E_REMINDER_UNSUBSCRIBE_SECRET } from './reminder-secret.ts';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36);

/** Opens a new account at the local exchange and signs in with it; lands on the profile. */
async function signInAsNewcomer(page: Page, name: string, email: string) {
  await page.goto('/en/login/sso');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL('**/en/profile');
  await waitUntilInteractive(page);
}

const section = (page: Page) => page.getByTestId('reminders-section');

describe('reminders', () => {
  let browser: Browser;
  let userId = 0;
  let storage: Awaited<ReturnType<BrowserContext['storageState']>>;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('turns reminders on in the profile, keeps them after a reload, and shows them in Thai', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await signInAsNewcomer(page, 'Pim Reminder', `pim.${stamp}@example.com`);
    const reminders = section(page);
    await reminders.scrollIntoViewIfNeeded();
    expect(await reminders.getByRole('heading', { level: 2 }).textContent()).toBe('Reminders');
    // Opt-in: everything starts off.
    for (const label of ['A pop quiz opens', 'My subscription is ending', 'By e-mail']) {
      expect(await reminders.getByLabel(label).isChecked(), label).toBe(false);
    }
    await expectAccessible(page);

    // Keyboard only: tab to a switch, press space.
    await reminders.getByLabel('A pop quiz opens').focus();
    await page.keyboard.press('Space');
    await reminders.getByLabel('My subscription is ending').check();
    await reminders.getByLabel('By e-mail').check();

    // Notifications: the headless browser does not grant the permission, and the section says so.
    await reminders.getByLabel('As notifications in this browser').click();
    await expect
      .poll(() => reminders.getByRole('alert').textContent())
      .toMatch(/blocked in your browser settings|could not be set up/);
    expect(await reminders.getByLabel('As notifications in this browser').isChecked()).toBe(false);
    await reminders.screenshot({
      path: 'test-output/screenshots/reminders-en-light-desktop-push-refused.png',
    });

    await reminders.getByRole('button', { name: 'Save reminders' }).click();
    await page.getByText('Your reminders are saved.').waitFor();

    await page.reload();
    await waitUntilInteractive(page);
    expect(await section(page).getByLabel('A pop quiz opens').isChecked()).toBe(true);
    expect(await section(page).getByLabel('My subscription is ending').isChecked()).toBe(true);
    expect(await section(page).getByLabel('My pop quiz reward is about to expire').isChecked()).toBe(false);
    expect(await section(page).getByLabel('By e-mail').isChecked()).toBe(true);

    await page.goto('/th/profile');
    await waitUntilInteractive(page);
    const thai = section(page);
    expect(await thai.getByRole('heading', { level: 2 }).textContent()).toBe('การแจ้งเตือน');
    expect(await thai.getByLabel('ป๊อปควิซเปิดให้ตอบ').isChecked()).toBe(true);
    expect(await thai.getByLabel('การสมัครสมาชิกของฉันใกล้สิ้นสุด').isChecked()).toBe(true);
    expect(await thai.getByLabel('ทางอีเมล').isChecked()).toBe(true);
    await expectAccessible(page);

    const profile = await page.request.get('/api/client/v2/profile');
    userId = ((await profile.json()) as { id: number }).id;
    storage = await context.storageState();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('looks right in both languages and themes, on a phone and a desktop', async () => {
    for (const locale of ['en', 'th'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        for (const [device, viewport] of [
          ['phone', PHONE],
          ['desktop', DESKTOP],
        ] as const) {
          const context = await browser.newContext({
            baseURL: baseUrl,
            viewport,
            colorScheme: theme,
            storageState: storage,
          });
          await context.addCookies([{ name: 'theme', value: theme, url: baseUrl }]);
          const page = await context.newPage();
          await page.goto(`/${locale}/profile#reminders`);
          await waitUntilInteractive(page);
          await section(page).scrollIntoViewIfNeeded();
          await section(page).screenshot({
            path: `test-output/screenshots/reminders-${locale}-${theme}-${device}.png`,
          });
          if (device === 'phone' && theme === 'dark') await expectAccessible(page);
          await context.close();
        }
      }
    }
  });

  it('stops one reminder from the link in its mail with one button press, signed in or not', async () => {
    const token = unsubscribeToken(
      unsubscribeKeyFrom(E2E_REMINDER_UNSUBSCRIBE_SECRET),
      userId,
      'pop_quiz_open',
    );
    const link = `/en/reminders/unsubscribe?token=${encodeURIComponent(token)}`;

    const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
    await page.goto(link);
    expect(await page.getByTestId('unsubscribe-page').textContent()).toContain('“A pop quiz opens”');
    await expectAccessible(page);
    await screenshot(page, 'reminders-unsubscribe-en');
    await page.getByRole('button', { name: 'Stop this reminder' }).click();
    await expect
      .poll(() => page.getByTestId('unsubscribe-done').textContent())
      .toContain('you will no longer get reminders of this kind');

    // Again, in Thai: already off, still fine.
    await page.goto(link.replace('/en/', '/th/'));
    expect(await page.getByTestId('unsubscribe-done').textContent()).toContain('การแจ้งเตือนนี้ปิดอยู่แล้ว');

    // A forged link changes nothing.
    const forged = unsubscribeToken(
      unsubscribeKeyFrom('someone-elses-secret-of-enough-length-0000'),
      userId,
      'subscription_ending',
    );
    await page.goto(`/en/reminders/unsubscribe?token=${encodeURIComponent(forged)}`);
    expect(await page.getByTestId('unsubscribe-invalid').textContent()).toContain(
      'This unsubscribe link is not valid',
    );
    expect(problems).toEqual([]);
    await context.close();

    const signedIn = await browser.newContext({ baseURL: baseUrl, storageState: storage });
    const profile = await signedIn.newPage();
    await profile.goto('/en/profile');
    await waitUntilInteractive(profile);
    expect(await section(profile).getByLabel('A pop quiz opens').isChecked()).toBe(false);
    expect(await section(profile).getByLabel('My subscription is ending').isChecked()).toBe(true);
    await signedIn.close();
  });
});
