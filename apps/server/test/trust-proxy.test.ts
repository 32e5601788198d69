import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { type AccountsTestApp, createAccountsTestApp } from './accounts-kit.ts';
import { DRIVERS } from './test-db.ts';

describe('TRUST_PROXY setting', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32,loopback', ['10.0.0.0/8', '2001:db8::/32', 'loopback']],
  ])('reads %s as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '-1', 'proxy.example'])('refuses %s at start-up', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

const PROXY = '10.0.0.1';

/** Eleven sign-in attempts in a minute, each with its own forged leftmost X-Forwarded-For entry. */
async function forgedBurst(t: AccountsTestApp, client: string) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < 11; i++) {
    answers.push(
      await t.app.inject({
        method: 'POST',
        url: '/api/client/auth/login',
        remoteAddress: PROXY,
        // What the client wrote, then what the proxy appended: the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` },
        payload: { email: `forger${i}@example.com`, password: 'Wrong1!pass' },
      }),
    );
  }
  return answers.map((answer) => answer.statusCode);
}

describe.each(DRIVERS)('behind one trusted proxy on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { trustProxy: loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY });
  });
  afterAll(() => t.close());

  it('keys the per-address limit on the address the proxy saw, not on what the client forged', async () => {
    const statuses = await forgedBurst(t, '203.0.113.7');
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('keeps other clients of the same proxy apart', async () => {
    const other = await forgedBurst(t, '203.0.113.8');
    expect(other[0]).toBe(401);
  });

  it('locks a guesser out by the address the proxy saw, whatever it forges', async () => {
    const email = 'forged.source@example.com';
    const guess = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/client/auth/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.50` },
        payload: { email, password: `Guess${i}!x` },
      });
    for (let i = 1; i <= 4; i++) expect((await guess(i)).statusCode).toBe(401);
    expect((await guess(5)).statusCode).toBe(423);
    expect((await guess(6)).statusCode).toBe(423);
  });
});

describe.each(DRIVERS)('with a list of trusted proxies on %s', (driver) => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp(driver, { trustProxy: loadConfig({ TRUST_PROXY: PROXY }).TRUST_PROXY });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For from a client that connects directly', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/client/auth/login',
        remoteAddress: '198.51.100.200',
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
        payload: { email: `direct${i}@example.com`, password: 'Wrong1!pass' },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses[10]).toBe(429);
  });

  it('believes the listed proxy', async () => {
    const statuses = await forgedBurst(t, '203.0.113.10');
    expect(statuses[10]).toBe(429);
    expect((await forgedBurst(t, '203.0.113.11'))[0]).toBe(401);
  });
});
