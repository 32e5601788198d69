import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { isLocalOrigin } from '../src/demo-mode.ts';
import { demoExchangeRoutes } from '../src/modules/sso/demo-exchange.routes.ts';
import { signInAtDevProvider } from '../src/modules/sso/dev-provider/sign-in-driver.ts';
import { freePort } from './production-server.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

describe('configuration', () => {
  it('lets links and the sign-in callback follow PORT unless they are set', () => {
    const config = loadConfig({ PORT: '4000' });
    expect(config.PUBLIC_URL).toBe('http://localhost:4000');
    expect(config.SSO_REDIRECT_URI).toBe('http://localhost:4000/{lang}/login/sso/callback');
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');

    const behindProxy = loadConfig({ PORT: '4000', PUBLIC_URL: 'https://academy.example' });
    expect(behindProxy.PUBLIC_URL).toBe('https://academy.example');
    expect(behindProxy.SSO_REDIRECT_URI).toBe('https://academy.example/{lang}/login/sso/callback');

    const explicit = loadConfig({ PORT: '4000', SSO_REDIRECT_URI: 'https://x.example/{lang}/cb' });
    expect(explicit.SSO_REDIRECT_URI).toBe('https://x.example/{lang}/cb');
  });

  it('keeps demo mode off unless asked; auto turns it on while no mail server is set', () => {
    expect(loadConfig({}).DEMO_MODE).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true' }).DEMO_MODE).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'auto' }).DEMO_MODE).toBe(true);
    expect(loadConfig({ DEMO_MODE: 'auto', SMTP_URL: 'smtp://mail.example:587' }).DEMO_MODE).toBe(false);
    expect(() => loadConfig({ DEMO_MODE: 'maybe' })).toThrow('DEMO_MODE');
  });

  it('refuses to start in demo mode on a public origin', () => {
    expect(() => loadConfig({ DEMO_MODE: 'true', PUBLIC_URL: 'https://academy.example' })).toThrow(
      /DEMO_MODE: demo mode is on but PUBLIC_URL \(https:\/\/academy\.example\) is a public origin/,
    );
    expect(() => loadConfig({ DEMO_MODE: 'auto', PUBLIC_URL: 'http://203.0.113.9:3000' })).toThrow(
      /\(SMTP_URL is unset\)/,
    );
    // With mail configured, `auto` is off and a public origin is fine.
    expect(
      loadConfig({ DEMO_MODE: 'auto', PUBLIC_URL: 'https://academy.example', SMTP_URL: 'smtp://m.example' })
        .DEMO_MODE,
    ).toBe(false);
    expect(loadConfig({ DEMO_MODE: 'true', PUBLIC_URL: 'http://192.168.1.20:3000' }).DEMO_MODE).toBe(true);
  });

  it('loads the demo content and migrates at start only where asked or in demo mode', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://academy.example' } as const;
    expect(loadConfig(production)).toMatchObject({
      DEMO_CONTENT: false,
      MIGRATE_ON_START: false,
      PROCESS_ROLE: 'all',
    });
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true' })).toMatchObject({
      DEMO_CONTENT: true,
      MIGRATE_ON_START: true,
    });
    expect(loadConfig({})).toMatchObject({ DEMO_CONTENT: false, MIGRATE_ON_START: true });
    expect(loadConfig({ ...production, MIGRATE_ON_START: 'true', PROCESS_ROLE: 'worker' })).toMatchObject({
      MIGRATE_ON_START: true,
      PROCESS_ROLE: 'worker',
    });
    // A test site on this machine may opt in; a public origin may not (the passwords are published).
    expect(loadConfig({ NODE_ENV: 'production', DEMO_CONTENT: 'true' }).DEMO_CONTENT).toBe(true);
    expect(() => loadConfig({ ...production, DEMO_CONTENT: 'true' })).toThrow(
      /DEMO_CONTENT: .*PUBLIC_URL \(https:\/\/academy\.example\) is a public origin/,
    );
    expect(() => loadConfig({ PROCESS_ROLE: 'cron' })).toThrow('PROCESS_ROLE');
  });

  it('tells local and private origins from public ones', () => {
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://kub.local:3000',
      'http://127.0.0.1:3000',
      'http://10.1.2.3',
      'http://172.20.0.5',
      'http://192.168.0.10',
      'http://[::1]:3000',
      'http://[fd12:3456::1]',
    ]) {
      expect(isLocalOrigin(url), url).toBe(true);
    }
    for (const url of [
      'https://academy.example',
      'http://8.8.8.8',
      'http://172.32.0.1',
      'http://localhost.example.com',
      'http://[2001:db8::1]',
    ]) {
      expect(isLocalOrigin(url), url).toBe(false);
    }
  });

  it('serves the demo exchange sign-in itself only in demo mode without SSO_ISSUER', () => {
    const demo = loadConfig({ DEMO_MODE: 'true', PORT: '4000' });
    expect(demo.SSO_ISSUER).toBe('http://localhost:4000/demo/exchange');
    expect(demo.demoExchangeBackchannel).toBe('http://127.0.0.1:4000/demo/exchange');
    const external = loadConfig({ DEMO_MODE: 'true', SSO_ISSUER: 'http://127.0.0.1:4010' });
    expect(external.SSO_ISSUER).toBe('http://127.0.0.1:4010');
    expect(external.demoExchangeIssuer).toBeUndefined();
    expect(loadConfig({}).demoExchangeIssuer).toBeUndefined();
  });
});

