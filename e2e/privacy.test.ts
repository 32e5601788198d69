import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseMail, type ReceivedMail } from '../apps/server/test/mail-inbox.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  openPage,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';

const baseUrl = inject('baseUrl');
const DAY_MS = 24 * 60 * 60 * 1000;
const mailDir = inject('mailDir');
const stamp = Date.now().toString(36);

const TEXT = {
  en: {
    title: 'Your data',
    ask: 'Ask for a copy of my data',
    ready: 'Your data is ready',
    json: 'Download JSON file',
    close: 'Close my account',
    awaiting: 'We sent you an e-mail',
    confirm: 'Confirm closing my account',
    coolingOff: 'Your account will be closed on',
    cancel: 'Cancel closing my account',
    cancelled: 'Closing your account was cancelled',
  },
  th: {
    title: 'ข้อมูลของคุณ',
    ask: 'ขอสำเนาข้อมูลของฉัน',
    ready: 'ข้อมูลของคุณพร้อมแล้ว',
    json: 'ดาวน์โหลดไฟล์ JSON',
    close: 'ปิดบัญชีของฉัน',
    awaiting: 'เราส่งอีเมลถึงคุณแล้ว',
    confirm: 'ยืนยันการปิดบัญชีของฉัน',
    coolingOff: 'บัญชีของคุณจะถูกปิดในวันที่',
    cancel: 'ยกเลิกการปิดบัญชี',
    cancelled: 'ยกเลิกการปิดบัญชีแล้ว',
  },
} as const;

/** The back office's privacy page, in each language. */
const ADMIN_TEXT = {
  en: {
    awaiting: 'Waiting for the e-mail confirmation',
    daysLeft: '30 days left',
    cancel: 'Cancel the closure',
    reason: 'Reason (kept in the audit log)',
    finished: 'Finished',
    cancelled: 'Cancelled',
  },
  th: {
    awaiting: 'รอการยืนยันทางอีเมล',
    daysLeft: 'เหลือ 30 วัน',
    cancel: 'ยกเลิกการปิดบัญชี',
    reason: 'เหตุผล (บันทึกไว้ในบันทึกการตรวจสอบ)',
    finished: 'เสร็จสิ้นแล้ว',
    cancelled: 'ยกเลิกแล้ว',
  },
} as const;

