import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { popQuizzes } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf, userBalances } from '../src/modules/ledger/ledger.service.ts';
import { poolAccount } from '../src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createRewardsTestApp, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

type Headers = Record<string, string>;

interface AuditRow {
  actor_user_id: number | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
}

const question = (key: string) => ({
  key,
  promptEn: 'Which network does KUB run on?',
  promptTh: 'KUB ทำงานบนเครือข่ายใด',
  hintEn: 'Its name starts with the same letters.',
  hintTh: 'ชื่อขึ้นต้นด้วยตัวอักษรเดียวกัน',
  explanationEn: 'KUB is the native coin of the KUB Chain.',
  explanationTh: 'KUB เป็นเหรียญหลักของ KUB Chain',
  options: [
    { en: 'KUB Chain', th: 'KUB Chain', correct: true },
    { en: 'Bitcoin', th: 'บิตคอยน์', correct: false },
    { en: 'A bank database', th: 'ฐานข้อมูลธนาคาร', correct: false },
  ],
  timeLimitSeconds: 45,
  rewardPoints: 5,
  winners: 10,
  active: true,
});

describe.each(DRIVERS)('admin fulfilment, adjustments and pop quizzes on %s', (driver) => {
  let t: RewardsTestApp;
  let admin: Headers;
  let adminId: number;

  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
    adminId = await t.createUser({ role: 'admin', email: `ops-${driver}@example.com` });
    admin = await t.signIn(adminId);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const auditRows = (where = sql`true`) =>
    queryRows<AuditRow>(t.database.db, sql`select * from audit_log where ${where} order by id`);
  const post = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url, headers, payload });
  const put = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url, headers, payload });

  it('fulfils a redemption with its tracking id and cancels another, each with an audit row', async () => {
    const rewardId = await t.reward({ costPoints: 120, stock: 5, perUserLimit: 5 });
    const member = await t.member({ points: 500 });
    const first = (await t.submit(member, rewardId)).json().redemption.id;
    const second = (await t.submit(member, rewardId)).json().redemption.id;
    expect((await userBalances(t.database.db, member.id)).points).toBe(260n);

    const queue = await t.app.inject({ url: '/api/admin/redemptions?status=PENDING', headers: admin });
    expect(queue.json().data.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );

    const empty = await post(
      `/api/admin/redemptions/${first}/fulfil`,
      { trackingId: '  ' },
      { ...admin, lang: 'th' },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('กรุณากรอกหมายเลขติดตามความยาวไม่เกิน 100 ตัวอักษร');

    const fulfilled = await post(`/api/admin/redemptions/${first}/fulfil`, { trackingId: 'TH0001234' });
    expect(fulfilled.json()).toMatchObject({ status: 'COMPLETED', trackingId: 'TH0001234' });
    const again = await post(`/api/admin/redemptions/${first}/cancel`, { reason: 'Too late' });
    expect(again.statusCode).toBe(409);

    const cancelled = await post(`/api/admin/redemptions/${second}/cancel`, {
      reason: 'Address unreachable',
    });
    expect(cancelled.json()).toMatchObject({ status: 'FAILED', cancelReason: 'Address unreachable' });
    // The hold is released: the member has the points of the cancelled redemption back.
    expect((await userBalances(t.database.db, member.id)).points).toBe(380n);

    const rows = await auditRows(sql`target_type = 'reward_redemption'`);
    expect(rows.map((row) => [row.action, row.target_id])).toEqual([
      ['redemption.fulfil', String(first)],
      ['redemption.cancel', String(second)],
    ]);
    expect(rows[0]).toMatchObject({
      actor_user_id: adminId,
      before: { status: 'PENDING', trackingId: null },
      after: { status: 'COMPLETED', trackingId: 'TH0001234', pointsCost: '120' },
    });
    expect(rows[1]).toMatchObject({ reason: 'Address unreachable', after: { status: 'FAILED' } });
  });

  it('credits and debits a user with a reason, once per Idempotency-Key, with an audit row each', async () => {
    const member = await t.member({ points: 0 });
    const adjust = (body: object, key: string, lang = 'en') =>
      post(
        '/api/admin/ledger-adjustments',
        { userId: member.id, ...body },
        { ...admin, lang, 'idempotency-key': key },
      );

    const key = randomUUID();
    const credit = await adjust({ currency: 'POINT', amount: '75', reason: 'Event prize' }, key);
    expect(credit.json()).toMatchObject({ amount: '75', balance: '75', replayed: false });
    const replay = await adjust({ currency: 'POINT', amount: '75', reason: 'Event prize' }, key);
    expect(replay.json()).toMatchObject({ balance: '75', replayed: true });
    const kub = await adjust({ currency: 'KUB', amount: '0.12345678', reason: 'Refund' }, randomUUID());
    expect(kub.json()).toMatchObject({ balance: '0.12345678' });
    const debit = await adjust({ currency: 'POINT', amount: '-25', reason: 'Duplicate prize' }, randomUUID());
    expect(debit.json().balance).toBe('50');

    const noReason = await adjust({ currency: 'POINT', amount: '5', reason: ' ' }, randomUUID(), 'th');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('กรุณาระบุเหตุผลของการปรับยอดนี้');
    const tooMuch = await adjust({ currency: 'POINT', amount: '-500', reason: 'Oops' }, randomUUID());
    expect(tooMuch.statusCode).toBe(409);
    const noKey = await post('/api/admin/ledger-adjustments', {
      userId: member.id,
      currency: 'POINT',
      amount: '5',
      reason: 'x',
    });
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');

    const rows = await auditRows(sql`target_type = 'user' and target_id = ${String(member.id)}`);
    expect(rows.map((row) => row.action)).toEqual(['ledger.credit', 'ledger.credit', 'ledger.debit']);
    expect(rows[0]).toMatchObject({
      reason: 'Event prize',
      before: { currency: 'POINT', balance: '0' },
      after: { balance: '75', amount: '75' },
    });
    expect(rows[2]).toMatchObject({ before: { balance: '75' }, after: { balance: '50', amount: '-25' } });
  });

  it("shows today's and the next days' pop quizzes and resizes a window's pool by transfers", async () => {
    const schedule = await t.app.inject({ url: '/api/admin/pop-quizzes', headers: { ...admin, lang: 'th' } });
    expect(schedule.statusCode).toBe(200);
    const { today, days } = schedule.json();
    expect(today).toBe('2026-11-22');
    expect(days.map((d: { day: string }) => d.day)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ]);
    expect(days[0].quizzes.map((q: { state: string }) => q.state)).toEqual([
      'open',
      'open',
      'upcoming',
      'upcoming',
    ]);
    expect(days[0].quizzes[0].title).toBe('ป๊อปควิซประจำวัน');

    const kit = popQuizKit(t);
    const live = days[0].quizzes[0];
    const player = await kit.earner();
    await kit.win(live.id, player.headers);
    expect((await kit.api.claim(live.id, player.headers)).statusCode).toBe(200);

    const grown = await put(`/api/admin/pop-quizzes/${live.id}`, {
      winners: live.winners + 5,
      timeLimitSeconds: 30,
    });
    expect(grown.json()).toMatchObject({
      winners: live.winners + 5,
      rewardsLeft: live.winners + 4,
      timeLimitSeconds: 30,
    });
    expect(await balanceOf(t.database.db, poolAccount(live.id), 'POINT')).toBe(
      BigInt((live.winners + 4) * live.rewardPoints),
    );
    const same = await put(`/api/admin/pop-quizzes/${live.id}`, {
      winners: live.winners + 5,
      timeLimitSeconds: 30,
    });
    expect(same.json().rewardsLeft).toBe(live.winners + 4);
    // A new attempt gets the new time limit.
    const next = await kit.player();
    const opened = (await kit.api.question(live.id, next.headers)).json();
    expect(Date.parse(opened.deadlineAt) - Date.parse(opened.startedAt)).toBe(30_000);

    const belowClaimed = await put(`/api/admin/pop-quizzes/${live.id}`, { winners: 0, timeLimitSeconds: 30 });
    expect(belowClaimed.statusCode).toBe(400);
    const shrunk = await put(`/api/admin/pop-quizzes/${live.id}`, { winners: 1, timeLimitSeconds: 30 });
    expect(shrunk.json()).toMatchObject({ winners: 1, rewardsLeft: 0 });
    expect(await balanceOf(t.database.db, poolAccount(live.id), 'POINT')).toBe(0n);

    const rows = await auditRows(sql`target_type = 'pop_quiz' and target_id = ${String(live.id)}`);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      before: { winners: live.winners },
      after: { winners: live.winners + 5 },
    });

    // Yesterday's quizzes are history.
    const [old] = await t.database.db
      .insert(popQuizzes)
      .values({
        day: '2026-11-21',
        slot: 0,
        concept: live.concept,
        opensAt: new Date('2026-11-20T17:00:00Z'),
        closesAt: new Date('2026-11-21T17:00:00Z'),
        timeLimitSeconds: 60,
        rewardPoints: 10,
        winners: 5,
        createdAt: new Date('2026-11-20T17:00:00Z'),
      })
      .returning({ id: popQuizzes.id });
    const closed = await put(
      `/api/admin/pop-quizzes/${old!.id}`,
      { winners: 9, timeLimitSeconds: 30 },
      { ...admin, lang: 'th' },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('ป๊อปควิซนี้จบแล้วและไม่สามารถแก้ไขได้');
    expect(
      (await put('/api/admin/pop-quizzes/987654', { winners: 9, timeLimitSeconds: 30 })).statusCode,
    ).toBe(404);
    const bad = await put(`/api/admin/pop-quizzes/${live.id}`, { winners: 2, timeLimitSeconds: 5 });
    expect(bad.json().fields[0].path).toBe('body.timeLimitSeconds');
  });

  it('edits the question bank; once answered, a question keeps its options and correct answers', async () => {
    const created = await post('/api/admin/pop-quiz-questions', question(`kub-chain-${driver}`));
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    expect(created.json().options.map((o: { id: number }) => o.id)).toEqual([1, 2, 3]);

    const noCorrect = await post(
      '/api/admin/pop-quiz-questions',
      { ...question('no-correct'), options: question('x').options.map((o) => ({ ...o, correct: false })) },
      { ...admin, lang: 'th' },
    );
    expect(noCorrect.statusCode).toBe(400);
    expect(noCorrect.json().fields[0]).toMatchObject({
      path: 'body.options',
      message: 'กรุณาเลือกตัวเลือกที่ถูกต้องอย่างน้อยหนึ่งข้อ',
    });
    const oneOption = await post('/api/admin/pop-quiz-questions', {
      ...question('one-option'),
      options: [question('x').options[0]],
    });
    expect(oneOption.json().fields[0].message).toBe('Give between 2 and 8 options.');
    const emptyOption = await post('/api/admin/pop-quiz-questions', {
      ...question('empty-option'),
      options: [{ en: '', th: 'x', correct: true }, question('x').options[1]],
    });
    expect(emptyOption.json().fields[0].path).toBe('body.options.0.en');

    // An attempt on a quiz of this question locks its answers.
    const kit = popQuizKit(t);
    const quiz = await kit.openQuiz({ winners: 3, questionKey: `kub-chain-${driver}` });
    await kit.api.question(quiz, (await kit.player()).headers);

    const reworded = question(`kub-chain-${driver}`);
    reworded.options[1] = { en: 'The Bitcoin network', th: 'เครือข่ายบิตคอยน์', correct: false };
    const fixed = await put(`/api/admin/pop-quiz-questions/${id}`, reworded);
    expect(fixed.json()).toMatchObject({ attempts: 1, options: [{}, { en: 'The Bitcoin network' }, {}] });
    const swapped = question(`kub-chain-${driver}`);
    swapped.options[0]!.correct = false;
    swapped.options[1]!.correct = true;
    const locked = await put(`/api/admin/pop-quiz-questions/${id}`, swapped);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('ADMIN_POP_ANSWERS_LOCKED');
    const fewer = await put(`/api/admin/pop-quiz-questions/${id}`, {
      ...question(`kub-chain-${driver}`),
      options: question('x').options.slice(0, 2),
    });
    expect(fewer.statusCode).toBe(409);

    const taken = await put(`/api/admin/pop-quiz-questions/${id}`, question('bitcoin-supply-cap'));
    expect(taken.json().code).toBe('ADMIN_SLUG_IN_USE');
    const rows = await auditRows(sql`target_type = 'pop_quiz_question' and target_id = ${String(id)}`);
    expect(rows.map((row) => row.action)).toEqual(['pop_question.create', 'pop_question.update']);
    const [stored] = await t.database.db.select().from(popQuizzes).where(eq(popQuizzes.id, quiz));
    expect(stored).toBeDefined();
  });
});

