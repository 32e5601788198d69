import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { seedDatabase } from '../src/seed/seed.ts';

export const CONTENT_DIR = resolve(import.meta.dirname, '../../../content');

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates and seeds one database per engine for the whole run. Each test file then starts from
 * its own copy: a PGlite data directory loaded from a dump, or a PostgreSQL database created from
 * a template, so no test ever sees another's writes.
 */
export default async function setup(project: TestProject) {
  const embedded = await openDatabase({});
  await embedded.migrate();
  await seedDatabase(embedded.db, CONTENT_DIR);
  const dumpPath = join(tmpdir(), `kub-test-${randomBytes(6).toString('hex')}.tar.gz`);
  const dump = await embedded.dump!();
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await embedded.close();
  project.provide('pgliteTemplate', dumpPath);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `kub_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: withDatabase(url, template), poolSize: 1 });
    await database.migrate();
    await seedDatabase(database.db, CONTENT_DIR);
    await database.close();
    await admin.end();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
