import { randomBytes } from 'node:crypto';
import { parseKubAmount } from '@app/contracts/money';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, inTransaction, openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';
import { type ProductionServer, startProductionServer } from '../apps/server/test/production-server.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
} from './browser.ts';

const PASSWORD = 'Buyer#2026';
const PIN = '135790';
const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const TEXT = {
  en: {
    login: 'Log in',
    title: 'Choose your package',
    wrongPin: 'The PIN is incorrect.',
    success: 'Welcome aboard!',
    inProgress: 'Cannot purchase multiple packages simultaneously',
    short: 'Insufficient balance, Please deposit',
    active: 'Active',
    quota: '20 of 20 left',
    offChain: 'This card is not on chain yet.',
  },
  th: {
    login: 'เข้าสู่ระบบ',
    title: 'เลือกแพ็กเกจของคุณ',
    wrongPin: 'PIN ไม่ถูกต้อง',
    success: 'ยินดีต้อนรับ!',
    inProgress: 'ไม่สามารถซื้อหลายแพ็กเกจพร้อมกันได้',
    short: 'ยอดเงินไม่เพียงพอ กรุณาเติมเงิน',
    active: 'ใช้งานอยู่',
    quota: 'เหลือ 20 จาก 20',
    offChain: 'บัตรนี้ยังไม่อยู่บนเชน',
  },
} as const;

/**
 * The purchase journey on its own site over PostgreSQL, so the test can give its buyers KUB
 * (through the ledger) and a PIN (through the PIN service) while the site runs: the deposit and
 * PIN screens are another feature's.
 */