// PGlite serves one connection, so parallel requests there run one after another and prove
// nothing; the double-submit race runs on a real PostgreSQL (TEST_DATABASE_URL).
describe.runIf(DRIVERS.includes('postgres'))('admin adjustments under concurrency on postgres', () => {
  let t: RewardsTestApp;
  beforeAll(async () => {
    t = await createRewardsTestApp('postgres');
  });
  afterAll(() => t.close());

  it(
    'a ledger adjustment submitted 20 times at once with one key moves value once',
    { timeout: 60_000 },
    async () => {
      const admin = await t.signIn(await t.createUser({ role: 'admin' }));
      const member = await t.member({ points: 0 });
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/ledger-adjustments',
            headers: { ...admin, 'idempotency-key': key },
            payload: { userId: member.id, currency: 'KUB', amount: '2.5', reason: 'Double click' },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(answers.filter((a) => a.json().replayed === false)).toHaveLength(1);
      expect((await userBalances(t.database.db, member.id)).kub).toBe(250_000_000n);
      const audits = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where action = 'ledger.credit' and target_id = ${String(member.id)}`,
      );
      expect(audits[0]!.n).toBe(1);
      expect(await ledgerProblems(t.database.db)).toEqual([]);
    },
  );

  it('a pool resized while members claim never pays more than it holds', { timeout: 60_000 }, async () => {
    const admin = await t.signIn(await t.createUser({ role: 'admin' }));
    const kit = popQuizKit(t);
    const quiz = await kit.openQuiz({ winners: 10, rewardPoints: 10 });
    const players = [];
    for (let i = 0; i < 10; i += 1) {
      const player = await kit.earner();
      await kit.win(quiz, player.headers);
      players.push(player);
    }
    const [claims, resize] = await Promise.all([
      Promise.all(players.map((p) => kit.api.claim(quiz, p.headers))),
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/pop-quizzes/${quiz}`,
        headers: admin,
        payload: { winners: 4, timeLimitSeconds: 60 },
      }),
    ]);
    const paid = claims.filter((c) => c.statusCode === 200).length;
    const pool = await balanceOf(t.database.db, poolAccount(quiz), 'POINT');
    const [row] = await t.database.db.select().from(popQuizzes).where(eq(popQuizzes.id, quiz));
    // Either the shrink won (4 rewards, the rest refused) or enough claims came first to refuse it.
    if (resize.statusCode === 200) expect(paid).toBeLessThanOrEqual(4);
    else expect(row!.winners).toBe(10);
    expect(BigInt(paid * 10) + pool).toBe(BigInt(row!.winners * 10));
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});
