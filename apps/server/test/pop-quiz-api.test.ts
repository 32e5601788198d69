import { ERRORS } from '@app/contracts/errors';
import type { PopQuizAvailable, PopQuizHistoryPage, PopQuizQuestion } from '@app/contracts/pop-quizzes';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { activities, popQuizAttempts, popQuizQuestions, popQuizzes, users } from '../src/db/schema/index.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf } from '../src/modules/ledger/ledger.service.ts';
import { poolAccount } from '../src/modules/pop-quizzes/pop-quiz-schedule.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { DRIVERS } from './test-db.ts';

/** 10:00 in Bangkok on 22 November 2026. */
const MORNING = new Date('2026-11-22T03:00:00Z');
const MINUTE = 60_000;

describe.each(DRIVERS)('pop quizzes on %s', (driver) => {
  let t: ProfileTestApp;
  let kit: ReturnType<typeof popQuizKit>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    kit = popQuizKit(t);
  });
  beforeEach(() => t.clock.set(MORNING));
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const available = async (headers: Record<string, string> = {}) => {
    const response = await kit.api.available(headers);
    expect(response.statusCode).toBe(200);
    return response.json<PopQuizAvailable>();
  };
  const today = async (slotTitle: string, headers: Record<string, string> = {}) => {
    const list = await available(headers);
    const quiz = list.data.find((q) => q.title === slotTitle);
    if (!quiz) throw new Error(`${slotTitle} is not in ${JSON.stringify(list.data.map((q) => q.title))}`);
    return quiz;
  };

  it("lists today's opened pop quizzes with countdowns and funds each pool once", async () => {
    const list = await available();
    expect(list.day).toBe('2026-11-22');
    // At 10:00 the all-day and the morning quiz are open; the afternoon one opens at 12:00.
    expect(list.data.map((q) => [q.title, q.state])).toEqual([
      ['Pop quiz of the day', 'active'],
      ['Morning pop quiz', 'active'],
    ]);
    expect(list.data[1]!.expiresInSeconds).toBe(2 * 3600);
    expect(list.nextAvailableAt).toBe('2026-11-22T05:00:00.000Z');
    expect(list.nextAvailableInSeconds).toBe(2 * 3600);
    expect(list.data[0]!.myAttempt).toBeNull();
    const first = list.data[0]!;
    expect(first.rewardsLeft).toBe(first.rewardsTotal);
    expect(await balanceOf(t.database.db, poolAccount(first.id), 'POINT')).toBe(
      BigInt(first.rewardPoints * first.rewardsTotal),
    );

    await available();
    const rows = await t.database.db.select().from(popQuizzes).where(eq(popQuizzes.day, '2026-11-22'));
    expect(rows).toHaveLength(4);
    const [fundings] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from ledger_transfers where kind = 'pop-quiz-funding'
          and reference_id in (select id::text from pop_quizzes where day = '2026-11-22')`,
    );
    expect(Number(fundings!.n)).toBe(4);

    const thai = await available({ lang: 'th' });
    expect(thai.data[0]!.title).toBe('ป๊อปควิซประจำวัน');
  });

  it('needs sign-in and KYC before the question', async () => {
    const quiz = await today('Pop quiz of the day');
    expect((await kit.api.question(quiz.id, {})).json().message).toBe('Please log in before continuing.');
    const unverified = await t.signIn(await t.createUser());
    const refused = await kit.api.question(quiz.id, unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Please complete your KYC verification before doing a quiz');
    const missing = await kit.api.question(999_999, (await kit.player()).headers);
    expect(missing.statusCode).toBe(404);
  });

  it('takes a question without seeing the answers, wins and claims the reward once', async () => {
    const me = await kit.earner();
    const quiz = await today('Pop quiz of the day', me.headers);
    const opened = await kit.api.question(quiz.id, me.headers);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).not.toMatch(/correct|explanation/i);
    const question = opened.json<PopQuizQuestion>();
    expect(question.secondsRemaining).toBe(quiz.timeLimitSeconds);
    expect(question.deadlineAt).toBe(
      new Date(MORNING.getTime() + quiz.timeLimitSeconds * 1000).toISOString(),
    );
    const answers = await kit.answersOf(quiz.id, me.id);
    expect(answers.questionId).toBe(question.question.id);
    expect(question.question.options.map((o) => o.id).sort()).toEqual(
      [...answers.correct, ...answers.wrong, ...question.question.options.map((o) => o.id)]
        .filter((id, i, all) => all.indexOf(id) === i)
        .sort(),
    );
    expect(question.question.answerCount).toBe(answers.correct.length);

    // A reload 20 seconds later resumes the same attempt and keeps the first deadline.
    t.clock.advance(20_000);
    const resumed = (await kit.api.question(quiz.id, me.headers)).json<PopQuizQuestion>();
    expect(resumed.attemptId).toBe(question.attemptId);
    expect(resumed.secondsRemaining).toBe(quiz.timeLimitSeconds - 20);
    expect((await available(me.headers)).data[0]!.myAttempt?.status).toBe('inprogress');

    const submitted = await kit.api.submit(quiz.id, answers.questionId, answers.correct, me.headers);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'pending',
      correct: true,
      correctAnswers: answers.correct,
      claimSecondsRemaining: 600,
    });
    const again = await kit.api.submit(quiz.id, answers.questionId, answers.correct, me.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already taken this pop quiz today.');
    expect((await kit.api.question(quiz.id, me.headers)).json().code).toBe('POP_QUIZ_ALREADY_TAKEN');

    t.clock.advance(3 * MINUTE);
    const pending = (await available(me.headers)).data[0]!.myAttempt!;
    expect(pending).toMatchObject({ status: 'pending', claimSecondsRemaining: 420 });

    const claim = await kit.api.claim(quiz.id, me.headers);
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toMatchObject({ status: 'completed', rewardPoints: quiz.rewardPoints });
    const retry = await kit.api.claim(quiz.id, me.headers);
    expect(retry.statusCode).toBe(200);
    expect(await balanceOf(t.database.db, { userId: me.id }, 'POINT')).toBe(BigInt(quiz.rewardPoints));
    const received = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, me.id), eq(activities.type, 'Received Point')));
    expect(received.map((a) => [a.amount, a.status])).toEqual([[BigInt(quiz.rewardPoints), 'COMPLETED']]);

    const after = (await available(me.headers)).data[0]!;
    expect(after.rewardsLeft).toBe(quiz.rewardsTotal - 1);
    expect(after.myAttempt?.status).toBe('completed');
    const history = (await kit.api.history(me.headers)).json<PopQuizHistoryPage>();
    expect(history.data[0]).toMatchObject({
      status: 'completed',
      result: 'pass',
      pointsReceived: quiz.rewardPoints,
      durationSeconds: 20,
    });
  });

  it('fails a wrong answer, which wins nothing', async () => {
    const me = await kit.earner();
    const quiz = await today('Morning pop quiz');
    const response = await kit.win(quiz.id, me.headers, false);
    expect(response.json()).toMatchObject({ status: 'failed', correct: false, claimExpiresAt: null });
    const claim = await kit.api.claim(quiz.id, me.headers);
    expect(claim.statusCode).toBe(409);
    expect(claim.json().message).toBe('Only a correct answer wins this reward.');
    expect(await balanceOf(t.database.db, { userId: me.id }, 'POINT')).toBe(0n);
  });

  it('takes an answer within the grace after the deadline and refuses a later one', async () => {
    const quiz = await today('Pop quiz of the day');
    const onTime = await kit.earner();
    await kit.api.question(quiz.id, onTime.headers);
    const late = await kit.earner();
    await kit.api.question(quiz.id, late.headers);
    const answers = await kit.answersOf(quiz.id, onTime.id);
    const lateAnswers = await kit.answersOf(quiz.id, late.id);

    t.clock.advance((quiz.timeLimitSeconds + 4) * 1000);
    const inGrace = await kit.api.submit(quiz.id, answers.questionId, answers.correct, onTime.headers);
    expect(inGrace.json().status).toBe('pending');

    t.clock.advance(2000);
    const refused = await kit.api.submit(quiz.id, lateAnswers.questionId, lateAnswers.correct, late.headers);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('Pop Quiz is expired');
    expect(
      (
        await kit.api.submit(quiz.id, lateAnswers.questionId, lateAnswers.correct, {
          ...late.headers,
          lang: 'th',
        })
      ).json().message,
    ).toBe('ป๊อปควิซหมดเวลาแล้ว');
    expect((await available(late.headers)).data[0]!.myAttempt?.status).toBe('expired');
    expect((await kit.api.question(quiz.id, late.headers)).statusCode).toBe(410);
  });

  it('lets a won reward expire when it is not claimed in time', async () => {
    const me = await kit.earner();
    const quiz = await today('Pop quiz of the day');
    expect((await kit.win(quiz.id, me.headers)).json().status).toBe('pending');
    t.clock.advance(10 * MINUTE + 1000);
    const claim = await kit.api.claim(quiz.id, me.headers);
    expect(claim.statusCode).toBe(410);
    expect(claim.json().message).toBe('The time to claim this reward has passed.');
    const history = (await kit.api.history(me.headers)).json<PopQuizHistoryPage>();
    expect(history.data[0]).toMatchObject({ status: 'expired', result: 'pass', pointsReceived: 0 });
    expect(await balanceOf(t.database.db, { userId: me.id }, 'POINT')).toBe(0n);
  });

  it('expires a quiz at the end of its window and opens the next ones on schedule', async () => {
    const me = await kit.earner();
    const morning = await today('Morning pop quiz');
    t.clock.set(new Date('2026-11-22T05:00:01Z')); // 12:00:01 in Bangkok
    const noon = await available(me.headers);
    expect(noon.data.map((q) => [q.title, q.state])).toEqual([
      ['Pop quiz of the day', 'active'],
      ['Morning pop quiz', 'expired'],
      ['Afternoon pop quiz', 'active'],
    ]);
    expect(noon.data[1]!.expiresInSeconds).toBe(0);
    const late = await kit.api.question(morning.id, me.headers);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Pop Quiz is expired');

    t.clock.set(new Date('2026-11-22T16:55:00Z')); // 23:55 in Bangkok
    const night = await available(me.headers);
    expect(night.nextAvailableAt).toBe('2026-11-22T17:00:00.000Z');
    expect(night.nextAvailableInSeconds).toBe(5 * 60);
    const yesterday = night.data[0]!;
    expect((await kit.win(yesterday.id, me.headers)).json().status).toBe('pending');

    t.clock.set(new Date('2026-11-22T17:00:01Z')); // 00:00:01 the next day
    const tomorrow = await available(me.headers);
    expect(tomorrow.day).toBe('2026-11-23');
    expect(tomorrow.data.map((q) => q.state)).toEqual(['active', 'active']);
    expect(tomorrow.data[0]!.id).not.toBe(yesterday.id);
    expect(tomorrow.data[0]!.myAttempt).toBeNull();
    expect((await kit.api.question(tomorrow.data[0]!.id, me.headers)).statusCode).toBe(200);
    // Yesterday's won reward can still be claimed within its window.
    expect((await kit.api.claim(yesterday.id, me.headers)).statusCode).toBe(200);
  });

  it('asks for KYC before a claim, also when it was withdrawn after the win, and pays nothing', async () => {
    const id = await kit.openQuiz({ winners: 3 });
    const KYC = 'Please complete your KYC verification before doing a quiz';
    const stranger = await t.signIn(await t.createUser());
    const none = await kit.api.claim(id, stranger);
    expect(none.statusCode).toBe(403);
    expect(none.json().message).toBe(KYC);
    const winner = await kit.earner();
    expect((await kit.win(id, winner.headers)).json().status).toBe('pending');
    await t.database.db.update(users).set({ kycOverride: false }).where(eq(users.id, winner.id));
    const withdrawn = await kit.api.claim(id, winner.headers);
    expect(withdrawn.statusCode).toBe(403);
    expect(withdrawn.json().message).toBe(KYC);
    expect(await balanceOf(t.database.db, { userId: winner.id }, 'POINT')).toBe(0n);
    await t.database.db.update(users).set({ kycOverride: true }).where(eq(users.id, winner.id));
    expect((await kit.api.claim(id, winner.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, { userId: winner.id }, 'POINT')).toBe(10n);
  });

  it('refuses a claim on an empty pool and marks the attempt out of reward', async () => {
    const id = await kit.openQuiz({ winners: 1 });
    const [a, b, c] = [await kit.earner(), await kit.earner(), await kit.earner()];
    expect((await kit.win(id, a.headers)).json().status).toBe('pending');
    expect((await kit.win(id, b.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, a.headers)).statusCode).toBe(200);
    const empty = await kit.api.claim(id, b.headers);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Pop Quiz out of reward');
    const history = (await kit.api.history(b.headers)).json<PopQuizHistoryPage>();
    expect(history.data[0]!.status).toBe('outofreward');
    expect(await balanceOf(t.database.db, poolAccount(id), 'POINT')).toBe(0n);
    const start = await kit.api.question(id, c.headers);
    expect(start.json().message).toBe('Pop Quiz out of reward');
  });

  it('pays one reward per verified identity: shared wallets and exchange accounts', async () => {
    const id = await kit.openQuiz({ winners: 10 });
    const wallet = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
    const first = await kit.earner({ walletAddress: wallet, walletProvenAt: new Date() });
    const sameWallet = await kit.earner({ walletAddress: wallet.toLowerCase(), walletProvenAt: new Date() });
    expect((await kit.win(id, first.headers)).json().status).toBe('pending');
    expect((await kit.win(id, sameWallet.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, first.headers)).statusCode).toBe(200);
    const refused = await kit.api.claim(id, sameWallet.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('POP_QUIZ_IDENTITY_CLAIMED');
    expect(await balanceOf(t.database.db, { userId: sameWallet.id }, 'POINT')).toBe(0n);

    // An exchange account whose wallet another account has proven is the same person.
    const nextWallet = '0xAb5801a7D398351b8bE11C439e05C5B3259aeC9B';
    const exchange = await kit.earner();
    await kit.linkExchange(exchange.id, `bk-${exchange.id}`, nextWallet);
    const prover = await kit.earner({ walletAddress: nextWallet, walletProvenAt: new Date() });
    expect((await kit.win(id, exchange.headers)).json().status).toBe('pending');
    expect((await kit.win(id, prover.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, exchange.headers)).statusCode).toBe(200);
    expect((await kit.api.claim(id, prover.headers)).json().code).toBe('POP_QUIZ_IDENTITY_CLAIMED');

    // A wallet only typed into someone's profile identifies nobody: copying the owner's address
    // and claiming first does not block the owner.
    const owned = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const copier = await kit.earner();
    const owner = await kit.earner({ walletAddress: owned, walletProvenAt: new Date() });
    const typed = await t.app.inject({
      method: 'PATCH',
      url: '/api/client/user-clients/me/profile',
      headers: copier.headers,
      payload: { walletAddress: owned },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect((await kit.win(id, copier.headers)).json().status).toBe('pending');
    expect((await kit.win(id, owner.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, copier.headers)).statusCode).toBe(200);
    expect((await kit.api.claim(id, owner.headers)).statusCode).toBe(200);

    // The exchange account moved to another site account: its subject has been paid already.
    const relinked = await kit.earner();
    await t.database.db.execute(
      sql`update exchange_accounts set user_id = ${relinked.id} where user_id = ${exchange.id}`,
    );
    expect((await kit.win(id, relinked.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, relinked.headers)).json().code).toBe('POP_QUIZ_IDENTITY_CLAIMED');

    // Unrelated people are unaffected, and the refused ones still hold their claim for later.
    const other = await kit.earner();
    expect((await kit.win(id, other.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, other.headers)).statusCode).toBe(200);
    // Paid: the first wallet, the exchange account, the copier, the owner and the unrelated one.
    expect(await balanceOf(t.database.db, poolAccount(id), 'POINT')).toBe(50n);
    const [claims] = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(distinct attempt_id) as n from pop_quiz_reward_claims where pop_quiz_id = ${id}`,
    );
    expect(Number(claims!.n)).toBe(5);
  });

  it('counts two accounts that share only a linked exchange account as one person', async () => {
    const id = await kit.openQuiz({ winners: 10 });
    // No wallet anywhere: the exchange account's subject is the only facet the two accounts share.
    const subject = `bk-only-${driver}-${id}`;
    const before = await kit.earner();
    await kit.linkExchange(before.id, subject);
    expect((await kit.win(id, before.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, before.headers)).statusCode).toBe(200);

    // The person links the same exchange account to a second site account and wins again.
    const after = await kit.earner();
    await t.database.db.execute(
      sql`update exchange_accounts set user_id = ${after.id} where user_id = ${before.id}`,
    );
    expect((await kit.win(id, after.headers)).json().status).toBe('pending');
    for (const lang of ['en', 'th'] as const) {
      const refused = await kit.api.claim(id, { ...after.headers, lang });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'POP_QUIZ_IDENTITY_CLAIMED',
        message: ERRORS.POP_QUIZ_IDENTITY_CLAIMED[lang],
      });
    }
    expect(await balanceOf(t.database.db, { userId: after.id }, 'POINT')).toBe(0n);

    // Another exchange account is another person.
    const other = await kit.earner();
    await kit.linkExchange(other.id, `${subject}-other`);
    expect((await kit.win(id, other.headers)).json().status).toBe('pending');
    expect((await kit.api.claim(id, other.headers)).statusCode).toBe(200);
    expect(await balanceOf(t.database.db, poolAccount(id), 'POINT')).toBe(80n);
  });

  it('shows a hint with a monthly hint, once per attempt', async () => {
    const id = await kit.openQuiz({ winners: 5 });
    const free = await kit.player();
    await kit.api.question(id, free.headers);
    const none = await kit.api.hint(id, (await kit.answersOf(id, free.id)).questionId, free.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('You have no hints left this month.');

    const subscriber = await kit.player();
    await kit.subscribe(subscriber.id, 2);
    const opened = (await kit.api.question(id, subscriber.headers)).json<PopQuizQuestion>();
    expect(opened).toMatchObject({ hint: null, hintsRemaining: 2 });
    const answers = await kit.answersOf(id, subscriber.id);
    const hint = await kit.api.hint(id, answers.questionId, { ...subscriber.headers, lang: 'th' });
    expect(hint.statusCode).toBe(200);
    expect(hint.json()).toMatchObject({ hintsRemaining: 1 });
    expect(hint.json().hint).toMatch(/[\u0E00-\u0E7F]/);
    const again = await kit.api.hint(id, answers.questionId, subscriber.headers);
    expect(again.json().hintsRemaining).toBe(1);
    expect((await kit.api.question(id, subscriber.headers)).json().hint).toBe(again.json().hint);
    const used = await t.database.db
      .select()
      .from(activities)
      .where(and(eq(activities.userId, subscriber.id), eq(activities.type, 'Hint used')));
    expect(used).toHaveLength(1);
  });

  it('validates answers with clear errors', async () => {
    const id = await kit.openQuiz({ winners: 5, questionKey: 'seed-phrase-safety' });
    const me = await kit.earner();
    const early = await kit.api.submit(id, 1, [1, 2], me.headers);
    expect(early.json().code).toBe('POP_QUIZ_NOT_STARTED');
    await kit.api.question(id, me.headers);
    const answers = await kit.answersOf(id, me.id);
    expect(answers.correct).toHaveLength(2);
    const cases: [unknown, number, string][] = [
      [[], 400, 'Please choose an answer.'],
      ['1', 400, 'Please choose an answer.'],
      [[7], 400, 'Submit Fail!'],
      [[1, 1], 400, 'Submit Fail!'],
      [[answers.correct[0]], 400, 'Please choose as many answers as the question asks for.'],
    ];
    for (const [selected, status, message] of cases) {
      const response = await kit.api.submit(id, answers.questionId, selected, me.headers);
      expect([selected, response.statusCode, response.json().message]).toEqual([selected, status, message]);
    }
    const wrongQuestion = await kit.api.submit(id, answers.questionId + 1, answers.correct, me.headers);
    expect(wrongQuestion.statusCode).toBe(404);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/client/pop-quizs/abc/question',
      headers: me.headers,
    });
    expect(badId.statusCode).toBe(400);
    // Several correct answers are all needed, in any order.
    const done = await kit.api.submit(id, answers.questionId, [...answers.correct].reverse(), me.headers);
    expect(done.json()).toMatchObject({ status: 'pending', correct: true });
  });

  it('never counts every option of a several-answer question as right', async () => {
    const id = await kit.openQuiz({ winners: 5, questionKey: 'seed-phrase-safety' });
    const me = await kit.earner();
    await kit.api.question(id, me.headers);
    const answers = await kit.answersOf(id, me.id);
    expect(answers.correct.length).toBeGreaterThan(1);
    const [question] = await t.database.db
      .select()
      .from(popQuizQuestions)
      .where(eq(popQuizQuestions.id, answers.questionId));
    const everything = question!.options.map((option) => option.id);
    expect(everything.length).toBeGreaterThan(answers.correct.length);
    const response = await kit.api.submit(id, answers.questionId, everything, me.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'POP_QUIZ_ANSWER_COUNT' });
    const [attempt] = await t.database.db
      .select()
      .from(popQuizAttempts)
      .where(and(eq(popQuizAttempts.popQuizId, id), eq(popQuizAttempts.userId, me.id)));
    expect(attempt).toMatchObject({ status: 'inprogress', correct: null });
  });

  it('pages the completed history with start = page index × limit', async () => {
    const me = await kit.earner();
    const ids = [
      await kit.openQuiz({ winners: 3 }),
      await kit.openQuiz({ winners: 3 }),
      await kit.openQuiz({ winners: 3 }),
    ];
    for (const [i, id] of ids.entries()) {
      await kit.win(id, me.headers, i !== 1);
      t.clock.advance(1000);
    }
    const unanswered = await kit.openQuiz({ winners: 3 });
    await kit.api.question(unanswered, me.headers);

    expect((await kit.api.history(me.headers)).json<PopQuizHistoryPage>().total).toBe(4);
    const page0 = (await kit.api.completed(me.headers, '?start=0&limit=2')).json<PopQuizHistoryPage>();
    const page1 = (await kit.api.completed(me.headers, '?start=2&limit=2')).json<PopQuizHistoryPage>();
    expect(page0.total).toBe(3);
    expect(page0.data.map((h) => h.popQuizId)).toEqual([ids[2], ids[1]]);
    expect(page0.data.map((h) => h.result)).toEqual(['pass', 'fail']);
    expect(page1.data.map((h) => h.popQuizId)).toEqual([ids[0]]);
    expect((await kit.api.completed(me.headers, '?start=-1')).statusCode).toBe(400);
    expect((await kit.api.completed({})).statusCode).toBe(401);
  });

  it.runIf(driver === 'postgres')(
    '100 parallel claims on a pool of 10 pay exactly 10 rewards',
    async () => {
      const id = await kit.openQuiz({ winners: 10, rewardPoints: 25 });
      const players = [];
      for (let i = 0; i < 100; i += 1) {
        const p = await kit.earner();
        expect((await kit.win(id, p.headers)).json().status).toBe('pending');
        players.push(p);
      }
      const results = await Promise.all(players.map((p) => kit.api.claim(id, p.headers)));
      const paid = results.filter((r) => r.statusCode === 200);
      expect(paid).toHaveLength(10);
      expect(results.filter((r) => r.json().code === 'POP_QUIZ_OUT_OF_REWARD')).toHaveLength(90);
      expect(await balanceOf(t.database.db, poolAccount(id), 'POINT')).toBe(0n);
      const [total] = await queryRows<{ sum: string }>(
        t.database.db,
        sql`select coalesce(sum(balance), 0) as sum from ledger_accounts
            where user_id in (${sql.join(
              players.map((p) => sql`${p.id}`),
              sql`, `,
            )})`,
      );
      expect(total!.sum).toBe('250');
      const [statuses] = await queryRows<{ completed: string; outofreward: string }>(
        t.database.db,
        sql`select count(*) filter (where status = 'completed') as completed,
                   count(*) filter (where status = 'outofreward') as outofreward
            from pop_quiz_attempts where pop_quiz_id = ${id}`,
      );
      expect(statuses).toEqual({ completed: '10', outofreward: '90' });
    },
    120_000,
  );

  it.runIf(driver === 'postgres')('two linked accounts claiming at once get one reward', async () => {
    const id = await kit.openQuiz({ winners: 10 });
    const wallet = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    const pair = [
      await kit.earner({ walletAddress: wallet, walletProvenAt: new Date() }),
      await kit.earner({ walletAddress: wallet, walletProvenAt: new Date() }),
    ];
    for (const p of pair) await kit.win(id, p.headers);
    const results = await Promise.all(
      pair.flatMap((p) => [kit.api.claim(id, p.headers), kit.api.claim(id, p.headers)]),
    );
    const winners = new Set(results.filter((r) => r.statusCode === 200).map((r) => r.json().attemptId));
    expect(winners.size).toBe(1);
    expect(await balanceOf(t.database.db, poolAccount(id), 'POINT')).toBe(90n);
    void users;
  });
});
