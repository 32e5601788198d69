import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, queryRows } from '../src/db/client.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { balanceOf, transfer } from '../src/modules/ledger/ledger.service.ts';
import { registerQuizHistorySource } from '../src/modules/quizzes/quiz-history.ts';
import { seedQuizzes } from '../src/seed/quizzes.ts';
import { CONTENT_DIR } from './global-setup.ts';
import {
  gradeFor,
  hasPassed,
  isRightAnswer,
  scorePercent,
  tierForGrade,
} from '../src/modules/quizzes/quiz-grading.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerAll, answerKey, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

describe('grade rules', () => {
  it('gives A+ only for a perfect score and grades by integer percent', () => {
    expect(gradeFor(5, 5)).toBe('A+');
    expect(gradeFor(999, 1000)).toBe('A');
    expect(scorePercent(999, 1000)).toBe(99);
    expect(gradeFor(4, 5)).toBe('A');
    expect(gradeFor(7, 10)).toBe('B');
    expect(gradeFor(3, 5)).toBe('C');
    expect(gradeFor(1, 2)).toBe('D');
    expect(gradeFor(2, 5)).toBe('F');
    expect(gradeFor(0, 0)).toBe('F');
    expect(hasPassed(3, 5, 60)).toBe(true);
    expect(hasPassed(2, 4, 60)).toBe(false);
    expect(hasPassed(3, 4, 75)).toBe(true);
  });

  it('takes an answer as right only with exactly the right options, in any order', () => {
    expect(isRightAnswer([2, 1], [1, 2])).toBe(true);
    expect(isRightAnswer([1, 2, 3], [1, 2])).toBe(false);
    expect(isRightAnswer([1], [1, 2])).toBe(false);
    expect(isRightAnswer([1, 1], [1, 2])).toBe(false);
    expect(isRightAnswer([3], [1])).toBe(false);
  });

  it('pays the best tier the grade reaches', () => {
    const tiers = [
      { minGrade: 'C', points: 30 },
      { minGrade: 'A+', points: 100 },
    ];
    expect(tierForGrade('A+', tiers)?.points).toBe(100);
    expect(tierForGrade('A', tiers)?.points).toBe(30);
    expect(tierForGrade('C', tiers)?.points).toBe(30);
    expect(tierForGrade('D', tiers)).toBeNull();
  });
});

const popLines: { title: string }[] = [];

