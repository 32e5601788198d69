import { WALLET_API } from '@app/contracts/wallet';
import { eq } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../src/db/client.ts';
import { activities, users } from '../src/db/schema/index.ts';
import { transfer, userBalances } from '../src/modules/ledger/ledger.service.ts';
import { releasePayout } from '../src/modules/payouts/payout-settlement.ts';
import { convertPointsToKkub } from '../src/modules/wallet/redeem-token.service.ts';
import { createPayoutsTestSite, PIN, type PayoutsTestSite } from './payouts-kit.ts';
import { createProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

let keys = 0;

/**
 * KKUB that Redeem Token left in a user's balance while payouts were off, sent to the proven
 * wallet once they are on: one payout on a local chain, under Redeem Token's rules.
 */
describe.each(DRIVERS)('sending kept KKUB to the proven wallet (%s)', (driver) => {
  let site: PayoutsTestSite;
  beforeAll(async () => {
    site = await createPayoutsTestSite(driver);
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });

  /** A user who converted `points` while payouts were off: the KKUB sits in their KUB balance. */
  async function keeper(points: number, options: { wallet?: boolean } = {}) {
    const user = await site.user({ points, wallet: options.wallet });
    await convertPointsToKkub(site.t.database.db, site.t.clock, user.id, `kept-${user.id}`, points);
    return user;
  }
  const send = (
    user: { headers: Record<string, string> },
    amount: string,
    options: { pin?: string; key?: string | null; lang?: string } = {},
  ) => {
    keys += 1;
    const key = options.key === undefined ? `send-${keys}-${Date.now()}` : options.key;
    return site.t.app.inject({
      method: 'POST',
      url: WALLET_API.sendKkub,
      headers: {
        ...user.headers,
        ...(key === null ? {} : { 'idempotency-key': key }),
        ...(options.lang ? { lang: options.lang } : {}),
      },
      payload: { amount, pin: options.pin ?? PIN },
    });
  };
  const kept = async (user: { headers: Record<string, string> }) =>
    (await site.t.app.inject({ url: WALLET_API.keptKkub, headers: user.headers })).json() as {
      kept: string;
      payoutsOn: boolean;
    };
  const kub = async (userId: number) => (await userBalances(site.t.database.db, userId)).kub;

  it('sends kept KKUB as one payout that lands in the wallet, and keeps deposited KUB on the site', async () => {
    const user = await keeper(300);
    // 2 KUB deposited from the exchange: in the balance, but not KKUB to send.
    await inTransaction(site.t.database.db, (tx) =>
      transfer(
        tx,
        site.t.clock,
        {
          kind: 'deposit',
          currency: 'KUB',
          amount: 200_000_000n,
          from: { system: 'DEPOSITS' },
          to: { userId: user.id },
          idempotencyKey: `send-kkub-deposit-${user.id}`,
        },
        { insufficient: 'INSUFFICIENT_BALANCE' },
      ),
    );
    expect(await kub(user.id)).toBe(500_000_000n);
    expect(await kept(user)).toEqual({ kept: '3', payoutsOn: true });

    const tooMuch = await send(user, '3.5', { lang: 'th' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'PAYOUT_SEND_MORE_THAN_KEPT' });
    expect(tooMuch.json().message).toContain('KKUB');

    const key = `send-once-${user.id}`;
    const response = await send(user, '2.5', { key });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ kkub: '2.5', kubBalance: '2.5', kept: '0.5', replayed: false });
    const id = response.json().payout.id as number;
    expect(await site.payout(id)).toMatchObject({
      status: 'QUEUED',
      source: 'balance',
      toAddress: user.wallet,
    });
    // A retry with the same key is the same payout; nothing more leaves the balance.
    const retry = await send(user, '2.5', { key });
    expect(retry.json()).toMatchObject({ payout: { id }, replayed: true, kubBalance: '2.5' });

    await site.settleAll();
    expect((await site.payout(id)).status).toBe('COMPLETED');
    expect(await site.tokenBalance(user.wallet!)).toBe(parseUnits('2.5', 18));
    const lines = await site.t.database.db
      .select({ unit: activities.unit, amount: activities.amount, status: activities.status })
      .from(activities)
      .where(eq(activities.userId, user.id));
    expect(lines).toContainEqual({ unit: 'KKUB', amount: -250_000_000n, status: 'COMPLETED' });
    expect(await kept(user)).toEqual({ kept: '0.5', payoutsOn: true });
    expect(await site.problems()).toEqual([]);
  });

  it('applies the rules of Redeem Token: PIN, KYC, proven wallet, daily limit, amount, idempotency key', async () => {
    const user = await keeper(6000);
    const wrongPin = await send(user, '1', { pin: '864209' });
    expect(wrongPin.statusCode).toBe(400);
    expect(wrongPin.json().code).toBe('PIN_INCORRECT');
    expect((await send(user, '1', { key: null })).statusCode).toBe(400);
    for (const amount of ['0', '-1', 'abc', '1.123456789']) {
      const bad = await send(user, amount);
      expect(bad.statusCode, amount).toBe(400);
      expect(bad.json().code, amount).toBe('PAYOUT_SEND_AMOUNT_INVALID');
    }
    // The site's daily limit per user is 50 KKUB.
    const overLimit = await send(user, '51');
    expect(overLimit.statusCode).toBe(409);
    expect(overLimit.json().code).toBe('PAYOUT_DAILY_LIMIT');
    expect(await kub(user.id)).toBe(6_000_000_000n);

    const unproven = await keeper(100, { wallet: false });
    expect((await send(unproven, '1')).json().code).toBe('PAYOUT_WALLET_REQUIRED');
    expect(await kub(unproven.id)).toBe(100_000_000n);

    const unverified = await keeper(100);
    await site.t.database.db.update(users).set({ kycOverride: false }).where(eq(users.id, unverified.id));
    const noKyc = await send(unverified, '1');
    expect(noKyc.statusCode).toBe(403);
    expect(noKyc.json().code).toBe('KYC_REQUIRED_REDEEM');
    expect(await site.problems()).toEqual([]);
  });

  it('gives a cancelled send back to the balance it came from', async () => {
    const user = await keeper(400);
    const id = (await send(user, '4')).json().payout.id as number;
    expect(await kub(user.id)).toBe(0n);
    // Read first: PGlite has one connection, which the transaction holds.
    const queued = await site.payout(id);
    await inTransaction(site.t.database.db, (tx) =>
      releasePayout(tx, site.t.clock, queued, {
        status: 'CANCELLED',
        from: ['QUEUED'],
        reason: 'test',
      }),
    );
    expect(await kub(user.id)).toBe(400_000_000n);
    expect((await userBalances(site.t.database.db, user.id)).points).toBe(0n);
    expect(await kept(user)).toMatchObject({ kept: '4' });
    expect(await site.problems()).toEqual([]);
  });

  it('never overdraws the kept balance under parallel sends, and the ledger stays balanced', async () => {
    const user = await keeper(1000);
    // Five at once: the PIN check admits as many parallel checks as it allows wrong PINs.
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(user, '3')));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual(
      ['PAYOUT_SEND_MORE_THAN_KEPT', 'PAYOUT_SEND_MORE_THAN_KEPT'],
    );
    expect(await kub(user.id)).toBe(100_000_000n);
    expect(await kept(user)).toMatchObject({ kept: '1' });
    expect(await site.problems()).toEqual([]);
  });
});

describe('sending kept KKUB while payouts are off', () => {
  it('says it cannot be sent yet, and keeps the KKUB', async () => {
    const t = await createProfileTestApp('pglite');
    try {
      const id = await t.createUser({ kycOverride: true });
      const headers = await t.signIn(id);
      const kept = await t.app.inject({ url: WALLET_API.keptKkub, headers });
      expect(kept.json()).toEqual({ kept: '0', payoutsOn: false });
      const refused = await t.app.inject({
        method: 'POST',
        url: WALLET_API.sendKkub,
        headers: { ...headers, 'idempotency-key': 'payouts-off-1' },
        payload: { amount: '1', pin: PIN },
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().code).toBe('PAYOUT_SEND_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });
});
