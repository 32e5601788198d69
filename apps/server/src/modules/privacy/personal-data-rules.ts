import type { SQL } from 'drizzle-orm';

/** What identifies one person in the database, as closure and export look for it. */
export interface PersonKeys {
  userId: number;
  /** Lower-cased e-mail address. */
  email: string;
}

/**
 * What one column holds about a person, with what the export shows and what the closing of the
 * account does to it.
 * - `none`: nothing about any person (content, system state, amounts of the platform's own).
 * - `owner`: ties the row to its person; the export selects rows by it.
 * - `record`: about the person, shown in the export; it goes with the row when the table's rows
 *   are deleted, and stays with a kept row only because it identifies nobody on its own
 *   (an amount, a time, a status).
 * - `secret`: about the person but not shown (hashes, keys, tokens); it goes with the row.
 * - `actor`: the id of a user or staff member who acted on the record; kept, since after closure
 *   that id names only the closed account's pseudonym.
 * - `{ export, erase }`: a column of a kept row that identifies the person: on closure it is
 *   set to null, to the account's pseudonym, or scrubbed (free text and JSON: every occurrence of
 *   the person's e-mail, names, phone, address, wallet or exchange subject is replaced by the
 *   pseudonym).
 */
export type ColumnRule =
  | 'none'
  | 'owner'
  | 'record'
  | 'secret'
  | 'actor'
  | {
      export: boolean;
      erase: 'null' | 'pseudonym' | 'scrub';
      /** The pseudonym's shape: an e-mail address, or one unique per row (a unique index covers it). */
      form?: 'email' | 'unique';
    };

export interface TableRule {
  /** Which rows are the person's; absent when none are (content tables, or scrub-only tables). */
  rows?: (person: PersonKeys) => SQL;
  /**
   * What closure does with the person's rows: `delete` them, `keep` them (each column then as
   * its rule says), or `none` when the table holds no one's rows.
   */
  erasure: 'delete' | 'keep' | 'none';
  /**
   * Rows that are not the person's but are about them (a mail to them, an admin's change to their
   * account): their scrub columns are scrubbed of names and addresses too, not only of e-mail,
   * phone, wallets and exchange subject (which are scrubbed wherever they occur).
   */
  mentions?: (person: PersonKeys) => SQL;
  /** Why kept rows are kept and for how long; the Privacy Notice says the same. */
  kept?: string;
  /** The archive's name for this table's rows (defaults to the table name). */
  title?: string;
  columns: Record<string, ColumnRule>;
}

/** The legal periods the Privacy Notice names for records kept after closure. */
export const KEPT = {
  accounting:
    'Financial records (points, KUB, payouts, purchases, redemptions) are kept for 5 years under the Thai Accounting Act B.E. 2543, and up to 10 years where anti-money-laundering law requires, under the closed account\u2019s pseudonym.',
  audit: 'Audit events are kept for their retention period; people in them are pseudonymised.',
  credentials:
    'Issued certificates stay verifiable (or revoked, as the user chose) under the pseudonym, so a holder of a copy can still check it.',
  quizzes:
    'Quiz results that rewards were paid for are kept with the financial records, under the pseudonym.',
  fairness:
    'The identity facets of a reward claim are kept as a pseudonym, so one pool reward goes to one person.',
} as const;

/** Every column of a table, given as a list, gets the same rule (content tables). */
export function all(rule: ColumnRule, names: string[]): Record<string, ColumnRule> {
  return Object.fromEntries(names.map((name) => [name, rule]));
}

/** Whether a column rule holds something about a person that the export shows. */
export function exported(rule: ColumnRule): boolean {
  if (typeof rule === 'object') return rule.export;
  return rule === 'record';
}
