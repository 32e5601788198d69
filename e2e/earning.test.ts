import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../apps/server/src/db/client.ts';
import { exchangeAccounts, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import { adjustLedger } from '../apps/server/src/modules/wallet/wallet-admin.service.ts';
import { grantSubscription } from '../apps/server/test/subscription-grant.ts';
import {
  DESKTOP,
  expectAccessible,
  launchBrowser,
  logInByEmail,
  openPage,
  PHONE,
  screenshot,
  waitUntilInteractive,
} from './browser.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

// The checklist's steps, the claim's prefill and the quiz clock need rows set directly, so this
// file runs its own production server on a PostgreSQL database it can reach too.
const PASSWORD = 'Earning#2026';
const PIN = '135790';

describe('how earning works, and the earn screens', () => {
  let browser: Browser;
  let site: PostgresSite;
  let counter = 0;

  async function newUser(fields: Partial<typeof users.$inferInsert> = {}) {
    counter += 1;
    const email = `earning-${counter}-${Date.now()}@example.com`;
    const [row] = await site.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        ...fields,
      })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  const logIn = (page: Page, locale: 'en' | 'th', email: string, redirectTo: string) =>
    logInByEmail(page, { locale, email, password: PASSWORD, redirectTo });

  beforeAll(async () => {
    site = await startPostgresSite('earning');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('explains the loop to a visitor in both languages, themes and widths', async () => {
    const cases = [
      { locale: 'en', theme: 'light', viewport: DESKTOP },
      { locale: 'th', theme: 'dark', viewport: PHONE },
      { locale: 'en', theme: 'dark', viewport: PHONE },
      { locale: 'th', theme: 'light', viewport: DESKTOP },
    ] as const;
    for (const { locale, theme, viewport } of cases) {
      const { context, page, problems } = await openPage(browser, { baseURL: site.server.url, viewport });
      await context.addCookies([{ name: 'theme', value: theme, url: site.server.url }]);
      await page.goto(`/${locale}/earn`);
      await page.getByTestId('earn-page').waitFor();
      expect(await page.locator('h1').textContent()).toBe(
        locale === 'en' ? 'How earning works' : 'การสะสมคะแนนทำงานอย่างไร',
      );
      // Six steps, each a heading under the loop's heading, in the order a newcomer walks them.
      const steps = await page.getByTestId('earn-steps').locator('h3').allTextContents();
      expect(steps).toHaveLength(6);
      expect(await page.getByTestId('earn-rate').textContent()).toBe(
        locale === 'en' ? '100 points = 1 KKUB' : '100 คะแนน = 1 KKUB',
      );
      await page.getByTestId('earn-visitor').waitFor();
      expect(await page.getByTestId('earning-checklist').count()).toBe(0);
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await screenshot(page, `earn-${locale}-${theme}-${viewport.width}`);
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('is linked from the home pitch, which quotes package prices in KUB, and from the Earn menu', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: site.server.url });
    for (const locale of ['en', 'th'] as const) {
      await page.goto(`/${locale}`);
      const pitch = (await page.getByTestId('subscription-pitch').textContent()) ?? '';
      expect(pitch).toContain('1 KUB');
      expect(pitch).not.toMatch(/\$|baht|บาท/);
      await page.getByTestId('earn-menu').locator('summary').click();
      expect(await page.getByTestId('earn-menu').locator(`a[href="/${locale}/earn"]`).count()).toBe(1);
      expect(await page.locator(`footer a[href="/${locale}/earn"]`).count()).toBe(1);
    }
    await waitUntilInteractive(page);
    await page.getByTestId('home-how-earning-works').click();
    await page.waitForURL('**/th/earn');
    await page.getByTestId('earn-page').waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a newcomer's own checklist on the earn page and the dashboard until every step is done", async () => {
    const user = await newUser();
    const { context, page, problems } = await openPage(browser, {
      baseURL: site.server.url,
      viewport: PHONE,
    });
    await context.addCookies([{ name: 'theme', value: 'dark', url: site.server.url }]);
    await logIn(page, 'th', user.email, '/th/earn');
    const checklist = page.getByTestId('earning-checklist');
    await checklist.waitFor();
    expect(await page.getByTestId('earning-checklist-progress').textContent()).toBe('ทำแล้ว 0 จาก 5 ข้อ');
    const links = {
      exchange: '/th/profile#kyc',
      pin: '/th/profile#pin',
      deposit: '/th/deposit',
      subscription: '/th/subscriptions',
      wallet: '/th/profile#profile-wallet',
    };
    for (const [step, href] of Object.entries(links)) {
      expect(await page.getByTestId(`earning-step-${step}-link`).getAttribute('href')).toBe(href);
    }
    await expectAccessible(page);
    await screenshot(page, 'earn-checklist-th-dark-360');

    await page.goto('/th/dashboard');
    await checklist.waitFor();
    await screenshot(page, 'dashboard-checklist-th-dark-360');

    // Linked with a low KYC level: linked, but the step is still open and says why.
    const db = site.database.db;
    await db.insert(exchangeAccounts).values({
      userId: user.id,
      subject: `earning-${user.id}`,
      email: user.email,
      kycLevel: 1,
    });
    await setPin(db, systemClock, user.id, PIN);
    await page.goto('/th/earn');
    expect(await page.getByTestId('earning-step-exchange').getAttribute('data-done')).toBe('false');
    expect(await page.getByTestId('earning-step-exchange').textContent()).toContain('ระดับ KYC ยังไม่ถึงเกณฑ์');
    expect(await page.getByTestId('earning-step-pin').getAttribute('data-done')).toBe('true');

    await db
      .update(exchangeAccounts)
      .set({ kycLevel: 2 })
      .where(sql`user_id = ${user.id}`);
    await grantSubscription(db, user.id, { startsAt: new Date(Date.now() - 60_000) });
    await db
      .update(users)
      .set({ walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', walletProvenAt: new Date() })
      .where(sql`id = ${user.id}`);
    expect(await page.getByTestId('earning-step-deposit-link').textContent()).toBe('ฝาก KUB');
    // KUB arrives the way an admin credits it; a package is paid from it.
    await adjustLedger(
      db,
      systemClock,
      { userId: null, email: null, role: 'system' },
      `earning-kub-${user.id}`,
      { userId: user.id, currency: 'KUB', amount: '5', reason: 'Journey credit' },
    );
    await page.goto('/th/earn');
    expect(await page.getByTestId('earning-checklist-progress').textContent()).toBe('ทำแล้ว 5 จาก 5 ข้อ');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'earn-checklist-done-th-dark-1440');

    await page.goto('/th/dashboard');
    await page.getByTestId('dashboard-page').waitFor();
    expect(await checklist.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('prefills the reward claim from the profile and shows its status in words', async () => {
    const db = site.database.db;
    const [province] = await queryRows<{ id: number }>(db, sql`select id from provinces order by id limit 1`);
    const user = await newUser({
      firstName: 'Pim',
      surname: 'Rakdee',
      phone: '0812345678',
      address: '99/1 Sukhumvit Road',
      district: 'Khlong Toei',
      provinceId: province!.id,
      postcode: '10110',
      kycOverride: true,
    });
    const [tier] = await queryRows<{ id: number; quiz_id: number; question_count: number }>(
      db,
      sql`select t.id, t.quiz_id, (select count(*)::int from quiz_questions q where q.quiz_id = t.quiz_id) as question_count
          from quiz_reward_tiers t where t.reward_type = 'physical' order by t.id limit 1`,
    );
    const now = new Date().toISOString();
    const [attempt] = await queryRows<{ id: number }>(
      db,
      sql`insert into quiz_attempts (quiz_id, user_id, seed, status, version, current_question, started_at,
                                     finished_at, question_count, correct_count, percent, grade, updated_at, question_ids)
          values (${tier!.quiz_id}, ${user.id}, 'e2e-seed', 'completed', 2, 0, ${now}::timestamptz,
                  ${now}::timestamptz, ${tier!.question_count}, ${tier!.question_count}, 100, 'A+', ${now}::timestamptz,
                  (select array_agg(id order by position) from quiz_questions where quiz_id = ${tier!.quiz_id}))
          returning id`,
    );
    const [reward] = await queryRows<{ id: number }>(
      db,
      sql`insert into quiz_rewards (quiz_id, user_id, attempt_id, tier_id, grade, reward_type, points, status, created_at, updated_at)
          values (${tier!.quiz_id}, ${user.id}, ${attempt!.id}, ${tier!.id}, 'A+', 'physical', 0, 'claimable',
                  ${now}::timestamptz, ${now}::timestamptz)
          returning id`,
    );
    const [tracking] = await queryRows<{ id: number }>(
      db,
      sql`insert into quiz_reward_trackings (reward_id, user_id, status, created_at, updated_at)
          values (${reward!.id}, ${user.id}, 'PENDING', ${now}::timestamptz, ${now}::timestamptz)
          returning id`,
    );

    const { context, page, problems } = await openPage(browser, {
      baseURL: site.server.url,
      viewport: PHONE,
    });
    await logIn(page, 'th', user.email, `/th/rewards/${tracking!.id}`);
    expect(await page.getByTestId('claim-status').textContent()).toBe('สถานะ: รอข้อมูลจากคุณ');
    expect(await page.locator('#claim-recipientName').inputValue()).toBe('Pim Rakdee');
    expect(await page.locator('#claim-phone').inputValue()).toBe('0812345678');
    const address = await page.locator('#claim-address').inputValue();
    expect(address).toContain('99/1 Sukhumvit Road');
    expect(address).toContain('10110');
    await expectAccessible(page);
    await screenshot(page, 'reward-claim-prefilled-th-360');
    await page.getByRole('button', { name: 'ส่งข้อมูลของฉัน' }).click();
    await expect.poll(() => page.getByTestId('claim-status').textContent()).toBe('สถานะ: ได้รับข้อมูลแล้ว');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('ties the profile Address label to its input', async () => {
    const user = await newUser({ firstName: 'Anan' });
    const { context, page, problems } = await openPage(browser, { baseURL: site.server.url });
    await logIn(page, 'en', user.email, '/en/profile');
    const input = page.getByLabel('Address', { exact: true });
    expect(await input.evaluate((element) => `${element.tagName}#${element.id}`)).toBe(
      'INPUT#profile-address',
    );
    expect(await page.locator('[id="profile-address"]').count()).toBe(1);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the points still needed on a redeem, with the Thai PIN label above its input', async () => {
    const user = await newUser({ kycOverride: true });
    await setPin(site.database.db, systemClock, user.id, PIN);
    const [reward] = await queryRows<{ id: number; cost_points: number }>(
      site.database.db,
      sql`select id, cost_points from rewards where active and cost_points > 0 order by cost_points limit 1`,
    );
    const { context, page, problems } = await openPage(browser, {
      baseURL: site.server.url,
      viewport: PHONE,
    });
    await logIn(page, 'th', user.email, `/th/redeem/${reward!.id}`);
    const shortfall = page.getByTestId('confirm-shortfall');
    expect(await shortfall.textContent()).toBe(`${reward!.cost_points.toLocaleString('th-TH')} คะแนน`);
    expect(await page.getByTestId('confirm-after').count()).toBe(0);
    expect(await page.locator('main').textContent()).not.toMatch(/[−-]\d/);
    const label = (await page.locator('label[for="redeem-pin"]').boundingBox())!;
    const pin = (await page.locator('#redeem-pin').boundingBox())!;
    expect(pin.y).toBeGreaterThanOrEqual(label.y + label.height + 4);
    await expectAccessible(page);
    await screenshot(page, 'redeem-shortfall-th-360');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps My quiz search on a 360 px screen, and a quiz asks before it is left midway', async () => {
    const user = await newUser({ kycOverride: true });
    await grantSubscription(site.database.db, user.id, { startsAt: new Date(Date.now() - 60_000) });
    // A timed quiz: the page says the clock keeps running while saved.
    await site.database.db.execute(
      sql`update quizzes set time_limit_seconds = 600 where slug = 'nfts-explained-quiz'`,
    );
    const { context, page, problems } = await openPage(browser, {
      baseURL: site.server.url,
      viewport: PHONE,
    });
    await logIn(page, 'th', user.email, '/th/my-quiz');
    const button = (await page.getByRole('search').getByRole('button').boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'my-quiz-th-360');

    await page.goto('/th/quizzes/nfts-explained-quiz');
    await waitUntilInteractive(page);
    await page.getByTestId('quiz-start').click();
    await page.getByTestId('quiz-player').waitFor();
    expect(await page.getByTestId('quiz-clock-rule').textContent()).toContain('ยังเดินต่อแม้บันทึก');
    await screenshot(page, 'quiz-timed-th-360');

    // Nothing answered yet, but the quiz is open: leaving asks, in Thai, and staying keeps it.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.locator('footer a[href="/th/about"]').click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('ออกจากแบบทดสอบหรือไม่');
    expect(new URL(page.url()).pathname).toBe('/th/quizzes/nfts-explained-quiz');
    await page.getByTestId('quiz-player').waitFor();

    // Closing the tab asks too.
    const unload = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await unload).toBe('beforeunload');
    expect(problems).toEqual([]);
    await context.close();
  });
});
