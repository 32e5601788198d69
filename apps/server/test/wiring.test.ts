import type { Games, PathDetail } from '@app/contracts/learning';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ledgerProblems } from '../src/modules/ledger/ledger-invariants.ts';
import { QUIZ_REWARD_ACTIVITY } from '../src/modules/learning/seams.ts';
import { countCompletedMainQuizzes } from '../src/modules/subscriptions/main-quiz-count.ts';
import { articleIds, createCampaign, readArticle } from './learning-kit.ts';
import { popQuizKit } from './pop-quiz-kit.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { answerAll, inject, QUIZ_API, quizIdOf, quizTaker } from './quizzes-kit.ts';
import { DRIVERS } from './test-db.ts';

const HISTORY = '/api/client/v2/quiz-history_v2';

/** The features built apart, joined in modules/feature-wiring.ts, seen through their public APIs. */
describe.each(DRIVERS)('feature wiring on %s', (driver) => {
  let t: ProfileTestApp;
  let pop: ReturnType<typeof popQuizKit>;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
    pop = popQuizKit(t);
  });
  afterEach(async () => {
    expect(await ledgerProblems(t.database.db)).toEqual([]);
  });
  afterAll(() => t.close());

  async function passQuiz(user: { userId: number; headers: Record<string, string> }, slug: string) {
    const quizId = await quizIdOf(t, slug);
    await answerAll(t, user, quizId);
    const finish = await inject(t, 'POST', `${QUIZ_API}/${quizId}/finish`, user.headers, {});
    expect(finish.status, finish.raw).toBe(200);
    expect(finish.body.passed).toBe(true);
  }

  it('lists an answered pop quiz in My quiz, counts it and finds it by its question', async () => {
    const player = await pop.player();
    const headers = { ...player.headers, lang: 'en' };
    const empty = await inject(t, 'GET', `${HISTORY}?kind=pop`, headers);
    expect(empty.body).toMatchObject({ data: [], total: 0 });

    const quizId = await pop.openQuiz({ winners: 3 });
    const answered = await pop.win(quizId, player.headers);
    expect(answered.statusCode, answered.body).toBe(200);
    const [question] = await queryRows<{ prompt_en: string }>(
      t.database.db,
      sql`select q.prompt_en from pop_quiz_attempts a join pop_quiz_questions q on q.id = a.question_id
          where a.pop_quiz_id = ${quizId} and a.user_id = ${player.id}`,
    );

    const all = await inject(t, 'GET', HISTORY, headers);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(1);
    expect(all.body.data).toHaveLength(1);
    expect(all.body.data[0]).toMatchObject({
      kind: 'pop',
      quizId,
      slug: null,
      title: question!.prompt_en,
      result: 'pass',
      questionCount: 1,
      answeredCount: 1,
      certificateCode: null,
    });
    expect(all.body.data[0].completedAt).not.toBeNull();
    const count = await inject(t, 'GET', `${HISTORY}/count?kind=pop`, headers);
    expect(count.body.count).toBe(1);

    const word = question!.prompt_en
      .split(/\s+/)
      .find((w) => w.length >= 5)!
      .replace(/[^A-Za-z]/g, '');
    const found = await inject(t, 'GET', `${HISTORY}?kind=pop&search=${encodeURIComponent(word)}`, headers);
    expect(found.body.total).toBe(1);
    expect(found.body.data).toHaveLength(1);
    const none = await inject(t, 'GET', `${HISTORY}?search=no-such-question-anywhere`, headers);
    expect(none.body).toMatchObject({ data: [], total: 0 });
    const noneCount = await inject(t, 'GET', `${HISTORY}/count?search=no-such-question-anywhere`, headers);
    expect(noneCount.body.count).toBe(0);

    // An opened but unanswered pop quiz is not completed: it stays out of My quiz.
    const other = await pop.openQuiz({ winners: 3 });
    expect((await pop.api.question(other, player.headers)).statusCode).toBe(200);
    expect((await inject(t, 'GET', `${HISTORY}/count`, headers)).body.count).toBe(1);
  });

  it('completes a path step with a quiz only once the quiz is passed, and counts the main quiz', async () => {
    const user = await quizTaker(t);
    const articleId = (await articleIds(t, ['what-is-bitcoin'])).get('what-is-bitcoin')!;
    const stepOf = async () => {
      const detail = await t.app.inject({
        url: '/api/client/learning/paths/bitcoin-from-scratch',
        headers: user.headers,
      });
      expect(detail.statusCode).toBe(200);
      return (detail.json() as PathDetail).steps.find((step) => step.article.slug === 'what-is-bitcoin')!;
    };
    expect((await stepOf()).quiz).toEqual({ slug: 'what-is-bitcoin-quiz' });

    await readArticle(t, user.headers, articleId);
    expect(await stepOf()).toMatchObject({ read: true, quizPassed: false, complete: false });
    expect(await countCompletedMainQuizzes(t.database.db, user.userId)).toBe(0);

    await passQuiz(user, 'what-is-bitcoin-quiz');
    expect(await stepOf()).toMatchObject({ read: true, quizPassed: true, complete: true });
    expect(await countCompletedMainQuizzes(t.database.db, user.userId)).toBe(1);
    const counts = await t.app.inject({
      url: '/api/client/user-subscription-infos/me/countData?needTotalMainQuiz=true',
      headers: user.headers,
    });
    expect(counts.statusCode).toBe(200);
    expect(counts.json().totalMainQuiz).toBe(1);
  });

  it('counts a day with an answered pop quiz in the games streak', async () => {
    const player = await pop.player();
    const games = async () =>
      (await t.app.inject({ url: '/api/client/learning/games', headers: player.headers })).json() as Games;
    expect((await games()).me?.streak).toMatchObject({ current: 0, answeredToday: false });
    await pop.win(await pop.openQuiz({ winners: 3 }), player.headers, false);
    expect((await games()).me?.streak).toMatchObject({ current: 1, answeredToday: true });
  });

  it('writes an audit row for a learning admin change', async () => {
    const adminId = await t.createUser({ role: 'admin', firstName: 'Anan' });
    const admin = await t.signIn(adminId);
    const campaign = await createCampaign(t, admin, { pool: 60 });
    const rows = await queryRows<{ action: string; actor_role: string; actor_email: string | null }>(
      t.database.db,
      sql`select action, actor_role, actor_email from audit_log
           where actor_user_id = ${adminId} and target_type = 'learning_campaign'
             and target_id = ${String(campaign.id)} order by id`,
    );
    expect(rows.map((row) => row.action)).toEqual(['learning.campaign.create', 'learning.campaign.fund']);
    expect(rows[0]!.actor_role).toBe('admin');
    expect(rows[0]!.actor_email).toContain('@');
  });

  it('names only reference types the quiz modules write on their reward activities', async () => {
    const user = await quizTaker(t);
    await passQuiz(user, 'what-is-bitcoin-quiz');
    const player = await pop.earner();
    const quizId = await pop.openQuiz({ winners: 3 });
    await pop.win(quizId, player.headers);
    expect((await pop.api.claim(quizId, player.headers)).statusCode).toBe(200);
    const written = await queryRows<{ type: string; reference_type: string }>(
      t.database.db,
      sql`select distinct type, reference_type from activities
           where user_id in (${user.userId}, ${player.id})
             and type in (${QUIZ_REWARD_ACTIVITY.mainQuizType}, ${QUIZ_REWARD_ACTIVITY.pointType})`,
    );
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const row of written) {
      expect(QUIZ_REWARD_ACTIVITY.quizReferenceTypes as readonly string[]).toContain(row.reference_type);
    }
    expect([...QUIZ_REWARD_ACTIVITY.quizReferenceTypes].sort()).toEqual(
      [...new Set(written.map((row) => row.reference_type))].sort(),
    );
  });
});
