import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { isAdminPath } from '../src/plugins/admin-access.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

/** Editors manage content; only admins touch users, money, certificates and the audit log. */
type Rule = 'staff' | 'admin';

/**
 * Who may call each back-office route, stated once. The test goes through the routes the app
 * registered, so a route added without a line here fails until its rule is written down.
 */
const RULES: Record<string, Rule> = {
  'GET /api/admin/categories': 'staff',
  'POST /api/admin/categories': 'staff',
  'PUT /api/admin/categories/:id': 'staff',
  'DELETE /api/admin/categories/:id': 'staff',
  'GET /api/admin/legal': 'staff',
  'PUT /api/admin/legal/:type': 'staff',
  'GET /api/admin/get-started/steps': 'staff',
  'POST /api/admin/get-started/steps': 'staff',
  'PUT /api/admin/get-started/steps/:id': 'staff',
  'DELETE /api/admin/get-started/steps/:id': 'staff',
  'GET /api/admin/get-started/banners': 'staff',
  'POST /api/admin/get-started/banners': 'staff',
  'PUT /api/admin/get-started/banners/:id': 'staff',
  'DELETE /api/admin/get-started/banners/:id': 'staff',
  'GET /api/admin/partners': 'staff',
  'POST /api/admin/partners': 'staff',
  'PUT /api/admin/partners/:id': 'staff',
  'DELETE /api/admin/partners/:id': 'staff',
  'GET /api/admin/glossary': 'staff',
  'POST /api/admin/glossary': 'staff',
  'PUT /api/admin/glossary/:id': 'staff',
  'DELETE /api/admin/glossary/:id': 'staff',
  'POST /api/admin/articles/preview': 'staff',
  'GET /api/admin/articles': 'staff',
  'GET /api/admin/articles/:id': 'staff',
  'POST /api/admin/articles': 'staff',
  'PUT /api/admin/articles/:id': 'staff',
  'POST /api/admin/articles/:id/publish': 'staff',
  'POST /api/admin/articles/:id/unpublish': 'staff',
  'POST /api/admin/articles/:id/cover': 'staff',
  'GET /api/admin/feedback': 'staff',
  'POST /api/admin/feedback/:id/handled': 'staff',
  'GET /api/admin/quizzes': 'staff',
  'POST /api/admin/quizzes': 'staff',
  'PUT /api/admin/quizzes/:id': 'staff',
  'PUT /api/admin/quizzes/:id/questions/:qid': 'staff',
  'POST /api/admin/quizzes/:id/questions': 'staff',
  'DELETE /api/admin/quizzes/:id/questions/:qid': 'staff',
  'POST /api/admin/quizzes/:id/pool': 'admin',
  'GET /api/admin/rewards': 'admin',
  'POST /api/admin/rewards': 'admin',
  'PUT /api/admin/rewards/:id': 'admin',
  'POST /api/admin/rewards/:id/image': 'admin',
  'GET /api/admin/redemptions': 'admin',
  'POST /api/admin/redemptions/:id/fulfil': 'admin',
  'POST /api/admin/redemptions/:id/cancel': 'admin',
  'GET /api/admin/coupons': 'admin',
  'POST /api/admin/coupons': 'admin',
  'PUT /api/admin/coupons/:id': 'admin',
  'GET /api/admin/ledger/reconciliation': 'admin',
  'POST /api/admin/ledger/reconciliation': 'admin',
  'POST /api/admin/ledger-adjustments': 'admin',
  'GET /api/admin/packages': 'admin',
  'POST /api/admin/packages': 'admin',
  'PUT /api/admin/packages/:id': 'admin',
  'GET /api/admin/payouts': 'admin',
  'POST /api/admin/payouts/pause': 'admin',
  'POST /api/admin/payouts/:id/retry': 'admin',
  'POST /api/admin/payouts/:id/cancel': 'admin',
  'POST /api/admin/payouts/reconcile': 'admin',
  'GET /api/admin/pop-quizzes': 'admin',
  'PUT /api/admin/pop-quizzes/:id': 'admin',
  'GET /api/admin/pop-quiz-questions': 'admin',
  'POST /api/admin/pop-quiz-questions': 'admin',
  'PUT /api/admin/pop-quiz-questions/:id': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/users/:id': 'admin',
  'POST /api/admin/users/:id/block': 'admin',
  'POST /api/admin/users/:id/unblock': 'admin',
  'PUT /api/admin/users/:id/kyc-override': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/certificates/:code': 'admin',
  'POST /api/admin/certificates/:code/revoke': 'admin',
  'GET /api/admin/review/credentials/:code': 'admin',
  'POST /api/admin/review/credentials/:code/revoke': 'admin',
  'GET /api/admin/certificate-keys': 'admin',
  'POST /api/admin/certificate-keys/:number/compromise': 'admin',
  'POST /api/admin/certificate-keys/:number/reissue': 'admin',
  'GET /api/admin/privacy/requests': 'admin',
  'POST /api/admin/privacy/requests/:id': 'admin',
  'GET /api/admin/learning/paths': 'admin',
  'POST /api/admin/learning/paths': 'admin',
  'PUT /api/admin/learning/paths/:id': 'admin',
  'POST /api/admin/learning/certificates/:code/revoke': 'admin',
  'GET /api/admin/learning/campaigns': 'admin',
  'POST /api/admin/learning/campaigns': 'admin',
  'PUT /api/admin/learning/campaigns/:id': 'admin',
  'POST /api/admin/learning/campaigns/:id/fund': 'admin',
};

