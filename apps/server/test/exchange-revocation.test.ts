import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { exchangeAccounts } from '../src/db/schema/index.ts';
import { openToken, tokenKeyFrom } from '../src/lib/token-crypto.ts';
import { type DevSsoProvider, startDevSsoProvider } from '../src/modules/sso/dev-provider/dev-provider.ts';
import { signInAtDevProvider } from '../src/modules/sso/dev-provider/sign-in-driver.ts';
import { refreshTokenGrant } from '../src/modules/sso/exchange-oauth.ts';
import { createProfileTestApp, type ProfileTestApp, REDIRECT_TEMPLATE, SSO_CLIENT } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const TOKEN_KEY = 'exchange-revocation-test-token-key-0123456789';
const DAY = 24 * 60 * 60 * 1000;

/** Closing an account ends its grant at the exchange: the exchange itself then refuses the token. */
describe.each(DRIVERS)('closing an account linked to the exchange on %s', (driver) => {
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
    await t?.close();
    await provider?.close();
  });

  /** Asks the exchange directly, as the site would, whether the refresh token still works. */
  const refreshAtExchange = (refreshToken: string) =>
    refreshTokenGrant(
      {
        production: false,
        sso: {
          issuer: provider.issuer,
          clientId: SSO_CLIENT.id,
          clientSecret: SSO_CLIENT.secret,
          redirectUri: '',
        },
      },
      refreshToken,
      'bk-100002',
    );

  it('revokes the refresh token at the exchange once the account is erased', async () => {
    // Signed up with the exchange account: no password, and the sign-in is fresh.
    const started = (
      await t.app.inject({
        method: 'POST',
        url: '/api/client/user-clients/bitkubnext-login/start',
        payload: { locale: 'en' },
      })
    ).json();
    const back = await signInAtDevProvider(started.authorizeUrl, 'bk-100002');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login',
      payload: {
        code: back.searchParams.get('code'),
        state: started.state,
        iss: back.searchParams.get('iss'),
        codeVerifier: started.codeVerifier,
      },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { token: session, user } = login.json();
    const headers = { authorization: `Bearer ${session}`, lang: 'en' };

    const [link] = await t.database.db
      .select({ sealed: exchangeAccounts.refreshTokenEncrypted })
      .from(exchangeAccounts)
      .where(eq(exchangeAccounts.userId, user.id));
    const refreshToken = openToken(tokenKeyFrom(TOKEN_KEY), link!.sealed!)!;
    // The exchange honours it while the account is open (refreshing keeps the same token there).
    expect((await refreshAtExchange(refreshToken)).info.sub).toBe('bk-100002');

    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/client/privacy/closure',
      headers,
      payload: { certificates: 'keep' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select payload->>'text' as text from jobs where kind = 'mail' and payload->>'to' = 'nicha@example.com'
          and payload->>'kind' = 'confirm-closure' order by id desc limit 1`,
    );
    const confirmToken = /profile\/close\?token=([\w-]+)/.exec(mail!.text)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/closure/confirm',
      payload: { token: confirmToken },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // Still honoured during the cooling-off period: the closure can be cancelled until its end.
    t.clock.advance(6 * DAY);
    await t.app.jobs.drain();
    expect((await refreshAtExchange(refreshToken)).info.sub).toBe('bk-100002');

    t.clock.advance(DAY + 1000);
    await t.app.jobs.drain();
    // The revocation runs as its own job once the erasure has committed.
    t.clock.advance(60_000);
    await t.app.jobs.drain();
    await expect(refreshAtExchange(refreshToken)).rejects.toMatchObject({ code: 'SSO_CODE_INVALID' });
    const leftovers = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from jobs where kind = 'exchange-token-revoke' and payload <> '{}'::jsonb`,
    );
    expect(leftovers[0]!.n).toBe(0);
  });
});