describe.each(DRIVERS)('demo mode on %s', (driver) => {
  let database: Database;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => database.close());

  async function productionApp(env: Record<string, string>) {
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...env });
    const app = await buildApp({ config, database });
    await app.register(demoExchangeRoutes, { config });
    apps.push(app);
    return { app, config };
  }

  it('serves the mailbox in production only in demo mode', async () => {
    const { app: demo } = await productionApp({ DEMO_MODE: 'true' });
    const open = await demo.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Demo mailbox');
    expect(open.body).toContain('โหมดสาธิต');

    const { app: real } = await productionApp({ DEMO_MODE: 'false' });
    expect((await real.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await real.inject({ method: 'GET', url: '/demo/exchange/oauth2/jwks' })).statusCode).toBe(404);
  });

  it('signs in with a demo exchange account through the provider it serves itself', async () => {
    const port = await freePort();
    const { app, config } = await productionApp({ DEMO_MODE: 'true', PORT: String(port) });
    await app.listen({ host: '127.0.0.1', port });
    expect(config.SSO_ISSUER).toBe(`http://localhost:${port}/demo/exchange`);

    const start = await app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login/start',
      payload: { locale: 'en' },
    });
    expect(start.statusCode).toBe(200);
    const flow = start.json<{ authorizeUrl: string; state: string; codeVerifier: string }>();
    expect(flow.authorizeUrl).toMatch(
      new RegExp(`^http://localhost:${port}/demo/exchange/oauth2/authorize\\?`),
    );

    // The browser's walk through the provider, on the loopback address the site listens on.
    const authorize = flow.authorizeUrl.replace(`localhost:${port}`, `127.0.0.1:${port}`);
    const first = await fetch(authorize, { redirect: 'manual' });
    const cookie = first.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(first.headers.get('location')!, authorize), { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Somchai Jaidee');
    expect(html).toContain('somchai@example.com');

    const back = await signInAtDevProvider(authorize, 'bk-100001');
    expect(back.origin).toBe(`http://localhost:${port}`);
    expect(back.pathname).toBe('/en/login/sso/callback');
    expect(back.searchParams.get('state')).toBe(flow.state);

    const login = await app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login',
      payload: {
        code: back.searchParams.get('code'),
        state: flow.state,
        iss: back.searchParams.get('iss'),
        codeVerifier: flow.codeVerifier,
      },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.email).toBe('somchai@example.com');
  });
});
