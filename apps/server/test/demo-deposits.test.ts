import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { INSTALLATION_SECRETS_FILE, readInstallationSecrets } from '../src/lib/installation-secrets.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { signDeposit } from '../src/modules/wallet/deposit-signature.ts';
import { demoExchangeDepositRoutes } from '../src/modules/wallet/demo-exchange-deposit.routes.ts';
import { freePort } from './production-server.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

/** The signing secret this code base shipped as a constant before secrets were per installation. */
const OLD_PUBLIC_SECRET = 'kub-academy-dev-deposit-secret';

describe.each(DRIVERS)('deposit secret and demo exchange wallet on %s', (driver) => {
  let database: Database;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
    dataDir = await mkdtemp(join(tmpdir(), 'kub-deposits-'));
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The app as `npm start` builds it: production, demo mode by default, data under dataDir. */
  async function productionApp(env: Record<string, string>, creditDelayMs = 200) {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...env,
    });
    const app = await buildApp({ config, database });
    await app.register(demoExchangeDepositRoutes, { config, creditDelayMs });
    apps.push(app);
    return app;
  }

  async function newUser() {
    const email = `demo-deposit-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = await database.db
      .insert(users)
      .values({ email, emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const { token } = await createSession(database.db, { now: () => new Date() }, row!.id);
    return { id: row!.id, email, headers: { authorization: `Bearer ${token}` } };
  }

  function signed(app: FastifyInstance, secret: string, body: unknown) {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    return app.inject({
      method: 'POST',
      url: '/api/webhooks/exchange/deposits',
      headers: {
        'content-type': 'application/json',
        'x-deposit-timestamp': timestamp,
        'x-deposit-signature': signDeposit(secret, timestamp, raw),
      },
      payload: raw,
    });
  }

  it("refuses the old public secret on a default demo start and accepts the installation's own", async () => {
    const app = await productionApp({ DEMO_MODE: 'true' });
    const user = await newUser();
    const secret = readInstallationSecrets(dataDir).depositWebhook;
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(secret).not.toBe(OLD_PUBLIC_SECRET);
    // Readable by the owner only.
    expect(statSync(join(dataDir, INSTALLATION_SECRETS_FILE)).mode & 0o777).toBe(0o600);

    const forged = await signed(app, OLD_PUBLIC_SECRET, {
      eventId: `old-${user.id}`,
      amount: '1000',
      userId: user.id,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('DEPOSIT_SIGNATURE_INVALID');

    const real = await signed(app, secret!, { eventId: `inst-${user.id}`, amount: '2', userId: user.id });
    expect(real.statusCode).toBe(200);
    expect(real.json()).toMatchObject({ status: 'credited', amount: '2' });

    // A restart keeps the same secret.
    await productionApp({ DEMO_MODE: 'true' });
    expect(readInstallationSecrets(dataDir).depositWebhook).toBe(secret);
  });

  it('keeps the webhook off in production outside demo mode without DEPOSIT_WEBHOOK_SECRET', async () => {
    const app = await productionApp({ DEMO_MODE: 'false' });
    const off = await signed(app, readInstallationSecrets(dataDir).depositWebhook!, {
      eventId: 'off',
      amount: '1',
      userId: 1,
    });
    expect(off.statusCode).toBe(503);
    expect(off.json().code).toBe('DEPOSIT_WEBHOOK_DISABLED');
    expect((await app.inject({ method: 'GET', url: '/demo/exchange-wallet' })).statusCode).toBe(404);
  });

  it('sends KUB from the demo exchange page: pending at once, credited a moment later', async () => {
    const port = await freePort();
    const app = await productionApp({ DEMO_MODE: 'true', PORT: String(port) });
    await app.listen({ host: '127.0.0.1', port });
    const site = `http://127.0.0.1:${port}`;
    const user = await newUser();

    const page = await fetch(
      `${site}/demo/exchange-wallet?lang=th&account=${encodeURIComponent(user.email)}`,
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    const html = await page.text();
    expect(html).toContain('ส่ง KUB ไปยัง KUB Academy');
    expect(html).not.toContain('<script');
    const font = await fetch(`${site}/demo/exchange-wallet/noto-sans-thai.woff2`);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect((await font.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    const token = /name="token" value="([^"]+)"/.exec(html)![1]!;
    const cookie = page.headers.getSetCookie()[0]!.split(';')[0]!;
    expect(page.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Strict/i);

    const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
      fetch(`${site}/demo/exchange-wallet`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site, cookie, ...headers },
        body: new URLSearchParams(form),
      });

    // Another site cannot post the form: no token, or the wrong origin.
    const noToken = await post({ lang: 'en', account: user.email, amount: '5' });
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain('This form has expired or was sent from another site.');
    const crossSite = await post(
      { lang: 'en', account: user.email, amount: '5', token },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);

    // Mistakes come back next to their field.
    const noAmount = await post({ lang: 'en', account: user.email, amount: '0', token });
    expect(noAmount.status).toBe(400);
    expect(await noAmount.text()).toMatch(
      /id="amount-error">The deposit amount must be a positive KUB amount/,
    );
    const unknown = await post({ lang: 'en', account: 'bk-nobody', amount: '5', token });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toMatch(/id="account-error">No user matches the account of this deposit\./);

    const sent = await post({ lang: 'en', account: user.email, amount: '7.25', token });
    expect(sent.status).toBe(303);
    const next = new URL(sent.headers.get('location')!, site);
    expect(next.pathname).toBe('/demo/exchange-wallet/sent');
    const done = await fetch(next);
    expect(await done.text()).toContain('You sent 7.25 KUB to KUB Academy.');

    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/client/deposits', headers: user.headers })).json<{
        data: { status: string; amount: string }[];
      }>().data;
    expect(await list()).toEqual([expect.objectContaining({ status: 'pending', amount: '7.25' })]);
    const deadline = Date.now() + 10_000;
    while ((await list())[0]?.status !== 'credited' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await list()).toEqual([expect.objectContaining({ status: 'credited', amount: '7.25' })]);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/client/dashboard',
      headers: user.headers,
    });
    expect(dashboard.json().kubBalance).toBe('7.25');
  });
});
