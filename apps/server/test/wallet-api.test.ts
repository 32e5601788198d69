import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('wallet proof with Sign-In with Ethereum on %s', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterAll(() => t.close());

  const wallet = () => privateKeyToAccount(generatePrivateKey());

  async function nonceFor(headers: Record<string, string>, address: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client/wallet/nonce',
      headers,
      payload: { address },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { nonce: string; message: string; expiresAt: string };
  }

  const verify = (headers: Record<string, string>, message: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/wallet/verify',
      headers,
      payload: { message, signature },
    });

  it('saves the checksummed address after a valid signature over the server message', async () => {
    const userId = await t.createUser();
    const headers = await t.signIn(userId);
    const account = wallet();
    const { message, nonce } = await nonceFor(headers, account.address.toLowerCase());
    expect(message).toContain('academy.example wants you to sign in with your Ethereum account:');
    expect(message).toContain(`Nonce: ${nonce}`);
    expect(message).toContain('Expiration Time:');

    const response = await verify(headers, message, await account.signMessage({ message }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ walletAddress: account.address });
    const [row] = await t.database.db
      .select({ wallet: users.walletAddress })
      .from(users)
      .where(eq(users.id, userId));
    expect(row?.wallet).toBe(account.address);
  });

  it('accepts a nonce once only (replay is refused)', async () => {
    const headers = await t.signIn(await t.createUser());
    const account = wallet();
    const { message } = await nonceFor(headers, account.address);
    const signature = await account.signMessage({ message });
    expect((await verify(headers, message, signature)).statusCode).toBe(200);
    const replay = await verify(headers, message, signature);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('WALLET_NONCE_INVALID');
  });

  it("refuses another user's nonce", async () => {
    const owner = await t.signIn(await t.createUser());
    const thief = await t.signIn(await t.createUser());
    const account = wallet();
    const { message } = await nonceFor(owner, account.address);
    const response = await verify(thief, message, await account.signMessage({ message }));
    expect(response.json().code).toBe('WALLET_NONCE_INVALID');
  });

  it('refuses a message made for another domain', async () => {
    const headers = await t.signIn(await t.createUser());
    const account = wallet();
    const { nonce } = await nonceFor(headers, account.address);
    const message = createSiweMessage({
      domain: 'evil.example',
      address: account.address,
      uri: 'https://evil.example',
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: t.clock.now(),
      expirationTime: new Date(t.clock.now().getTime() + 60_000),
    });
    const response = await verify(headers, message, await account.signMessage({ message }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('WALLET_DOMAIN_MISMATCH');
  });

  it('refuses an expired message', async () => {
    const headers = await t.signIn(await t.createUser());
    const account = wallet();
    const { message } = await nonceFor(headers, account.address);
    const signature = await account.signMessage({ message });
    t.clock.advance(11 * 60 * 1000);
    const response = await verify(headers, message, signature);
    expect(response.json().code).toBe('WALLET_MESSAGE_EXPIRED');
  });

  it('refuses a signature from another key', async () => {
    const headers = await t.signIn(await t.createUser());
    const account = wallet();
    const { message } = await nonceFor(headers, account.address);
    const response = await verify(headers, message, await wallet().signMessage({ message }));
    expect(response.json().code).toBe('WALLET_SIGNATURE_INVALID');
  });

  it('refuses visitors and malformed input without a 500', async () => {
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/client/wallet/nonce',
      payload: { address: wallet().address },
    });
    expect(visitor.statusCode).toBe(401);
    const headers = await t.signIn(await t.createUser());
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/client/wallet/nonce',
      headers,
      payload: { address: '0x123' },
    });
    expect(bad.json().code).toBe('WALLET_ADDRESS_INVALID');
    const garbage = await verify(headers, 'hello', '0xdeadbeef');
    expect(garbage.statusCode).toBe(401);
  });
});
