import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import {
  articles,
  auditLog,
  categories,
  footers,
  provinces,
  quizzes,
  rewards,
  subscriptionPackages,
  users,
} from '../src/db/schema/index.ts';
import { hashPassword } from '../src/modules/accounts/password-hash.ts';
import { DEMO_USERS, seedAccounts } from '../src/seed/accounts.ts';
import { createAdmin, generateStrongPassword } from '../src/seed/admin-create.ts';
import { openConfiguredDatabase, prepareDatabase } from '../src/seed/prepare.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { DRIVERS } from './test-db.ts';

/** A production site outside demo mode, as an operator configures one. */
function productionConfig(fresh: FreshDatabase, env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    PUBLIC_URL: 'https://academy.example',
    SMTP_URL: 'smtp://mail.example:587',
    CONTENT_DIR,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_SIZE: '3',
    ...fresh.env,
    ...env,
  });
}

/** Rows in a table. */
async function rows(database: Database, table: Parameters<ReturnType<Database['db']['select']>['from']>[0]) {
  return (await database.db.select({ n: count() }).from(table))[0]!.n;
}

async function withDatabase(
  config: ReturnType<typeof loadConfig>,
  work: (db: Database['db']) => Promise<unknown>,
) {
  const database = await openConfiguredDatabase(config);
  try {
    await work(database.db);
  } finally {
    await database.close();
  }
}

describe.each(DRIVERS)('a production start on a fresh %s database', (driver) => {
  let fresh: FreshDatabase;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    fresh = await createFreshDatabase(driver);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await fresh.drop();
  });

  async function signIn(email: string, password: string) {
    return app!.inject({ method: 'POST', url: '/api/client/auth/login', payload: { email, password } });
  }

  it('refuses an unmigrated database and says to migrate', async () => {
    await expect(prepareDatabase(productionConfig(fresh))).rejects.toThrow(
      /schema is older than this code \(\d+ migrations to apply: 0000_.*Run `npm run db:migrate` \(in the container image: `node apps\/server\/dist\/cli.js migrate`\)/s,
    );
  });

  it('after the migrate step, loads reference data and nothing of the demo', async () => {
    const migrator = await openConfiguredDatabase(productionConfig(fresh));
    await migrator.migrate();
    await migrator.close();
    const config = productionConfig(fresh);
    expect(config.MIGRATE_ON_START).toBe(false);
    expect(config.DEMO_CONTENT).toBe(false);
    database = await prepareDatabase(config);
    expect(await database.pendingMigrations()).toEqual([]);
    expect(await rows(database, users)).toBe(0);
    for (const table of [articles, quizzes, rewards, subscriptionPackages]) {
      expect(await rows(database, table)).toBe(0);
    }
    expect(await rows(database, categories)).toBe(12);
    expect(await rows(database, provinces)).toBe(77);
    expect(await rows(database, footers)).toBe(18);

    app = await buildApp({ config, database, logger: false, runJobs: false });
    for (const demo of DEMO_USERS) {
      const response = await signIn(demo.email, demo.password);
      expect(response.statusCode, demo.email).toBe(401);
      expect(response.json().token).toBeUndefined();
    }
  });

  it('makes the first admin with admin:create, who signs in; a second run changes nothing', async () => {
    const password = generateStrongPassword();
    const made = await createAdmin(database!.db, { email: 'Owner@Academy.example', password });
    expect(made.outcome).toBe('created');
    const response = await signIn('owner@academy.example', password);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().token).toEqual(expect.any(String));
    const [row] = await database!.db.select().from(users).where(eq(users.id, made.userId));
    expect(row?.role).toBe('admin');
    const audit = await database!.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.userId)));
    expect(audit.map((entry) => [entry.action, entry.actorRole])).toEqual([
      ['user.create-admin', 'operator'],
    ]);

    const again = await createAdmin(database!.db, {
      email: 'owner@academy.example',
      password: 'Other#Pass1',
    });
    expect(again.outcome).toBe('already-admin');
    // The second run did not change the password.
    expect((await signIn('owner@academy.example', password)).statusCode).toBe(200);
  });

  it('refuses an existing e-mail unless told to promote, and a published password', async () => {
    const db = database!.db;
    const [reader] = await db
      .insert(users)
      .values({ email: 'reader@academy.example', passwordHash: null, role: 'user' })
      .returning({ id: users.id });
    await expect(
      createAdmin(db, { email: 'reader@academy.example', password: 'Strong#Pass1' }),
    ).rejects.toThrow(/already has an account \(role user\); add --promote/);
    const promoted = await createAdmin(db, { email: 'reader@academy.example', password: '', promote: true });
    expect(promoted).toMatchObject({ outcome: 'promoted', previousRole: 'user', userId: reader!.id });
    await expect(
      createAdmin(db, { email: 'second@academy.example', password: 'Admin#2026' }),
    ).rejects.toThrow(/published in the README/);
    await expect(createAdmin(db, { email: 'third@academy.example', password: 'short' })).rejects.toThrow(
      /8 to 128 characters/,
    );
  });

  it('refuses to start while an account signs in with a README password, naming it', async () => {
    // One process at a time opens an embedded database: this one steps aside for the starts below.
    await app!.close();
    await database!.close();
    app = undefined;
    database = undefined;
    const config = productionConfig(fresh);
    await withDatabase(config, (db) => seedAccounts(db));
    await expect(prepareDatabase(config)).rejects.toThrow(
      /Refusing to start: these accounts sign in with a password published in the README: admin@kub-academy\.local, editor@kub-academy\.local, reader@kub-academy\.local, subscriber@kub-academy\.local\. .*npm run admin:create/s,
    );
    // Any staff account given a published password is caught too, whatever its e-mail.
    await withDatabase(config, async (db) => {
      await db.delete(users).where(
        inArray(
          users.email,
          DEMO_USERS.map((u) => u.email),
        ),
      );
      await db
        .update(users)
        .set({ passwordHash: await hashPassword('Subscriber#2026') })
        .where(eq(users.email, 'owner@academy.example'));
    });
    await expect(prepareDatabase(config)).rejects.toThrow(
      /this account signs in with a password published in the README: owner@academy\.example\./,
    );
    await withDatabase(config, async (db) => {
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(generateStrongPassword()) })
        .where(eq(users.email, 'owner@academy.example'));
    });
    const started = await prepareDatabase(config);
    try {
      // The start made none of the demo accounts deleted above again (the admin included).
      const demo = await started.db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            DEMO_USERS.map((u) => u.email),
          ),
        );
      expect(demo).toEqual([]);
    } finally {
      await started.close();
    }
  });

  it('loads the demo content and accounts in demo mode, and lets them sign in', async () => {
    const demo = await prepareDatabase(
      loadConfig({
        NODE_ENV: 'production',
        DEMO_MODE: 'true',
        CONTENT_DIR,
        LOG_LEVEL: 'silent',
        ...fresh.env,
      }),
    );
    try {
      expect(await rows(demo, articles)).toBeGreaterThan(0);
      const demoApp = await buildApp({
        config: loadConfig({ NODE_ENV: 'production', DEMO_MODE: 'true', LOG_LEVEL: 'silent' }),
        database: demo,
        logger: false,
        runJobs: false,
      });
      const response = await demoApp.inject({
        method: 'POST',
        url: '/api/client/auth/login',
        payload: { email: 'admin@kub-academy.local', password: 'Admin#2026' },
      });
      expect(response.statusCode, response.body).toBe(200);
      await demoApp.close();
    } finally {
      await demo.close();
    }
  });
});
