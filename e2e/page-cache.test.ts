import { createHash, randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCOUNTS_API } from '@app/contracts/accounts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { type Database, openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { glossaryTerms } from '../apps/server/src/db/schema/index.ts';
import { revokeAdminCertificate } from '../apps/server/src/modules/certificates/certificates-admin.service.ts';
import { seedDatabase } from '../apps/server/src/seed/seed.ts';
import type { ProfileTestApp } from '../apps/server/test/profile-kit.ts';
import { answerAll, QUIZ_API, quizIdOf } from '../apps/server/test/quizzes-kit.ts';
import { withDatabase } from '../apps/server/test/global-setup.ts';

const baseUrl = inject('baseUrl');
const ROOT = resolve(import.meta.dirname, '..');

/** The script hashes a response's policy allows, and the hash of every inline script its HTML runs. */
async function scripts(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  const allowed = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
  const html = await response.text();
  const run = [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map((match) => createHash('sha256').update(match[1]!).digest('base64'));
  return { csp, allowed, run, html };
}

describe('pages kept for visitors', () => {
  it('serve the same bytes to every visitor, their scripts allowed by hash, public for a CDN', async () => {
    const url = `${baseUrl}/en/glossary?cache-test=${randomBytes(4).toString('hex')}`;
    const first = await fetch(url);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const one = await scripts(first);
    const second = await fetch(url);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const two = await scripts(second);

    for (const page of [one, two]) {
      expect(page.csp).not.toContain('nonce');
      expect(page.html).not.toMatch(/\snonce=/);
      expect(page.run.length).toBeGreaterThan(2);
      expect(new Set(page.allowed)).toEqual(new Set(page.run));
    }
    expect(two.html).toBe(one.html);
    for (const response of [first, second]) {
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const etag = second.headers.get('etag');
    expect(etag).toBe(first.headers.get('etag'));
    const held = await fetch(url, { headers: { 'if-none-match': etag! } });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe('');
  });

  it('are the same page whatever the visitor’s theme and language cookies say', async () => {
    const path = `/th/glossary?cache-test=${randomBytes(4).toString('hex')}`;
    const plain = await (await fetch(`${baseUrl}${path}`)).text();
    const dark = await fetch(`${baseUrl}${path}`, { headers: { cookie: 'theme=dark; lang=en' } });
    expect(dark.headers.get('x-page-cache')).toBe('hit');
    expect(dark.headers.get('set-cookie')).toBeNull();
    // The theme is applied in the browser, before the first paint (see the shell journey).
    expect(await dark.text()).toBe(plain);
    expect(plain).toMatch(/<html lang="th" style="color-scheme:light">/);
  });

  it('never serve or keep a signed-in reader’s page', async () => {
    const login = await fetch(`${baseUrl}${ACCOUNTS_API.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.77.0.1' },
      body: JSON.stringify({ email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const path = `/en/articles?cache-test=${randomBytes(4).toString('hex')}`;
    const cookie = `session=${encodeURIComponent(token)}; theme=light`;

    for (let i = 0; i < 2; i++) {
      const signedIn = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('x-page-cache')).toBeNull();
      expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
      expect(signedIn.headers.get('etag')).toBeNull();
      expect(signedIn.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/);
      expect(await signedIn.text()).toContain('Malee');
    }
    // Rendered for the reader only: the first visitor gets a fresh page without the reader in it.
    const visitor = await fetch(`${baseUrl}${path}`);
    expect(visitor.headers.get('x-page-cache')).toBe('miss');
    expect(await visitor.text()).not.toContain('Malee');
    // A visitor's cached page is never handed to a signed-in reader either.
    const signedInAgain = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    expect(signedInAgain.headers.get('x-page-cache')).toBeNull();
    expect(await signedInAgain.text()).toContain('Malee');
  });
});

/** Two app instances serving the built site from one database, in this process. */
describe.each(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'])(
  'cached pages of two instances on %s',
  (driver) => {
    let database: Database;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      if (driver === 'postgres') {
        const url = process.env.TEST_DATABASE_URL!;
        const name = `kub_e2e_pages_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        database = await openDatabase({ url: withDatabase(url, name), poolSize: 4 });
        dropDatabase = async () => {
          const cleanup = new pg.Client({ connectionString: url });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        };
      } else {
        database = await openDatabase({});
      }
      await database.migrate();
      await seedDatabase(database.db, resolve(ROOT, 'content'));
      const build = pathToFileURL(resolve(ROOT, 'apps/web/build/server/index.js')).href;
      const instance = async () => {
        const app = await buildApp({
          database,
          config: {
            NODE_ENV: 'production',
            LOG_LEVEL: 'silent',
            TRUST_PROXY: false,
            CACHE_TTL_SECONDS: 60,
            PAGE_CACHE_TTL_SECONDS: 60,
          },
          logger: false,
          web: {
            mode: 'production',
            loadBuild: () => import(build) as Promise<ServerBuild>,
          },
        });
        await app.ready();
        return app;
      };
      a = await instance();
      b = await instance();
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await database?.close();
      await dropDatabase?.();
    });

    // The glossary is served in pages; the tests edit HODL, so they read the page that lists it.
    let hodlPage: string | undefined;
    const glossaryPage = async (app: FastifyInstance) => {
      if (!hodlPage) {
        for (let page = 1; page <= 50 && !hodlPage; page += 1) {
          const url = `/en/glossary?by=en&page=${page}`;
          if ((await app.inject({ url })).body.includes('HODL')) hodlPage = url;
        }
      }
      const response = await app.inject({ url: hodlPage ?? '/en/glossary' });
      expect(response.statusCode).toBe(200);
      return { cache: response.headers['x-page-cache'], html: response.body };
    };

    it('show an edit on both instances once the writer invalidates its tag', async () => {
      await glossaryPage(a);
      await glossaryPage(b);
      expect((await glossaryPage(b)).cache).toBe('hit');

      await database.db
        .update(glossaryTerms)
        .set({ termEn: 'HODL (hold on for dear life)' })
        .where(eq(glossaryTerms.key, 'hodl'));
      // Kept: without a message, the page stays as it was for its short TTL.
      expect((await glossaryPage(b)).html).not.toContain('HODL (hold on for dear life)');

      await a.contentInvalidation.invalidate('glossary');
      expect((await glossaryPage(a)).html).toContain('HODL (hold on for dear life)');
      const deadline = Date.now() + 3000;
      let page = await glossaryPage(b);
      while (!page.html.includes('HODL (hold on for dear life)') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        page = await glossaryPage(b);
      }
      expect(page.html).toContain('HODL (hold on for dear life)');
    });

    it('say a certificate is revoked on both instances as soon as an admin revokes it', async () => {
      // The demo subscriber passes a quiz through instance a's API.
      const login = await a.inject({
        method: 'POST',
        url: ACCOUNTS_API.login,
        headers: { 'x-forwarded-for': '10.77.0.2' },
        payload: { email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' },
      });
      expect(login.statusCode).toBe(200);
      const { token, user } = login.json() as { token: string; user: { id: number } };
      const site = { app: a, database } as unknown as ProfileTestApp;
      const reader = { userId: user.id, headers: { authorization: `Bearer ${token}` } };
      const quizId = await quizIdOf(site, 'what-is-defi-quiz');
      await answerAll(site, reader, quizId);
      const finished = await a.inject({
        method: 'POST',
        url: `${QUIZ_API}/${quizId}/finish`,
        headers: reader.headers,
        payload: {},
      });
      const code = (finished.json() as { certificateCode: string }).certificateCode;
      expect(code).toBeTruthy();

      const verifyPage = async (app: FastifyInstance) => {
        const response = await app.inject({ url: `/en/verify/${code}` });
        expect(response.statusCode).toBe(200);
        return { cache: response.headers['x-page-cache'], html: response.body };
      };
      await verifyPage(b);
      const kept = await verifyPage(b);
      expect(kept.cache).toBe('hit');
      expect(kept.html).toContain('Valid certificate');

      const [admin] = await queryRows<{ id: number; email: string }>(
        database.db,
        sql`select id, email from users where email = 'admin@kub-academy.local'`,
      );
      await revokeAdminCertificate(
        { db: database.db, clock: { now: () => new Date() }, invalidation: a.contentInvalidation },
        { userId: admin!.id, email: admin!.email, role: 'admin', requestId: 'e2e' },
        code,
        'Answers shared in a group chat',
      );
      const deadline = Date.now() + 3000;
      let page = await verifyPage(b);
      while (!page.html.includes('Revoked certificate') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        page = await verifyPage(b);
      }
      expect(page.html).toContain('Revoked certificate');
      expect(page.html).not.toContain('Valid certificate');
    });
  },
);
