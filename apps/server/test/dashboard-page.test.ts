import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { quizAnswers, quizAttempts } from '../src/db/schema/index.ts';
import { SHARED_SESSION_HEADER, shareSession } from '../src/plugins/auth.ts';
import { setPin } from '../src/modules/pin/pin.service.ts';
import { DRIVERS } from './test-db.ts';
import { createWalletTestApp, type WalletTestApp } from './wallet-kit.ts';
import { RENDER_TIMEOUT_MS, webFromSource } from './web-pages.ts';

/**
 * The signed-in dashboard's one call: the same answer as the six reads it replaces, in at most
 * six statements for the whole page (the header's signed-in user included), each row read once.
 */
describe.each(DRIVERS)('dashboard page on %s', (driver) => {
  let t: WalletTestApp;
  let site: Awaited<ReturnType<typeof webFromSource>>;
  let user: { id: number; headers: Record<string, string> };
  beforeAll(async () => {
    site = await webFromSource();
    t = await createWalletTestApp(driver, { web: site.web });
    user = await t.createUser({ firstName: 'Mali' });
    await setPin(t.database.db, t.clock, user.id, '246810');
    const deposit = await t.deposit({
      eventId: `page-${driver}-${Date.now()}`,
      amount: '10.5',
      userId: user.id,
    });
    expect(deposit.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  const get = async (url: string, headers: Record<string, string> = user.headers) => {
    const response = await t.call({ method: 'GET', url, headers: { ...headers, lang: 'th' } });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  };

  it('answers what the dashboard, activities, checklist, payouts and kept KKUB answer', async () => {
    const page = await get('/api/client/dashboard-page?page=1&limit=10');
    expect(page.dashboard).toEqual(await get('/api/client/dashboard'));
    expect(page.activities).toEqual(await get('/api/client/activities?page=1&limit=10'));
    expect(page.checklist).toEqual(await get('/api/client/earning-checklist'));
    expect(page.payouts).toEqual(await get('/api/client/payouts'));
    expect(page.kept).toEqual(await get('/api/client/kept-kkub'));
    const { streakDays, reviewedToday, dueToday, dueThisWeek, totalCards } = await get(
      '/api/client/review/progress',
    );
    expect(page.review).toEqual({ streakDays, reviewedToday, dueToday, dueThisWeek, totalCards });
    expect(page.dashboard).toMatchObject({ kubBalance: '10.5', hasPin: true });
    expect(page.activities.total).toBe(1);
    expect(page.checklist.steps).toContainEqual({ step: 'pin', done: true });
    expect(page.checklist.steps).toContainEqual({ step: 'deposit', done: true });
    // A page past the end still knows how many there are; a filter narrows both.
    const past = await get('/api/client/dashboard-page?page=3&limit=10');
    expect(past.activities).toEqual(await get('/api/client/activities?page=3&limit=10'));
    expect(past.activities).toMatchObject({ data: [], total: 1 });
    const none = await get('/api/client/dashboard-page?type=Purchase%20Package');
    expect(none.activities.total).toBe(0);
  });

  it('renders the signed-in dashboard with at most six statements, no row read twice', async () => {
    // What a page render does: the header's signed-in user and the page's data, one session.
    const session = shareSession(t.app);
    const headers = { ...user.headers, [SHARED_SESSION_HEADER]: session.ref };
    const before = t.database.queriesRun();
    const [me] = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/client/user-clients/me', headers }),
      t.app.inject({ method: 'GET', url: '/api/client/dashboard-page?page=1&limit=10', headers }),
    ]);
    const statements = t.database.queriesRun() - before;
    session.forget();
    expect(me.json()).toMatchObject({ id: user.id, firstName: 'Mali', emailVerified: true });
    // The session (with the user's row), then facts, ledger, package, activities and payouts.
    expect(statements).toBeLessThanOrEqual(6);
  });

  it('reads the signed-in user with the session alone', async () => {
    const before = t.database.queriesRun();
    const me = await t.app.inject({
      method: 'POST',
      url: '/api/client/user-clients/me',
      headers: user.headers,
    });
    expect(me.statusCode).toBe(200);
    expect(t.database.queriesRun() - before).toBe(1);
  });
  it('counts the questions missed since the deck was last opened, taken in by the same statement', async () => {
    const reader = await t.createUser({ firstName: 'Somchai' });
    const [question] = await queryRows<{ id: number; quiz_id: number }>(
      t.database.db,
      sql`select id, quiz_id from quiz_questions order by id limit 1`,
    );
    expect(question).toBeDefined();
    const now = t.clock.now();
    const [attempt] = await t.database.db
      .insert(quizAttempts)
      .values({
        quizId: question!.quiz_id,
        userId: reader.id,
        seed: 'review-card',
        status: 'completed',
        startedAt: now,
        finishedAt: now,
        updatedAt: now,
        questionCount: 1,
        questionIds: [question!.id],
      })
      .returning({ id: quizAttempts.id });
    await t.database.db.insert(quizAnswers).values({
      attemptId: attempt!.id,
      questionId: question!.id,
      optionIds: [],
      correct: false,
      answeredAt: now,
    });
    const page = await get('/api/client/dashboard-page', reader.headers);
    expect(page.review).toMatchObject({ totalCards: 1, dueToday: 1, dueThisWeek: 1, streakDays: 0 });
    // Taken in once: the next look finds the card in the deck, not a second one.
    const again = await get('/api/client/dashboard-page', reader.headers);
    expect(again.review).toEqual(page.review);
    expect((await get('/api/client/review/progress', reader.headers)).totalCards).toBe(1);
  });

  it(
    'renders the whole signed-in dashboard page in at most six statements',
    async () => {
      const token = user.headers.authorization!.slice('Bearer '.length);
      const render = () =>
        t.app.inject({ method: 'GET', url: '/en/dashboard', headers: { cookie: `session=${token}` } });
      // The first render loads the page's modules; the count is of a render like any other.
      expect((await render()).statusCode).toBe(200);
      const before = t.database.queriesRun();
      const page = await render();
      const statements = t.database.queriesRun() - before;
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('data-testid="dashboard-page"');
      expect(page.body).toContain('data-testid="review-summary"');
      // The root loader's signed-in user, the session lookup both share, then the page's five.
      expect(statements).toBeLessThanOrEqual(6);
    },
    RENDER_TIMEOUT_MS,
  );
});
