import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { eraseAccount } from '../src/modules/privacy/account-erasure.ts';
import { columnsContaining, PASSWORD, seedPerson } from './privacy-kit.ts';
import { createRewardsTestApp, type Member, PIN, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/privacy';
const DAY = 24 * 60 * 60 * 1000;
/** How long after the spend each race round starts the closure. */
const DELAYS_MS = [0, 0, 30, 80, 150, 250, 400, 700];

describe.each(DRIVERS)('closing an account on %s', (driver) => {
  let t: RewardsTestApp;
  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
  });
  afterAll(async () => t?.close());

  const ask = (headers: Member['headers'], payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/closure`, headers: { ...headers, lang }, payload });

  /** The confirmation link's token, read from the mail in the outbox. */
  async function mailedToken(email: string): Promise<string> {
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select payload->>'text' as text from jobs where kind = 'mail' and payload->>'to' = ${email}
          and payload->>'kind' = 'confirm-closure' order by id desc limit 1`,
    );
    return /profile\/close\?token=([\w-]+)/.exec(mail!.text)![1]!;
  }

  async function confirmedClosure(person: { headers: Member['headers']; identifiers: { email: string } }) {
    const asked = await ask(person.headers, { password: PASSWORD, pin: PIN, certificates: 'revoke' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().status).toBe('awaiting_confirmation');
    const token = await mailedToken(person.identifiers.email);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/closure/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { token, closure: confirmed.json() };
  }

  it('asks for the password and the PIN, each refused next to its field in the reader\u2019s language', async () => {
    const person = await seedPerson(t);
    const wrong = await ask(person.headers, { password: 'not-it', pin: PIN, certificates: 'keep' }, 'th');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields[0]).toMatchObject({ path: 'body.password', message: 'รหัสผ่านไม่ถูกต้อง' });
    const noPin = await ask(person.headers, { password: PASSWORD, pin: '000000', certificates: 'keep' });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().fields[0]).toMatchObject({ path: 'body.pin', message: 'The PIN is incorrect.' });
    const status = await t.app.inject({ method: 'GET', url: API, headers: person.headers });
    expect(status.json()).toMatchObject({
      closure: null,
      hasPassword: true,
      hasPin: true,
      coolingOffDays: 7,
    });
  });

  it('is refused while a redemption is pending or KUB is left, with the reason', async () => {
    const member = await t.member({ points: 500, address: true });
    const rewardId = await t.reward({ type: 'physical' });
    expect((await t.submit(member, rewardId)).statusCode).toBe(200);
    const refused = await ask(member.headers, { pin: PIN, certificates: 'keep' });
    // No password on this account and no fresh exchange sign-in: the session is new, so it counts.
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'Your account cannot be closed while a payout or a reward redemption is still being processed. Please wait until it is finished.',
    );
  });

  it('waits for the e-mail and the cooling-off period, can be cancelled, and then nothing happens', async () => {
    const person = await seedPerson(t);
    const { token } = await confirmedClosure(person);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/closure/confirm',
      payload: { token },
    });
    expect(again.statusCode).toBe(410);
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `${API}/closure`,
      headers: person.headers,
    });
    expect(cancelled.json().status).toBe('cancelled');
    t.clock.advance(8 * DAY);
    await t.app.jobs.drain();
    const me = await t.app.inject({ method: 'GET', url: API, headers: person.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().closure.status).toBe('cancelled');
  });

  it('erases the person everywhere after the cooling-off period, keeps the ledger balanced, and frees the e-mail', async () => {
    const other = await t.member({ points: 300 });
    const dashboard = () =>
      t.app.inject({ method: 'GET', url: '/api/client/dashboard', headers: other.headers });
    const otherBefore = (await dashboard()).json();
    const person = await seedPerson(t);
    const { closure } = await confirmedClosure(person);
    expect(closure.status).toBe('cooling_off');
    expect(new Date(closure.eraseAfter).getTime() - t.clock.now().getTime()).toBe(7 * DAY);

    t.clock.advance(6 * DAY);
    await t.app.jobs.drain();
    expect((await columnsContaining(t.database.db, person.identifiers.email)).length).toBeGreaterThan(0);

    t.clock.advance(DAY + 1000);
    await t.app.jobs.drain();
    for (const [name, value] of Object.entries(person.identifiers)) {
      expect(await columnsContaining(t.database.db, value), name).toEqual([]);
    }
    // The wallet also appears without its 0x inside signed transactions.
    expect(await columnsContaining(t.database.db, person.identifiers.wallet.slice(2))).toEqual([]);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
    const [closed] = await queryRows<{
      points: string;
      kub: string;
      closed: boolean;
      certificates: number;
      topicCredentials: number;
    }>(
      t.database.db,
      sql`select
        (select coalesce(sum(balance), 0) from ledger_accounts where user_id = ${person.id} and currency = 'POINT') as points,
        (select coalesce(sum(balance), 0) from ledger_accounts where user_id = ${person.id} and currency = 'KUB') as kub,
        (select closed_at is not null from users where id = ${person.id}) as closed,
        (select count(*)::int from certificates where user_id = ${person.id} and revoked_at is null) as certificates,
        (select count(*)::int from review_topic_credentials
          where user_id = ${person.id} and revoked_at is null) as "topicCredentials"`,
    );
    expect(closed).toEqual({ points: '0', kub: '0', closed: true, certificates: 0, topicCredentials: 0 });
    // The review deck and its history go with the account.
    const [deck] = await queryRows<{ cards: number; reviews: number }>(
      t.database.db,
      sql`select (select count(*)::int from review_cards where user_id = ${person.id}) as cards,
                 (select count(*)::int from review_logs where user_id = ${person.id}) as reviews`,
    );
    expect(deck).toEqual({ cards: 0, reviews: 0 });
    const entries = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.user_id = ${person.id}`,
    );
    expect(entries[0]!.n).toBeGreaterThan(2);

    // The session ended; another user's dashboard is as it was.
    expect((await t.app.inject({ method: 'GET', url: API, headers: person.headers })).statusCode).toBe(401);
    expect((await dashboard()).json()).toEqual(otherBefore);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/register',
      payload: {
        email: person.identifiers.email,
        password: 'NewStart@2026',
        confirmPassword: 'NewStart@2026',
        acceptTerms: true,
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
  });

  it.runIf(driver === 'postgres')(
    'racing a spend: either the spend or the closure is refused, never money left with an erased account',
    async () => {
      const outcomes: string[] = [];
      for (let round = 0; round < DELAYS_MS.length; round += 1) {
        const person = await seedPerson(t);
        const rewardId = await t.reward({ type: 'point', costPoints: 50 });
        // A closure confirmed a week ago (asked directly: the form's rate limit is not what is tested).
        const now = t.clock.now();
        const [request] = await queryRows<{ id: number }>(
          t.database.db,
          sql`insert into privacy_requests (user_id, kind, status, certificates, confirmed_at, erase_after, deadline_at, created_at, updated_at)
              values (${person.id}, 'closure', 'cooling_off', 'keep', ${now}, ${now}, ${now}, ${now}, ${now}) returning id`,
        );
        t.clock.advance(1000);
        const member = { id: person.id, headers: person.headers };
        // Both start together; in later rounds the closure starts a little later, so the spend's
        // transaction is under way (or committed) when the closure takes its locks.
        const [spent, erased] = await Promise.all([
          t.submit(member, rewardId),
          delay(DELAYS_MS[round]!).then(() => eraseAccount(t.database.db, t.clock, request!.id)),
        ]);
        const spendOk = spent.statusCode === 200;
        expect(spendOk && erased.outcome === 'erased', `round ${round}`).toBe(false);
        expect(spendOk || erased.outcome === 'erased', `round ${round}`).toBe(true);
        outcomes.push(spendOk ? `spend (closure ${erased.outcome})` : `closure (spend ${spent.json().code})`);
        const [left] = await queryRows<{ owed: string; pending: number }>(
          t.database.db,
          sql`select
            (select coalesce(sum(a.balance), 0) from ledger_accounts a join users u on u.id = a.user_id
              where u.closed_at is not null) as owed,
            (select count(*)::int from reward_redemptions r join users u on u.id = r.user_id
              where u.closed_at is not null and r.status = 'PENDING') as pending`,
        );
        expect(left).toEqual({ owed: '0', pending: 0 });
      }
      expect(await ledgerProblems(t.database.db)).toEqual([]);
      console.log('closure against a spend, who won each round:', outcomes.join(', '));
    },
    120_000,
  );
});
