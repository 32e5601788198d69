import { createECDH } from 'node:crypto';
import { REMINDER_KINDS } from '@app/contracts/reminders';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jobs,
  popQuizAttempts,
  pushSubscriptions,
  quizAttempts,
  reminderDeliveries,
  users,
} from '../src/db/schema/index.ts';
import { type MailInbox as Inbox, MailInbox, type ReceivedMail } from './mail-inbox.ts';
import { createProfileTestApp, type ProfileTestApp, SITE } from './profile-kit.ts';
import { PushService, type BrowserKeys } from './push-service.ts';
import { grantSubscription } from './subscription-grant.ts';
import { pendingReward, REMINDER_TEST_CONFIG, reminderWorker, savedAttempt } from './reminders-kit.ts';
import { DRIVERS } from './test-db.ts';
import { withDatabase } from './global-setup.ts';
import { type Database, openDatabase, queryRows } from '../src/db/client.ts';
import { sql } from 'drizzle-orm';
import { publicOnlyLookup } from '../src/modules/reminders/push-endpoint-guard.ts';
import { reminderConfig } from '../src/modules/reminders/reminder-config.ts';
import { scheduleReminderScan } from '../src/modules/reminders/reminder-scan.ts';
import { webPushSender } from '../src/modules/reminders/web-push-sender.ts';
import { PUSH_SERVICE_CERT } from './fixtures/push-service-tls.ts';

