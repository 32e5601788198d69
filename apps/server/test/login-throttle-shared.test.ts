import { ACCOUNTS_API } from '@app/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances, type Instances } from './instances-kit.ts';
import { DRIVERS } from './test-db.ts';

const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };
const SUBSCRIBER = { email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' };
/** More failures in a row than any sign-in lockout lets through. */
const FAILURES = 10;

let address = 0;
/** Each attempt from its own address, so the per-address rate limit never answers instead. */
function signIn(app: FastifyInstance, body: { email: string; password: string }) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: ACCOUNTS_API.login,
    payload: body,
    remoteAddress: `10.9.${address >> 8}.${address & 255}`,
  });
}

describe.each(DRIVERS)('sign-in throttle of two instances on %s', (driver) => {
  let t: Instances;
  beforeAll(async () => {
    t = await createTwoInstances(driver);
  });
  afterAll(() => t.close());

  it('refuses on instance B an account that failed too often on instance A', async () => {
    expect((await signIn(t.b, READER)).statusCode).toBe(200);

    for (let i = 0; i < FAILURES; i++) {
      const failed = await signIn(t.a, { ...READER, password: 'Wrong#Pass1' });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(failed.statusCode).not.toBe(429);
    }

    const refused = await signIn(t.b, READER);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).not.toBe(429);
    expect(refused.json().token).toBeUndefined();
    // The same instance still signs in other accounts: it is this account that is held back.
    expect((await signIn(t.b, SUBSCRIBER)).statusCode).toBe(200);
  });
});