/** Waits for the closure's confirmation mail to `to`, as received by the SMTP listener. */
async function closureMail(to: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = await readdir(mailDir);
    for (const file of files) {
      const mail = parseMail(await readFile(join(mailDir, file), 'utf8'));
      if (mail.raw.includes(to) && mail.raw.includes('/profile/close?token=')) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no closure mail for ${to}`);
}

/** Opens a new account at the local exchange and signs in with it (an account without a password). */
async function signInAsNewcomer(page: Page, name: string, email: string) {
  await page.goto('/en/login/sso');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Open the account' }).click();
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await page.waitForURL('**/en/profile');
}

describe('your data', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const locale of ['en', 'th'] as const) {
    it(`downloads a copy, asks to close, confirms by e-mail and cancels during the cooling-off period (${locale})`, async () => {
      const text = TEXT[locale];
      const email = `data.${locale}.${stamp}@example.com`;
      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl });
      try {
        await signInAsNewcomer(page, `Dara ${locale.toUpperCase()} Privacy`, email);
        await page.goto(`/${locale}/profile#your-data`);
        await waitUntilInteractive(page);
        const section = page.getByTestId('your-data');
        await section.scrollIntoViewIfNeeded();
        expect(await section.getByRole('heading', { level: 2 }).textContent()).toBe(text.title);

        // Download: asked, prepared by a job while the page waits, then one file.
        await section.getByRole('button', { name: text.ask }).click();
        await section.getByText(text.ready).waitFor({ timeout: 20_000 });
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          section.getByRole('link', { name: text.json }).click(),
        ]);
        const archive = JSON.parse(await readFile((await download.path())!, 'utf8'));
        expect(archive.sections.profile.records[0].email).toBe(email);
        await expectAccessible(page);

        // Close: an exchange-only account just signed in needs neither password nor PIN.
        const submit = section.getByTestId('closure-submit');
        expect((await submit.textContent())?.trim()).toBe(text.close);
        await submit.click();
        await section.getByText(text.awaiting).waitFor();
        const link = /https?:\/\/\S+\/profile\/close\?token=[\w-]+/.exec((await closureMail(email)).text)![0];
        // The mail links to the account's language (English here); the page is read in this one.
        const url = new URL(link);
        await page.goto(url.pathname.replace(/^\/(en|th)\//, `/${locale}/`) + url.search);
        await waitUntilInteractive(page);
        await page.getByRole('button', { name: text.confirm }).click();
        await page.getByTestId('closure-confirmed').getByText(text.coolingOff).waitFor();

        // Cooling-off: the profile says when, and cancelling keeps the account.
        await page.goto(`/${locale}/profile#your-data`);
        await waitUntilInteractive(page);
        await section.getByText(text.coolingOff).waitFor();
        await section.getByRole('button', { name: text.cancel }).click();
        await section.getByText(text.cancelled).waitFor();
        await page.reload();
        await section.getByText(text.cancelled).waitFor();
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
  for (const locale of ['en', 'th'] as const) {
    it(`shows an admin a pending closure with its 30-day deadline, and the admin's cancellation is audited (${locale})`, async () => {
      const text = ADMIN_TEXT[locale];
      const email = `closure.admin.${locale}.${stamp}@example.com`;
      const member = await openPage(browser, { baseURL: baseUrl });
      try {
        await signInAsNewcomer(member.page, `Niran ${locale.toUpperCase()} Closure`, email);
        await member.page.goto(`/${locale}/profile#your-data`);
        await waitUntilInteractive(member.page);
        const section = member.page.getByTestId('your-data');
        await section.getByTestId('closure-submit').click();
        await section.getByText(TEXT[locale].awaiting).waitFor();
      } finally {
        await member.context.close();
      }

      const { context, page, problems } = await openPage(browser, { baseURL: baseUrl, viewport: DESKTOP });
      try {
        await page.goto(`/${locale}/login?redirectTo=${encodeURIComponent(`/${locale}/admin/privacy`)}`);
        await page.locator('input[name="email"]').fill('admin@kub-academy.local');
        await page.locator('input[name="password"]').fill('Admin#2026');
        await page.getByTestId('login-form').locator('button[type="submit"]').click();
        await page.waitForURL((url) => url.pathname === `/${locale}/admin/privacy`);
        await waitUntilInteractive(page);

        // The open closure, with its status and its deadline 30 days after it was asked for.
        const card = page.getByTestId('privacy-list').locator('li', { hasText: email });
        await expect.poll(() => card.count()).toBe(1);
        expect(await card.textContent()).toContain(text.awaiting);
        const deadline = card.getByTestId('privacy-deadline');
        expect(await deadline.textContent()).toContain(text.daysLeft);
        const due = Date.parse((await deadline.locator('time').getAttribute('datetime'))!);
        expect(Math.abs(due - (Date.now() + 30 * DAY_MS))).toBeLessThan(10 * 60_000);
        await expectAccessible(page);
        await screenshot(page, `admin-privacy-${locale}-light-1440`);

        // An action needs a reason: the message sits under the field, in the page's language.
        const id = (await card.getAttribute('data-testid'))!.replace('privacy-request-', '');
        await card.getByRole('button', { name: text.cancel }).click();
        await expect.poll(() => page.getByTestId(`privacy-${id}-reason-error`).count()).toBe(1);
        const reason = `The member asked by phone to keep the account (${locale})`;
        await card.getByLabel(text.reason).fill(reason);
        await card.getByRole('button', { name: text.cancel }).click();
        // No longer open: it leaves the list, and is found among the finished ones, cancelled.
        await expect.poll(() => card.count()).toBe(0);
        await page.getByRole('link', { name: text.finished, exact: true }).click();
        await page.waitForURL((url) => url.searchParams.get('state') === 'finished');
        const finished = page.getByTestId(`privacy-request-${id}`);
        await expect.poll(() => finished.textContent()).toContain(text.cancelled);

        // The audit log has the action with its reason.
        await page.goto(`/${locale}/admin/audit?action=privacy.closure.cancel&targetId=${id}`);
        await page.getByTestId('audit-list').locator('summary').first().click();
        await expect.poll(() => page.getByTestId('audit-list').textContent()).toContain(reason);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