const API = '/api/client/reminders';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ALL_ON = Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, true]));
const ALL_OFF = Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, false]));
/** 65 bytes starting 0x04, as a P-256 key is, but not a point on the curve. */
const OFF_CURVE_KEY = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
let sources = 0;
/** Another client address each time, so the per-address request limit stays out of the way. */
const nextSource = () => `10.77.${Math.floor(++sources / 250)}.${(sources % 250) + 1}`;
/** Keys a browser could have sent: a point on P-256 and a 16-byte secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  return {
    p256dh: ecdh.generateKeys().toString('base64url'),
    auth: Buffer.alloc(16, 1).toString('base64url'),
  };
}

/** A mail's header, unfolded (`list-unsubscribe`...). */
function headerOf(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

describe.each(DRIVERS)('reminders on %s', (driver) => {
  let t: ProfileTestApp;
  let inbox: Inbox;
  let push: PushService;
  let worker: ReturnType<typeof reminderWorker>;
  let publicKey: string;
  let smtpUrl: string;

  beforeAll(async () => {
    t = await createProfileTestApp(driver, { config: REMINDER_TEST_CONFIG });
    inbox = new MailInbox();
    smtpUrl = await inbox.start();
    publicKey = (await t.app.inject({ url: `${API}/push/key` })).json<{ publicKey: string }>().publicKey;
    push = new PushService(publicKey);
    await push.start();
    worker = reminderWorker(t.database.db, t.clock, smtpUrl);
  });
  afterAll(async () => {
    await worker.stop();
    await push.close();
    await inbox.close();
    await t.close();
  });

  /** A user with a session, opted in to `kinds` by the channels given (and a push subscription). */
  async function member(
    name: string,
    options: {
      kinds?: Record<string, boolean>;
      email?: boolean;
      browser?: BrowserKeys;
      locale?: 'en' | 'th';
    } = {},
  ) {
    const email = `${name}-${driver}@example.com`;
    const id = await t.createUser({ email });
    const headers = await t.signIn(id);
    if (options.browser) {
      const subscribed = await t.app.inject({
        method: 'POST',
        url: `${API}/push/subscriptions`,
        headers,
        payload: { endpoint: options.browser.endpoint, keys: options.browser.keys },
      });
      expect(subscribed.statusCode, subscribed.body).toBe(200);
    }
    // Reminders come in the language of the page they were chosen on.
    const saved = await t.app.inject({
      method: 'PUT',
      url: API,
      headers: { ...headers, lang: options.locale ?? 'en' },
      payload: {
        kinds: options.kinds ?? ALL_ON,
        email: options.email ?? true,
        push: Boolean(options.browser),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id, email, headers };
  }

  const at = (iso: string) => t.clock.set(new Date(iso));

  it('keeps every reminder off until the user turns it on, and refuses invalid choices', async () => {
    const id = await t.createUser();
    const headers = await t.signIn(id);
    expect((await t.app.inject({ url: API })).statusCode).toBe(401);
    const initial = await t.app.inject({ url: API, headers });
    expect(initial.json()).toEqual({ kinds: ALL_OFF, email: false, push: false, pushDevices: 0 });

    for (const payload of [
      { kinds: { ...ALL_ON, birthday: true }, email: true, push: false },
      { kinds: { ...ALL_ON, quiz_waiting: 'yes' }, email: true, push: false },
      { kinds: ALL_ON, email: true },
      { kinds: ALL_ON, email: true, push: false, extra: 1 },
    ]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: API,
        headers: { ...headers, lang: 'th' },
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'ข้อมูลบางช่องไม่ถูกต้อง' });
    }
    expect((await t.app.inject({ url: API, headers })).json()).toMatchObject({
      kinds: ALL_OFF,
      email: false,
    });

    const chosen = { ...ALL_OFF, quiz_waiting: true, subscription_ending: true };
    const saved = await t.app.inject({
      method: 'PUT',
      url: API,
      headers,
      payload: { kinds: chosen, email: true, push: false },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.app.inject({ url: API, headers })).json()).toEqual({
      kinds: chosen,
      email: true,
      push: false,
      pushDevices: 0,
    });
    const off = await t.app.inject({
      method: 'PUT',
      url: API,
      headers,
      payload: { kinds: ALL_OFF, email: false, push: false },
    });
    expect(off.json()).toMatchObject({ kinds: ALL_OFF, email: false });
  });

  it('validates push subscriptions and forgets one on request', async () => {
    const id = await t.createUser();
    const headers = await t.signIn(id);
    const browser = push.subscribe();
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${API}/push/subscriptions`, headers, payload: payload as object });
    const badKeys = await post({
      endpoint: browser.endpoint,
      keys: { p256dh: 'abc', auth: browser.keys.auth },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().code).toBe('PUSH_KEYS_INVALID');
    const plainHttp = await post({
      endpoint: browser.endpoint.replace('https:', 'http:'),
      keys: browser.keys,
    });
    expect(plainHttp.json().code).toBe('PUSH_ENDPOINT_INVALID');
    const notUrl = await post({ endpoint: 'not a url', keys: browser.keys });
    expect(notUrl.json().code).toBe('PUSH_ENDPOINT_INVALID');
    expect((await t.app.inject({ url: API, headers })).json().pushDevices).toBe(0);

    expect((await post({ endpoint: browser.endpoint, keys: browser.keys })).json().pushDevices).toBe(1);
    const forgotten = await t.app.inject({
      method: 'DELETE',
      url: `${API}/push/subscriptions`,
      headers,
      payload: { endpoint: browser.endpoint },
    });
    expect(forgotten.json().pushDevices).toBe(0);
  });

  it('reminds of a pop quiz opening once, at its moment, and once a day at most', async () => {
    at('2026-11-22T04:50:00Z'); // 11:50 in Bangkok; the afternoon quiz opens at 12:00.
    const browser = push.subscribe();
    const ann = await member('ann', { kinds: { ...ALL_OFF, pop_quiz_open: true }, browser });
    await worker.drain();
    expect(inbox.for(ann.email)).toHaveLength(0);
    expect(push.to(browser)).toHaveLength(0);

    at('2026-11-22T05:00:01Z');
    await worker.drain();
    await worker.drain();
    expect(inbox.for(ann.email).map((m) => m.subject)).toEqual(['Afternoon pop quiz is open']);
    const [received] = push.to(browser);
    expect(received?.payload).toEqual({
      title: 'Afternoon pop quiz is open',
      body: 'A new pop quiz is waiting for you. Answer it before 18:00 Bangkok time to win points.',
      url: `${SITE}/en/pop-quiz`,
      tag: 'reminder-pop_quiz_open',
    });
    expect(received?.claims.aud).toBe(new URL(browser.endpoint).origin);
    // The TTL ends when the quiz closes (18:00 in Bangkok, 6 hours on).
    expect(received!.ttl).toBeGreaterThan(5.9 * 3600);
    expect(received!.ttl).toBeLessThanOrEqual(6 * 3600);
    expect(push.refused).toEqual([]);

    // The evening quiz opens at 18:00: the same day, so no second reminder of the kind.
    at('2026-11-22T10:55:00Z');
    const late = await member('bea', { kinds: { ...ALL_OFF, pop_quiz_open: true } });
    await worker.drain();
    at('2026-11-22T11:00:01Z');
    await worker.drain();
    await worker.drain();
    expect(inbox.for(ann.email)).toHaveLength(1);
    expect(push.to(browser)).toHaveLength(1);
    expect(inbox.for(late.email).map((m) => m.subject)).toEqual(['Evening pop quiz is open']);
    const days = await t.database.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, ann.id));
    expect(days).toMatchObject([
      { kind: 'pop_quiz_open', day: '2026-11-22', subject: 'pop-quiz:2026-11-22:2' },
    ]);
  });

  it('never sends a pop quiz reminder after the quiz closed', async () => {
    at('2026-11-23T10:55:00Z'); // the evening quiz of the 23rd opens at 11:00 UTC
    const cai = await member('cai', { kinds: { ...ALL_OFF, pop_quiz_open: true } });
    await worker.drain();
    // The workers stood still until after midnight in Bangkok: the evening quiz is closed.
    at('2026-11-23T17:00:30Z');
    await worker.drain();
    await worker.drain();
    expect(inbox.for(cai.email)).toHaveLength(0);
  });

  it('reminds of an unclaimed reward 2 minutes before its claim window closes, unless claimed or closed', async () => {
    const start = new Date('2026-11-24T03:00:00Z');
    t.clock.set(start);
    const browser = push.subscribe();
    const kinds = { ...ALL_OFF, reward_claim_closing: true };
    const dan = await member('dan', { kinds, browser });
    const eve = await member('eve', { kinds });
    const fay = await member('fay', { kinds });
    const db = t.database.db;
    await pendingReward(db, t.clock, dan.id, 1, new Date(start.getTime() + 10 * MINUTE));
    const eveReward = await pendingReward(db, t.clock, eve.id, 1, new Date(start.getTime() + 10 * MINUTE));
    await pendingReward(db, t.clock, fay.id, 1, new Date(start.getTime() + 3 * MINUTE));
    await worker.drain();

    // Fay's reminder (due a minute in) finds her window closed: the workers ran too late.
    t.clock.set(new Date(start.getTime() + 7 * MINUTE));
    await worker.drain();
    expect(inbox.for(fay.email)).toHaveLength(0);
    expect(inbox.for(dan.email)).toHaveLength(0);

    await db
      .update(popQuizAttempts)
      .set({ status: 'completed', claimedAt: t.clock.now() })
      .where(eq(popQuizAttempts.id, eveReward));
    t.clock.set(new Date(start.getTime() + 8 * MINUTE + 1000));
    await worker.drain();
    await worker.drain();
    expect(inbox.for(dan.email).map((m) => m.subject)).toEqual(['Claim your pop quiz reward now']);
    expect(push.to(browser).map((p) => [p.payload.title, p.urgency])).toEqual([
      ['Claim your pop quiz reward now', 'high'],
    ]);
    expect(push.to(browser)[0]!.ttl).toBeLessThanOrEqual(120);
    expect(inbox.for(eve.email)).toHaveLength(0);
  });

  it('reminds of a saved quiz a day after it was saved, unless it was finished', async () => {
    const start = new Date('2026-11-25T02:00:00Z');
    t.clock.set(start);
    const kinds = { ...ALL_OFF, quiz_waiting: true };
    const gus = await member('gus', { kinds, locale: 'th' });
    const hal = await member('hal', { kinds });
    const db = t.database.db;
    const gusAttempt = await savedAttempt(db, gus.id, start);
    const halAttempt = await savedAttempt(db, hal.id, start);
    t.clock.set(new Date(start.getTime() + DAY - 5 * MINUTE));
    await worker.drain();
    expect(inbox.for(gus.email)).toHaveLength(0);
    await db
      .update(quizAttempts)
      .set({ status: 'completed', finishedAt: t.clock.now() })
      .where(eq(quizAttempts.id, halAttempt.id));
    t.clock.set(new Date(start.getTime() + DAY + 1000));
    await worker.drain();
    await worker.drain();
    const [mail] = inbox.for(gus.email);
    expect(mail?.subject).toMatch(/^แบบทดสอบ ".+" ของคุณรออยู่$/);
    expect(mail?.text).toContain(`${SITE}/th/quizzes/${gusAttempt.slug}`);
    expect(mail?.text).toContain(`${SITE}/th/reminders/unsubscribe?token=`);
    expect(inbox.for(hal.email)).toHaveLength(0);
  });

  it('reminds 7 days before a subscription ends, unless it was renewed or the reminder turned off', async () => {
    const start = new Date('2026-11-26T03:00:00Z');
    t.clock.set(start);
    const kinds = { ...ALL_OFF, subscription_ending: true };
    const ida = await member('ida', { kinds });
    const jon = await member('jon', { kinds });
    const kim = await member('kim', { kinds });
    const db = t.database.db;
    const endsIn = (startsAt: Date) => ({ startsAt, days: 7 + 3 / (24 * 60) });
    const begin = new Date(start.getTime());
    await grantSubscription(db, ida.id, endsIn(begin));
    await grantSubscription(db, jon.id, endsIn(begin));
    await grantSubscription(db, jon.id, {
      startsAt: new Date(begin.getTime() + 7 * DAY + 3 * MINUTE),
      days: 30,
    });
    await grantSubscription(db, kim.id, endsIn(begin));
    await worker.drain();
    await t.app.inject({
      method: 'PUT',
      url: API,
      headers: kim.headers,
      payload: { kinds: ALL_OFF, email: true, push: false },
    });
    t.clock.set(new Date(start.getTime() + 3 * MINUTE + 1000));
    await worker.drain();
    await worker.drain();
    expect(inbox.for(ida.email).map((m) => m.subject)).toEqual(['Your subscription ends in 7 days']);
    expect(inbox.for(ida.email)[0]?.text).toContain(`${SITE}/en/my-subscription`);
    expect(inbox.for(jon.email)).toHaveLength(0);
    expect(inbox.for(kim.email)).toHaveLength(0);
  });

  it('unsubscribes with one click from the mail, with a signed token only', async () => {
    const [mail] = inbox.for(`ann-${driver}@example.com`);
    const header = headerOf(mail!, 'List-Unsubscribe');
    expect(header).toMatch(/^<https:\/\/academy\.example\/api\/reminders\/unsubscribe\?token=[^>]+>$/);
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = new URL(header!.slice(1, -1));
    expect(mail!.text).toContain(`${SITE}/en/reminders/unsubscribe?token=`);
    const [ann] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, `ann-${driver}@example.com`));
    const headers = await t.signIn(ann!.id);

    const peek = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(peek.json()).toEqual({ kind: 'pop_quiz_open', on: true });

    const token = link.searchParams.get('token')!;
    const [, kind, mac] = token.split('.');
    for (const forged of [
      `${ann!.id + 1}.${kind}.${mac}`,
      `${ann!.id}.quiz_waiting.${mac}`,
      `${ann!.id}.${kind}.${mac!.slice(0, -2)}AA`,
      'garbage',
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}?token=${encodeURIComponent(forged)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'th' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('REMINDER_TOKEN_INVALID');
      expect(refused.json().message).toMatch(/^ลิงก์ยกเลิก/);
    }
    expect((await t.app.inject({ method: 'POST', url: link.pathname })).statusCode).toBe(400);
    expect((await t.app.inject({ url: API, headers })).json().kinds.pop_quiz_open).toBe(true);

    for (let press = 0; press < 2; press += 1) {
      const done = await t.app.inject({
        method: 'POST',
        url: `${link.pathname}${link.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ kind: 'pop_quiz_open', on: false });
    }
    // Mail providers may post the one-click body as multipart/form-data (RFC 8058 prefers it).
    const boundary = 'one-click-boundary';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    const after = (await t.app.inject({ url: API, headers })).json();
    expect(after.kinds.pop_quiz_open).toBe(false);
    expect(after.push).toBe(true);
  });

  it('forgets a push subscription its push service no longer knows (410)', async () => {
    const start = new Date('2026-11-27T03:00:00Z');
    t.clock.set(start);
    const gone = push.subscribe({ gone: true });
    const lea = await member('lea', {
      kinds: { ...ALL_OFF, reward_claim_closing: true },
      email: false,
      browser: gone,
    });
    await pendingReward(t.database.db, t.clock, lea.id, 1, new Date(start.getTime() + 2 * MINUTE));
    await worker.drain();
    await worker.drain();
    const left = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, lea.id));
    expect(left).toEqual([]);
    expect((await t.app.inject({ url: API, headers: lea.headers })).json().pushDevices).toBe(0);
  });

  it('drops a stored subscription whose key is not a curve point after one try, never retrying it', async () => {
    const start = new Date('2026-11-27T05:00:00Z');
    t.clock.set(start);
    const browser = push.subscribe();
    const noa = await member('noa', {
      kinds: { ...ALL_OFF, reward_claim_closing: true },
      email: false,
      browser,
    });
    // Stored before keys were checked: 65 bytes starting 0x04, but off the curve.
    await t.database.db
      .update(pushSubscriptions)
      .set({ p256dh: OFF_CURVE_KEY })
      .where(eq(pushSubscriptions.userId, noa.id));
    await pendingReward(t.database.db, t.clock, noa.id, 1, new Date(start.getTime() + 2 * MINUTE));
    await worker.drain();
    await worker.drain();
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, noa.id)),
    ).toEqual([]);
    const pushJobs = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'reminder-push'))).filter(
      (job) => job.dedupeKey?.includes(`:${noa.id}:`),
    );
    expect(pushJobs).toHaveLength(1);
    expect(pushJobs[0]).toMatchObject({ attempts: 1, failedAt: null, lastError: null });
    expect(pushJobs[0]!.doneAt).not.toBeNull();
    expect(push.to(browser)).toHaveLength(0);
  });

  it('does not contact a stored push endpoint on a private address unless allowed', async () => {
    const browser = push.subscribe();
    const vapid = reminderConfig({ PUBLIC_URL: SITE, NODE_ENV: 'test' }).vapid;
    const strict = webPushSender({ vapid, allowPrivateHosts: false, ca: PUSH_SERVICE_CERT });
    const payload = { title: 't', body: 'b', url: `${SITE}/en`, tag: 'x' };
    expect(
      await strict.send({ endpoint: browser.endpoint, ...browser.keys }, payload, { ttlSeconds: 60 }),
    ).toBe('gone');
    strict.close();
    expect(push.to(browser)).toHaveLength(0);
    // A public-looking name that resolves to a private address is refused at connection time.
    const refused = await new Promise<string | undefined>((done) =>
      publicOnlyLookup('localhost', {}, (error) => done((error as { code?: string } | null)?.code)),
    );
    expect(refused).toBe('EPUSHPRIVATE');
  });

  it('delivers exactly once while two workers race over the same reminders', async () => {
    const start = new Date('2026-11-28T02:00:00Z');
    t.clock.set(start);
    const browser = push.subscribe();
    const max = await member('max', { kinds: { ...ALL_OFF, quiz_waiting: true }, browser });
    const db = t.database.db;
    // Two saved quizzes: two reminders of one kind for one Bangkok day.
    await savedAttempt(db, max.id, start, 0);
    await savedAttempt(db, max.id, start, 1);
    // On PostgreSQL the second worker is another instance: its own connection pool.
    let other: Database | undefined;
    if (driver === 'postgres') {
      const [current] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
      other = await openDatabase({
        url: withDatabase(process.env.TEST_DATABASE_URL!, current!.name),
        poolSize: 3,
      });
    }
    const second = reminderWorker(other?.db ?? db, t.clock, smtpUrl);
    t.clock.set(new Date(start.getTime() + DAY - 5 * MINUTE));
    await Promise.all([worker.drain(), second.drain()]);
    t.clock.set(new Date(start.getTime() + DAY + 1000));
    await Promise.all([worker.drain(), second.drain()]);
    await Promise.all([worker.drain(), second.drain()]);
    await second.stop();
    await other?.close();
    expect(inbox.for(max.email)).toHaveLength(1);
    expect(push.to(browser)).toHaveLength(1);
    const delivered = await db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.userId, max.id), eq(reminderDeliveries.kind, 'quiz_waiting')));
    expect(delivered).toHaveLength(1);
  });

  it('reminds of due review cards once a day at 19:00 in Bangkok, counting questions missed since', async () => {
    // 11:50 UTC is 18:50 in Bangkok.
    t.clock.set(new Date('2026-12-10T11:50:00Z'));
    const kinds = { ...ALL_OFF, reviews_due: true };
    const lek = await member('rev-lek', { kinds, locale: 'th' });
    const max = await member('rev-max', { kinds });
    const ned = await member('rev-ned', { kinds });
    const db = t.database.db;
    const now = t.clock.now();
    const [question] = await queryRows<{ id: number; quiz_id: number }>(
      db,
      sql`select id, quiz_id from quiz_questions order by id limit 1`,
    );
    // Lek has a card due this evening; Ned's is due tomorrow (Bangkok); Max missed a question in a
    // finished quiz and has never opened the deck.
    await db.execute(sql`insert into review_cards (user_id, quiz_question_id, due, created_at)
      values (${lek.id}, ${question!.id}, ${now}, ${now}), (${ned.id}, ${question!.id}, '2026-12-10T17:30:00Z', ${now})`);
    const [attempt] = await queryRows<{ id: number }>(
      db,
      sql`insert into quiz_attempts (quiz_id, user_id, seed, status, started_at, finished_at, question_count, question_ids, updated_at)
          values (${question!.quiz_id}, ${max.id}, 'rev-max-seed', 'completed', ${now}, ${now}, 1, ${`{${question!.id}}`}::int[], ${now}) returning id`,
    );
    await db.execute(sql`insert into quiz_answers (attempt_id, question_id, option_ids, correct, answered_at)
      values (${attempt!.id}, ${question!.id}, '{}', false, ${now})`);
    // The scan chain runs on the moved clock from here on.
    await scheduleReminderScan(db, t.clock);
    await worker.drain();
    expect(inbox.for(lek.email)).toHaveLength(0);

    t.clock.set(new Date('2026-12-10T12:00:01Z'));
    await scheduleReminderScan(db, t.clock);
    await worker.drain();
    await worker.drain();
    const [mail] = inbox.for(lek.email);
    expect(mail?.subject).toBe('วันนี้มีการ์ดทบทวนถึงกำหนด 1 ใบ');
    expect(mail?.text).toContain(`${SITE}/th/review`);
    expect(inbox.for(max.email).map((m) => m.subject)).toEqual(['1 review card is due today']);
    expect(inbox.for(ned.email)).toHaveLength(0);

    // Later scans the same day send nothing more.
    t.clock.set(new Date('2026-12-10T14:00:00Z'));
    await scheduleReminderScan(db, t.clock);
    await worker.drain();
    expect(inbox.for(lek.email)).toHaveLength(1);
  });
});

