import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, inTransaction } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { hashPassword } from '../apps/server/src/modules/accounts/password-hash.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { transfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
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

// The journey needs the member's PIN and KYC set directly in the database, so this file runs its
// own production server on a PostgreSQL database it can reach too (the shared e2e server keeps
// an embedded database to itself).
const PASSWORD = 'Rewards#2026';
const PIN = '135790';

function logIn(page: Page, locale: 'en' | 'th', email: string, redirectTo: string) {
  return logInByEmail(page, { locale, email, password: PASSWORD, redirectTo });
}

describe('rewards journey', () => {
  let browser: Browser;
  let server: ProductionServer;
  let database: Database;
  let site: PostgresSite;
  let member: { id: number; email: string };
  let adminToken: string;

  beforeAll(async () => {
    site = await startPostgresSite('rewards');
    ({ server, database } = site);

    // A KYC-verified member with a PIN and no points yet, and an admin who fulfils.
    const email = `rewards-${Date.now()}@example.com`;
    const [row] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
        firstName: 'Pim',
        surname: 'Rakdee',
        kycOverride: true,
      })
      .returning({ id: users.id });
    member = { id: row!.id, email };
    await setPin(database.db, systemClock, member.id, PIN);
    const [adminRow] = await database.db
      .insert(users)
      .values({ email: `fulfil-${Date.now()}@example.com`, role: 'admin', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    adminToken = (await createSession(database.db, systemClock, adminRow!.id)).token;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('earns points with a coupon, redeems with the PIN, and follows the reward to delivery', async () => {
    const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    await logIn(page, 'en', member.email, '/en/redeem/coupon');

    // Earn: the welcome coupon, checked first, then used.
    await page.getByLabel('Coupon code').fill('welcome100');
    await page.getByRole('button', { name: 'Check code' }).click();
    await expect.poll(() => page.getByTestId('coupon-preview').textContent()).toContain('100 points');
    await page.getByRole('button', { name: 'Redeem coupon' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-success').textContent())
      .toContain('100 points added. You now have 100 points.');
    // Used once per member: a second try says so next to the field.
    await page.getByLabel('Coupon code').fill('WELCOME100');
    await page.getByRole('button', { name: 'Redeem coupon' }).click();
    await expect
      .poll(() => page.getByTestId('coupon-code-error').textContent())
      .toBe('You have already used this coupon.');
    await expectAccessible(page);

    // The catalogue shows the balance and the rewards.
    await page.goto('/en/redeem');
    expect(await page.getByTestId('points-balance').textContent()).toContain('100 points');
    expect(await page.getByTestId('reward-card').count()).toBeGreaterThanOrEqual(6);
    await screenshot(page, 'rewards-available-en-light-desktop');
    await expectAccessible(page);

    // Redeem: the café voucher (100 points), confirmed with the PIN.
    await page.getByRole('link', { name: 'Redeem Bean Street Café 50-baht voucher' }).click();
    await page.waitForURL('**/en/redeem/*');
    expect(await page.getByTestId('confirm-reward-name').textContent()).toBe(
      'Bean Street Café 50-baht voucher',
    );
    await page.getByLabel('Enter your 6-digit PIN to confirm').fill('000000');
    await page.getByRole('button', { name: 'Confirm and redeem' }).click();
    await expect.poll(() => page.getByTestId('redeem-pin-error').textContent()).toBe('The PIN is incorrect.');
    expect(await page.getByLabel('Enter your 6-digit PIN to confirm').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await expectAccessible(page);
    await page.getByLabel('Enter your 6-digit PIN to confirm').fill(PIN);
    await page.getByRole('button', { name: 'Confirm and redeem' }).click();
    await page.waitForURL('**/en/redeem/tracking?redeemed=*');
    await page.getByTestId('redeemed-notice').waitFor();
    const item = page.getByTestId('tracking-item').first();
    expect(await item.getAttribute('data-status')).toBe('PENDING');
    expect(await item.textContent()).toContain('Processing');
    expect(await page.getByTestId('points-balance').textContent()).toContain('0 points');
    await screenshot(page, 'rewards-tracking-pending-en-desktop');

    // History: redeem date, reward, points used; not sent yet.
    await page.goto('/en/redeem?tab=history');
    const row = page.getByTestId('history-row').first();
    expect(await row.textContent()).toContain('Bean Street Café 50-baht voucher');
    expect(await row.textContent()).toContain('Not sent yet');

    // The admin fulfils it with the voucher code as tracking id; the member sees it.
    const redemptionId = Number(new URL(page.url()).searchParams.get('redeemed') ?? 0) || undefined;
    const queue = (await (
      await fetch(`${server.url}/api/admin/redemptions?status=PENDING`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { data: { id: number; userId: number }[] };
    const mine = queue.data.find((r) => r.userId === member.id);
    expect(mine, String(redemptionId)).toBeDefined();
    const fulfilled = await fetch(`${server.url}/api/admin/redemptions/${mine!.id}/fulfil`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ trackingId: 'BSC-2026-0001' }),
    });
    expect(fulfilled.status).toBe(200);

    await page.goto('/en/redeem/tracking');
    expect(await page.getByTestId('tracking-item').first().getAttribute('data-status')).toBe('COMPLETED');
    expect(await page.getByTestId('tracking-id').first().textContent()).toBe('BSC-2026-0001');
    await page.goto('/en/redeem?tab=history');
    expect(await page.getByTestId('history-row').first().textContent()).toContain('BSC-2026-0001');
    // The refused coupon (409) and the wrong PIN (400) are answers the page expected.
    const unexpected = problems.filter((p) => !/status of (400|409) /.test(p));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    await context.close();
  });

  it('converts points to KKUB on the dashboard with the PIN, errors under their fields', async () => {
    await inTransaction(database.db, (tx) =>
      transfer(
        tx,
        systemClock,
        {
          kind: 'adjustment',
          currency: 'POINT',
          amount: 250n,
          from: { system: 'ISSUANCE' },
          to: { userId: member.id },
          idempotencyKey: `e2e-redeem-token-${member.id}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
    const { context, page, problems } = await openPage(browser, { baseURL: server.url, viewport: DESKTOP });
    await logIn(page, 'th', member.email, '/th/dashboard');
    const points = page.getByLabel(/จำนวนคะแนนที่จะแลก/);
    // More than the balance: said under the points field, in Thai; nothing moves.
    await points.fill('999');
    expect(await page.locator('#redeem-token-preview').textContent()).toBe('คุณจะได้รับ 9.99 KKUB');
    await page.getByLabel('PIN (6 หลัก)').fill(PIN);
    await page.getByTestId('redeem-token-submit').click();
    await expect
      .poll(() => page.getByTestId('redeem-token-points-error').textContent())
      .toBe('แลกรางวัลไม่สำเร็จเนื่องจากคะแนนไม่เพียงพอ');
    await expectAccessible(page);
    await screenshot(page, 'redeem-token-error-th-light-desktop');

    await page.goto('/en/dashboard');
    await waitUntilInteractive(page);
    await page.getByLabel(/Points to convert/).fill('150');
    await page.getByLabel('PIN (6 digits)').fill('000000');
    await page.getByTestId('redeem-token-submit').click();
    await expect
      .poll(() => page.getByTestId('redeem-token-pin-error').textContent())
      .toBe('The PIN is incorrect.');
    await page.getByLabel(/Points to convert/).fill('150');
    await page.getByLabel('PIN (6 digits)').fill(PIN);
    await page.getByTestId('redeem-token-submit').click();
    await page.waitForURL('**/en/dashboard?converted=150&kkub=1.5');
    expect(await page.getByTestId('redeem-token-done').textContent()).toBe(
      'Converted 150 points to 1.5 KKUB.',
    );
    expect(await page.getByTestId('dashboard-points').textContent()).toBe('100');
    expect(await page.getByTestId('activity-row').first().textContent()).toContain('Redeem Token');
    await expectAccessible(page);
    await screenshot(page, 'redeem-token-done-en-light-desktop');
    const unexpected = problems.filter((p) => !/status of (400|409) /.test(p));
    expect(unexpected, unexpected.join('\n')).toEqual([]);
    await context.close();
  });

  it('shows history, tracking and the FAQ in Thai, dark, on a phone', async () => {
    const { context, page, problems } = await openPage(browser, {
      baseURL: server.url,
      viewport: PHONE,
      locale: 'th-TH',
      colorScheme: 'dark',
    });
    await context.addCookies([{ name: 'theme', value: 'dark', url: server.url }]);
    await logIn(page, 'th', member.email, '/th/redeem?tab=history');
    expect(await page.locator('h1').first().textContent()).toBe('แลกรางวัล');
    // On a phone the history is a list of cards (the table is for wider screens).
    const card = page.locator('[data-testid="redeem-history"] li').first();
    expect(await card.isVisible()).toBe(true);
    expect(await card.textContent()).toContain('BSC-2026-0001');
    expect(await card.textContent()).toContain('จัดส่งแล้ว');
    await screenshot(page, 'rewards-history-th-dark-phone');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'คำถามที่พบบ่อย' }).click();
    await page.getByTestId('redeem-faq').waitFor();
    await page.getByText('ฉันจะได้รับคะแนนได้อย่างไร').click();
    await expect.poll(() => page.getByText('ทุก 100 คะแนนมีมูลค่าเท่ากับ 1 KKUB').isVisible()).toBe(true);

    await page.goto('/th/redeem');
    await screenshot(page, 'rewards-available-th-dark-phone');
    await expectAccessible(page);
    await page.goto('/th/redeem/tracking');
    expect(await page.getByTestId('tracking-id').first().textContent()).toBe('BSC-2026-0001');
    await screenshot(page, 'rewards-tracking-th-dark-phone');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