describe.each(DRIVERS)('the role rule of every back-office route on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let member: Record<string, string>;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(await t.createUser({ role: 'admin' }));
    editor = await t.signIn(await t.createUser({ role: 'editor' }));
    member = await t.signIn(await t.createUser());
  });
  afterAll(() => t.close());

  /** The back-office routes the app serves (HEAD is GET's twin). */
  const adminRoutes = () =>
    t.app.routeIndex
      .list()
      .filter((route) => route.method !== 'HEAD' && isAdminPath(route.url))
      .map((route) => `${route.method} ${route.url}`);

  /** A call of the route with every parameter filled by something that names no row. */
  const call = (route: string, headers: Record<string, string>) => {
    const [method, pattern] = route.split(' ') as [NonNullable<InjectOptions['method']>, string];
    const url = pattern.replace(/:[^/]+/g, '999999');
    const withBody = method !== 'GET' && method !== 'DELETE';
    return t.app.inject({
      method,
      url,
      headers: { ...headers, 'idempotency-key': 'role-check-0001' },
      ...(withBody ? { payload: {} } : {}),
    });
  };
  /** The error code of an answer, if it has one (a 204 has no body). */
  const codeOf = (answer: { body: string; json: () => unknown }) =>
    answer.body ? (answer.json() as { code?: string } | null)?.code : undefined;
  const auditCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n;

  it('knows the rule of every route the app registered, and of no other', () => {
    expect(adminRoutes().sort()).toEqual(Object.keys(RULES).sort());
  });

  it('answers visitors 401, users 403, editors 403 where admins only may, before reading the body', async () => {
    const before = await auditCount();
    for (const route of adminRoutes()) {
      expect((await call(route, {})).statusCode, route).toBe(401);
      const user = await call(route, member);
      expect([user.statusCode, codeOf(user)], route).toEqual([403, 'FORBIDDEN']);
      const byEditor = await call(route, editor);
      if (RULES[route] === 'admin') {
        expect([byEditor.statusCode, codeOf(byEditor)], route).toEqual([403, 'FORBIDDEN']);
      } else {
        expect(byEditor.statusCode, route).not.toBe(401);
        expect(codeOf(byEditor), route).not.toBe('FORBIDDEN');
      }
    }
    expect(await auditCount()).toBe(before);
  });

  it('lets admins through on every route', async () => {
    for (const route of adminRoutes()) {
      const answer = await call(route, admin);
      expect(answer.statusCode, route).not.toBe(401);
      expect(codeOf(answer), route).not.toBe('FORBIDDEN');
    }
  });
});
