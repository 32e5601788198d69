import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeAccounts,
  jobs,
  rewardRedemptions,
  rewards,
  subscriptionPackages,
  userSubscriptions,
  users,
} from '../src/db/schema/index.ts';
import { type DevSsoProvider, startDevSsoProvider } from '../src/modules/sso/dev-provider/dev-provider.ts';
import { signInAtDevProvider } from '../src/modules/sso/dev-provider/sign-in-driver.ts';
import { MEMBER_CARD_MINT_JOB } from '../src/modules/subscriptions/member-card-mint.ts';
import { openToken, sealToken, tokenKeyFrom } from '../src/lib/token-crypto.ts';
import { createProfileTestApp, type ProfileTestApp, REDIRECT_TEMPLATE, SSO_CLIENT } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const TOKEN_KEY = 'exchange-link-test-token-key-0123456789abcdef';
/** The key before the last rotation, still configured as EXCHANGE_TOKEN_KEY_PREVIOUS. */
const PREVIOUS_KEY = 'exchange-link-previous-token-key-9876543210';
const START = '/api/client/user-clients/bitkubnext-link/start';
const LINK = '/api/client/user-clients/bitkubnext-link';
const REFRESH = '/api/client/user-clients/bitkubnext-link/refresh';

describe.each(DRIVERS)('linking an e-mail account to an exchange account on %s', (driver) => {
  let provider: DevSsoProvider;
  let t: ProfileTestApp;

  beforeAll(async () => {
    provider = await startDevSsoProvider({
      clientId: SSO_CLIENT.id,
      clientSecret: SSO_CLIENT.secret,
      redirectUris: ['en', 'th'].map((lang) => REDIRECT_TEMPLATE.replace('{lang}', lang)),
      // This test changes KYC levels at the exchange: its own copy of the demo accounts.
      accounts: [
        ...['a', 'b', 'c', 'd', 'e', 'f'].map((letter, i) => ({
          sub: `bk-link-${letter}`,
          name: `Person ${letter.toUpperCase()} Tester`,
          email: `person-${letter}@exchange.example`,
          emailVerified: true,
          exchangeWalletAddress: `0x${String(i + 1).padStart(40, '0')}`,
          nextWalletAddress: `0x${String(i + 11).padStart(40, '0')}`,
          kycLevel: letter === 'a' ? 2 : 0,
        })),
      ],
    });
    t = await createProfileTestApp(driver, {
      ssoIssuer: provider.issuer,
      config: { EXCHANGE_TOKEN_KEY: TOKEN_KEY, EXCHANGE_TOKEN_KEY_PREVIOUS: PREVIOUS_KEY },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const account = (sub: string) => provider.accounts.find((a) => a.sub === sub)!;

  async function newUser() {
    const id = await t.createUser({ passwordHash: 'argon2-placeholder' });
    return { id, headers: await t.signIn(id) };
  }

  /** Starts a link as this user and walks the provider's sign-in: the code and state it sends back. */
  async function authorizeLink(headers: Record<string, string>, sub: string) {
    const started = await t.app.inject({ method: 'POST', url: START, headers, payload: { locale: 'en' } });
    expect(started.statusCode).toBe(200);
    const flow = started.json() as {
      authorizeUrl: string;
      state: string;
      codeVerifier: string;
      redirectUri: string;
    };
    expect(flow.redirectUri).toBe('https://academy.example/en/login/sso/callback');
    const back = await signInAtDevProvider(flow.authorizeUrl, sub);
    expect(back.searchParams.get('state')).toBe(flow.state);
    return {
      code: back.searchParams.get('code')!,
      state: flow.state,
      iss: back.searchParams.get('iss')!,
      codeVerifier: flow.codeVerifier,
    };
  }

  const finish = (headers: Record<string, string>, body: object) =>
    t.app.inject({ method: 'POST', url: LINK, headers, payload: body });

  const kycOf = async (headers: Record<string, string>) =>
    (await t.app.inject({ url: '/api/client/check-kyc-status', headers })).json();

  const storedLink = async (userId: number) =>
    (await t.database.db.select().from(exchangeAccounts).where(eq(exchangeAccounts.userId, userId)))[0];

  it('links a signed-in e-mail user, who is then KYC-verified with the exchange name', async () => {
    const me = await newUser();
    expect(await kycOf(me.headers)).toMatchObject({ verified: false, source: 'none' });
    const linked = await finish(me.headers, await authorizeLink(me.headers, 'bk-link-a'));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ linked: true, kyc: { verified: true, kycLevel: 2 } });
    expect(await kycOf(me.headers)).toMatchObject({ verified: true, source: 'exchange' });

    const profile = (await t.app.inject({ url: '/api/client/v2/profile', headers: me.headers })).json();
    expect(profile).toMatchObject({
      firstName: 'Person',
      surname: 'A Tester',
      bkNext: { kycLevel: 2, givenName: 'Person', familyName: 'A Tester', reverifyRequired: false },
    });
  });

  it('keeps the refresh token encrypted at rest', async () => {
    const me = await newUser();
    await finish(me.headers, await authorizeLink(me.headers, 'bk-link-b'));
    const row = await storedLink(me.id);
    expect(row?.refreshTokenEncrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const token = openToken(tokenKeyFrom(TOKEN_KEY), row!.refreshTokenEncrypted!);
    expect(token).toBeTruthy();
    expect(row!.refreshTokenEncrypted).not.toContain(token!);
    // Another key cannot read it, and a changed byte is detected.
    expect(openToken(tokenKeyFrom('x'.repeat(40)), row!.refreshTokenEncrypted!)).toBeNull();
    const tampered =
      row!.refreshTokenEncrypted!.slice(0, -2) + (row!.refreshTokenEncrypted!.endsWith('A') ? 'BB' : 'AA');
    expect(openToken(tokenKeyFrom(TOKEN_KEY), tampered)).toBeNull();
  });

  it('refuses to finish a link for another user than the one who started it, or as a sign-in', async () => {
    const starter = await newUser();
    const other = await newUser();
    const flow = await authorizeLink(starter.headers, 'bk-link-c');
    const stolen = await finish(other.headers, flow);
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().code).toBe('EXCHANGE_LINK_OTHER_USER');
    expect(await storedLink(other.id)).toBeUndefined();

    const asSignIn = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/bitkubnext-login',
      payload: await authorizeLink(starter.headers, 'bk-link-c'),
    });
    expect(asSignIn.json().code).toBe('SSO_STATE_INVALID');
    expect(await storedLink(starter.id)).toBeUndefined();

    // A sign-in state cannot finish a link either.
    const signInStart = (
      await t.app.inject({
        method: 'POST',
        url: '/api/client/user-clients/bitkubnext-login/start',
        payload: { locale: 'en' },
      })
    ).json();
    const back = await signInAtDevProvider(signInStart.authorizeUrl, 'bk-link-c');
    const mixed = await finish(starter.headers, {
      code: back.searchParams.get('code'),
      iss: back.searchParams.get('iss'),
      state: signInStart.state,
      codeVerifier: signInStart.codeVerifier,
    });
    expect(mixed.json().code).toBe('SSO_STATE_INVALID');

    const unauthenticated = await t.app.inject({ method: 'POST', url: START, payload: { locale: 'en' } });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('refuses a second site account for the same exchange account, and a second exchange account', async () => {
    const first = await newUser();
    const second = await newUser();
    expect((await finish(first.headers, await authorizeLink(first.headers, 'bk-link-d'))).statusCode).toBe(
      200,
    );

    const again = await finish(second.headers, await authorizeLink(second.headers, 'bk-link-d'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'EXCHANGE_LINKED_ELSEWHERE' });
    expect(again.json().message).toContain('already linked to another KUB Academy account');
    const thai = await t.app.inject({
      method: 'POST',
      url: LINK,
      headers: { ...second.headers, lang: 'th' },
      payload: await authorizeLink(second.headers, 'bk-link-d'),
    });
    expect(thai.json().message).toContain('เชื่อมกับบัญชี KUB Academy อื่นอยู่แล้ว');

    const otherExchange = await finish(first.headers, await authorizeLink(first.headers, 'bk-link-e'));
    expect(otherExchange.json().code).toBe('EXCHANGE_ALREADY_LINKED');
    expect((await storedLink(first.id))?.subject).toBe('bk-link-d');
  });

  it('reads the new KYC level through the refresh-token grant', async () => {
    const me = await newUser();
    await finish(me.headers, await authorizeLink(me.headers, 'bk-link-e'));
    expect(await kycOf(me.headers)).toMatchObject({ verified: false, kycLevel: 0 });
    const before = (await storedLink(me.id))!.refreshTokenEncrypted;

    account('bk-link-e').kycLevel = 2;
    t.clock.advance(60_000);
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, headers: me.headers });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ linked: true, kyc: { verified: true, kycLevel: 2 } });
    const row = await storedLink(me.id);
    expect(row?.refreshedAt.getTime()).toBe(t.clock.now().getTime());
    expect(row?.refreshTokenEncrypted).toBeTruthy();
    expect(before).toBeTruthy();
  });

  it('refreshes with a token sealed under the previous key, and stores its successor under the current one', async () => {
    provider.accounts.push({ ...account('bk-link-a'), sub: 'bk-link-r', email: 'person-r@exchange.example' });
    const me = await newUser();
    expect((await finish(me.headers, await authorizeLink(me.headers, 'bk-link-r'))).statusCode).toBe(200);
    const token = openToken(tokenKeyFrom(TOKEN_KEY), (await storedLink(me.id))!.refreshTokenEncrypted!)!;
    await t.database.db
      .update(exchangeAccounts)
      .set({ refreshTokenEncrypted: sealToken(tokenKeyFrom(PREVIOUS_KEY), token) })
      .where(eq(exchangeAccounts.userId, me.id));

    t.clock.advance(60_000);
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, headers: me.headers });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const stored = (await storedLink(me.id))!.refreshTokenEncrypted!;
    expect(openToken(tokenKeyFrom(TOKEN_KEY), stored)).toBeTruthy();
    expect(openToken(tokenKeyFrom(PREVIOUS_KEY), stored)).toBeNull();
  });

  it('refreshes stale exchange data in the background when a KYC check reads it', async () => {
    provider.accounts.push({
      ...account('bk-link-a'),
      sub: 'bk-link-h',
      email: 'person-h@exchange.example',
      kycLevel: 0,
    });
    const me = await newUser();
    await finish(me.headers, await authorizeLink(me.headers, 'bk-link-h'));
    account('bk-link-h').kycLevel = 2;
    // Fresh data is answered as stored, with no call to the exchange.
    expect(await kycOf(me.headers)).toMatchObject({ verified: false, kycLevel: 0 });
    expect(await kycOf(me.headers)).toMatchObject({ verified: false });

    t.clock.advance(7 * 60 * 60 * 1000);
    // Stale: answered from what is stored, while one refresh runs behind it.
    expect(await kycOf(me.headers)).toMatchObject({ verified: false, kycLevel: 0 });
    await expect.poll(async () => (await kycOf(me.headers)).verified, { timeout: 10_000 }).toBe(true);
    expect((await storedLink(me.id))?.refreshedAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('marks the link for a new verification when the exchange refuses the refresh token', async () => {
    const me = await newUser();
    await finish(me.headers, await authorizeLink(me.headers, 'bk-link-f'));
    account('bk-link-f').kycLevel = 2;
    await t.app.inject({ method: 'POST', url: REFRESH, headers: me.headers });
    expect(await kycOf(me.headers)).toMatchObject({ verified: true });

    // The user revokes the site's access at the exchange.
    const token = openToken(tokenKeyFrom(TOKEN_KEY), (await storedLink(me.id))!.refreshTokenEncrypted!);
    const revoked = await fetch(`${provider.issuer}/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: token!,
        token_type_hint: 'refresh_token',
        client_id: SSO_CLIENT.id,
        client_secret: SSO_CLIENT.secret,
      }),
    });
    expect(revoked.status).toBe(200);

    const refused = await t.app.inject({ method: 'POST', url: REFRESH, headers: me.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EXCHANGE_REVERIFY_REQUIRED');
    const profile = (await t.app.inject({ url: '/api/client/v2/profile', headers: me.headers })).json();
    expect(profile.bkNext).toMatchObject({ reverifyRequired: true, kycLevel: 0 });
    expect(profile.kyc.verified).toBe(false);

    // Linking the same exchange account again verifies it anew.
    const relinked = await finish(me.headers, await authorizeLink(me.headers, 'bk-link-f'));
    expect(relinked.json()).toMatchObject({ linked: true, kyc: { verified: true } });
    expect((await storedLink(me.id))?.reverifyRequiredAt).toBeNull();
  });

  it('refuses to unlink while a redemption or a package order is pending, and without a password', async () => {
    const db = t.database.db;
    const me = await newUser();
    provider.accounts.push({ ...account('bk-link-a'), sub: 'bk-link-g', email: 'person-g@exchange.example' });
    expect((await finish(me.headers, await authorizeLink(me.headers, 'bk-link-g'))).statusCode).toBe(200);

    const unlink = () => t.app.inject({ method: 'DELETE', url: LINK, headers: me.headers });

    const [reward] = await db
      .insert(rewards)
      .values({
        slug: `link-test-${driver}-${Date.now()}`,
        type: 'physical',
        nameEn: 'Voucher',
        nameTh: 'บัตรกำนัล',
        image: '/x.png',
        costPoints: 0,
        stock: 5,
      })
      .returning({ id: rewards.id });
    const [redemption] = await db
      .insert(rewardRedemptions)
      .values({
        userId: me.id,
        rewardId: reward!.id,
        idempotencyKey: 'k1',
        pointsCost: 0n,
        status: 'PENDING',
        createdAt: t.clock.now(),
      })
      .returning({ id: rewardRedemptions.id });
    const pending = await unlink();
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('EXCHANGE_UNLINK_PENDING');
    await db
      .update(rewardRedemptions)
      .set({ status: 'COMPLETED' })
      .where(eq(rewardRedemptions.id, redemption!.id));

    const [pkg] = await db
      .insert(subscriptionPackages)
      .values({
        slug: `link-test-${driver}-${Date.now()}`,
        nameEn: 'P',
        nameTh: 'P',
        price: 0n,
        durationDays: 30,
        hintsPerMonth: 0,
        mainQuizQuota: 1,
      })
      .returning({ id: subscriptionPackages.id });
    const [term] = await db
      .insert(userSubscriptions)
      .values({
        userId: me.id,
        packageId: pkg!.id,
        pricePaid: 0n,
        startsAt: t.clock.now(),
        endsAt: t.clock.now(),
        quotaTotal: 1,
        hintsPerMonth: 0,
        createdAt: t.clock.now(),
      })
      .returning({ id: userSubscriptions.id });
    const [job] = await db
      .insert(jobs)
      .values({
        kind: MEMBER_CARD_MINT_JOB,
        payload: { subscriptionId: term!.id },
        runAt: t.clock.now(),
        createdAt: t.clock.now(),
      })
      .returning({ id: jobs.id });
    expect((await unlink()).json().code).toBe('EXCHANGE_UNLINK_PENDING');
    await db.update(jobs).set({ doneAt: t.clock.now() }).where(eq(jobs.id, job!.id));

    await db.update(users).set({ passwordHash: null }).where(eq(users.id, me.id));
    expect((await unlink()).json().code).toBe('EXCHANGE_UNLINK_NO_PASSWORD');
    await db.update(users).set({ passwordHash: 'argon2-placeholder' }).where(eq(users.id, me.id));

    const done = await unlink();
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ linked: false, kyc: { verified: false } });
    expect(await storedLink(me.id)).toBeUndefined();
    expect((await unlink()).json().code).toBe('EXCHANGE_NOT_LINKED');
  });
});
