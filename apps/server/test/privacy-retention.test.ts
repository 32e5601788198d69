import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { privacySettings } from '../src/modules/privacy/privacy-settings.ts';
import { applyRetention } from '../src/modules/privacy/retention.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('retention on %s', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterAll(async () => t?.close());

  const ago = (days: number) => new Date(t.clock.now().getTime() - days * DAY);
  const id = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ id: number | string }>(t.database.db, sql`${query} returning id`))[0]!.id;
  const exists = async (table: string, column: string, value: number | string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text = ${String(value)}`,
      )
    )[0]!.n === 1;

  it('removes exactly what is past its period, with the periods of the configuration', async () => {
    const periods = privacySettings({ NODE_ENV: 'test', PUBLIC_URL: 'https://academy.example' }).retention;
    const user = await t.createUser();
    const mail = (doneDaysAgo: number | null) =>
      id(sql`insert into jobs (kind, payload, run_at, done_at, created_at)
        values ('mail', '{"to":"someone@example.com","text":"Hello"}'::jsonb, ${ago(40)}, ${doneDaysAgo === null ? null : ago(doneDaysAgo)}, ${ago(40)})`);
    const oldMail = await mail(31);
    const recentMail = await mail(29);
    const unsent = await mail(null);

    const throttle = async (key: string, daysAgo: number) =>
      t.database.db
        .execute(sql`insert into login_throttles (email_key, source_key, failures, pending, updated_at)
        values (${key}, '198.51.100.7', 1, 0, ${ago(daysAgo)})`);
    await throttle('old-throttle@example.com', 31);
    await throttle('recent-throttle@example.com', 29);

    const session = (expiresDaysAgo: number) =>
      id(sql`insert into sessions (user_id, token_hash, created_at, expires_at)
        values (${user}, ${`hash-${Math.random()}`}, ${ago(90)}, ${ago(expiresDaysAgo)})`);
    const oldSession = await session(31);
    const recentSession = await session(29);
    const liveSession = await session(-5);

    const token = (expiresDaysAgo: number) =>
      id(sql`insert into account_tokens (user_id, purpose, token_hash, expires_at, created_at)
        values (${user}, 'reset-password', ${`t-${Math.random()}`}, ${ago(expiresDaysAgo)}, ${ago(60)})`);
    const oldToken = await token(31);
    const recentToken = await token(1);

    const push = (daysAgo: number) =>
      id(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
        values (${user}, ${`https://push.example/${Math.random()}`}, 'k', 'a', ${ago(daysAgo)})`);
    const oldPush = await push(181);
    const recentPush = await push(179);

    const account = (daysAgo: number, verified: boolean) =>
      t.createUser({ createdAt: ago(daysAgo), emailVerifiedAt: verified ? ago(daysAgo) : null });
    const staleUnconfirmed = await account(31, false);
    const freshUnconfirmed = await account(29, false);
    const oldConfirmed = await account(31, true);

    const audit = (daysAgo: number) =>
      id(sql`insert into audit_log (actor_user_id, actor_email, actor_role, action, target_type, target_id, before, after, reason, created_at)
        values (1, 'admin@example.com', 'admin', 'user.update', 'user', ${String(user)},
          '{"email":"reader@example.com","firstName":"Somchai","points":5}'::jsonb, '{"note":"wrote to reader@example.com"}'::jsonb,
          'asked by reader@example.com', ${ago(daysAgo)})`);
    const oldAudit = await audit(366);
    const recentAudit = await audit(364);

    await applyRetention(t.database.db, t.clock.now(), periods);

    expect([
      await exists('jobs', 'id', oldMail),
      await exists('jobs', 'id', recentMail),
      await exists('jobs', 'id', unsent),
    ]).toEqual([false, true, true]);
    expect([
      await exists('login_throttles', 'email_key', 'old-throttle@example.com'),
      await exists('login_throttles', 'email_key', 'recent-throttle@example.com'),
    ]).toEqual([false, true]);
    expect([
      await exists('sessions', 'id', oldSession),
      await exists('sessions', 'id', recentSession),
      await exists('sessions', 'id', liveSession),
    ]).toEqual([false, true, true]);
    expect([
      await exists('account_tokens', 'id', oldToken),
      await exists('account_tokens', 'id', recentToken),
    ]).toEqual([false, true]);
    expect([
      await exists('push_subscriptions', 'id', oldPush),
      await exists('push_subscriptions', 'id', recentPush),
    ]).toEqual([false, true]);
    expect([
      await exists('users', 'id', staleUnconfirmed),
      await exists('users', 'id', freshUnconfirmed),
      await exists('users', 'id', oldConfirmed),
    ]).toEqual([false, true, true]);

    const events = await queryRows<{
      id: string;
      actor_email: string | null;
      before: unknown;
      after: unknown;
      reason: string;
      action: string;
    }>(
      t.database.db,
      sql`select id, actor_email, before, after, reason, action from audit_log where id in (${oldAudit}, ${recentAudit}) order by id`,
    );
    expect(events[0]).toMatchObject({
      actor_email: null,
      action: 'user.update',
      before: { email: 'pseudonymised', firstName: 'pseudonymised', points: 5 },
      after: { note: 'wrote to pseudonymised' },
      reason: 'asked by pseudonymised',
    });
    expect(events[1]).toMatchObject({
      actor_email: 'admin@example.com',
      before: { email: 'reader@example.com' },
    });
  });
});
