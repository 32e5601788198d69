import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_SESSION_HEADER, shareSession } from '../src/plugins/auth.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';

/**
 * The signed-in dashboard's one call: the same answer as the five reads it replaces, in at most
 * six statements for the whole page (the header's signed-in user included), each row read once.
 */
describe.each(DRIVERS)('dashboard page on %s', (driver) => {
  let t: WalletTestApp;
  let user: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createWalletTestApp(driver);
    user = await t.createUser({ firstName: 'Mali' });
    await setPin(t.database.db, t.clock, user.id, '246810');
    const deposit = await t.deposit({
      eventId: `page-${driver}-${Date.now()}`,
      amount: '10.5',
      userId: user.id,
    });
    expect(deposit.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const get = async (url: string, headers: Record<string, string> = user.headers) => {
    const response = await t.call({ method: 'GET', url, headers: { ...headers, lang: 'th' } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it('answers what the dashboard, activities, checklist, payouts and kept KKUB answer', async () => {
    const page = await get('/api/client/dashboard-page?page=1&limit=10');
    expect(page.dashboard).toEqual(await get('/api/client/dashboard'));
    expect(page.activities).toEqual(await get('/api/client/activities?page=1&limit=10'));
    expect(page.checklist).toEqual(await get('/api/client/earning-checklist'));
    expect(page.payouts).toEqual(await get('/api/client/payouts'));
    expect(page.kept).toEqual(await get('/api/client/kept-kkub'));
    expect(page.dashboard).toMatchObject({ kubBalance: '10.5', hasPin: true });
    expect(page.activities.total).toBe(1);
    expect(page.checklist.steps).toContainEqual({ step: 'pin', done: true });
    expect(page.checklist.steps).toContainEqual({ step: 'deposit', done: true });
    // A page past the end still knows how many there are; a filter narrows both.
    const past = await get('/api/client/dashboard-page?page=3&limit=10');
    expect(past.activities).toEqual(await get('/api/client/activities?page=3&limit=10'));
    expect(past.activities).toMatchObject({ data: [], total: 1 });
    const none = await get('/api/client/dashboard-page?type=Purchase%20Package');
    expect(none.activities.total).toBe(0);
  });

  it('renders the signed-in dashboard with at most six statements, no row read twice', async () => {
    // What a page render does: the header's signed-in user and the page's data, one session.
    const session = shareSession(t.app);
    const headers = { ...user.headers, [SHARED_SESSION_HEADER]: session.ref };
    const before = t.database.queriesRun();
    const [me] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/client/user-clients/me', headers }),
      t.app.inject({ method: 'GET', url: '/api/client/dashboard-page?page=1&limit=10', headers }),
    ]);
    const statements = t.database.queriesRun() - before;
    session.forget();
    expect(me.json()).toMatchObject({ id: user.id, firstName: 'Mali', emailVerified: true });
    // The session (with the user's row), then facts, ledger, package, activities and payouts.
    expect(statements).toBeLessThanOrEqual(6);
  });

  it('reads the signed-in user with the session alone', async () => {
    const before = t.database.queriesRun();
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(t.database.queriesRun() - before).toBe(1);
  });
});
