import { writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession, SESSION_COOKIE } from '../apps/server/src/modules/identity/session.service.ts';
import { startDevSsoProvider } from '../apps/server/src/modules/sso/dev-provider/dev-provider.ts';
import routes from '../apps/web/app/routes.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

/** Every page path the site serves, with its `:params` left in. */
function pagePaths(entries: readonly RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [
      ...(entry.index || !entry.children ? [path || '/'] : []),
      ...pagePaths(entry.children ?? [], path),
    ];
  });
}

/** What a visitor can type into a path parameter. */
const PARAM_VALUES = [
  '%00',
  'a%00b',
  'abc',
  '-1',
  '0',
  '99999999999',
  '..%2F..%2Fetc',
  'x'.repeat(300),
  '%E0%B8%81',
  '%ZZ',
];
/** What a visitor can type into a query. */
const QUERIES = [
  '',
  '?page=-1',
  '?page=abc',
  '?page=99999999999',
  '?status=zzz',
  '?q=%00',
  '?email=%00',
  '?redirectTo=%00',
  '?sort=%00&category=%00&type=%00',
  '?page=1&page=2',
];

/**
 * Odd page requests (NUL bytes, out-of-range pages, unknown ids, filters that are not values) from
 * visitors, a reader, a blocked reader's old session and an admin: none may answer 500. A page either
 * renders, redirects, or says what is wrong (400, 403, 404).
 */
describe('page fuzz', () => {
  let site: PostgresSite;
  let sso: Awaited<ReturnType<typeof startDevSsoProvider>> | undefined;
  const cookies: Record<string, string> = { visitor: '' };

  beforeAll(async () => {
    // The exchange is up, as on a working site: the pages that start a sign-in or a link read its
    // metadata first (its outage is a 502 page of its own, not a page's answer to odd input).
    sso = await startDevSsoProvider({
      clientId: 'kub-academy-fuzz',
      clientSecret: 'kub-academy-fuzz-secret',
      redirectUris: ['en', 'th'].map((lang) => `http://127.0.0.1/${lang}/login/sso/callback`),
    });
    site = await startPostgresSite('pagefuzz', {
      LOG_LEVEL: 'fatal',
      PAGE_CACHE_TTL_SECONDS: '0',
      SSO_ISSUER: sso.issuer,
      SSO_CLIENT_ID: 'kub-academy-fuzz',
      SSO_CLIENT_SECRET: 'kub-academy-fuzz-secret',
    });
    for (const [name, fields] of [
      ['reader', {}],
      ['blocked', {}],
      ['admin', { role: 'admin' as const }],
    ] as const) {
      const [row] = await site.database.db
        .insert(users)
        .values({
          email: `fuzz-${name}-${randomBytes(3).toString('hex')}@example.com`,
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
          ...fields,
        })
        .returning({ id: users.id });
      const { token } = await createSession(site.database.db, systemClock, row!.id);
      cookies[name] = `${SESSION_COOKIE}=${token}`;
      if (name === 'blocked') {
        await site.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, row!.id));
      }
    }
  });
  afterAll(async () => {
    await site?.close();
    await sso?.close();
  });

  it('answers no page request with a 500', async () => {
    const paths = new Set<string>(['//', '///en', '/%00', '/en/%00']);
    for (const template of pagePaths(routes)) {
      const base = template.replace(':lang', 'en');
      const params = base.match(/:[a-z]+/gi) ?? [];
      if (params.length === 0) {
        for (const query of QUERIES) paths.add(`${base}${query}`);
        continue;
      }
      // Each odd value in every parameter, then every odd query with an ordinary id.
      for (const value of PARAM_VALUES) paths.add(params.reduce((p, param) => p.replace(param, value), base));
      const ordinary = params.reduce((p, param) => p.replace(param, '1'), base);
      for (const query of QUERIES) paths.add(`${ordinary}${query}`);
    }
    const requests = [...paths].flatMap((path) => Object.keys(cookies).map((who) => ({ path, who })));
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { path, who } = requests[next++]!;
        const response = await fetch(`${site.server.url}${path}`, {
          redirect: 'manual',
          headers: cookies[who] ? { cookie: cookies[who] } : {},
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${response.status} ${who} ${path}`);
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    console.log(`page fuzz: ${requests.length} requests, ${failures.length} answered 5xx`);
    if (process.env.PAGE_FUZZ_REPORT) await writeFile(process.env.PAGE_FUZZ_REPORT, failures.join('\n'));
    expect(failures).toEqual([]);
  });
});
