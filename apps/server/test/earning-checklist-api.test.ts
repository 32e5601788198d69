import { EARNING_API, type EarningChecklist } from '@app/contracts/earning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAccounts, users } from '../src/db/schema/index.ts';
import { adjustLedger } from '../src/modules/wallet/wallet-admin.service.ts';
import { grantSubscription } from './subscription-grant.ts';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('earning checklist on %s', (driver) => {
  let t: WalletTestApp;
  beforeAll(async () => {
    t = await createWalletTestApp(driver);
  });
  afterAll(() => t.close());

  const checklist = async (headers: Record<string, string>) => {
    const response = await t.call({ url: EARNING_API.checklist, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as EarningChecklist;
    return { ...body, done: Object.fromEntries(body.steps.map((s) => [s.step, s.done])) };
  };

  it('asks a visitor to sign in', async () => {
    const response = await t.call({ url: EARNING_API.checklist, headers: { lang: 'th' } });
    expect(response.statusCode).toBe(401);
  });

  it('ticks each step as the user does it, from the tables the rules read', async () => {
    const db = t.database.db;
    const user = await t.createUser({ kycOverride: null });

    const fresh = await checklist(user.headers);
    expect(fresh.steps.map((s) => s.step)).toEqual(['exchange', 'pin', 'deposit', 'subscription', 'wallet']);
    expect(fresh).toMatchObject({ exchangeLinked: false, kycVerified: false, doneCount: 0, allDone: false });

    // Linked below the KYC level: linked, but the step is not done yet.
    await db
      .insert(exchangeAccounts)
      .values({ userId: user.id, subject: `earn-${user.id}`, email: user.email, kycLevel: 1 });
    const linked = await checklist(user.headers);
    expect(linked).toMatchObject({ exchangeLinked: true, kycVerified: false });
    expect(linked.done.exchange).toBe(false);

    await db.update(exchangeAccounts).set({ kycLevel: 2 }).where(eq(exchangeAccounts.userId, user.id));
    const verified = await checklist(user.headers);
    expect(verified.done).toEqual({
      exchange: true,
      pin: false,
      deposit: false,
      subscription: false,
      wallet: false,
    });

    const pin = await t.call({
      method: 'POST',
      url: '/api/client/pin',
      headers: user.headers,
      payload: { pin: '246810', confirm: '246810' },
    });
    expect(pin.statusCode).toBeLessThan(300);
    expect((await checklist(user.headers)).done.pin).toBe(true);

    // A package is paid in KUB: an announced deposit is not there yet, a credited one is.
    const eventId = `earn-deposit-${user.id}`;
    expect((await t.deposit({ eventId, amount: '3', userId: user.id, status: 'pending' })).statusCode).toBe(
      200,
    );
    expect((await checklist(user.headers)).done.deposit).toBe(false);
    expect((await t.deposit({ eventId, amount: '3', userId: user.id })).statusCode).toBe(200);
    expect((await checklist(user.headers)).done.deposit).toBe(true);

    // A term that has ended does not earn points; a running one does.
    await grantSubscription(db, user.id, {
      startsAt: new Date(t.clock.now().getTime() - 40 * DAY_MS),
      days: 30,
    });
    expect((await checklist(user.headers)).done.subscription).toBe(false);
    await grantSubscription(db, user.id, {
      startsAt: new Date(t.clock.now().getTime() - 29 * DAY_MS),
      days: 30,
    });
    expect((await checklist(user.headers)).done.subscription).toBe(true);

    await db
      .update(users)
      .set({ walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7', walletProvenAt: new Date() })
      .where(eq(users.id, user.id));
    const all = await checklist(user.headers);
    expect(all).toMatchObject({ doneCount: 5, allDone: true });

    // The term runs out: the subscription step is open again.
    t.clock.advance(2 * DAY_MS);
    const lapsed = await checklist(user.headers);
    expect(lapsed).toMatchObject({ doneCount: 4, allDone: false });
    expect(lapsed.done.subscription).toBe(false);
  });

  it('counts KUB that came without a deposit (an admin credit) as deposited', async () => {
    const user = await t.createUser({ kycOverride: true });
    expect((await checklist(user.headers)).done.deposit).toBe(false);
    await adjustLedger(
      t.database.db,
      t.clock,
      { userId: null, email: null, role: 'system' },
      `earn-credit-${user.id}`,
      { userId: user.id, currency: 'KUB', amount: '2', reason: 'Welcome credit' },
    );
    expect((await checklist(user.headers)).done.deposit).toBe(true);
  });

  it("counts an admin's KYC decision, as the KYC gates do", async () => {
    const approved = await t.createUser({ kycOverride: true });
    expect((await checklist(approved.headers)).done.exchange).toBe(true);
    const refused = await t.createUser({ kycOverride: false });
    await t.database.db
      .insert(exchangeAccounts)
      .values({ userId: refused.id, subject: `earn-${refused.id}`, email: refused.email, kycLevel: 3 });
    expect(await checklist(refused.headers)).toMatchObject({ exchangeLinked: true, kycVerified: false });
  });
});
