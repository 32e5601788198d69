import { ACCOUNTS_API } from '@app/contracts/accounts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_AFTER_FAILURES } from '../src/modules/accounts/login-throttle.ts';
import { createTwoInstances, type Instances } from './instances-kit.ts';
import { DRIVERS } from './test-db.ts';

const READER = { email: 'reader@kub-academy.local', password: 'Reader#2026' };
const SUBSCRIBER = { email: 'subscriber@kub-academy.local', password: 'Subscriber#2026' };
const ATTACKER = '10.9.0.66';
const OWNER = '10.9.0.7';

function signIn(app: FastifyInstance, body: { email: string; password: string }, from: string) {
  return app.inject({ method: 'POST', url: ACCOUNTS_API.login, payload: body, remoteAddress: from });
}

describe.each(DRIVERS)('sign-in throttle of two instances on %s', (driver) => {
  let t: Instances;
  beforeAll(async () => {
    t = await createTwoInstances(driver);
  });
  afterAll(() => t.close());

  it('refuses on instance B an account that failed too often on instance A', async () => {
    expect((await signIn(t.b, READER, OWNER)).statusCode).toBe(200);

    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const failed = await signIn(t.a, { ...READER, password: 'Wrong#Pass1' }, ATTACKER);
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(failed.statusCode).not.toBe(429);
    }

    // Instance B knows what the attacker did on instance A.
    const refused = await signIn(t.b, READER, ATTACKER);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('ACCOUNT_LOCKED');
    // The lock holds back the attacker's source, not the owner, nor other accounts.
    expect((await signIn(t.b, READER, OWNER)).statusCode).toBe(200);
    expect((await signIn(t.b, SUBSCRIBER, ATTACKER)).statusCode).toBe(200);
  });
});
