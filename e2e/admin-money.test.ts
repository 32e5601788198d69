import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';
import { rewards, users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { userBalances } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import type { ProductionServer } from '../apps/server/test/production-server.ts';
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

// The member's PIN and KYC are set directly in the database, so this file runs its own
// production server on a PostgreSQL database it can reach too (as e2e/rewards.test.ts does).
const PASSWORD = 'Treasury#2026';
const PIN = '246813';

function logIn(page: Page, locale: 'en' | 'th', email: string, redirectTo: string) {
  return logInByEmail(page, { locale, email, password: PASSWORD, redirectTo });
}

describe('admin money journeys', () => {
  let browser: Browser;
  let server: ProductionServer;
  let database: Database;
  let site: PostgresSite;
  let member: { id: number; token: string };
  let adminEmail: string;

  beforeAll(async () => {
    site = await startPostgresSite('admin_money');
    ({ server, database } = site);

    // A KYC-verified member with a PIN and no points, and an admin with a password.
    const [memberRow] = await database.db
      .insert(users)
      .values({
        email: `saver-${Date.now()}@example.com`,
        emailVerifiedAt: new Date(),
        firstName: 'Nok',
        surname: 'Jaidee',
        kycOverride: true,
      })
      .returning({ id: users.id });
    await setPin(database.db, systemClock, memberRow!.id, PIN);
    member = {
      id: memberRow!.id,
      token: (await createSession(database.db, systemClock, memberRow!.id)).token,
    };
    adminEmail = `treasurer-${Date.now()}@example.com`;
    await database.db.insert(users).values({
      email: adminEmail,
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      termsAcceptedAt: new Date(),
      role: 'admin',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('credits a member once for a double click, then fulfils what the member redeemed', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    await logIn(page, 'en', adminEmail, `/en/admin/users/${member.id}`);

    // Credit 300 points. A reason is required, next to its field.
    const form = page.getByTestId('adjust-form');
    await form.getByLabel('Amount').fill('300');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByTestId('user-adjust-reason-error').textContent())
      .toBe('Please give a reason for this adjustment.');
    await form.getByLabel('Reason (kept in the audit log)').fill('Prize of the community quiz night');
    // A double click sends the same form twice: the server moves the points once.
    await form.getByRole('button', { name: 'Apply' }).dblclick();
    await expect
      .poll(() => page.getByTestId('adjust-form').getByRole('status').textContent())
      .toMatch(/The balance is now 300 Points\.|nothing moved again\. The balance is 300 Points\./);
    expect((await userBalances(database.db, member.id)).points).toBe(300n);
    await screenshot(page, 'admin-user-credit-en-light-desktop');
    await expectAccessible(page);
    // The activity names its unit in the page's language, never as a raw code.
    await page.goto(`/th/admin/users/${member.id}`);
    const line = (await page.getByTestId('admin-user-activity').first().textContent()) ?? '';
    expect(line).toContain('300 คะแนน');
    expect(line).not.toMatch(/POINT|QUOTA|HINT/);
    await page.goto(`/en/admin/users/${member.id}`);

    // The member redeems the café voucher with the credited points.
    const [voucher] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from ${rewards} where slug = 'cafe-voucher'`,
    );
    const redeemed = await fetch(`${server.url}/api/client/redeems/${voucher!.id}/submit`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${member.token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ pin: PIN }),
    });
    expect(redeemed.status, await redeemed.clone().text()).toBe(200);
    const redemptionId = ((await redeemed.json()) as { redemption: { id: number } }).redemption.id;

    // The admin finds it in the queue, is told the tracking id is needed, then fulfils it.
    await page.goto('/en/admin/redemptions');
    await waitUntilInteractive(page);
    const card = page.getByTestId(`redemption-${redemptionId}`);
    expect(await card.textContent()).toContain('Waiting');
    await card.getByRole('button', { name: 'Mark as sent' }).click();
    await expect
      .poll(() => page.getByTestId(`fulfil-${redemptionId}-trackingId-error`).textContent())
      .toBe('Please enter a tracking id of at most 100 characters.');
    await screenshot(page, 'admin-redemptions-error-en-light-desktop');
    await card.getByLabel('Tracking id').fill('BSC-2026-0042');
    await card.getByRole('button', { name: 'Mark as sent' }).click();
    await expect.poll(() => page.getByTestId(`redemption-${redemptionId}`).count()).toBe(0);

    await page.goto('/en/admin/redemptions?status=COMPLETED');
    const done = page.getByTestId(`redemption-${redemptionId}`);
    expect(await done.textContent()).toContain('BSC-2026-0042');
    expect(await done.textContent()).toContain('Fulfilled');
    await expectAccessible(page);
    await screenshot(page, 'admin-redemptions-fulfilled-en-light-desktop');

    // The member sees the tracking id; the audit log has both acts.
    const trackings = (await (
      await fetch(`${server.url}/api/client/reward-trackings-user`, {
        headers: { authorization: `Bearer ${member.token}` },
      })
    ).json()) as { data: { id: number; trackingId: string | null; status: string }[] };
    expect(trackings.data.find((r) => r.id === redemptionId)).toMatchObject({
      status: 'COMPLETED',
      trackingId: 'BSC-2026-0042',
    });
    const audit = await queryRows<{ action: string }>(
      database.db,
      sql`select action from audit_log where action in ('ledger.credit', 'redemption.fulfil') order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['ledger.credit', 'redemption.fulfil']);
    // The refusals shown next to the fields are answers the page expected.
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await context.close();
  });

  it('adds a variant to a pop quiz bank with the keyboard and shows an answer that may be circulating', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    await logIn(page, 'en', adminEmail, '/en/admin/pop-quizzes');
    // Each window names its bank and how many variants its players draw from.
    expect(await page.locator('[data-testid^="window-"]').first().textContent()).toMatch(
      /Bank [a-z-]+: 4 variants, each player draws one/,
    );

    await page.getByText('Add new').click();
    const form = page.getByTestId('pop-questions-new-form');
    const fill = async (label: string | RegExp, value: string) => {
      await form.getByLabel(label, { exact: typeof label === 'string' }).focus();
      await page.keyboard.type(value);
    };
    await fill('Key (slug)', 'nft-meaning-ticket');
    await fill('Bank (concept)', 'NFT meaning');
    await fill(
      'Question (English)',
      'Which part of an NFT ticket makes it different from the ticket next to it?',
    );
    await fill('Question (Thai)', 'ส่วนใดของตั๋ว NFT ที่ทำให้ต่างจากตั๋วใบข้าง ๆ');
    await fill('Hint (English)', 'Every NFT carries a number of its own.');
    await fill('Hint (Thai)', 'NFT ทุกชิ้นมีหมายเลขของตัวเอง');
    await fill(
      'Explanation (English)',
      'Each NFT has its own token ID in its contract, so no two tickets are the same token.',
    );
    await fill('Explanation (Thai)', 'NFT แต่ละชิ้นมีหมายเลขโทเคนของตัวเองในสัญญา ตั๋วสองใบจึงไม่ใช่โทเคนเดียวกัน');
    await fill('Option 1 (English)', 'Its own token ID');
    await fill('Option 1 (Thai)', 'หมายเลขโทเคนของตัวเอง');
    await form.getByLabel('Option 1 is correct').focus();
    await page.keyboard.press('Space');
    await fill('Option 2 (English)', 'Its price');
    await fill('Option 2 (Thai)', 'ราคาของมัน');
    // Its review cards count towards a topic and link an article.
    await form.getByLabel('Review topic', { exact: true }).selectOption({ label: 'Blockchain' });
    await form
      .getByLabel('Article linked in reviews', { exact: true })
      .selectOption({ label: 'NFTs Explained' });
    await fill('Seconds to answer', '45');
    await fill('Points per winner', '10');
    await fill('Rewards in the pool', '20');
    await form.locator('button[type="submit"]').focus();
    await page.keyboard.press('Enter');
    // A bank name is a slug, like a key: the error sits next to the field.
    await expect
      .poll(() => page.getByTestId('pop-questions-new-concept-error').textContent())
      .toBe('Use lowercase letters, digits and single dashes only, for example bitcoin-basics.');
    await form.getByLabel('Bank (concept)', { exact: true }).fill('nft-meaning');
    await form.locator('button[type="submit"]').click();
    const list = page.getByTestId('pop-questions-list');
    await expect.poll(() => list.textContent()).toContain('Which part of an NFT ticket makes it different');

    // The bank's history: the new variant answered right 25 times, its first sibling 25 times wrong.
    const [saved] = await queryRows<{ category_key: number; slug: string }>(
      database.db,
      sql`select q.category_key, a.slug from pop_quiz_questions q join articles a on a.id = q.article_id
           where q.key = 'nft-meaning-ticket'`,
    );
    expect(saved).toEqual({ category_key: 2, slug: 'nfts-explained' });
    const [ids] = await queryRows<{ fresh: number; sibling: number; quiz: number }>(
      database.db,
      sql`select (select id from pop_quiz_questions where key = 'nft-meaning-ticket') as fresh,
                 (select id from pop_quiz_questions where key = 'nft-meaning') as sibling,
                 (select min(id) from pop_quizzes) as quiz`,
    );
    for (let i = 0; i < 50; i++) {
      const right = i < 25;
      const [user] = await database.db
        .insert(users)
        .values({ email: `pop-history-${i}-${Date.now()}@example.com` })
        .returning({ id: users.id });
      await queryRows(
        database.db,
        sql`insert into pop_quiz_attempts (pop_quiz_id, user_id, status, question_id, option_order,
              selected_answers, correct, started_at, deadline_at, answered_at)
            values (${ids!.quiz}, ${user!.id}, ${right ? 'pending' : 'failed'},
              ${right ? ids!.fresh : ids!.sibling}, '[1,2]', '[1]', ${right}, now(), now(), now())`,
      );
    }
    await page.reload();
    await waitUntilInteractive(page);
    const row = page
      .getByTestId('pop-questions-list')
      .locator('li')
      .filter({ hasText: 'nft-meaning-ticket' });
    expect(await row.locator('summary').textContent()).toContain(
      'Review topic: Blockchain · drawn and answered 25 times, 100 % right · Answer may be circulating',
    );
    await row.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId(`pop-question-${ids!.fresh}-circulating`).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-pop-quiz-banks-en-light-desktop');
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await context.close();
  });

  it('shows the money screens in Thai, in the dark theme, on a phone', async () => {
    const { context, page, problems } = await openPage(browser, {
      baseURL: server.url,
      viewport: PHONE,
      locale: 'th-TH',
      colorScheme: 'dark',
    });
    await context.addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
    await logIn(page, 'th', adminEmail, '/th/admin/rewards');
    expect(await page.locator('h1').first().textContent()).toBe('ของรางวัล');
    await page.getByText('เพิ่มรายการใหม่').click();
    await page.getByTestId('rewards-new-form').locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('rewards-new-nameEn-error').textContent())
      .toBe('กรุณากรอกข้อมูลในช่องนี้');
    await expectAccessible(page);
    await screenshot(page, 'admin-rewards-errors-th-dark-phone');

    await page.goto('/th/admin/packages');
    await waitUntilInteractive(page);
    await page.locator('[data-testid="packages-list"] summary').first().click();
    const priceField = page.getByTestId('packages-list').locator('input[name="price"]').first();
    await priceField.fill('1.123456789');
    await page.getByTestId('packages-list').locator('button[type="submit"]').first().click();
    await expect
      .poll(() => page.getByTestId('packages-list').locator('[id$="-price-error"]').first().textContent())
      .toBe('กรุณากรอกราคาเป็น KUB มีทศนิยมได้ไม่เกิน 8 ตำแหน่ง เช่น 5 หรือ 0.25');
    await expectAccessible(page);
    await screenshot(page, 'admin-packages-th-dark-phone');

    for (const [path, shot] of [
      ['/th/admin/pop-quizzes', 'admin-pop-quizzes-th-dark-phone'],
      ['/th/admin/coupons', 'admin-coupons-th-dark-phone'],
      ['/th/admin/redemptions?status=COMPLETED', 'admin-redemptions-th-dark-phone'],
    ] as const) {
      await page.goto(path);
      await waitUntilInteractive(page);
      await expectAccessible(page);
      await screenshot(page, shot);
    }
    expect(problems.filter((p) => !/status of 400/.test(p))).toEqual([]);
    await context.close();
  });
});
