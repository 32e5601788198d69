import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { PERSONAL_DATA_MAP } from './personal-data-map.ts';
import { type ColumnRule, exported, type PersonKeys, type TableRule } from './personal-data-rules.ts';

/** The archive's format name; docs/personal-data-export.md describes it. */
export const ARCHIVE_FORMAT = 'kub-academy-personal-data/1';

export type ArchiveSection = {
  /** The table the records come from. */
  table: string;
  /** Each field, with what closing the account does to it. */
  fields: Record<string, string>;
  /** Why the records are kept after closure, if they are. */
  keptAfterClosure: string | null;
  records: Record<string, unknown>[];
};

// A type, not an interface, so that it fits the JSON column it is kept in until downloaded.
export type DataArchive = {
  format: typeof ARCHIVE_FORMAT;
  generatedAt: string;
  userId: number;
  sections: Record<string, ArchiveSection>;
};

function onClosure(rule: ColumnRule, table: TableRule): string {
  if (typeof rule === 'object') {
    if (rule.erase === 'null') return 'erased on closure';
    if (rule.erase === 'pseudonym') return 'replaced by a pseudonym on closure';
    return 'names, addresses and e-mail in it are replaced by a pseudonym on closure';
  }
  return table.erasure === 'delete' ? 'deleted on closure' : 'kept on closure (see keptAfterClosure)';
}

async function sectionOf(
  db: Db,
  table: string,
  rule: TableRule,
  person: PersonKeys,
): Promise<ArchiveSection> {
  const columns = Object.entries(rule.columns).filter(([, columnRule]) => exported(columnRule));
  const list = sql.join(
    columns.map(([column]) => sql.identifier(column)),
    sql`, `,
  );
  // row_to_json gives timestamps in ISO form and bigints as JSON numbers the way PostgreSQL prints them.
  const rows = await queryRows<{ record: Record<string, unknown> }>(
    db,
    sql`select row_to_json(r) as record from (select ${list} from ${sql.identifier(table)} where ${rule.rows!(person)}) r`,
  );
  return {
    table,
    fields: Object.fromEntries(columns.map(([column, columnRule]) => [column, onClosure(columnRule, rule)])),
    keptAfterClosure: rule.erasure === 'keep' ? (rule.kept ?? null) : null,
    records: rows.map((row) => row.record),
  };
}

/**
 * Everything the site holds about one person, read through the personal-data map: every table
 * with rows of theirs, every column the map marks as shown in the export. Secrets (password and
 * PIN hashes, tokens) are not shown; records about other people are never selected.
 */
export async function buildArchive(db: Db, person: PersonKeys, now: Date): Promise<DataArchive> {
  const sections: Record<string, ArchiveSection> = {};
  for (const [table, rule] of Object.entries(PERSONAL_DATA_MAP)) {
    if (!rule.rows || !Object.values(rule.columns).some(exported)) continue;
    sections[rule.title ?? table.replaceAll('_', '-')] = await sectionOf(db, table, rule, person);
  }
  return { format: ARCHIVE_FORMAT, generatedAt: now.toISOString(), userId: person.userId, sections };
}
