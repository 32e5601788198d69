import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, describe, expect, it } from 'vitest';

const dir = join(import.meta.dirname, '..', 'src', 'db', 'migrations');
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.sql'))
  .sort();
const run = (db: PGlite, file: string) => db.exec(readFileSync(join(dir, file), 'utf8'));

/**
 * Migration 0034 on a database that already has pop quizzes: every question becomes a bank of
 * its own, each slot takes its question's bank, and each attempt keeps the question it was shown.
 */
describe('migration 0034 (pop quiz banks)', () => {
  const db = new PGlite({ extensions: { pg_trgm } });
  afterAll(() => db.close());

  it('back-fills banks, slots and attempts from the questions they had', async () => {
    for (const file of files.filter((f) => f < '0034')) await run(db, file);
    await db.exec(`
      insert into users (email) values ('a@example.com'), ('b@example.com');
      insert into pop_quiz_questions (key, prompt_en, prompt_th, hint_en, hint_th, explanation_en,
        explanation_th, options, time_limit_seconds, reward_points, winners)
      select k, 'P', 'P', 'h', 'h', 'e', 'e', '[{"id":1,"en":"a","th":"a","correct":true}]', 60, 10, 20
        from unnest(array['halving-effect', 'nft-meaning']) k;
      insert into pop_quizzes (day, slot, question_id, opens_at, closes_at, time_limit_seconds,
        reward_points, winners, created_at)
      values ('2026-11-20', 0, 1, now() - interval '1 day', now(), 60, 10, 20, now()),
             ('2026-11-20', 1, 2, now() - interval '1 day', now(), 60, 10, 20, now());
      insert into pop_quiz_attempts (pop_quiz_id, user_id, status, option_order, started_at, deadline_at)
      values (1, 1, 'failed', '[1]', now(), now()), (2, 1, 'inprogress', '[1]', now(), now()),
             (2, 2, 'inprogress', '[1]', now(), now());
    `);
    for (const file of files.filter((f) => f >= '0034')) await run(db, file);

    const questions = await db.query('select id, concept from pop_quiz_questions order by id');
    expect(questions.rows).toEqual([
      { id: 1, concept: 'halving-effect' },
      { id: 2, concept: 'nft-meaning' },
    ]);
    const slots = await db.query('select id, concept from pop_quizzes order by id');
    expect(slots.rows).toEqual([
      { id: 1, concept: 'halving-effect' },
      { id: 2, concept: 'nft-meaning' },
    ]);
    const attempts = await db.query('select id, question_id from pop_quiz_attempts order by id');
    expect(attempts.rows).toEqual([
      { id: 1, question_id: 1 },
      { id: 2, question_id: 2 },
      { id: 3, question_id: 2 },
    ]);
    // The attempt's question is required from now on, and the slot no longer has one.
    await expect(
      db.exec(`insert into pop_quiz_attempts (pop_quiz_id, user_id, status, option_order, started_at,
        deadline_at) values (1, 2, 'inprogress', '[1]', now(), now())`),
    ).rejects.toThrow(/question_id/);
    const columns = await db.query(
      `select column_name from information_schema.columns where table_name = 'pop_quizzes'`,
    );
    expect(columns.rows.map((row) => (row as { column_name: string }).column_name)).not.toContain(
      'question_id',
    );
  });
});
