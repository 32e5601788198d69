import { eq } from 'drizzle-orm';
import { serializeErc6492Signature } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { users } from '../src/db/schema/index.ts';
import { WALLET_RPC_TIMEOUT_MS } from '../src/modules/wallet/wallet-signature.ts';
import { closedPortUrl, type FakeChainNode, startFakeChainNode } from './fake-chain-node.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const wallet = () => privateKeyToAccount(generatePrivateKey());

/** The wallet calls of the API, against the test app `current()` returns. */
function walletApi(current: () => ProfileTestApp) {
  async function nonceFor(headers: Record<string, string>, address: string) {
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/client/wallet/nonce',
      headers,
      payload: { address },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { nonce: string; message: string; expiresAt: string };
  }

  const verify = (headers: Record<string, string>, message: string, signature: string) =>
    current().app.inject({
      method: 'POST',
      url: '/api/client/wallet/verify',
      headers,
      payload: { message, signature },
    });

  const savedWallet = async (userId: number) => {
    const [row] = await current()
      .database.db.select({ wallet: users.walletAddress })
      .from(users)
      .where(eq(users.id, userId));
    return row?.wallet ?? null;
  };

  return { nonceFor, verify, savedWallet };
}

describe.each(DRIVERS)('wallet proof with Sign-In with Ethereum on %s', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterAll(() => t.close());

  const { nonceFor, verify } = walletApi(() => t);

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
    // Smart-wallet signatures run to kilobytes and reach the signature check; beyond 20,000 is refused.
    const { message } = await nonceFor(headers, wallet().address);
    const long = await verify(headers, message, `0x${'ab'.repeat(4000)}`);
    expect(long.json().code).toBe('WALLET_SIGNATURE_INVALID');
    const tooLong = await verify(headers, message, `0x${'a'.repeat(20_000)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('VALIDATION_FAILED');
  });
});

describe.each(DRIVERS)('contract wallet proof through a chain node on %s', (driver) => {
  let node: FakeChainNode;
  let withNode: ProfileTestApp;
  let nodeDown: ProfileTestApp;
  beforeAll(async () => {
    node = await startFakeChainNode();
    withNode = await createProfileTestApp(driver, { walletRpcUrl: node.url });
    nodeDown = await createProfileTestApp(driver, { walletRpcUrl: await closedPortUrl() });
  });
  afterAll(async () => {
    await Promise.all([withNode.close(), nodeDown.close()]);
    await node.close();
  });
  beforeEach(() => {
    node.behaviour = 'answer';
    node.methods.length = 0;
  });

  const api = walletApi(() => withNode);
  const apiWhileDown = walletApi(() => nodeDown);

  /** A signed-in user, and the message the server wrote for the address. */
  async function signingRequest(on: ReturnType<typeof walletApi>, app: ProfileTestApp, address: string) {
    const userId = await app.createUser();
    const headers = await app.signIn(userId);
    const { message } = await on.nonceFor(headers, address);
    return { userId, headers, message };
  }

  it('saves a deployed contract wallet signed by its owner key (ERC-1271)', async () => {
    const owner = wallet();
    const address = node.deployWallet(owner.address);
    const { userId, headers, message } = await signingRequest(api, withNode, address);

    const response = await api.verify(headers, message, await owner.signMessage({ message }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ walletAddress: address });
    expect(await api.savedWallet(userId)).toBe(address);
    expect(node.methods).toContain('eth_call');
  });

  it('refuses a contract wallet signature from a key that does not own it', async () => {
    const address = node.deployWallet(wallet().address);
    const { userId, headers, message } = await signingRequest(api, withNode, address);

    const response = await api.verify(headers, message, await wallet().signMessage({ message }));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('WALLET_SIGNATURE_INVALID');
    expect(await api.savedWallet(userId)).toBeNull();
  });

  it('refuses, not "unavailable", when the wallet reverts on a bad signature as Safe does', async () => {
    const address = node.deployWallet(wallet().address, 'by-reverting');
    const { userId, headers, message } = await signingRequest(api, withNode, address);

    const response = await api.verify(headers, message, await wallet().signMessage({ message }));
    expect(response.json().code).toBe('WALLET_SIGNATURE_INVALID');
    expect(await api.savedWallet(userId)).toBeNull();
  });

  it('saves a wallet not deployed yet from its ERC-6492 signature', async () => {
    const owner = wallet();
    const planned = node.plannedWallet(owner.address);
    const { userId, headers, message } = await signingRequest(api, withNode, planned.address);
    const signature = serializeErc6492Signature({
      address: planned.factory,
      data: planned.factoryData,
      signature: await owner.signMessage({ message }),
    });

    const response = await api.verify(headers, message, signature);
    expect(response.statusCode).toBe(200);
    expect(await api.savedWallet(userId)).toBe(planned.address);
  });

  it('still accepts a plain account, and a wrong key for it is still refused', async () => {
    const account = wallet();
    const { userId, headers, message } = await signingRequest(api, withNode, account.address);
    const wrong = await api.verify(headers, message, await wallet().signMessage({ message }));
    expect(wrong.json().code).toBe('WALLET_SIGNATURE_INVALID');

    const again = await api.nonceFor(headers, account.address);
    const response = await api.verify(
      headers,
      again.message,
      await account.signMessage({ message: again.message }),
    );
    expect(response.statusCode).toBe(200);
    expect(await api.savedWallet(userId)).toBe(account.address);
  });

  it('checks the message before asking the node', async () => {
    const owner = wallet();
    const address = node.deployWallet(owner.address);
    const { headers, message } = await signingRequest(api, withNode, address);
    const signature = await owner.signMessage({ message });
    withNode.clock.advance(11 * 60 * 1000);

    expect((await api.verify(headers, message, signature)).json().code).toBe('WALLET_MESSAGE_EXPIRED');
    expect((await api.verify(headers, 'hello', signature)).json().code).toBe('WALLET_SIGNATURE_INVALID');
    expect(node.methods).toEqual([]);
  });

  it('answers WALLET_CHECK_UNAVAILABLE in both languages and saves nothing when the node is down', async () => {
    const owner = wallet();
    const address = node.deployWallet(owner.address);
    const { userId, headers, message } = await signingRequest(apiWhileDown, nodeDown, address);
    const signature = await owner.signMessage({ message });

    const response = await apiWhileDown.verify({ ...headers, lang: 'th' }, message, signature);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'WALLET_CHECK_UNAVAILABLE',
      message: 'ขณะนี้เราไม่สามารถตรวจสอบกระเป๋าเงินของคุณได้ กรุณาลองใหม่ภายหลัง',
    });
    expect(await apiWhileDown.savedWallet(userId)).toBeNull();

    const again = await apiWhileDown.nonceFor(headers, address);
    const english = await apiWhileDown.verify(
      headers,
      again.message,
      await owner.signMessage({ message: again.message }),
    );
    expect(english.json().message).toBe('We could not check your wallet right now. Please try again later.');
  });

  it('accepts a plain account even while the node is down', async () => {
    const account = wallet();
    const { userId, headers, message } = await signingRequest(apiWhileDown, nodeDown, account.address);

    const response = await apiWhileDown.verify(headers, message, await account.signMessage({ message }));
    expect(response.statusCode).toBe(200);
    expect(await apiWhileDown.savedWallet(userId)).toBe(account.address);
  });

  it('answers WALLET_CHECK_UNAVAILABLE when the node answers with an error', async () => {
    const owner = wallet();
    const address = node.deployWallet(owner.address);
    const { userId, headers, message } = await signingRequest(api, withNode, address);
    node.behaviour = 'fail';

    const response = await api.verify(headers, message, await owner.signMessage({ message }));
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('WALLET_CHECK_UNAVAILABLE');
    expect(await api.savedWallet(userId)).toBeNull();
  });

  it('gives up on a node that does not answer in time, and a fresh try works once it does', async () => {
    const owner = wallet();
    const address = node.deployWallet(owner.address);
    const { userId, headers, message } = await signingRequest(api, withNode, address);
    node.behaviour = 'hang';

    const started = Date.now();
    const response = await api.verify(headers, message, await owner.signMessage({ message }));
    const waited = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('WALLET_CHECK_UNAVAILABLE');
    expect(waited).toBeGreaterThanOrEqual(WALLET_RPC_TIMEOUT_MS - 100);
    expect(waited).toBeLessThan(WALLET_RPC_TIMEOUT_MS + 2_000);
    expect(await api.savedWallet(userId)).toBeNull();

    node.behaviour = 'answer';
    const again = await api.nonceFor(headers, address);
    const retry = await api.verify(
      headers,
      again.message,
      await owner.signMessage({ message: again.message }),
    );
    expect(retry.statusCode).toBe(200);
    expect(await api.savedWallet(userId)).toBe(address);
  });
});

describe('WALLET_RPC_URL', () => {
  it('takes an http(s) endpoint and refuses anything else at start-up', () => {
    expect(loadConfig({ WALLET_RPC_URL: 'https://rpc.bitkubchain.io' }).WALLET_RPC_URL).toBe(
      'https://rpc.bitkubchain.io',
    );
    expect(loadConfig({ WALLET_RPC_URL: '' }).WALLET_RPC_URL).toBeUndefined();
    expect(() => loadConfig({ WALLET_RPC_URL: 'wss://rpc.bitkubchain.io' })).toThrow('WALLET_RPC_URL');
  });
});