describe.each(DRIVERS)('push subscriptions on %s without private hosts allowed', (driver) => {
  let t: ProfileTestApp;
  beforeAll(async () => {
    t = await createProfileTestApp(driver);
  });
  afterAll(() => t.close());

  it('refuses endpoints on loopback, private and link-local addresses (SSRF)', async () => {
    const headers = await t.signIn(await t.createUser());
    const keys = browserKeys();
    for (const endpoint of [
      'https://127.0.0.1:8443/push/1',
      'https://localhost/push/1',
      'https://push.localhost/push/1',
      'https://10.1.2.3/push/1',
      'https://192.168.0.10/push/1',
      'https://172.20.0.1/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/push/1',
      'https://[fd00::1]/push/1',
      'https://[::ffff:127.0.0.1]/push/1',
      'https://[::ffff:7f00:1]/push/1',
      'https://[::127.0.0.1]/push/1',
      'https://[::ffff:0:10.0.0.1]/push/1',
      'https://[2002:7f00:1::1]/push/1',
      'https://[2002:c0a8:1::1]/push/1',
      'https://[64:ff9b::a9fe:a9fe]/push/1',
      'https://[64:ff9b:1::a00:1]/push/1',
      'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/push/1',
      'https://[fec0::1]/push/1',
      'https://localhost./push/1',
      'https://push.localhost./push/1',
      'https://intranet./push/1',
      'https://printer.local/push/1',
      'https://0x7f000001/push/1',
      'https://intranet/push/1',
      'https://user:pw@push.example.net/push/1',
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `${API}/push/subscriptions`,
        headers,
        payload: { endpoint, keys },
        remoteAddress: nextSource(),
      });
      expect(refused.statusCode, endpoint).toBe(400);
      expect(refused.json().code, endpoint).toBe('PUSH_ENDPOINT_INVALID');
    }
    expect((await t.app.inject({ url: API, headers })).json().pushDevices).toBe(0);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `${API}/push/subscriptions`,
      headers,
      payload: { endpoint: 'https://push.example.net/send/abc', keys },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().pushDevices).toBe(1);
    // A public IPv4 host written as 6to4 or IPv4-mapped is that public host.
    for (const endpoint of ['https://[2002:808:808::1]/push/2', 'https://[::ffff:8.8.8.8]/push/3']) {
      const subscribed = await t.app.inject({
        method: 'POST',
        url: `${API}/push/subscriptions`,
        headers,
        payload: { endpoint, keys },
      });
      expect(subscribed.statusCode, endpoint).toBe(200);
    }
  });

  const subscribe = (headers: Record<string, string>, endpoint: string, keys = browserKeys()) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/push/subscriptions`,
      headers: { ...headers, lang: 'th' },
      payload: { endpoint, keys },
      remoteAddress: nextSource(),
    });

  it('refuses a key of the right length and first byte that is not a point on P-256', async () => {
    const headers = await t.signIn(await t.createUser());
    const refused = await subscribe(headers, 'https://push.example.net/send/off-curve', {
      ...browserKeys(),
      p256dh: OFF_CURVE_KEY,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'PUSH_KEYS_INVALID',
      message: 'คีย์ของการสมัครรับการแจ้งเตือนแบบพุชนี้ไม่ถูกต้อง',
    });
    expect((await t.app.inject({ url: API, headers })).json().pushDevices).toBe(0);
  });

  it('keeps ten browsers per user, refusing the eleventh with its reason, also when they arrive at once', async () => {
    const headers = await t.signIn(await t.createUser());
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => subscribe(headers, `https://push.example.net/send/cap-${i}`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({
        code: 'PUSH_DEVICE_LIMIT',
        message: expect.stringContaining('10'),
      });
    }
    expect((await t.app.inject({ url: API, headers })).json().pushDevices).toBe(10);
    // A browser already kept renews its keys; one forgotten makes room for another.
    const kept = answers.findIndex((answer) => answer.statusCode === 200);
    expect((await subscribe(headers, `https://push.example.net/send/cap-${kept}`)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `${API}/push/subscriptions`,
      headers,
      payload: { endpoint: `https://push.example.net/send/cap-${kept}` },
    });
    const another = await subscribe(headers, 'https://push.example.net/send/cap-new');
    expect(another.statusCode, another.body).toBe(200);
    expect(another.json().pushDevices).toBe(10);
  });
});