describe.each(DRIVERS)('main quizzes on %s', (driver) => {
  let t: ProfileTestApp;
  let bitcoin: number;
  beforeAll(async () => {
    t = await createProfileTestApp(driver, {
      // Stands in for the pop quiz module: it registers its own My quiz source.
      beforeReady: (app) =>
        registerQuizHistorySource(app, {
          kind: 'pop',
          list: async ({ limit }) =>
            popLines.slice(0, limit).map((line, i) => ({
              kind: 'pop' as const,
              id: `pop-${i}`,
              quizId: 900 + i,
              slug: null,
              title: line.title,
              articleTitle: null,
              completedAt: '2026-11-01T00:00:00.000Z',
              updatedAt: '2026-11-01T00:00:00.000Z',
              questionCount: 1,
              answeredCount: 1,
              durationSeconds: 20,
              rewardPoints: 5,
              result: 'pass' as const,
              status: 'completed',
              grade: null,
              rewardName: null,
              rewardDescription: null,
              rewardStatus: null,
              rewardType: 'point',
              certificateCode: null,
            })),
          count: async () => popLines.length,
        }),
    });
    bitcoin = await quizIdOf(t, 'what-is-bitcoin-quiz');
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  it('seeds ten bilingual quizzes with funded pools, and seeding again changes nothing', async () => {
    const snapshot = () =>
      queryRows<Record<string, string>>(
        t.database.db,
        sql`select (select count(*) from quizzes)::text as quizzes,
                   (select count(*) from quiz_questions)::text as questions,
                   (select count(*) from quiz_options)::text as options,
                   (select count(*) from quiz_reward_tiers)::text as tiers,
                   (select count(*) from user_subscriptions)::text as subscriptions,
                   (select count(*) from ledger_transfers)::text as transfers,
                   (select string_agg(code || '=' || balance, ',' order by code) from ledger_accounts
                     where code like 'pool:main-quiz:%')::text as pools`,
      );
    const before = await snapshot();
    expect(Number(before[0]!.quizzes)).toBeGreaterThanOrEqual(10);
    expect(before[0]!.pools!.split(',').every((pool) => !pool.endsWith('=0'))).toBe(true);
    await seedQuizzes(t.database.db, CONTENT_DIR);
    expect(await snapshot()).toEqual(before);
  });

  it('sends nothing that tells the right option before the question is answered', async () => {
    const user = await quizTaker(t);
    const other = await quizTaker(t);
    const secrets = await queryRows<{ id: number; explanation_en: string; explanation_th: string }>(
      t.database.db,
      sql`select id, explanation_en, explanation_th from quiz_questions where quiz_id = ${bitcoin}`,
    );
    const leaks = (raw: string) => {
      const found: string[] = [];
      if (/"(is_?)?correct(Answers)?"\s*:\s*(true|false|\[)/i.test(raw)) found.push('correct flag');
      if (/"explanation"\s*:\s*"/.test(raw)) found.push('explanation');
      for (const s of secrets) {
        if (raw.includes(JSON.stringify(s.explanation_en).slice(1, -1))) found.push('explanation text');
        if (raw.includes(JSON.stringify(s.explanation_th).slice(1, -1))) found.push('explanation text');
      }
      return found;
    };
    const bodies: string[] = [];
    const record = async <R extends { status: number; raw: string }>(r: Promise<R>) => {
      const response = await r;
      expect(response.status).toBe(200);
      bodies.push(response.raw);
      return response;
    };
    await record(
      inject(t, 'GET', `/api/client/v2/quiz_v2/slug/what-is-bitcoin-quiz?isMyQuiz=true`, user.headers),
    );
    const [article] = await queryRows<{ article_id: number }>(
      t.database.db,
      sql`select article_id from quizzes where id = ${bitcoin}`,
    );
    await record(inject(t, 'GET', `/api/client/v2/articles/${article!.article_id}/quiz`, user.headers));
    await record(inject(t, 'GET', '/api/client/v2/article-quiz-list?pageSize=50', user.headers));
    const start = await record(inject(t, 'POST', `${QUIZ_API}/${bitcoin}/start`, user.headers, {}));
    await record(inject(t, 'GET', `${QUIZ_API}/${bitcoin}/progress`, { ...user.headers, lang: 'th' }));
    await record(inject(t, 'POST', '/api/client/v2/progress-pending-quiz', user.headers, {}));
    await record(inject(t, 'GET', '/api/client/v2/quiz-history_v2?kind=saved', user.headers));
    for (const raw of bodies) expect(leaks(raw)).toEqual([]);

    // The position of the right option is not fixed, and option names differ between attempts.
    const key = await answerKey(t, user.userId, bitcoin);
    const otherStart = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/start`, other.headers, {});
    const otherKey = await answerKey(t, other.userId, bitcoin);
    const positions = new Set<number>();
    for (const view of [start.body, otherStart.body]) {
      const mine = view === start.body ? key : otherKey;
      for (const question of view.questions) {
        const right = mine.get(question.id)!.right;
        positions.add(question.options.findIndex((o: { key: string }) => right.includes(o.key)));
      }
    }
    expect(positions.size).toBeGreaterThan(1);
    const firstKeys = start.body.questions[0].options.map((o: { key: string }) => o.key);
    const otherKeys = otherStart.body.questions[0].options.map((o: { key: string }) => o.key);
    expect(firstKeys.filter((k: string) => otherKeys.includes(k))).toEqual([]);

    // After one answer only that question is revealed.
    const q0 = start.body.questions[0];
    const submitted = await inject(
      t,
      'POST',
      `${QUIZ_API}/${bitcoin}/questions/${q0.id}/submit`,
      user.headers,
      {
        selectedAnswers: key.get(q0.id)!.right,
        currentQuestion: 0,
        version: start.body.version,
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.body.answer.correct).toBe(true);
    // A question with several right options lists them in no promised order.
    expect([...submitted.body.answer.correctAnswers].sort()).toEqual([...key.get(q0.id)!.right].sort());
    expect(submitted.body.answer.explanation).toBe(secrets.find((s) => s.id === q0.id)!.explanation_en);
    const progress = await inject(t, 'GET', `${QUIZ_API}/${bitcoin}/progress`, user.headers);
    expect(progress.body.questions[0].answer.correct).toBe(true);
    expect(leaks(JSON.stringify(progress.body.questions.slice(1)))).toEqual([]);
  });

  it('grades a question with several right options wrong when every option is picked', async () => {
    const quizId = await quizIdOf(t, 'smart-contracts-explained-quiz');
    const user = await quizTaker(t);
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    expect(start.status).toBe(200);
    const q0 = start.body.questions[0] as { id: number };
    // Whatever question was drawn first gets (at least) two right options.
    if ((await answerKey(t, user.userId, quizId)).get(q0.id)!.right.length < 2) {
      await t.database.db.execute(
        sql`update quiz_options set correct = true where id in (
              select id from quiz_options where question_id = ${q0.id} and not correct order by position limit 1)`,
      );
    }
    const key = (await answerKey(t, user.userId, quizId)).get(q0.id)!;
    expect(key.right.length).toBeGreaterThan(1);
    expect(key.wrong.length).toBeGreaterThan(0);
    const everything = [...key.right, ...key.wrong];
    const submitted = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${q0.id}/submit`,
      user.headers,
      {
        selectedAnswers: everything,
        currentQuestion: 0,
        version: start.body.version,
      },
    );
    expect(submitted.status, submitted.raw).toBe(200);
    expect(submitted.body.answer.correct).toBe(false);
    const progress = await inject(t, 'GET', `${QUIZ_API}/${quizId}/progress`, user.headers);
    expect(progress.body.questions[0].answer.correct).toBe(false);
  });

  it('needs a sign-in and KYC to start', async () => {
    const anonymous = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/start`, {}, {});
    expect(anonymous.status).toBe(401);
    const unverified = await quizTaker(t, { kyc: false });
    const refused = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/start`, unverified.headers, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Please complete your KYC verification before doing a quiz');
  });

  it('uses one quota per new attempt, none to resume, and refuses with Out of Quota', async () => {
    const user = await quizTaker(t, { quota: 2 });
    const ids = await Promise.all(
      ['what-is-a-blockchain-quiz', 'what-is-defi-quiz', 'smart-contracts-explained-quiz'].map((s) =>
        quizIdOf(t, s),
      ),
    );
    const used = async () =>
      (
        await queryRows<{ quota_used: number }>(
          t.database.db,
          sql`select quota_used from user_subscriptions where user_id = ${user.userId}`,
        )
      )[0]!.quota_used;
    expect((await inject(t, 'POST', `${QUIZ_API}/${ids[0]}/start`, user.headers, {})).status).toBe(200);
    expect(await used()).toBe(1);
    expect((await inject(t, 'POST', `${QUIZ_API}/${ids[0]}/start`, user.headers, {})).status).toBe(200);
    expect(await used()).toBe(1);
    expect((await inject(t, 'POST', `${QUIZ_API}/${ids[1]}/start`, user.headers, {})).status).toBe(200);
    const refused = await inject(
      t,
      'POST',
      `${QUIZ_API}/${ids[2]}/start`,
      { ...user.headers, lang: 'th' },
      {},
    );
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('OUT_OF_QUOTA');
    expect(refused.body.message).toBe('โควตาหมดแล้ว');
    expect(await used()).toBe(2);
    const noAttempt = await inject(t, 'GET', `${QUIZ_API}/${ids[2]}/progress`, user.headers);
    expect(noAttempt.body.code).toBe('QUIZ_NOT_STARTED');
    const activities = await queryRows<{ type: string; amount: string }>(
      t.database.db,
      sql`select type, amount::text from activities where user_id = ${user.userId}`,
    );
    expect(activities.filter((a) => a.type === 'Deducted the main quiz quota')).toHaveLength(2);
  });

  it('spends a hint once per question, removes only wrong options, and says when none are left', async () => {
    const user = await quizTaker(t, { hints: 1 });
    const quizId = await quizIdOf(t, 'proof-of-work-vs-proof-of-stake-quiz');
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    expect(start.body.hintsRemaining).toBe(1);
    const [q0, q1] = start.body.questions;
    const key = await answerKey(t, user.userId, quizId);
    const hint = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q0.id}/hint`, user.headers, {});
    expect(hint.status).toBe(200);
    // All wrong options but one go, at most two; the clue is the question's own (when it has one).
    const wrong = key.get(q0.id)!.wrong;
    expect(hint.body.hint.removedAnswers).toHaveLength(Math.min(2, wrong.length - 1));
    for (const removed of hint.body.hint.removedAnswers) expect(wrong).toContain(removed);
    const [clue] = await queryRows<{ clue_en: string | null }>(
      t.database.db,
      sql`select clue_en from quiz_questions where id = ${q0.id}`,
    );
    expect(hint.body.hint.clue).toBe(clue!.clue_en);
    expect(hint.body.hintsRemaining).toBe(0);
    const again = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q0.id}/hint`, user.headers, {});
    expect(again.body.hint).toEqual(hint.body.hint);
    const none = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q1.id}/hint`, user.headers, {});
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('You have no hints left this month.');
    const hintActivities = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from activities where user_id = ${user.userId} and type = 'Hint used'`,
    );
    expect(hintActivities[0]!.count).toBe(1);
    const progress = await inject(t, 'GET', `${QUIZ_API}/${quizId}/progress`, user.headers);
    expect(progress.body.questions[0].hint.removedAnswers).toEqual(hint.body.hint.removedAnswers);
  });

  it('saves on one device and resumes on another session where it left off', async () => {
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'what-are-stablecoins-quiz');
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    const key = await answerKey(t, user.userId, quizId);
    const q0 = start.body.questions[0];
    const answered = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${q0.id}/submit`,
      user.headers,
      {
        selectedAnswers: key.get(q0.id)!.wrong.slice(0, 1),
        currentQuestion: 1,
        version: start.body.version,
      },
    );
    expect(answered.body.answer.correct).toBe(false);
    const saved = await inject(t, 'POST', `${QUIZ_API}/${quizId}/save`, user.headers, {
      currentQuestion: 1,
      version: answered.body.version,
    });
    expect(saved.status).toBe(200);

    const phone = await t.signIn(user.userId);
    const pending = await inject(t, 'POST', '/api/client/v2/progress-pending-quiz', phone, {});
    expect(pending.body.data).toEqual([
      expect.objectContaining({ quizId, status: 'saved', answeredCount: 1 }),
    ]);
    const resumed = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, phone, {});
    expect(resumed.body).toMatchObject({
      attemptId: start.body.attemptId,
      currentQuestion: 1,
      version: saved.body.version,
    });
    expect(resumed.body.questions[0].options).toEqual(start.body.questions[0].options);
    expect(resumed.body.questions[0].answer.correct).toBe(false);
    const history = await inject(t, 'GET', '/api/client/v2/quiz-history_v2?kind=saved', phone);
    expect(history.body.data.map((line: { quizId: number }) => line.quizId)).toContain(quizId);
  });

  it("answers 'Data has been changed' to a tab that is behind", async () => {
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'spotting-crypto-scams-quiz');
    const tabA = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    const tabB = await inject(t, 'GET', `${QUIZ_API}/${quizId}/progress`, user.headers);
    const key = await answerKey(t, user.userId, quizId);
    const [q0, q1] = tabA.body.questions;
    const first = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q0.id}/submit`, user.headers, {
      selectedAnswers: key.get(q0.id)!.right,
      currentQuestion: 1,
      version: tabA.body.version,
    });
    expect(first.status).toBe(200);
    const stale = await inject(t, 'POST', `${QUIZ_API}/${quizId}/questions/${q1.id}/submit`, user.headers, {
      selectedAnswers: key.get(q1.id)!.right,
      currentQuestion: 1,
      version: tabB.body.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Data has been changed');
    const staleSave = await inject(t, 'POST', `${QUIZ_API}/${quizId}/save`, user.headers, {
      currentQuestion: 0,
      version: tabB.body.version,
    });
    expect(staleSave.body.code).toBe('DATA_CHANGED');
    const wrongKey = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${q1.id}/submit`,
      user.headers,
      {
        selectedAnswers: ['AAAAAAAAAAAAAAAA'],
        currentQuestion: 1,
        version: first.body.version,
      },
    );
    expect(wrongKey.body.code).toBe('QUIZ_ANSWER_INVALID');
  });

  it('grades on the server, pays the reward once and makes a second finish harmless', async () => {
    const user = await quizTaker(t);
    const pool = { system: `pool:main-quiz:${bitcoin}` } as const;
    const before = await balanceOf(t.database.db, pool, 'POINT');
    await answerAll(t, user, bitcoin);
    const finish = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/finish`, user.headers, {});
    expect(finish.status).toBe(200);
    expect(finish.body).toMatchObject({ grade: 'A+', percent: 100, passed: true, correctCount: 3 });
    expect(finish.body.reward).toMatchObject({ status: 'paid', type: 'point', points: 100 });
    expect(finish.body.certificateCode).toMatch(/^[A-Za-z0-9]{32}$/);
    const again = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/finish`, user.headers, {});
    expect(again.body).toEqual(finish.body);
    expect(await balanceOf(t.database.db, { userId: user.userId }, 'POINT')).toBe(100n);
    expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(before - 100n);
    const prizes = await queryRows<{ amount: string }>(
      t.database.db,
      sql`select amount::text from activities where user_id = ${user.userId} and type = 'Received prizes from the main quiz'`,
    );
    expect(prizes).toEqual([{ amount: '100' }]);

    // A retake can pass again, but the quiz pays a user only once.
    await answerAll(t, user, bitcoin);
    const retake = await inject(t, 'POST', `${QUIZ_API}/${bitcoin}/finish`, user.headers, {});
    expect(retake.body.attemptId).not.toBe(finish.body.attemptId);
    expect(await balanceOf(t.database.db, { userId: user.userId }, 'POINT')).toBe(100n);
  });

  it('fails a low score with no reward and grades unanswered questions as wrong', async () => {
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'what-is-a-blockchain-quiz');
    // One of the three drawn questions answered right, the other two left unanswered.
    const start = await inject(t, 'POST', `${QUIZ_API}/${quizId}/start`, user.headers, {});
    const first = start.body.questions[0] as { id: number };
    const key = await answerKey(t, user.userId, quizId);
    const submitted = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/questions/${first.id}/submit`,
      user.headers,
      {
        selectedAnswers: key.get(first.id)!.right,
        currentQuestion: 0,
        version: start.body.version,
      },
    );
    expect(submitted.status).toBe(200);
    const result = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
    expect(result.body).toMatchObject({
      grade: 'F',
      correctCount: 1,
      questionCount: 3,
      percent: 33,
      passed: false,
      reward: null,
      certificateCode: null,
    });
    const fetched = await inject(t, 'GET', `${QUIZ_API}/${quizId}/result`, user.headers);
    expect(fetched.body.grade).toBe('F');
  });

  it("says 'Sorry! Out of reward' when the quiz's pool is empty", async () => {
    const quizId = await quizIdOf(t, 'nfts-explained-quiz');
    const pool = { system: `pool:main-quiz:${quizId}` } as const;
    const left = await balanceOf(t.database.db, pool, 'POINT');
    await inTransaction(t.database.db, (tx) =>
      transfer(
        tx,
        t.clock,
        {
          kind: 'test-drain',
          currency: 'POINT',
          amount: left,
          from: pool,
          to: { system: 'ISSUANCE' },
          idempotencyKey: `drain-${driver}`,
        },
        { insufficient: 'QUIZ_OUT_OF_REWARD' },
      ),
    );
    const user = await quizTaker(t);
    await answerAll(t, user, quizId);
    const result = await inject(
      t,
      'POST',
      `${QUIZ_API}/${quizId}/finish`,
      { ...user.headers, lang: 'th' },
      {},
    );
    expect(result.body.reward).toMatchObject({ status: 'outofreward', message: 'ขออภัย! รางวัลหมดแล้ว' });
    const en = await inject(t, 'GET', `${QUIZ_API}/${quizId}/result`, user.headers);
    expect(en.body.reward.message).toBe('Sorry! Out of reward');
    const listed = await inject(t, 'GET', '/api/client/v2/quiz_v2/slug/nfts-explained-quiz', {});
    expect(listed.body.state).toBe('outofreward');
  });

  it('tracks a prize to deliver, for its winner only', async () => {
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'seed-phrases-and-private-keys-quiz');
    await answerAll(t, user, quizId);
    const result = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
    expect(result.body.reward).toMatchObject({ type: 'physical', status: 'claimable' });
    const id = result.body.reward.trackingId as number;
    const url = `/api/client/reward-trackings/${id}`;
    expect((await inject(t, 'GET', url, user.headers)).body.status).toBe('PENDING');
    const missing = await inject(t, 'PUT', url, user.headers, {
      recipientName: 'Ploy Rakdee',
      phone: '0812345678',
    });
    expect(missing.body.message).toBe('Please input the delivery address');
    const claimed = await inject(t, 'PUT', url, user.headers, {
      recipientName: 'Ploy Rakdee',
      phone: '0812345678',
      address: '99 Sukhumvit Road, Bangkok 10110',
    });
    expect(claimed.body).toMatchObject({ status: 'SUBMITTED', address: '99 Sukhumvit Road, Bangkok 10110' });
    const stranger = await quizTaker(t);
    expect((await inject(t, 'GET', url, stranger.headers)).status).toBe(404);
  });

  it('gives a physical prize once: a retake that earns it again, or earns it after a lesser tier, gets nothing', async () => {
    const quizId = await quizIdOf(t, 'seed-phrases-and-private-keys-quiz');
    // Four questions an attempt, so one wrong answer is a B (75 %).
    await t.database.db.execute(sql`update quizzes set questions_per_attempt = 4 where id = ${quizId}`);
    const prizes = async (userId: number) =>
      queryRows<{ reward_type: string; trackings: string }>(
        t.database.db,
        sql`select r.reward_type, (select count(*) from quiz_reward_trackings k where k.reward_id = r.id)::text as trackings
            from quiz_rewards r where r.user_id = ${userId} and r.quiz_id = ${quizId}`,
      );
    const finish = async (user: Awaited<ReturnType<typeof quizTaker>>, wrong: number[] = []) => {
      await answerAll(t, user, quizId, wrong);
      const result = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
      expect(result.status, result.raw).toBe(200);
      return result.body;
    };

    const winner = await quizTaker(t);
    const first = await finish(winner);
    expect(first).toMatchObject({ grade: 'A+', reward: { type: 'physical', status: 'claimable' } });
    const retake = await finish(winner);
    expect(retake).toMatchObject({ grade: 'A+', passed: true });
    expect(retake.attemptId).not.toBe(first.attemptId);
    // The result still shows the one prize won first, with its one delivery to track.
    expect(retake.reward).toMatchObject({ type: 'physical', trackingId: first.reward.trackingId });
    expect(await prizes(winner.userId)).toEqual([{ reward_type: 'physical', trackings: '1' }]);

    // A first pass at a points tier is the quiz's one reward: a perfect retake adds no prize.
    const climber = await quizTaker(t);
    const points = await finish(climber, [0]);
    expect(points).toMatchObject({ grade: 'B', reward: { type: 'point', points: 50, status: 'paid' } });
    const perfect = await finish(climber);
    expect(perfect).toMatchObject({ grade: 'A+', reward: { type: 'point', points: 50, trackingId: null } });
    expect(await prizes(climber.userId)).toEqual([{ reward_type: 'point', trackings: '0' }]);
    expect(await balanceOf(t.database.db, { userId: climber.userId }, 'POINT')).toBe(50n);
  });

  it('issues a verifiable certificate, and waits for a profile name before naming a holder', async () => {
    const named = await quizTaker(t);
    const quizId = await quizIdOf(t, 'how-to-keep-your-crypto-safe-quiz');
    await answerAll(t, named, quizId, [1]);
    const result = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, named.headers, {});
    expect(result.body).toMatchObject({ grade: 'C', passed: true });
    const code = result.body.certificateCode as string;
    const view = await inject(t, 'GET', `/api/client/certificates/${code}`, {});
    expect(view.body).toMatchObject({
      holderName: 'Ploy Rakdee',
      grade: 'C',
      status: 'valid',
      signatureValid: true,
      achievement: { en: 'Passed the quiz “Keep your crypto safe”', th: 'ผ่านแบบทดสอบ “เก็บคริปโตให้ปลอดภัย”' },
      issuer: { name: 'KUB Academy', id: 'did:web:academy.example' },
    });
    const credential = await inject(t, 'GET', `/api/client/certificates/${code}/credential`, {});
    expect(credential.body.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.body.proof).toMatchObject({
      cryptosuite: 'eddsa-jcs-2022',
      verificationMethod: 'did:web:academy.example#key-1',
    });
    const did = await inject(t, 'GET', '/.well-known/did.json', {});
    expect(did.body.verificationMethod[0].publicKeyMultibase).toMatch(/^z6Mk/);
    // A forged grade no longer matches the signature.
    await t.database.db.execute(
      sql`update certificates set credential = jsonb_set(credential, '{credentialSubject,result,0,value}', '"A+"') where code = ${code}`,
    );
    expect((await inject(t, 'GET', `/api/client/certificates/${code}`, {})).body.signatureValid).toBe(false);
    expect((await inject(t, 'GET', '/api/client/certificates/not-a-code', {})).status).toBe(404);

    const nameless = await quizTaker(t, { firstName: null });
    await answerAll(t, nameless, quizId);
    const waiting = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, nameless.headers, {});
    expect(waiting.body).toMatchObject({
      certificateCode: null,
      certificateBlocked: 'Please enter a profile name',
    });
    const refused = await inject(t, 'POST', `${QUIZ_API}/${quizId}/certificate`, nameless.headers, {});
    expect(refused.body.message).toBe('Please enter a profile name');
    await t.database.db.execute(sql`update users set first_name = 'Nok' where id = ${nameless.userId}`);
    const issued = await inject(t, 'POST', `${QUIZ_API}/${quizId}/certificate`, nameless.headers, {});
    expect(issued.body.certificateCode).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('lists My quiz from every source, searchable by article or question, with an empty state', async () => {
    popLines.splice(0, popLines.length, { title: 'Daily pop quiz' });
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'what-is-defi-quiz');
    await answerAll(t, user, quizId);
    await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
    const all = await inject(t, 'GET', '/api/client/v2/quiz-history_v2', user.headers);
    expect(all.body.data.map((line: { kind: string }) => line.kind).sort()).toEqual(['main', 'pop']);
    expect(all.body.data[0]).toMatchObject({ kind: 'main', result: 'pass', grade: 'A+', rewardPoints: 90 });
    expect(all.body.remainingQuota).toBe(4);
    const byQuestion = await inject(
      t,
      'GET',
      '/api/client/v2/quiz-history_v2?kind=main&search=collateral',
      user.headers,
    );
    expect(byQuestion.body.total).toBe(1);
    const none = await inject(t, 'GET', '/api/client/v2/quiz-history_v2?kind=main&search=zzzz', user.headers);
    expect(none.body).toMatchObject({ data: [], total: 0 });
    const count = await inject(t, 'GET', '/api/client/v2/quiz-history_v2/count', user.headers);
    expect(count.body.count).toBe(2);
    const list = await inject(t, 'GET', '/api/client/v2/article-quiz-list?search=stablecoin', {});
    expect(list.body.data.map((q: { slug: string }) => q.slug)).toEqual(['what-are-stablecoins-quiz']);
    const listCount = await inject(t, 'GET', '/api/client/v2/article-quiz-list/count', {});
    expect(listCount.body.count).toBeGreaterThanOrEqual(10);
    popLines.splice(0, popLines.length);
  });

  it.runIf(driver === 'postgres')('pays one reward under 50 parallel finishes of the same user', async () => {
    const user = await quizTaker(t);
    const quizId = await quizIdOf(t, 'smart-contracts-explained-quiz');
    const pool = { system: `pool:main-quiz:${quizId}` } as const;
    const before = await balanceOf(t.database.db, pool, 'POINT');
    await answerAll(t, user, quizId);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {})),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.body.attemptId)).size).toBe(1);
    const rewards = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from quiz_rewards where user_id = ${user.userId}`,
    );
    expect(rewards[0]!.count).toBe(1);
    expect(await balanceOf(t.database.db, { userId: user.userId }, 'POINT')).toBe(70n);
    expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(before - 70n);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });

  it.runIf(driver === 'postgres')('never overdraws a pool when 50 users finish at once', async () => {
    const quizId = await quizIdOf(t, 'what-is-a-blockchain-quiz');
    const pool = { system: `pool:main-quiz:${quizId}` } as const;
    const left = await balanceOf(t.database.db, pool, 'POINT');
    // Leave exactly ten 80-point rewards in the pool.
    await inTransaction(t.database.db, (tx) =>
      transfer(
        tx,
        t.clock,
        {
          kind: 'test-drain',
          currency: 'POINT',
          amount: left - 800n,
          from: pool,
          to: { system: 'ISSUANCE' },
          idempotencyKey: 'drain-ten',
        },
        { insufficient: 'QUIZ_OUT_OF_REWARD' },
      ),
    );
    const users = await Promise.all(Array.from({ length: 50 }, () => quizTaker(t)));
    for (const user of users) await answerAll(t, user, quizId);
    const results = await Promise.all(
      users.map((user) => inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {})),
    );
    const statuses = results.map((r) => r.body.reward?.status);
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'outofreward')).toHaveLength(40);
    expect(await balanceOf(t.database.db, pool, 'POINT')).toBe(0n);
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
});
