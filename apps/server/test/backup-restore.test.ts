import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseKubAmount } from '@app/contracts/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../src/db/client.ts';
import { subscriptionPackages } from '../src/db/schema/index.ts';
import {
  backupPglite,
  backupPostgres,
  type BackupManifest,
  manifestPathOf,
} from '../src/modules/backup/backup-archive.ts';
import { type RestoreCheckReport, restoreCheck } from '../src/modules/backup/restore-check.ts';
import { readyStatus } from '../src/restore-app.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { withDatabase } from './global-setup.ts';
import { articleIds, claim, createCampaign, earningReader, markRead } from './learning-kit.ts';
import { createPayoutsTestSite } from './payouts-kit.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createRewardsTestApp, PIN, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

const statuses = (report: RestoreCheckReport) =>
  Object.fromEntries(report.checks.map((check) => [check.name, check.status]));

const SOUND = {
  'archive intact': 'ok',
  restored: 'ok',
  'migrations current': 'ok',
  'ledger balanced': 'ok',
  'row counts as in the dump': 'ok',
  'payouts match the chain': 'skip',
  'the app starts on it': 'ok',
};

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'kub-backup-test-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe.runIf(DRIVERS.includes('postgres'))('a backup taken while money moves, on postgres', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  let t: RewardsTestApp;
  let url: string;
  beforeAll(async () => {
    t = await createRewardsTestApp('postgres');
    const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
    url = withDatabase(serverUrl, row!.name);
  });
  afterAll(() => t.close());

  /** Purchases, redeems, pop quiz claims and campaign claims, ready to fire in any order. */
  async function moneyMoves(each: number): Promise<(() => Promise<number>)[]> {
    const db = t.database.db;
    const [monthly] = await db
      .select()
      .from(subscriptionPackages)
      .where(sql`slug = 'monthly'`);
    const rewardId = await t.reward({ stock: each, costPoints: 50, perUserLimit: 1 });
    const quiz = popQuizKit(t);
    const popQuizId = await quiz.openQuiz({ winners: each });
    const admin = await t.signIn(await t.createUser({ role: 'admin' }));
    const campaign = await createCampaign(t, admin, { pool: 30 * each });
    const ids = await articleIds(t, ['seed-phrases-and-private-keys', 'spotting-crypto-scams']);

    const moves: (() => Promise<number>)[] = [];
    for (let i = 0; i < each; i += 1) {
      const buyer = await t.member({ points: 0 });
      await t.credit(buyer.id, parseKubAmount('10')!, 'KUB');
      const redeemer = await t.member({ points: 50 });
      const winner = await quiz.earner();
      expect((await quiz.win(popQuizId, winner.headers)).statusCode).toBe(200);
      const reader = await earningReader(t, {
        walletAddress: `0x${(0xb0000 + i).toString(16).padStart(40, '0')}`,
        walletProvenAt: new Date(),
      });
      await markRead(t, [reader], [...ids.values()]);
      const readerHeaders = await t.signIn(reader);
      moves.push(
        async () =>
          (
            await t.app.inject({
              method: 'POST',
              url: '/api/client/user-subscription-infos',
              headers: { ...buyer.headers, 'idempotency-key': randomUUID() },
              payload: { packageId: monthly!.id, pin: PIN },
            })
          ).statusCode,
        async () => (await t.submit(redeemer, rewardId)).statusCode,
        async () => (await quiz.api.claim(popQuizId, winner.headers)).statusCode,
        async () => (await claim(t, readerHeaders, campaign.id)).statusCode,
      );
    }
    return moves;
  }

  it(
    'restores a balanced copy whose rows match the dump, and the app starts on it',
    { timeout: 300_000 },
    async () => {
      const moves = await moneyMoves(12);
      const finished: number[] = [];
      const codes: number[] = [];
      const queue = [...moves];
      const worker = async () => {
        for (let move = queue.shift(); move; move = queue.shift()) {
          codes.push(await move());
          finished.push(Date.now());
        }
      };
      const workers = Array.from({ length: 6 }, worker);
      // The backup starts once money is already moving, and more moves finish while it runs.
      while (finished.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
      const backupStarted = Date.now();
      const file = join(folder, 'busy.dump');
      const manifest = await backupPostgres(url, file);
      const backupEnded = Date.now();
      await Promise.all(workers);

      expect(codes.every((code) => code === 200)).toBe(true);
      expect(codes).toHaveLength(48);
      expect(finished.filter((at) => at >= backupStarted && at <= backupEnded).length).toBeGreaterThan(0);
      expect(await ledgerProblems(t.database.db)).toEqual([]);
      expect(manifest.tables['public.ledger_entries']).toBeGreaterThan(0);

      const report = await restoreCheck({ file, serverUrl, startApp: readyStatus });
      expect(statuses(report), JSON.stringify(report.checks)).toEqual(SOUND);
      expect(report.ok).toBe(true);

      // A manifest that claims other rows than the dump holds fails the count check.
      const claimed: BackupManifest = JSON.parse(await readFile(manifestPathOf(file), 'utf8'));
      claimed.tables['public.ledger_entries']! += 1;
      await writeFile(manifestPathOf(file), JSON.stringify(claimed));
      const miscounted = await restoreCheck({ file, serverUrl, startApp: readyStatus });
      expect(miscounted.ok).toBe(false);
      expect(statuses(miscounted)['row counts as in the dump']).toBe('fail');
      expect(miscounted.checks.find((c) => c.name === 'row counts as in the dump')!.detail).toContain(
        'public.ledger_entries',
      );

      // A changed archive is refused before anything is restored.
      await writeFile(file, Buffer.concat([await readFile(file), Buffer.from('x')]));
      const altered = await restoreCheck({ file, serverUrl, startApp: readyStatus });
      expect(statuses(altered)).toEqual({ 'archive intact': 'fail' });
    },
  );

  it('fails the restore check of a copy with an unbalanced ledger entry', { timeout: 120_000 }, async () => {
    // Only a superuser bypassing the ledger's triggers can write this; a backup must not hide it.
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update ledger_entries set amount = amount + 1
                           where id = (select max(id) from ledger_entries)`);
    });
    const file = join(folder, 'tampered.dump');
    await backupPostgres(url, file);
    const report = await restoreCheck({ file, serverUrl, startApp: readyStatus });
    expect(report.ok).toBe(false);
    expect(statuses(report)['ledger balanced']).toBe('fail');
    expect(report.checks.find((c) => c.name === 'ledger balanced')!.detail).toMatch(/legs sum to 1 over 2/);
    expect(statuses(report)['row counts as in the dump']).toBe('ok');
  });
});

describe('a backup of the embedded database', () => {
  it('restores into memory and passes the restore check', { timeout: 120_000 }, async () => {
    const t = await createRewardsTestApp('pglite');
    try {
      const member = await t.member({ points: 50 });
      expect((await t.submit(member, await t.reward({ costPoints: 50 }))).statusCode).toBe(200);
      const file = join(folder, 'embedded.tar.gz');
      const manifest = await backupPglite(t.database, file);
      expect(manifest.format).toBe('pglite-datadir');
      const report = await restoreCheck({ file, startApp: readyStatus });
      expect(statuses(report), JSON.stringify(report.checks)).toEqual(SOUND);
    } finally {
      await t.close();
    }
  });
});

describe('the restore check against the payout chain', () => {
  it(
    'passes a copy whose completed payouts are on chain, and fails one that misses a later payout',
    { timeout: 180_000 },
    async () => {
      const site = await createPayoutsTestSite('pglite');
      try {
        const chain = site.env().chain;
        const payOut = async () => {
          const user = await site.user({ points: 200 });
          expect((await site.redeem(user, 100)).statusCode).toBe(200);
          await site.settleAll();
        };
        await payOut();
        const file = join(folder, 'payouts.tar.gz');
        await backupPglite(site.t.database, file);
        const sound = await restoreCheck({ file, payoutChain: chain, startApp: readyStatus });
        expect(statuses(sound), JSON.stringify(sound.checks)).toEqual({
          ...SOUND,
          'payouts match the chain': 'ok',
        });

        // A payout sent after the backup: the copy does not know the transfer the chain shows.
        await payOut();
        const stale = await restoreCheck({ file, payoutChain: chain, startApp: readyStatus });
        expect(statuses(stale)['payouts match the chain']).toBe('fail');
        expect(stale.checks.find((c) => c.name === 'payouts match the chain')!.detail).toContain(
          'unknown-on-chain',
        );
      } finally {
        await site.close();
      }
    },
  );
});
