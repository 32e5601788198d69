import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { eraseAccount } from '../src/modules/privacy/account-erasure.ts';
import { fulfilRedemption } from '../src/modules/rewards/fulfilment.service.ts';
import { createRewardsTestApp, type Member, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/admin/privacy/requests';
const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('privacy requests in the back office on %s', (driver) => {
  let t: RewardsTestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
    admin = await t.member({ role: 'admin' });
  });
  afterAll(async () => t?.close());

  it('shows a refused closure with its deadline, and a person retries it once the money has settled', async () => {
    const member = await t.member({ points: 500, address: true });
    const rewardId = await t.reward({ type: 'physical' });
    expect((await t.submit(member, rewardId)).statusCode).toBe(200);
    const now = t.clock.now();
    const [request] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into privacy_requests (user_id, kind, status, certificates, confirmed_at, erase_after, deadline_at, created_at, updated_at)
          values (${member.id}, 'closure', 'cooling_off', 'keep', ${now}, ${now}, ${new Date(now.getTime() + 30 * DAY)}, ${now}, ${now})
          returning id`,
    );
    expect((await eraseAccount(t.database.db, t.clock, request!.id)).outcome).toBe('refused');

    expect((await t.app.inject({ method: 'GET', url: API, headers: member.headers })).statusCode).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: API, headers: admin.headers });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json().items.find((row: { id: number }) => row.id === request!.id);
    expect(item).toMatchObject({
      kind: 'closure',
      status: 'refused',
      reason: 'CLOSURE_MONEY_IN_FLIGHT',
      overdue: false,
      deadlineAt: new Date(now.getTime() + 30 * DAY).toISOString(),
    });

    const tooShort = await t.app.inject({
      method: 'POST',
      url: `${API}/${request!.id}`,
      headers: admin.headers,
      payload: { action: 'retry', reason: 'x' },
    });
    expect(tooShort.statusCode).toBe(400);

    const [redemption] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from reward_redemptions where user_id = ${member.id}`,
    );
    await fulfilRedemption(
      t.database.db,
      t.clock,
      { userId: admin.id, email: null, role: 'admin' },
      redemption!.id,
      'TH123',
      'en',
    );
    const retried = await t.app.inject({
      method: 'POST',
      url: `${API}/${request!.id}`,
      headers: admin.headers,
      payload: { action: 'retry', reason: 'The parcel was delivered; closing as asked.' },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('cooling_off');
    await t.app.jobs.drain();
    const after = (await t.app.inject({ method: 'GET', url: API, headers: admin.headers })).json();
    expect(after.items.find((row: { id: number }) => row.id === request!.id).status).toBe('completed');

    const steps = await queryRows<{ action: string; reason: string | null }>(
      t.database.db,
      sql`select action, reason from audit_log where target_type = 'privacy_request' and target_id = ${String(request!.id)} order by id`,
    );
    expect(steps.map((step) => step.action)).toEqual([
      'privacy.closure.refuse',
      'privacy.closure.retry',
      'privacy.closure.complete',
    ]);
    expect(steps[1]!.reason).toBe('The parcel was delivered; closing as asked.');
  });
});
