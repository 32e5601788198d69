import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SQUAWK = join(ROOT, 'node_modules/.bin/squawk');

/** A change a running older version survives: a new table, a nullable column, one with a default. */
const EXPAND = `SET LOCAL lock_timeout = '5s';--> statement-breakpoint
SET LOCAL statement_timeout = '60s';--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"body" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notes_user_idx" ON "notes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "score" integer DEFAULT 0 NOT NULL;
`;

/** What breaks the running version or blocks its queries while a deploy rolls out. */
const BREAKING = `ALTER TABLE "users" ADD COLUMN "nickname" text NOT NULL;--> statement-breakpoint
CREATE INDEX "users_nickname_idx" ON "users" ("nickname");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locale";--> statement-breakpoint
ALTER TABLE "users" RENAME COLUMN "email" TO "mail";
`;

/** The rules the project's configuration (`.squawk.toml`, as in `npm run lint`) finds in a folder. */
async function findings(folder: string): Promise<string[]> {
  const run = promisify(execFile)(
    SQUAWK,
    ['--config', join(folder, '.squawk.toml'), '--reporter', 'gcc', join(folder, 'migrations/*.sql')],
    { cwd: folder },
  );
  const output = await run.then(
    (done) => done.stdout,
    (failed: { stdout: string; code: number }) => {
      expect(failed.code).toBe(1);
      return failed.stdout;
    },
  );
  return [...output.matchAll(/^(\S+?):\d+:\d+: warning: (\S+)/gm)].map(
    ([, file, rule]) => `${file!.split('/').pop()} ${rule}`,
  );
}

describe('the migration lint', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kub-squawk-'));
    await mkdir(join(folder, 'migrations'));
    await copyFile(join(ROOT, '.squawk.toml'), join(folder, '.squawk.toml'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('passes an expand step and refuses what locks or breaks the running version', async () => {
    await writeFile(join(folder, 'migrations/0036_expand.sql'), EXPAND);
    await writeFile(join(folder, 'migrations/0037_breaking.sql'), BREAKING);
    const found = await findings(folder);
    expect(found.filter((line) => line.startsWith('0036_'))).toEqual([]);
    expect(found).toEqual(
      expect.arrayContaining([
        '0037_breaking.sql require-lock-timeout',
        '0037_breaking.sql adding-required-field',
        '0037_breaking.sql require-concurrent-index-creation',
        '0037_breaking.sql ban-drop-column',
        '0037_breaking.sql renaming-column',
      ]),
    );
  });

  it('skips only the migrations written before it, by number', async () => {
    await rm(join(folder, 'migrations'), { recursive: true });
    await mkdir(join(folder, 'migrations'));
    await writeFile(join(folder, 'migrations/0035_old.sql'), BREAKING);
    await writeFile(join(folder, 'migrations/0040_new.sql'), BREAKING);
    const files = new Set((await findings(folder)).map((line) => line.split(' ')[0]));
    expect([...files]).toEqual(['0040_new.sql']);
  });
});
