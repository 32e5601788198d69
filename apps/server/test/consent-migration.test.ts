import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { reminderConsentWording } from '../src/modules/reminders/reminder-consent.ts';

/** The migrations folder as it was before `tag`: its files, with the journal cut before that entry. */
function folderBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'kub-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('the consent-records migration', () => {
  const before = folderBefore('0041_consent_records');
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('turns every reminder kind a user had on, by every channel on, into a consent in their language', async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const saved = '2026-10-01T08:00:00.000Z';
    const user = async (email: string) =>
      (
        await client.query<{ id: number }>(
          `insert into users (email, created_at, updated_at) values ($1, now(), now()) returning id`,
          [email],
        )
      ).rows[0]!.id;
    const thai = await user('thai@example.com');
    const both = await user('both@example.com');
    const none = await user('none@example.com');
    await client.query(
      `insert into reminder_preferences (user_id, pop_quiz_open, quiz_waiting, by_email, by_push, locale, updated_at)
       values ($1, true, false, true, false, 'th', $4), ($2, true, true, true, true, 'en', $4), ($3, true, true, false, false, 'en', $4)`,
      [thai, both, none, saved],
    );

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const rows = (
      await client.query<{
        user_id: number;
        purpose: string;
        channel: string;
        wording: string;
        wording_version: string;
        locale: string;
        granted_at: Date;
        withdrawn_at: Date | null;
      }>(`select * from consents order by user_id, purpose`)
    ).rows;
    expect(rows.filter((row) => row.user_id === none)).toEqual([]);
    expect(rows.filter((row) => row.user_id === both).map((row) => row.purpose)).toEqual([
      'reminder:pop_quiz_open:email',
      'reminder:pop_quiz_open:push',
      'reminder:quiz_waiting:email',
      'reminder:quiz_waiting:push',
    ]);
    const [thaiConsent, ...more] = rows.filter((row) => row.user_id === thai);
    expect(more).toEqual([]);
    expect(thaiConsent).toMatchObject({
      purpose: 'reminder:pop_quiz_open:email',
      channel: 'email',
      locale: 'th',
      wording: reminderConsentWording('pop_quiz_open', 'email', 'th'),
      wording_version: expect.stringMatching(/^migrated-th-[0-9a-f]{16}$/),
      withdrawn_at: null,
    });
    expect(new Date(thaiConsent!.granted_at).toISOString()).toBe(saved);
    await client.close();
  });
});
