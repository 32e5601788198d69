import { readFileSync } from 'node:fs';
import { REMINDER_KINDS } from '@app/contracts/reminders';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, jobs } from '../src/db/schema/index.ts';
import {
  REMINDER_CONSENT_TEXT,
  reminderConsent,
  reminderConsentWording,
} from '../src/modules/reminders/reminder-consent.ts';
import { MailInbox } from './mail-inbox.ts';
import { createProfileTestApp, type ProfileTestApp } from './profile-kit.ts';
import { REMINDER_TEST_CONFIG, reminderWorker } from './reminders-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/reminders';
const ALL_OFF = Object.fromEntries(REMINDER_KINDS.map((kind) => [kind, false]));
const POP_QUIZ_ON = { ...ALL_OFF, pop_quiz_open: true };

describe('the consent wording', () => {
  it('is the reminder settings text the profile shows, word for word, in both languages', () => {
    for (const locale of ['en', 'th'] as const) {
      const page = JSON.parse(
        readFileSync(new URL(`../../web/app/locales/${locale}/profile.json`, import.meta.url), 'utf8'),
      ).reminders;
      const text = REMINDER_CONSENT_TEXT[locale];
      expect(text.intro).toBe(page.intro);
      expect(text.what).toBe(page.whatLegend);
      expect(text.how).toBe(page.howLegend);
      for (const kind of REMINDER_KINDS) expect(text.kinds[kind]).toEqual(page.kinds[kind]);
      expect(text.channels.email).toEqual({ label: page.email, hint: page.emailHint });
      expect(text.channels.push).toEqual({ label: page.push, hint: page.pushHint });
    }
  });

  it('has a version that changes with the words', () => {
    const en = reminderConsent('pop_quiz_open', 'email', 'en');
    expect(reminderConsent('pop_quiz_open', 'email', 'en').wordingVersion).toBe(en.wordingVersion);
    expect(reminderConsent('quiz_waiting', 'email', 'en').wordingVersion).not.toBe(en.wordingVersion);
    expect(reminderConsent('pop_quiz_open', 'email', 'th').wordingVersion).not.toBe(en.wordingVersion);
  });
});

describe.each(DRIVERS)('reminder consents on %s', (driver) => {
  let t: ProfileTestApp;
  let inbox: MailInbox;
  let worker: ReturnType<typeof reminderWorker>;

  beforeAll(async () => {
    t = await createProfileTestApp(driver, { config: REMINDER_TEST_CONFIG });
    inbox = new MailInbox();
    worker = reminderWorker(t.database.db, t.clock, await inbox.start());
  });
  afterAll(async () => {
    await worker.stop();
    await inbox.close();
    await t.close();
  });

  const save = (headers: object, kinds: Record<string, boolean>, email: boolean, lang = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: API,
      headers: { ...headers, lang },
      payload: { kinds, email, push: false },
    });
  const recordsOf = (userId: number) =>
    t.database.db.select().from(consents).where(eq(consents.userId, userId)).orderBy(consents.id);

  it('records the opt-in with the words in the user\u2019s language and the time; the toggle withdraws it', async () => {
    t.clock.set(new Date('2026-11-24T02:00:00Z'));
    const id = await t.createUser();
    const headers = await t.signIn(id);
    expect((await save(headers, POP_QUIZ_ON, true, 'th')).json()).toMatchObject({
      kinds: POP_QUIZ_ON,
      email: true,
      push: false,
    });
    const granted = t.clock.now();
    expect(await recordsOf(id)).toMatchObject([
      {
        purpose: 'reminder:pop_quiz_open:email',
        channel: 'email',
        locale: 'th',
        wording: reminderConsentWording('pop_quiz_open', 'email', 'th'),
        wordingVersion: reminderConsent('pop_quiz_open', 'email', 'th').wordingVersion,
        grantedAt: granted,
        withdrawnAt: null,
      },
    ]);
    expect((await recordsOf(id))[0]!.wording).toContain('ป๊อปควิซเปิดให้ตอบ');

    // Saving the same choice again keeps the first grant as the record.
    t.clock.advance(60_000);
    await save(headers, POP_QUIZ_ON, true);
    expect(await recordsOf(id)).toHaveLength(1);

    // The settings switch withdraws it, with the time and the way.
    t.clock.advance(60_000);
    const off = await save(headers, ALL_OFF, true);
    expect(off.json().kinds.pop_quiz_open).toBe(false);
    expect(await recordsOf(id)).toMatchObject([
      { purpose: 'reminder:pop_quiz_open:email', withdrawnAt: t.clock.now(), withdrawnVia: 'settings' },
    ]);

    // Turning it on again is a new grant; the withdrawn one stays as history.
    t.clock.advance(60_000);
    await save(headers, POP_QUIZ_ON, true);
    const rows = await recordsOf(id);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ grantedAt: t.clock.now(), withdrawnAt: null, locale: 'en' });
  });

  it('sends no reminder without a consent in force, and one in the language consented in', async () => {
    t.clock.set(new Date('2026-11-25T04:50:00Z')); // 11:50 in Bangkok; the afternoon quiz opens at 12:00.
    // Choices kept only the old way (no consent): nothing goes out.
    const legacy = await t.createUser({ email: `legacy-${driver}@example.com` });
    await t.database.db.execute(
      sql`insert into reminder_preferences (user_id, pop_quiz_open, by_email, by_push, updated_at) values (${legacy}, true, true, false, ${t.clock.now()})`,
    );
    // Consents, then withdrawn after the reminder was queued: nothing goes out.
    const withdrawn = await t.createUser({ email: `withdrawn-${driver}@example.com` });
    const withdrawnSession = await t.signIn(withdrawn);
    await save(withdrawnSession, POP_QUIZ_ON, true);
    // Consents in Thai: the reminder comes, in Thai.
    const reader = await t.createUser({ email: `reader-${driver}@example.com` });
    await save(await t.signIn(reader), POP_QUIZ_ON, true, 'th');

    await worker.drain(); // the scan queues the 12:00 reminders
    const queued = await t.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, 'reminder'));
    const queuedFor = queued.map((row) => (row.payload as { userId: number }).userId);
    expect(queuedFor).toContain(withdrawn);
    expect(queuedFor).toContain(reader);
    expect(queuedFor).not.toContain(legacy);

    await save(withdrawnSession, ALL_OFF, true);
    t.clock.set(new Date('2026-11-25T05:00:01Z'));
    await worker.drain();
    await worker.drain();
    expect(inbox.for(`legacy-${driver}@example.com`)).toHaveLength(0);
    expect(inbox.for(`withdrawn-${driver}@example.com`)).toHaveLength(0);
    const [mail, ...more] = inbox.for(`reader-${driver}@example.com`);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/เปิดแล้ว$/);
  });
});
