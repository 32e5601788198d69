import { randomBytes } from 'node:crypto';
import { KUB_UNITS_PER_POINT } from '@app/contracts/money';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/index.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession } from '../apps/server/src/modules/identity/session.service.ts';
import { ledgerProblems } from '../apps/server/src/modules/ledger/ledger-invariants.ts';
import { transfer, userBalances } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { setPin } from '../apps/server/src/modules/pin/pin.service.ts';
import { type PostgresSite, startPostgresSite } from './postgres-site.ts';

const PIN = '135790';
const USERS = 8;
const CALLS_PER_USER = 4;
const ROUNDS = 3;
const POINTS_EACH = 100;

/**
 * The production server on PostgreSQL while an operator (or a failover) cuts every one of its
 * database connections in the middle of parallel Redeem Token calls. The process must stay up:
 * interrupted requests fail cleanly, a retry with the same idempotency key converts exactly once,
 * and the ledger stays balanced.
 */
describe('a lost database connection', () => {
  let site: PostgresSite;
  let databaseName: string;
  const members: { id: number; headers: Record<string, string> }[] = [];

  beforeAll(async () => {
    // Each call comes from an address of its own (through a trusted proxy) so that the per-address
    // limit of Redeem Token does not refuse the load.
    site = await startPostgresSite('faults', { TRUST_PROXY: 'true', LOG_LEVEL: 'fatal' });
    databaseName = new URL(site.url).pathname.slice(1);
    for (let i = 0; i < USERS; i++) {
      const [row] = await site.database.db
        .insert(users)
        .values({
          email: `fault-${i}-${randomBytes(4).toString('hex')}@example.com`,
          emailVerifiedAt: new Date(),
          termsAcceptedAt: new Date(),
          kycOverride: true,
        })
        .returning({ id: users.id });
      const id = row!.id;
      await setPin(site.database.db, systemClock, id, PIN);
      await inTransaction(site.database.db, (tx) =>
        transfer(
          tx,
          systemClock,
          {
            kind: 'adjustment',
            currency: 'POINT',
            amount: BigInt(POINTS_EACH * CALLS_PER_USER * ROUNDS),
            from: { system: 'ISSUANCE' },
            to: { userId: id },
            idempotencyKey: `fault-points-${id}`,
          },
          { insufficient: 'INSUFFICIENT_BALANCE' },
        ),
      );
      const { token } = await createSession(site.database.db, systemClock, id);
      members.push({ id, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    }
  });
  afterAll(async () => {
    await site?.close();
  });

  /** Terminates every connection of the site's database but the test's own, as an operator would. */
  async function cutConnections(): Promise<number> {
    const admin = new pg.Client({ connectionString: site.url });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [databaseName],
      );
      return rowCount ?? 0;
    } finally {
      await admin.end();
    }
  }

  let address = 0;
  function redeem(member: (typeof members)[number], key: string) {
    return fetch(`${site.server.url}/api/client/redeem-token`, {
      method: 'POST',
      headers: {
        ...member.headers,
        'idempotency-key': key,
        'x-forwarded-for': `10.9.${++address % 250}.${(address >> 8) % 250}`,
      },
      body: JSON.stringify({ points: POINTS_EACH, pin: PIN }),
    }).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      (error: unknown) => ({ status: 0, body: String(error) }),
    );
  }

  it('keeps serving, fails interrupted calls cleanly and converts each key exactly once', async () => {
    const keys = members.map(() => [] as string[]);
    let cut = 0;
    let interrupted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const calls: Promise<{ status: number; body: string }>[] = [];
      members.forEach((member, m) => {
        for (let c = 0; c < CALLS_PER_USER; c++) {
          const key = `fault-${round}-${m}-${c}-${randomBytes(3).toString('hex')}`;
          keys[m]!.push(key);
          calls.push(redeem(member, key));
        }
      });
      // Cut again and again while the calls are in flight, so some die mid-transaction, some
      // between two statements of one, and some on checkout.
      let running = true;
      const answered = Promise.all(calls).finally(() => (running = false));
      while (running) {
        cut += await cutConnections();
        await new Promise((r) => setTimeout(r, 5));
      }
      const answers = await answered;
      expect(site.server.exitCode(), 'the server process ended').toBeNull();
      for (const answer of answers) {
        // An interrupted call is refused with a clean error, never a dropped socket.
        expect(answer.status, answer.body).not.toBe(0);
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) {
          interrupted += 1;
          expect(JSON.parse(answer.body)).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
        }
      }
    }
    expect(cut).toBeGreaterThan(0);
    expect(interrupted, 'no call was interrupted: the faults came too late').toBeGreaterThan(0);
    expect(site.server.exitCode(), 'the server process ended').toBeNull();
    expect((await fetch(`${site.server.url}/healthz`)).status).toBe(200);

    // Every key retried after the faults: each converts, and exactly once.
    await expect
      .poll(async () => (await fetch(`${site.server.url}/readyz`)).status, { timeout: 20_000 })
      .toBe(200);
    for (const [m, member] of members.entries()) {
      for (const key of keys[m]!) {
        const answer = await redeem(member, key);
        expect(answer.status, answer.body).toBe(200);
      }
      const balances = await userBalances(site.database.db, member.id);
      const converted = keys[m]!.length;
      expect(balances.points).toBe(BigInt(POINTS_EACH * (CALLS_PER_USER * ROUNDS - converted)));
      expect(balances.kub).toBe(BigInt(converted * POINTS_EACH) * KUB_UNITS_PER_POINT);
    }
    expect(await ledgerProblems(site.database.db)).toEqual([]);
  });
});
