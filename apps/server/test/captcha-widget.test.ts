import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import { contentSecurityPolicy } from '../src/plugins/security.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

const BASE = {
  NODE_ENV: 'test' as const,
  LOG_LEVEL: 'silent' as const,
  TRUST_PROXY: false,
  CACHE_TTL_SECONDS: 60,
};
const CAPTCHA_ON = {
  CAPTCHA_VERIFY_URL: 'https://verify.example/siteverify',
  CAPTCHA_SECRET: 'test-secret',
  CAPTCHA_SITE_KEY: 'site-key-123',
  CAPTCHA_SCRIPT_URL: 'https://widgets.example:8443/turnstile/v0/api.js?x=1',
};

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('adds widget origins to scripts and frames only when there are some', () => {
    const off = contentSecurityPolicy('n0nce', false);
    expect(directive(off, 'script-src')).toBe("'self' 'nonce-n0nce'");
    expect(directive(off, 'frame-src')).toBeUndefined();

    const on = contentSecurityPolicy('n0nce', false, ['https://challenges.cloudflare.com']);
    expect(directive(on, 'script-src')).toBe("'self' 'nonce-n0nce' https://challenges.cloudflare.com");
    expect(directive(on, 'frame-src')).toBe("'self' https://challenges.cloudflare.com");
    expect(directive(on, 'connect-src')).toBe("'self'");
  });
});

describe('captcha configuration', () => {
  it('defaults the script to Turnstile and takes the three settings together or not at all', () => {
    const config = loadConfig({ ...CAPTCHA_ON, CAPTCHA_SCRIPT_URL: '' });
    expect(config.CAPTCHA_SCRIPT_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js');
    expect(loadConfig({}).CAPTCHA_SITE_KEY).toBeUndefined();

    const { CAPTCHA_SITE_KEY: _key, ...withoutKey } = CAPTCHA_ON;
    expect(() => loadConfig(withoutKey)).toThrow(
      'CAPTCHA_SITE_KEY: required with CAPTCHA_VERIFY_URL and CAPTCHA_SECRET',
    );
    expect(() => loadConfig({ CAPTCHA_SITE_KEY: 'site-key-123' })).toThrow(
      /CAPTCHA_VERIFY_URL: required with CAPTCHA_SITE_KEY; CAPTCHA_SECRET: required/,
    );
    expect(() => loadConfig({ ...CAPTCHA_ON, CAPTCHA_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(
      'CAPTCHA_SCRIPT_URL',
    );
  });
});

describe.each(DRIVERS)('captcha widget settings on %s', (driver) => {
  const apps: FastifyInstance[] = [];
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  async function appWith(captcha: Partial<typeof CAPTCHA_ON>) {
    const app = await buildApp({ database, config: { ...BASE, ...captcha }, logger: false });
    apps.push(app);
    await app.ready();
    return app;
  }

  it('tells pages the site key and script, and lets the page load them, while the captcha is on', async () => {
    const app = await appWith(CAPTCHA_ON);
    const response = await app.inject({ url: '/api/v2/captcha-settings' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      enabled: true,
      siteKey: 'site-key-123',
      scriptUrl: 'https://widgets.example:8443/turnstile/v0/api.js?x=1',
    });

    const csp = String((await app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toMatch(/^'self' 'nonce-[^']+' https:\/\/widgets\.example:8443$/);
    expect(directive(csp, 'frame-src')).toBe("'self' https://widgets.example:8443");
    // Only the origin: neither the path nor other widgets' hosts.
    expect(csp).not.toContain('/turnstile');
    expect(csp).not.toContain('challenges.cloudflare.com');
  });

  it('shows no widget and keeps the policy unchanged while the captcha is off', async () => {
    const app = await appWith({});
    expect((await app.inject({ url: '/api/v2/captcha-settings' })).json()).toEqual({ enabled: false });
    const csp = String((await app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toBe(contentSecurityPolicy(/'nonce-([^']+)'/.exec(csp)?.[1] ?? '', false));
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });

  it('shows no widget without a site key, whatever the script', async () => {
    const { CAPTCHA_SITE_KEY: _key, ...withoutKey } = CAPTCHA_ON;
    const app = await appWith(withoutKey);
    expect((await app.inject({ url: '/api/v2/captcha-settings' })).json()).toEqual({ enabled: false });
    const csp = String((await app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).not.toContain('widgets.example');
  });
});
