import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { PERSONAL_DATA_MAP } from './personal-data-map.ts';
import type { ColumnRule, PersonKeys, TableRule } from './personal-data-rules.ts';

/** One person to erase, with every value that identifies them. */
export interface Person extends PersonKeys {
  /** E-mail, phone, wallets, exchange subject: scrubbed wherever they occur, in any row. */
  distinctive: string[];
  /** Names and address lines: scrubbed only in rows that are the person's or about them. */
  personal: string[];
  /** What replaces them: names nobody outside the database can tie to the person. */
  pseudonym: string;
  pseudonymEmail: string;
}

interface ColumnShape {
  nullable: boolean;
  json: boolean;
}

/** Shorter values would match inside unrelated words; nothing that short identifies anyone. */
const MIN_IDENTIFIER = 4;

const regexEscape = (value: string) => value.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** One case-insensitive alternation of the values, longest first (a name inside an e-mail goes with it). */
function pattern(values: string[], json: boolean): string | null {
  const usable = [...new Set(values.map((value) => value.trim()).filter((v) => v.length >= MIN_IDENTIFIER))]
    .sort((a, b) => b.length - a.length)
    .map((value) => regexEscape(json ? jsonEscape(value) : value));
  return usable.length > 0 ? usable.join('|') : null;
}

async function columnShapes(db: Db): Promise<Map<string, ColumnShape>> {
  const rows = await queryRows<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    data_type: string;
  }>(
    db,
    sql`select table_name, column_name, is_nullable, data_type from information_schema.columns where table_schema = 'public'`,
  );
  return new Map(
    rows.map((row) => [
      `${row.table_name}.${row.column_name}`,
      { nullable: row.is_nullable === 'YES', json: row.data_type === 'jsonb' || row.data_type === 'json' },
    ]),
  );
}

type Replacement = Extract<ColumnRule, object>;

function replacement(
  person: Person,
  column: string,
  rule: Replacement,
  shape: ColumnShape,
  salt: string,
): SQL {
  if (rule.erase === 'null' && shape.nullable) return sql`null`;
  if (rule.form === 'email') return sql`${person.pseudonymEmail}`;
  // Unique per row and not derivable from the value: a random salt of this erasure is mixed in.
  if (rule.form === 'unique')
    return sql`${person.pseudonym} || ':' || md5(${sql.identifier(column)}::text || ${salt})`;
  return sql`${person.pseudonym}`;
}

function scrubbed(column: string, expression: string, json: boolean, pseudonym: string): SQL {
  const id = sql.identifier(column);
  return json
    ? sql`regexp_replace(${id}::text, ${expression}, ${pseudonym}, 'gi')::jsonb`
    : sql`regexp_replace(${id}, ${expression}, ${pseudonym}, 'gi')`;
}

/** The rows whose scrub columns may quote names and addresses, not only distinctive values. */
function aboutPerson(rule: TableRule, person: Person): SQL | null {
  const parts = [rule.rows?.(person), rule.mentions?.(person)].filter(
    (part): part is SQL => part !== undefined,
  );
  return parts.length > 0
    ? sql.join(
        parts.map((part) => sql`(${part})`),
        sql` or `,
      )
    : null;
}

async function scrubColumn(
  db: Db,
  table: string,
  column: string,
  rule: TableRule,
  person: Person,
  json: boolean,
) {
  const everything = pattern([...person.distinctive, ...person.personal], json);
  const distinctive = pattern(person.distinctive, json);
  if (!everything) return;
  const id = sql.identifier(column);
  const own = aboutPerson(rule, person);
  const where = [own, distinctive ? sql`${json ? sql`${id}::text` : id} ~* ${distinctive}` : null].filter(
    (part): part is SQL => part !== null,
  );
  if (where.length === 0) return;
  await db.execute(sql`update ${sql.identifier(table)} set ${id} = ${scrubbed(column, everything, json, person.pseudonym)}
    where ${id} is not null and (${sql.join(where, sql` or `)})`);
}

/**
 * Erases one person everywhere, as the personal-data map says: deletes the rows of `delete`
 * tables, replaces identifying columns of kept rows by null or the pseudonym, and scrubs free
 * text and JSON. Runs in the caller's transaction.
 */
export async function erasePerson(db: Db, person: Person): Promise<void> {
  const shapes = await columnShapes(db);
  // The audit log's and the ledger's triggers let this transaction pseudonymise their free text
  // (and nothing else: amounts, accounts and events stay as they were; migration 0039).
  await db.execute(sql`select set_config('app.pseudonymise', 'on', true)`);
  const salt = randomBytes(16).toString('hex');
  for (const [table, rule] of Object.entries(PERSONAL_DATA_MAP)) {
    if (rule.erasure === 'delete' && rule.rows) {
      await db.execute(sql`delete from ${sql.identifier(table)} where ${rule.rows(person)}`);
      continue;
    }
    for (const [column, columnRule] of Object.entries(rule.columns)) {
      if (typeof columnRule !== 'object') continue;
      const shape = shapes.get(`${table}.${column}`)!;
      if (columnRule.erase === 'scrub') {
        await scrubColumn(db, table, column, rule, person, shape.json);
      } else if (rule.rows) {
        const id = sql.identifier(column);
        await db.execute(sql`update ${sql.identifier(table)}
          set ${id} = ${replacement(person, column, columnRule, shape, salt)}
          where ${id} is not null and (${rule.rows(person)})`);
      }
    }
  }
}
