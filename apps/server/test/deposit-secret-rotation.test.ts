import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { createSession } from '../src/modules/identity/session.service.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { RotationSites } from './rotation-kit.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';
import { signedDeposit } from './wallet-kit.ts';

const OLD = 'old-deposit-secret-0123456789';
const NEW = 'new-deposit-secret-9876543210';

/**
 * A rotation of the deposit webhook's secret as a rolling deploy plays it: instances on the old
 * secret, instances in the overlap (new secret, old one as previous) and, at the end, instances
 * with the old secret retired, all on one database.
 */
describe.each(DRIVERS)('deposit webhook secret rotation (%s)', (driver) => {
  let database: Database;
  const clock = new ManualClock(new Date('2026-11-22T03:00:00Z'));
  let sites: RotationSites;
  let userId = 0;
  let seq = 0;

  const site = (secrets: Record<string, string>) => sites.site(secrets);

  async function notify(app: FastifyInstance, secret: string, amount: string) {
    const raw = JSON.stringify({ eventId: `rotation-${Date.now()}-${(seq += 1)}`, amount, userId });
    const response = await app.inject(signedDeposit(secret, Math.floor(clock.now().getTime() / 1000), raw));
    return { status: response.statusCode, code: response.json<{ code?: string }>().code };
  }

  async function balance(app: FastifyInstance): Promise<string> {
    const { token } = await createSession(database.db, clock, userId);
    const response = await app.inject({
      method: 'GET',
      url: '/api/client/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json<{ kubBalance: string }>().kubBalance;
  }

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    sites = new RotationSites(database, clock);
    const [row] = await database.db
      .insert(users)
      .values({
        email: `rotation-${Date.now()}@example.com`,
        emailVerifiedAt: clock.now(),
        kycOverride: true,
      })
      .returning({ id: users.id });
    userId = row!.id;
  });
  afterAll(async () => {
    await sites.close();
    await database.close();
  });

  it('accepts both secrets during the overlap and refuses the old one once it is retired', async () => {
    const before = await site({ DEPOSIT_WEBHOOK_SECRET: OLD });
    const overlap = await site({ DEPOSIT_WEBHOOK_SECRET: NEW, DEPOSIT_WEBHOOK_SECRET_PREVIOUS: OLD });
    const after = await site({ DEPOSIT_WEBHOOK_SECRET: NEW });

    // Before the rotation only the old secret is known.
    expect(await notify(before, OLD, '1')).toEqual({ status: 200, code: undefined });
    expect((await notify(before, NEW, '100')).code).toBe('DEPOSIT_SIGNATURE_INVALID');

    // During the overlap the exchange may sign with either, and instances still on the old
    // secret keep taking the old one: nothing it sends is refused wherever it lands.
    expect((await notify(overlap, OLD, '2')).status).toBe(200);
    expect((await notify(overlap, NEW, '4')).status).toBe(200);
    expect((await notify(before, OLD, '8')).status).toBe(200);

    // Retired: the old secret is refused, the new one works, a forgery still fails.
    expect(await notify(after, OLD, '100')).toEqual({ status: 401, code: 'DEPOSIT_SIGNATURE_INVALID' });
    expect((await notify(after, NEW, '16')).status).toBe(200);
    expect((await notify(overlap, 'some-other-secret-000000', '100')).code).toBe('DEPOSIT_SIGNATURE_INVALID');

    expect(await balance(after)).toBe('31');
    expect(await ledgerProblems(database.db)).toEqual([]);
  });
});
