import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { categories, footers, provinces } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { CONTENT_DIR } from './global-setup.ts';
import { createTestDatabase, DRIVERS } from './test-db.ts';

describe.each(DRIVERS)('seed on %s', (driver) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.close());

  async function snapshot() {
    const db = database.db;
    return {
      categories: (await db.select({ n: count() }).from(categories))[0]?.n,
      provinces: (await db.select({ n: count() }).from(provinces))[0]?.n,
      footers: await db.select().from(footers).orderBy(footers.id),
    };
  }

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(before.categories).toBe(12);
    expect(before.provinces).toBe(77);
    expect(before.footers).toHaveLength(18);
    await seedDatabase(database.db, CONTENT_DIR);
    await seedDatabase(database.db, CONTENT_DIR);
    expect(await snapshot()).toEqual(before);
  });
});
