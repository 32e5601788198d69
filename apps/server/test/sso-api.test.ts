import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeAccounts, loginThrottles, users } from '../src/db/schema/index.ts';
import { type DevSsoProvider, startDevSsoProvider } from '../src/modules/sso/dev-provider/dev-provider.ts';
import { signInAtDevProvider } from '../src/modules/sso/dev-provider/sign-in-driver.ts';
import { refreshTokenGrant } from '../src/modules/sso/exchange-oauth.ts';
import { openToken, tokenKeyFrom } from '../src/lib/token-crypto.ts';
import { createProfileTestApp, type ProfileTestApp, REDIRECT_TEMPLATE, SSO_CLIENT } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const TOKEN_KEY = 'sso-api-test-exchange-token-key-0123456789';

describe.each(DRIVERS)('single sign-on with the exchange account on %s', (driver) => {
  let provider: DevSsoProvider;
  let t: ProfileTestApp;

  beforeAll(async () => {
    provider = await startDevSsoProvider({
      clientId: SSO_CLIENT.id,
      clientSecret: SSO_CLIENT.secret,
      redirectUris: ['en', 'th'].map((lang) => REDIRECT_TEMPLATE.replace('{lang}', lang)),
    });
    t = await createProfileTestApp(driver, {
      ssoIssuer: provider.issuer,
      config: { EXCHANGE_TOKEN_KEY: TOKEN_KEY },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  async function start(locale: 'en' | 'th' = 'en') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login/start',
      payload: { locale },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { authorizeUrl: string; state: string; codeVerifier: string };
  }

  /** The whole browser round trip at the provider: the code and state it sends back. */
  async function authorize(accountSub: string, locale: 'en' | 'th' = 'en') {
    const flow = await start(locale);
    const back = await signInAtDevProvider(flow.authorizeUrl, accountSub);
    expect(back.pathname).toBe(`/${locale}/login/sso/callback`);
    expect(back.searchParams.get('state')).toBe(flow.state);
    return { ...flow, code: back.searchParams.get('code')!, iss: back.searchParams.get('iss')! };
  }

  const login = (body: { code: string; state: string; codeVerifier: string }) =>
    t.app.inject({ method: 'POST', url: '/api/client/user-clients/bitkubnext-login', payload: body });

  it('starts with PKCE (S256) and state at the provider /oauth2/authorize', async () => {
    const flow = await start('th');
    const url = new URL(flow.authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${provider.issuer}/oauth2/authorize`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBe(flow.state);
    expect(url.searchParams.get('redirect_uri')).toBe('https://academy.example/th/login/sso/callback');
    expect(flow.codeVerifier.length).toBeGreaterThanOrEqual(43);
  });

  it('asks the exchange for the site language, and its sign-in page answers in Thai', async () => {
    for (const locale of ['th', 'en'] as const) {
      const flow = await start(locale);
      expect(new URL(flow.authorizeUrl).searchParams.get('ui_locales')).toBe(locale);
      const first = await fetch(flow.authorizeUrl, { redirect: 'manual' });
      const cookie = first.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const page = await fetch(new URL(first.headers.get('location')!, flow.authorizeUrl), {
        headers: { cookie },
      });
      const html = await page.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(locale === 'th' ? 'เข้าสู่ระบบกระดานเทรด (สาธิต)' : 'Exchange sign-in (demo)');
    }
    const desk = await (await fetch(`${provider.issuer}/accounts?lang=th`)).text();
    expect(desk).toContain('<html lang="th">');
    expect(desk).toContain('บัญชีกระดานเทรด (สาธิต)');
    // With the site's Thai face, for machines without a Thai system font.
    const font = await fetch(`${provider.issuer}/thai-font.woff2`);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
  });

  it('creates a user from a new exchange account and stores the exchange data', async () => {
    const response = await login(await authorize('bk-100002'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'nicha@example.com', created: true });

    const profile = await t.app.inject({
      url: '/api/client/v2/profile',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: 'nicha@example.com',
      point: 0,
      bkNext: {
        exchangeWalletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        nextWalletAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
        kycLevel: 0,
      },
      kyc: { verified: false, source: 'exchange' },
    });
  });

  it('links an existing account with the same verified e-mail instead of making a second one', async () => {
    const existing = await t.createUser({ email: 'Somchai@Example.com', passwordHash: 'argon2-placeholder' });
    const first = await login(await authorize('bk-100001'));
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id: existing, created: false });
    const [link] = await t.database.db
      .select()
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, existing));
    expect(link).toMatchObject({ subject: 'bk-100001', kycLevel: 2 });

    // The next sign-in finds the same user by the exchange subject.
    const again = await login(await authorize('bk-100001'));
    expect(again.json().user).toMatchObject({ id: existing, created: false });
    const kyc = await t.app.inject({
      url: '/api/client/check-kyc-status',
      headers: { authorization: `Bearer ${again.json().token}` },
    });
    expect(kyc.json()).toMatchObject({ verified: true, kycLevel: 2, source: 'exchange' });
  });

  it('signs in through the exchange an account whose password sign-in strangers locked', async () => {
    // Locked for every source (as fifty wrong passwords from many addresses leave it).
    await t.database.db.insert(loginThrottles).values({
      emailKey: 'somchai@example.com',
      sourceKey: '*',
      failures: 50,
      lockedUntil: new Date('2100-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/client/auth/login',
      payload: { email: 'somchai@example.com', password: 'Any#Password1' },
    });
    expect(byPassword.json().code).toBe('ACCOUNT_LOCKED');
    const bySso = await login(await authorize('bk-100001'));
    expect(bySso.statusCode, bySso.body).toBe(200);
    expect(bySso.json().user).toMatchObject({ created: false });
    expect(bySso.json().token).toEqual(expect.any(String));
  });

  it('keeps a refresh token that the provider honours at /oauth2/access_token', async () => {
    const [link] = await t.database.db
      .select()
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.subject, 'bk-100001'));
    expect(link?.refreshTokenEncrypted).toBeTruthy();
    const refreshToken = openToken(tokenKeyFrom(TOKEN_KEY), link!.refreshTokenEncrypted!);
    // Kept sealed: the stored value is not the token the exchange issued.
    expect(refreshToken).toBeTruthy();
    expect(link!.refreshTokenEncrypted).not.toContain(refreshToken!);
    const answer = await refreshTokenGrant(
      {
        production: false,
        sso: {
          issuer: provider.issuer,
          clientId: SSO_CLIENT.id,
          clientSecret: SSO_CLIENT.secret,
          redirectUri: '',
        },
      },
      refreshToken!,
      'bk-100001',
    );
    expect(answer.info.sub).toBe('bk-100001');
  });

  it('refuses an unknown state, and a state used once already', async () => {
    const flow = await authorize('bk-100002');
    const forged = await login({ ...flow, state: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('SSO_STATE_INVALID');

    expect((await login(flow)).statusCode).toBe(200);
    const replay = await login(flow);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('SSO_STATE_INVALID');
  });

  it('refuses an expired state', async () => {
    const flow = await authorize('bk-100002');
    t.clock.advance(11 * 60 * 1000);
    const late = await login(flow);
    expect(late.json().code).toBe('SSO_STATE_INVALID');
  });

  it('refuses a made-up code and a code with the wrong PKCE verifier', async () => {
    const flow = await start();
    const fake = await login({ ...flow, code: 'not-a-real-code' });
    expect(fake.statusCode).toBe(401);
    expect(fake.json()).toMatchObject({ code: 'SSO_CODE_INVALID' });

    const real = await authorize('bk-100002');
    const wrongVerifier = await login({ ...real, codeVerifier: 'v'.repeat(64) });
    expect(wrongVerifier.json().code).toBe('SSO_CODE_INVALID');
  });

  it('refuses an exchange account whose e-mail is not verified', async () => {
    const response = await login(await authorize('bk-100003'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('SSO_EMAIL_UNVERIFIED');
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'anan@example.com'));
    expect(rows).toEqual([]);
  });

  it('refuses a blocked user with the restriction message', async () => {
    const blocked = await t.createUser({ email: 'somchai-blocked@example.com' });
    await t.database.db.update(users).set({ blockedAt: t.clock.now() }).where(eq(users.id, blocked));
    await t.database.db
      .update(exchangeAccounts)
      .set({ userId: blocked })
      .where(eq(exchangeAccounts.subject, 'bk-100002'));
    const response = await login(await authorize('bk-100002'));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is restricted by an admin. Please contact support');
  });

  it('answers SSO_UNAVAILABLE when the provider cannot be reached, at the start and at the end', async () => {
    const down = await createProfileTestApp(driver, { ssoIssuer: 'http://127.0.0.1:9' });
    try {
      // Its metadata cannot be read: the visitor is told at once, not sent to a dead page.
      const start = await down.app.inject({
        method: 'POST',
        url: '/api/client/user-clients/bitkubnext-login/start',
        payload: {},
      });
      expect(start.statusCode).toBe(502);
      expect(start.json().code).toBe('SSO_UNAVAILABLE');
    } finally {
      await down.close();
    }

    // Gone between the start and the code's return.
    const gone = await startDevSsoProvider({
      clientId: SSO_CLIENT.id,
      clientSecret: SSO_CLIENT.secret,
      redirectUris: ['en', 'th'].map((lang) => REDIRECT_TEMPLATE.replace('{lang}', lang)),
    });
    const late = await createProfileTestApp(driver, { ssoIssuer: gone.issuer });
    try {
      const flow = (
        await late.app.inject({
          method: 'POST',
          url: '/api/client/user-clients/bitkubnext-login/start',
          payload: {},
        })
      ).json();
      await gone.close();
      const response = await late.app.inject({
        method: 'POST',
        url: '/api/client/user-clients/bitkubnext-login',
        payload: { code: 'abc', state: flow.state, iss: gone.issuer, codeVerifier: flow.codeVerifier },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('SSO_UNAVAILABLE');
    } finally {
      await late.close();
    }
  });
});
