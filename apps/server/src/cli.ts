import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { AdminCreateRefused, createAdmin, generateStrongPassword } from './seed/admin-create.ts';
import { openConfiguredDatabase } from './seed/prepare.ts';
import { seedDatabase } from './seed/seed.ts';
import { renderMissingArticleHtml } from './modules/articles/article-store.ts';
import { summariseMissingGlossary } from './modules/glossary/glossary-summary.ts';

const USAGE = `usage: cli.js <command>
  migrate                      apply the pending migrations (under a lock: parallel runs are safe)
  seed                         migrate, then load the reference data and the demo content with the
                               demo accounts (their passwords are in the README)
  reset                        drop everything, migrate and seed (development)
  admin:create --email ADDRESS [--password-stdin] [--promote]
                               make an admin; prints a generated password once, unless
                               --password-stdin reads one; --promote makes an existing account admin`;

/** The operator's commands: `npm run db:migrate`, `db:seed`, `db:reset`, `admin:create`, or `node dist/cli.js`. */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  switch (command) {
    case 'migrate':
    case 'seed':
    case 'reset': {
      if (command === 'reset') await dropEverything(config);
      const database = await openConfiguredDatabase(config);
      try {
        await database.migrate();
        if (command !== 'migrate') {
          await seedDatabase(database.db, config.contentDir);
          await renderMissingArticleHtml(database.db);
          await summariseMissingGlossary(database.db);
          console.warn(
            'The demo accounts sign in with the passwords printed in the README; a site outside demo ' +
              'mode refuses to start with them unless DEMO_CONTENT=true (test sites only).',
          );
        }
      } finally {
        await database.close();
      }
      console.log(`${command}: done (${database.driver})`);
      return 0;
    }
    case 'admin:create':
      return adminCreate(rest, config);
    default:
      console.error(USAGE);
      return 2;
  }
}

async function adminCreate(args: string[], config: ReturnType<typeof loadConfig>): Promise<number> {
  const values = adminCreateOptions(args);
  if (!values?.email) {
    console.error(USAGE);
    return 2;
  }
  const typed = values['password-stdin'] ? await readStdin() : null;
  const password = typed ?? generateStrongPassword();
  const database = await openConfiguredDatabase(config);
  try {
    const pending = await database.pendingMigrations();
    if (pending.length > 0) {
      console.error('admin:create: the database is not migrated; run `npm run db:migrate` first');
      return 1;
    }
    const result = await createAdmin(database.db, {
      email: values.email,
      password,
      promote: values.promote,
    });
    if (result.outcome === 'already-admin') {
      console.log(`admin:create: ${result.email} is an admin already; nothing changed`);
    } else if (result.outcome === 'promoted') {
      console.log(
        `admin:create: ${result.email} (was ${result.previousRole}) is now an admin; password unchanged`,
      );
    } else {
      console.log(`admin:create: created the admin ${result.email}`);
      // Printed once, never stored in clear: the hash is all the database keeps.
      if (!typed) console.log(`password (shown once, keep it in a password manager): ${password}`);
    }
    if (result.outcome !== 'already-admin') {
      console.log('At the first sign-in the back office asks to set up two-step verification.');
    }
    return 0;
  } catch (error) {
    if (error instanceof AdminCreateRefused) {
      console.error(`admin:create: refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

/** The options of admin:create, or null when they do not parse (an unknown or valueless flag). */
function adminCreateOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        'password-stdin': { type: 'boolean', default: false },
        promote: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`admin:create: ${(error as Error).message}`);
    return null;
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function dropEverything(config: ReturnType<typeof loadConfig>): Promise<void> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ url: config.DATABASE_URL });
    await database.db.execute(
      sql`drop schema if exists public cascade; drop schema if exists drizzle cascade`,
    );
    await database.db.execute(sql`create schema public`);
    await database.close();
  } else {
    await rm(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
