import type { CampaignList, Games, PathDetail, PathList } from '@app/contracts/learning';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activities, users } from '../src/db/schema/index.ts';
import { recordActivity } from '../src/modules/ledger/activity.service.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { DEFAULT_LEARNING_SEAMS } from '../src/modules/learning/seams.ts';
import {
  articleIds,
  claim,
  createCampaign,
  earningReader,
  type Headers,
  markRead,
  readArticle,
  uniqueSlug,
} from './learning-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

const SAFETY = [
  'custodial-vs-self-custody-wallets',
  'seed-phrases-and-private-keys',
  'how-to-keep-your-crypto-safe',
  'spotting-crypto-scams',
];
const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('learning on %s', (driver) => {
  let t: ProfileTestApp;
  let admin: Headers;
  let ids: Map<string, number>;

  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    admin = await t.signIn(await t.createUser({ role: 'admin', firstName: 'Anan' }));
    ids = await articleIds(t, [...SAFETY, 'what-is-bitcoin', 'how-bitcoin-mining-works']);
  });
  afterEach(async () => {
    Object.assign(t.app.learningSeams, DEFAULT_LEARNING_SEAMS);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  describe('paths and progress', () => {
    it('lets a visitor browse the demo paths in both languages, without progress', async () => {
      const en = await t.app.inject({ url: '/api/client/learning/paths', headers: { lang: 'en' } });
      expect(en.statusCode).toBe(200);
      const list = en.json() as PathList;
      expect(list.data.length).toBeGreaterThanOrEqual(3);
      const safety = list.data.find((path) => path.slug === 'keep-your-crypto-safe')!;
      expect(safety).toMatchObject({
        title: 'Keep your crypto safe',
        level: 'BEGINNER',
        stepCount: 4,
        progress: null,
      });
      expect(safety.estimatedMinutes).toBeGreaterThan(0);
      const th = (
        await t.app.inject({ url: '/api/client/learning/paths', headers: { lang: 'th' } })
      ).json() as PathList;
      expect(th.data.find((path) => path.slug === 'keep-your-crypto-safe')!.title).toBe(
        'ดูแลคริปโตของคุณให้ปลอดภัย',
      );

      const detail = await t.app.inject({ url: '/api/client/learning/paths/keep-your-crypto-safe' });
      expect(detail.statusCode).toBe(200);
      const path = detail.json() as PathDetail;
      expect(path.steps.map((step) => step.article.slug)).toEqual(SAFETY);
      expect(path.steps.every((step) => step.read === null && step.complete === null)).toBe(true);

      expect((await t.app.inject({ url: '/api/client/learning/paths/no-such-path' })).statusCode).toBe(404);
      const bad = await t.app.inject({
        url: '/api/client/learning/paths/Bad%20Slug',
        headers: { lang: 'th' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('LEARNING_SLUG_INVALID');
    });

    it('needs a session to record a read, and refuses unknown articles and bad input', async () => {
      const visitor = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/reads',
        payload: { articleId: ids.get('what-is-bitcoin') },
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().message).toBe('Please log in before continuing.');
      const reader = await t.signIn(await t.createUser());
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/reads',
        headers: reader,
        payload: { articleId: 999999 },
      });
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/reads',
        headers: reader,
        payload: { articleId: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('ID_INVALID');
    });

    it('keeps a reader’s progress: reads, quizzes passed through the seam, then the certificate', async () => {
      const userId = await t.createUser();
      const reader = await t.signIn(userId);
      const quizArticle = ids.get('how-to-keep-your-crypto-safe')!;
      const passed = new Set<number>();
      t.app.learningSeams.articleQuizzes = async (_db, articleIdList) =>
        new Map(articleIdList.filter((id) => id === quizArticle).map((id) => [id, { slug: 'safety-quiz' }]));
      t.app.learningSeams.quizPasses = async (_db, who, articleIdList) =>
        new Set(who === userId ? articleIdList.filter((id) => passed.has(id)) : []);

      const first = await readArticle(t, reader, ids.get(SAFETY[0]!)!);
      expect(first.paths).toEqual([
        expect.objectContaining({
          slug: 'keep-your-crypto-safe',
          complete: false,
          progress: { completedSteps: 1, totalSteps: 4, certificateCode: null },
        }),
      ]);
      for (const slug of SAFETY.slice(1)) await readArticle(t, reader, ids.get(slug)!);

      let path = (
        await t.app.inject({ url: '/api/client/learning/paths/keep-your-crypto-safe', headers: reader })
      ).json() as PathDetail;
      expect(path.progress).toEqual({ completedSteps: 3, totalSteps: 4, certificateCode: null });
      const quizStep = path.steps.find((step) => step.article.id === quizArticle)!;
      expect(quizStep).toMatchObject({
        quiz: { slug: 'safety-quiz' },
        read: true,
        quizPassed: false,
        complete: false,
      });
      expect(path.quizCount).toBe(1);

      const early = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/paths/keep-your-crypto-safe/certificate',
        headers: reader,
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('LEARNING_PATH_INCOMPLETE');

      passed.add(quizArticle);
      path = (
        await t.app.inject({ url: '/api/client/learning/paths/keep-your-crypto-safe', headers: reader })
      ).json() as PathDetail;
      expect(path.progress).toEqual({ completedSteps: 4, totalSteps: 4, certificateCode: null });

      // A certificate carries the holder's name: the spec's message until the profile has one.
      const nameless = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/paths/keep-your-crypto-safe/certificate',
        headers: reader,
      });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().message).toBe('Please enter a profile name');
      await t.database.db
        .update(users)
        .set({ firstName: 'Ploy', surname: 'Chaiyaporn' })
        .where(eq(users.id, userId));
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/paths/keep-your-crypto-safe/certificate',
        headers: reader,
      });
      expect(issued.statusCode).toBe(200);
      const certificate = issued.json();
      expect(certificate).toMatchObject({
        holderName: 'Ploy Chaiyaporn',
        status: 'valid',
        path: { slug: 'keep-your-crypto-safe' },
      });
      expect(certificate.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/client/learning/paths/keep-your-crypto-safe/certificate',
        headers: reader,
      });
      expect(again.json().code).toBe(certificate.code);

      const verify = await t.app.inject({
        url: `/api/client/learning/certificates/${certificate.code}`,
        headers: { lang: 'th' },
      });
      expect(verify.statusCode).toBe(200);
      expect(verify.json()).toMatchObject({
        holderName: 'Ploy Chaiyaporn',
        status: 'valid',
        path: { title: 'ดูแลคริปโตของคุณให้ปลอดภัย' },
      });
      const list = (
        await t.app.inject({ url: '/api/client/learning/paths', headers: reader })
      ).json() as PathList;
      expect(list.data.find((p) => p.slug === 'keep-your-crypto-safe')!.progress!.certificateCode).toBe(
        certificate.code,
      );

      const revoked = await t.app.inject({
        method: 'POST',
        url: `/api/admin/learning/certificates/${certificate.code}/revoke`,
        headers: admin,
      });
      expect(revoked.statusCode).toBe(200);
      expect(
        (await t.app.inject({ url: `/api/client/learning/certificates/${certificate.code}` })).json().status,
      ).toBe('revoked');
      const missing = await t.app.inject({ url: `/api/client/learning/certificates/${'A'.repeat(43)}` });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/client/learning/certificates/short' })).statusCode).toBe(404);
    });

    it('issues the certificate with the last read when the profile has a name', async () => {
      const reader = await t.signIn(await t.createUser({ firstName: 'Niran', surname: 'Kaew' }));
      let last;
      for (const slug of SAFETY) last = await readArticle(t, reader, ids.get(slug)!);
      expect(last.paths[0]).toMatchObject({ complete: true, progress: { completedSteps: 4, totalSteps: 4 } });
      expect(last.paths[0].progress.certificateCode).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });

  describe('campaigns', () => {
    it('lists running and upcoming campaigns with the pool left, and checks the admin input', async () => {
      const running = await createCampaign(t, admin, { pool: 90 });
      const upcoming = await createCampaign(t, admin, {
        startsAt: new Date(t.clock.now().getTime() + 2 * DAY).toISOString(),
        endsAt: new Date(t.clock.now().getTime() + 9 * DAY).toISOString(),
        pool: 10,
      });
      const list = (await t.app.inject({ url: '/api/client/learning/campaigns' })).json() as CampaignList;
      expect(list.now).toBe(t.clock.now().toISOString());
      expect(list.running.find((c) => c.id === running.id)).toMatchObject({
        status: 'running',
        poolRemaining: 90,
        rewardPoints: 30,
        me: null,
      });
      expect(list.upcoming.find((c) => c.id === upcoming.id)).toMatchObject({ status: 'upcoming' });
      expect(list.running.find((c) => c.id === running.id)!.rules[0]).toMatchObject({
        type: 'read_articles',
        required: 2,
        done: null,
      });

      const member = await t.signIn(await t.createUser());
      const forbidden = await t.app.inject({
        method: 'GET',
        url: '/api/admin/learning/campaigns',
        headers: member,
      });
      expect(forbidden.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/learning/campaigns' })).statusCode).toBe(
        401,
      );

      const post = (payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/learning/campaigns',
          headers: { ...admin, lang: 'th' },
          payload,
        });
      const base = {
        slug: uniqueSlug('bad'),
        title: { en: 'x', th: 'x' },
        description: { en: 'x', th: 'x' },
        rewardPoints: 5,
        startsAt: '2026-12-01T00:00:00+07:00',
        endsAt: '2026-12-08T00:00:00+07:00',
        rules: [{ type: 'pop_quiz_days', days: 3 }],
      };
      const backwards = await post({ ...base, endsAt: '2026-11-30T00:00:00+07:00' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({
        code: 'CAMPAIGN_WINDOW_INVALID',
        message: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่มต้น',
      });
      const unknownArticle = await post({
        ...base,
        rules: [{ type: 'read_articles', articles: ['no-such-article'] }],
      });
      expect(unknownArticle.json()).toMatchObject({
        code: 'LEARNING_UNKNOWN_ARTICLE',
        fields: [{ path: 'rules.0.articles.0' }],
      });
      expect((await post({ ...base, rules: [{ type: 'complete_path', path: 'nope' }] })).json().code).toBe(
        'LEARNING_UNKNOWN_PATH',
      );
      expect((await post({ ...base, rules: [] })).statusCode).toBe(400);
      expect((await post({ ...base, rules: [{ type: 'mine_bitcoin' }] })).statusCode).toBe(400);
      expect((await post({ ...base, startsAt: 'tomorrow' })).json().code).toBe('CAMPAIGN_DATE_INVALID');
      expect((await post({ ...base, rewardPoints: -5 })).statusCode).toBe(400);
      expect((await post({ ...base, slug: running.slug })).json().code).toBe('LEARNING_SLUG_TAKEN');

      // Once started, the terms readers qualify under are fixed; the texts and the end may change.
      const edit = (payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: `/api/admin/learning/campaigns/${running.id}`,
          headers: admin,
          payload: { ...running, ...payload },
        });
      expect((await edit({ rewardPoints: 300 })).json().code).toBe('CAMPAIGN_RULES_LOCKED');
      const retitled = await edit({
        title: { en: 'Safety sprint, extended', th: 'กิจกรรมความปลอดภัย ขยายเวลา' },
      });
      expect(retitled.statusCode).toBe(200);
      expect(retitled.json().title.en).toBe('Safety sprint, extended');

      // Funding is a ledger transfer from ISSUANCE: a retried key funds once.
      const fund = () =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/learning/campaigns/${upcoming.id}/fund`,
          headers: admin,
          payload: { points: 25, idempotencyKey: 'top-up-once', reason: 'More rewards' },
        });
      expect((await fund()).json().poolBalance).toBe(35);
      expect((await fund()).json().poolBalance).toBe(35);
      expect(await balanceOf(t.database.db, { system: `pool:campaign:${upcoming.id}` }, 'POINT')).toBe(35n);
    });

    it('pays a qualified reader once, refuses a shared identity and an empty pool', async () => {
      const campaign = await createCampaign(t, admin, { pool: 60 });
      const wallet = '0x1111111111111111111111111111111111111111';
      const aliceId = await earningReader(t, { walletAddress: wallet, walletProvenAt: new Date() });
      const alice = await t.signIn(aliceId);
      const notYet = await claim(t, alice, campaign.id);
      expect(notYet.statusCode).toBe(409);
      expect(notYet.json().code).toBe('CAMPAIGN_NOT_QUALIFIED');

      for (const slug of ['seed-phrases-and-private-keys', 'spotting-crypto-scams'])
        await readArticle(t, alice, ids.get(slug)!);
      const mine = (
        (await t.app.inject({ url: '/api/client/learning/campaigns', headers: alice })).json() as CampaignList
      ).running.find((c) => c.id === campaign.id)!;
      expect(mine.me).toEqual({ qualified: true, claim: null, pointsForfeited: null });
      expect(mine.rules[0]).toMatchObject({ done: 2, met: true });

      const paid = await claim(t, alice, campaign.id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ points: 30, replayed: false });
      expect(await balanceOf(t.database.db, { userId: aliceId }, 'POINT')).toBe(30n);
      const [activity] = await t.database.db
        .select()
        .from(activities)
        .where(and(eq(activities.userId, aliceId), eq(activities.referenceType, 'campaign')));
      expect(activity).toMatchObject({
        type: 'Received Point',
        amount: 30n,
        status: 'COMPLETED',
        referenceId: String(campaign.id),
      });
      const twice = await claim(t, alice, campaign.id);
      expect(twice.json()).toMatchObject({ points: 30, replayed: true });
      expect(await balanceOf(t.database.db, { userId: aliceId }, 'POINT')).toBe(30n);

      // A second account with the same proven wallet is the same person.
      const twinId = await earningReader(t, {
        walletAddress: wallet.toUpperCase().replace('0X', '0x'),
        walletProvenAt: new Date(),
      });
      const aliceTwin = await t.signIn(twinId);
      await markRead(
        t,
        [twinId],
        [ids.get('seed-phrases-and-private-keys')!, ids.get('spotting-crypto-scams')!],
      );
      const shared = await claim(t, aliceTwin, campaign.id);
      expect(shared.statusCode).toBe(409);
      expect(shared.json().code).toBe('CAMPAIGN_ALREADY_CLAIMED');

      const bobId = await earningReader(t);
      const carolId = await earningReader(t);
      await markRead(
        t,
        [bobId, carolId],
        [ids.get('seed-phrases-and-private-keys')!, ids.get('spotting-crypto-scams')!],
      );
      expect((await claim(t, await t.signIn(bobId), campaign.id)).statusCode).toBe(200);
      const empty = await claim(t, await t.signIn(carolId), campaign.id);
      expect(empty.statusCode).toBe(409);
      expect(empty.json()).toMatchObject({ code: 'CAMPAIGN_OUT_OF_REWARD', message: 'Sorry! Out of reward' });
      const emptyTh = await claim(t, { ...(await t.signIn(carolId)), lang: 'th' }, campaign.id);
      expect(emptyTh.json().message).toBe('ขออภัย! รางวัลหมดแล้ว');
      expect(await balanceOf(t.database.db, { system: `pool:campaign:${campaign.id}` }, 'POINT')).toBe(0n);
      expect(await balanceOf(t.database.db, { userId: carolId }, 'POINT')).toBe(0n);
    });

    it('counts only what happens inside the window and refuses claims before the start and after the end', async () => {
      const starts = t.clock.now().getTime() + DAY;
      const campaign = await createCampaign(t, admin, {
        startsAt: new Date(starts).toISOString(),
        endsAt: new Date(starts + 2 * DAY).toISOString(),
        rules: [
          { type: 'read_articles', articles: ['what-is-bitcoin'] },
          { type: 'pass_quizzes', articles: ['how-bitcoin-mining-works'] },
          { type: 'pop_quiz_days', days: 2 },
        ],
        pool: 100,
      });
      const userId = await earningReader(t);
      const reader = await t.signIn(userId);
      await readArticle(t, reader, ids.get('what-is-bitcoin')!);
      expect((await claim(t, reader, campaign.id)).json().code).toBe('CAMPAIGN_NOT_STARTED');

      t.clock.advance(DAY + 60_000);
      const windows: unknown[] = [];
      t.app.learningSeams.quizPasses = async (_db, who, list, window) => {
        windows.push(window);
        return new Set(who === userId ? list : []);
      };
      t.app.learningSeams.popQuizDays = async (_db, who) => new Set(who === userId ? ['2026-11-23'] : []);
      // The read happened before the start: it does not count until the article is opened again.
      const before = (await claim(t, reader, campaign.id)).json();
      expect(before.code).toBe('CAMPAIGN_NOT_QUALIFIED');
      expect(windows[0]).toEqual({ since: new Date(starts), until: new Date(starts + 2 * DAY) });
      await readArticle(t, reader, ids.get('what-is-bitcoin')!);
      expect((await claim(t, reader, campaign.id)).json().code).toBe('CAMPAIGN_NOT_QUALIFIED');
      t.app.learningSeams.popQuizDays = async (_db, who) =>
        new Set(who === userId ? ['2026-11-23', '2026-11-24'] : []);
      expect((await claim(t, reader, campaign.id)).statusCode).toBe(200);

      const late = await earningReader(t);
      await markRead(t, [late], [ids.get('what-is-bitcoin')!]);
      t.clock.advance(2 * DAY);
      expect((await claim(t, await t.signIn(late), campaign.id)).json().code).toBe('CAMPAIGN_ENDED');
      const list = (await t.app.inject({ url: '/api/client/learning/campaigns' })).json() as CampaignList;
      expect(list.ended.find((c) => c.id === campaign.id)).toMatchObject({
        status: 'ended',
        poolRemaining: null,
      });
      t.clock.set(new Date('2026-11-22T03:00:00Z'));
    });

    it.runIf(driver === 'postgres')(
      'pays exactly 10 of 100 parallel qualifiers from a pool for 10',
      async () => {
        const campaign = await createCampaign(t, admin, { rewardPoints: 5, pool: 50 });
        const userIds = await Promise.all(Array.from({ length: 100 }, () => earningReader(t)));
        await markRead(t, userIds, [
          ids.get('seed-phrases-and-private-keys')!,
          ids.get('spotting-crypto-scams')!,
        ]);
        const sessions = await Promise.all(userIds.map((id) => t.signIn(id)));
        const results = await Promise.all(sessions.map((headers) => claim(t, headers, campaign.id)));
        const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code));
        expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
        expect(codes.filter((code) => code === 'CAMPAIGN_OUT_OF_REWARD')).toHaveLength(90);
        expect(await balanceOf(t.database.db, { system: `pool:campaign:${campaign.id}` }, 'POINT')).toBe(0n);
        const balances = await Promise.all(
          userIds.map((id) => balanceOf(t.database.db, { userId: id }, 'POINT')),
        );
        expect(balances.reduce((a, b) => a + b, 0n)).toBe(50n);
        expect(await ledgerProblems(t.database.db)).toEqual([]);
      },
      120_000,
    );

    it.runIf(driver === 'postgres')(
      'pays once when one person claims in parallel from one account or two sharing a wallet',
      async () => {
        const campaign = await createCampaign(t, admin, { rewardPoints: 7, pool: 700 });
        const wallet = '0x2222222222222222222222222222222222222222';
        const [a, b] = [
          await earningReader(t, { walletAddress: wallet, walletProvenAt: new Date() }),
          await earningReader(t, { walletAddress: wallet, walletProvenAt: new Date() }),
        ];
        await markRead(
          t,
          [a, b],
          [ids.get('seed-phrases-and-private-keys')!, ids.get('spotting-crypto-scams')!],
        );
        const [sa, sb] = [await t.signIn(a), await t.signIn(b)];
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => claim(t, i % 2 ? sa : sb, campaign.id)),
        );
        expect(
          results.every((r) => r.statusCode === 200 || r.json().code === 'CAMPAIGN_ALREADY_CLAIMED'),
        ).toBe(true);
        const total =
          (await balanceOf(t.database.db, { userId: a }, 'POINT')) +
          (await balanceOf(t.database.db, { userId: b }, 'POINT'));
        expect(total).toBe(7n);
        expect(await balanceOf(t.database.db, { system: `pool:campaign:${campaign.id}` }, 'POINT')).toBe(
          693n,
        );
      },
    );
  });

  describe('games', () => {
    it('ranks the week’s quiz points by display name, and leaves out readers who opt out', async () => {
      const week = new Date('2026-11-22T03:00:00Z'); // a Sunday in Bangkok: the week began Monday 16th
      t.clock.set(week);
      const reward = async (
        userId: number,
        type: 'Received prizes from the main quiz' | 'Received Point',
        amount: number,
        ref: string,
        at = week,
      ) => {
        t.clock.set(at);
        await recordActivity(t.database.db, t.clock, {
          userId,
          type,
          unit: 'POINT',
          amount,
          status: 'COMPLETED',
          reference: { type: ref, id: 1 },
          eventKey: uniqueSlug('reward'),
        });
        t.clock.set(week);
      };
      const mali = await t.createUser({
        firstName: 'Mali',
        surname: 'Sukjai',
        email: uniqueSlug('mali') + '@example.com',
      });
      const krit = await t.createUser({ firstName: 'Krit', surname: 'Thong' });
      const ying = await t.createUser({ firstName: 'Ying', surname: 'Dao' });
      await reward(mali, 'Received prizes from the main quiz', 900, 'quiz');
      await reward(krit, 'Received Point', 700, 'pop-quiz-attempt');
      await reward(krit, 'Received Point', 5000, 'campaign'); // an event reward is not a quiz point
      await reward(ying, 'Received Point', 800, 'pop-quiz-attempt', new Date('2026-11-15T03:00:00Z')); // last week
      await reward(ying, 'Received Point', 100, 'pop-quiz-attempt');

      const visitor = (await t.app.inject({ url: '/api/client/learning/games' })).json() as Games;
      expect(visitor.me).toBeNull();
      expect(visitor.week).toEqual({
        startsAt: '2026-11-15T17:00:00.000Z',
        endsAt: '2026-11-22T17:00:00.000Z',
      });
      const board = visitor.leaderboard.filter((row) =>
        ['Mali S.', 'Krit T.', 'Ying D.'].includes(row.displayName ?? ''),
      );
      expect(board.map((row) => [row.displayName, row.points])).toEqual([
        ['Mali S.', 900],
        ['Krit T.', 700],
        ['Ying D.', 100],
      ]);
      expect(JSON.stringify(visitor)).not.toContain('@');

      const kritSession = await t.signIn(krit);
      const before = (
        await t.app.inject({ url: '/api/client/learning/games', headers: kritSession })
      ).json() as Games;
      expect(before.me).toMatchObject({ points: 700, optedOut: false });
      expect(before.me!.rank).toBe(before.leaderboard.find((row) => row.me)!.rank);

      const optOut = await t.app.inject({
        method: 'PUT',
        url: '/api/client/learning/settings',
        headers: kritSession,
        payload: { leaderboardOptOut: true },
      });
      expect(optOut.json()).toEqual({ leaderboardOptOut: true });
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/client/learning/settings',
            headers: kritSession,
            payload: { leaderboardOptOut: 'yes' },
          })
        ).statusCode,
      ).toBe(400);
      const after = (
        await t.app.inject({ url: '/api/client/learning/games', headers: kritSession })
      ).json() as Games;
      expect(after.leaderboard.some((row) => row.displayName === 'Krit T.')).toBe(false);
      expect(after.me).toMatchObject({ points: 700, rank: null, optedOut: true });
      const yingRank = after.leaderboard.find((row) => row.displayName === 'Ying D.')!.rank;
      expect(yingRank).toBe(after.leaderboard.find((row) => row.displayName === 'Mali S.')!.rank + 1);
      expect(
        (await t.app.inject({ url: '/api/client/learning/settings', headers: kritSession })).json(),
      ).toEqual({ leaderboardOptOut: true });
      expect((await t.app.inject({ url: '/api/client/learning/settings' })).statusCode).toBe(401);
    });

    it('counts the pop quiz streak from the seam, up to today or yesterday', async () => {
      t.clock.set(new Date('2026-11-22T03:00:00Z'));
      const userId = await t.createUser();
      t.app.learningSeams.popQuizDays = async (_db, who) =>
        new Set(who === userId ? ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21'] : []);
      const games = (
        await t.app.inject({ url: '/api/client/learning/games', headers: await t.signIn(userId) })
      ).json() as Games;
      expect(games.me!.streak).toMatchObject({ current: 4, answeredToday: false });
      expect(games.me!.streak.days).toEqual(
        ['16', '17', '18', '19', '20', '21', '22'].map((d) => ({
          day: `2026-11-${d}`,
          answered: d >= '18' && d <= '21',
        })),
      );
    });
  });
});
