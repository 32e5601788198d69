import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPerson, type SeededPerson } from './privacy-kit.ts';
import { createRewardsTestApp, type RewardsTestApp } from './rewards-kit.ts';
import { DRIVERS } from './test-db.ts';

const API = '/api/client/privacy';
const HOUR = 60 * 60 * 1000;

/** Every kind of record the site keeps about a person, by its name in the archive. */
const KINDS = [
  'profile',
  'exchange-link',
  'subscriptions',
  'ledger',
  'activities',
  'deposit-events',
  'payouts',
  'quizzes',
  'certificates',
  'review-deck',
  'review-history',
  'review-credentials',
  'rewards',
  'shipping',
  'reminders',
  'push-subscriptions',
  'sign-ins',
  'sign-in-attempts',
  'privacy-requests',
];

describe.each(DRIVERS)('downloading one\u2019s data on %s', (driver) => {
  let t: RewardsTestApp;
  let owner: SeededPerson;
  let other: SeededPerson;
  beforeAll(async () => {
    t = await createRewardsTestApp(driver);
    owner = await seedPerson(t);
    other = await seedPerson(t);
  });
  afterAll(async () => t?.close());

  const status = async (person: SeededPerson) =>
    (await t.app.inject({ method: 'GET', url: API, headers: person.headers })).json();
  const download = (person: SeededPerson, token: string, format = 'json') =>
    t.app.inject({
      method: 'GET',
      url: `${API}/exports/download?token=${encodeURIComponent(token)}&format=${format}`,
      headers: { ...person.headers, lang: 'th' },
    });

  it('builds an archive of every kind of record of the owner and of nobody else, downloadable once', async () => {
    const asked = await t.app.inject({ method: 'POST', url: `${API}/exports`, headers: owner.headers });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().export).toMatchObject({ status: 'queued', downloadToken: null });
    const twice = await t.app.inject({ method: 'POST', url: `${API}/exports`, headers: owner.headers });
    expect(twice.json().code).toBe('EXPORT_IN_PROGRESS');

    await t.app.jobs.drain();
    const [ready] = (await status(owner)).exports;
    expect(ready).toMatchObject({ status: 'ready', jsonAvailable: true, summaryAvailable: true });

    // Someone else's session with the owner's link gets nothing, as for an unknown link.
    const stolen = await download(other, ready.downloadToken);
    expect(stolen.statusCode).toBe(410);
    expect(stolen.json().message).toBe('ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว');

    const file = await download(owner, ready.downloadToken);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('.json');
    const archive = file.json();
    expect(archive.format).toBe('kub-academy-personal-data/1');
    const empty = KINDS.filter((kind) => !(archive.sections[kind]?.records.length > 0));
    expect(empty).toEqual([]);
    expect(archive.sections.profile.records[0]).toMatchObject({
      email: owner.identifiers.email,
      first_name: owner.identifiers.firstName,
      phone: owner.identifiers.phone,
    });
    expect(archive.sections['exchange-link'].records[0].subject).toBe(owner.identifiers.exchangeSubject);
    expect(archive.sections.profile.fields.email).toBe('replaced by a pseudonym on closure');
    const text = file.body.toLowerCase();
    for (const value of Object.values(other.identifiers)) expect(text).not.toContain(value.toLowerCase());
    // Secrets are not part of it.
    expect(text).not.toContain('password_hash');
    expect(text).not.toContain('pin_hash');

    expect((await download(owner, ready.downloadToken)).statusCode).toBe(410);
    const summary = await download(owner, ready.downloadToken, 'html');
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain(owner.identifiers.firstName);
    expect(summary.body).not.toContain(other.identifiers.firstName);
    expect((await status(owner)).exports[0]).toMatchObject({ status: 'downloaded', downloadToken: null });
  });

  it('expires: after the link\u2019s time the archive is no longer handed out', async () => {
    await t.app.inject({ method: 'POST', url: `${API}/exports`, headers: other.headers });
    await t.app.jobs.drain();
    const [ready] = (await status(other)).exports;
    t.clock.advance(72 * HOUR + 1000);
    expect((await status(other)).exports[0]).toMatchObject({ status: 'expired', downloadToken: null });
    expect((await download(other, ready.downloadToken)).statusCode).toBe(410);
  });
});