describe('subscriptions', () => {
  let browser: Browser;
  let site: ProductionServer;
  let database: Database;
  let name: string;

  beforeAll(async () => {
    name = `kub_e2e_subs_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = withDatabase(POSTGRES, name);
    site = await startProductionServer({ databaseUrl: url, env: { LOG_LEVEL: 'error' } });
    database = await openDatabase({ url, poolSize: 2 });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await database?.close();
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** A KYC-verified buyer with a password, and optionally a PIN and KUB. */
  async function buyer(locale: 'en' | 'th', options: { kub?: string; pin?: boolean } = {}) {
    const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        kycOverride: true,
        firstName: 'Napat',
        locale,
      })
      .returning({ id: users.id });
    const userId = row!.id;
    if (options.pin ?? true) await setPin(database.db, systemClock, userId, PIN);
    if (options.kub) {
      await inTransaction(database.db, (tx) =>
        transfer(
          tx,
          systemClock,
          {
            kind: 'deposit',
            currency: 'KUB',
            amount: parseKubAmount(options.kub!)!,
            from: { system: 'DEPOSITS' },
            to: { userId },
            idempotencyKey: `e2e-deposit-${userId}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
    }
    return email;
  }

  function logIn(page: Page, locale: 'en' | 'th', email: string, redirectTo: string) {
    return logInByEmail(page, { locale, email, password: PASSWORD, redirectTo });
  }

  for (const [locale, theme] of [
    ['en', 'light'],
    ['th', 'dark'],
  ] as const) {
    const text = TEXT[locale];

    it(`buys a package: list, order, PIN, success, My subscription (${locale}, ${theme})`, async () => {
      const { context, page, problems } = await openPage(browser, { baseURL: site.url });
      await context.addCookies([{ name: 'theme', value: theme, url: site.url }]);
      const email = await buyer(locale, { kub: '60' });
      await logIn(page, locale, email, `/${locale}/subscriptions`);

      // Thai text carries invisible line-break marks (word joiners) inside some words.
      expect((await page.locator('h1').textContent())?.replace(/[\u2060\u200B]/g, '')).toBe(text.title);
      expect(await page.getByTestId('package-card').count()).toBe(3);
      await expectAccessible(page);
      await screenshot(page, `subscriptions-list-${locale}-${theme}-1440`);
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, `subscriptions-list-${locale}-${theme}-360`);
      await page.setViewportSize(DESKTOP);

      await page.getByTestId('choose-monthly').click();
      await page.waitForURL(`**/${locale}/subscriptions/*/order`);
      expect(await page.getByTestId('order-balance').textContent()).toBe('60 KUB');
      expect(await page.getByTestId('order-price').textContent()).toBe('5 KUB');
      await page.locator('body[data-hydrated]').waitFor();

      // A wrong PIN is said next to the field; nothing is bought.
      await page.getByLabel(locale === 'en' ? '6-digit PIN' : 'PIN 6 หลัก').fill('000000');
      await page.getByTestId('order-pay').click();
      await expect.poll(() => page.getByTestId('order-pin-error').textContent()).toBe(text.wrongPin);
      await expectAccessible(page);
      await screenshot(page, `subscriptions-order-${locale}-${theme}-1440`);
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, `subscriptions-order-${locale}-${theme}-360`);
      await page.setViewportSize(DESKTOP);

      await page.getByLabel(locale === 'en' ? '6-digit PIN' : 'PIN 6 หลัก').fill(PIN);
      await page.getByTestId('order-pay').click();
      await page.waitForURL(`**/${locale}/subscriptions/*/success`);
      await expect.poll(() => page.locator('h1').textContent()).toBe(text.success);
      await expectAccessible(page);

      await page.getByTestId('to-my-subscription').click();
      await page.waitForURL(`**/${locale}/my-subscription`);
      await expect.poll(() => page.getByTestId('term-status').textContent()).toBe(text.active);
      expect(await page.getByTestId('term-quota').textContent()).toContain(text.quota);
      expect(await page.getByTestId('card-off-chain').textContent()).toContain(text.offChain);
      const image = page.getByTestId('member-card-image');
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
      await expectAccessible(page);
      await screenshot(page, `subscriptions-mine-${locale}-${theme}-1440`);
      await page.setViewportSize(PHONE);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await screenshot(page, `subscriptions-mine-${locale}-${theme}-360`);
      await page.setViewportSize(DESKTOP);

      // A second package while this term runs is refused before any PIN is asked.
      await page.goto(`/${locale}/subscriptions`);
      expect(await page.getByTestId('already-subscriber').count()).toBe(1);
      await page.getByTestId('choose-yearly').click();
      await page.waitForURL(`**/${locale}/subscriptions/*/order`);
      expect(await page.getByTestId('order-refusal').textContent()).toContain(text.inProgress);
      expect(await page.getByTestId('order-form').count()).toBe(0);

      // Refused payments answer 4xx on purpose; the browser logs each one.
      expect(problems.filter((p) => !/status of 4\d\d/.test(p))).toEqual([]);
      await context.close();
    });

    it(`leads to the PIN setting and says when KUB is short (${locale})`, async () => {
      const { context, page } = await openPage(browser, { baseURL: site.url });
      const withoutPin = await buyer(locale, { kub: '60', pin: false });
      await logIn(page, locale, withoutPin, `/${locale}/subscriptions`);
      await page.getByTestId('choose-monthly').click();
      await page.waitForURL(`**/${locale}/subscriptions/*/order`);
      expect(await page.getByTestId('set-pin').getAttribute('href')).toBe(`/${locale}/profile#pin`);
      await expectAccessible(page);
      await context.close();

      const second = await openPage(browser, { baseURL: site.url });
      const poor = await buyer(locale, { kub: '2' });
      await logIn(second.page, locale, poor, `/${locale}/subscriptions`);
      await second.page.getByTestId('choose-yearly').click();
      await second.page.waitForURL(`**/${locale}/subscriptions/*/order`);
      const refusal = await second.page.getByTestId('order-refusal').textContent();
      expect(refusal).toContain(text.short);
      expect(await second.page.getByTestId('order-short').textContent()).toContain('48');
      expect(await second.page.getByTestId('order-deposit').getAttribute('href')).toBe(`/${locale}/deposit`);
      await expectAccessible(second.page);
      await screenshot(second.page, `subscriptions-order-short-${locale}-1440`);
      await second.context.close();
    });
  }

  it('sends a visitor who orders to log in first', async () => {
    const { context, page } = await openPage(browser, { baseURL: site.url });
    await page.goto('/en/subscriptions');
    await page.getByTestId('choose-monthly').click();
    await page.waitForURL('**/en/login?**');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toMatch(/^\/en\/subscriptions\/\d+\/order$/);
    await context.close();
  });
});
