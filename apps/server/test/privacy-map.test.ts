import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.ts';
import { PERSONAL_DATA_MAP } from '../src/modules/privacy/personal-data-map.ts';
import { createTestDatabase } from './test-db.ts';

/** Every column of every table of the migrated schema, as `table.column`. */
async function schemaColumns(database: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    database.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
  );
  return rows.map((row) => `${row.table_name}.${row.column_name}`).sort();
}

const mapped = Object.entries(PERSONAL_DATA_MAP)
  .flatMap(([table, rule]) => Object.keys(rule.columns).map((column) => `${table}.${column}`))
  .sort();

describe('the personal-data map', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => database.close());

  it('lists every column of the schema, so a new column cannot hold personal data unmapped', async () => {
    const columns = await schemaColumns(database);
    expect(columns.filter((column) => !mapped.includes(column))).toEqual([]);
  });

  it('lists no column the schema does not have', async () => {
    const columns = await schemaColumns(database);
    expect(mapped.filter((column) => !columns.includes(column))).toEqual([]);
  });

  it('says for every table that keeps a person\u2019s rows why and for how long', () => {
    const unexplained = Object.entries(PERSONAL_DATA_MAP)
      .filter(([, rule]) => rule.erasure === 'keep' && !rule.kept)
      .map(([table]) => table);
    expect(unexplained).toEqual([]);
  });

  it('names the rows of a person for every table with an owner column', () => {
    const missing = Object.entries(PERSONAL_DATA_MAP)
      .filter(([, rule]) => Object.values(rule.columns).includes('owner') && rule.rows === undefined)
      .map(([table]) => table);
    expect(missing).toEqual([]);
  });
});
