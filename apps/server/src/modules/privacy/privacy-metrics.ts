import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { PRIVACY_REQUEST_KINDS } from '../../db/schema/index.ts';

export { lastRetentionRun } from './retention.ts';

/** Statuses in which a request still waits for the site (or a person) to answer it. */
export const OPEN_PRIVACY_STATUSES = [
  'queued',
  'awaiting_confirmation',
  'cooling_off',
  'needs_review',
  'refused',
] as const;

/** How soon before its deadline an open request counts as due soon. */
export const DUE_SOON_MS = 5 * 24 * 60 * 60 * 1000;

export interface PrivacyRequestTally {
  kind: (typeof PRIVACY_REQUEST_KINDS)[number];
  status: string;
  count: number;
  /** Open and past the 30-day deadline. */
  overdue: number;
  /** Open, deadline not passed but within DUE_SOON_MS. */
  dueSoon: number;
}

/** Requests by kind and status, with how many open ones are past or near their deadline. */
export async function privacyRequestTally(db: Db, now: Date): Promise<PrivacyRequestTally[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const soon = sql`${new Date(now.getTime() + DUE_SOON_MS).toISOString()}::timestamptz`;
  const open = sql.join(
    OPEN_PRIVACY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await queryRows<{
    kind: string;
    status: string;
    count: number;
    overdue: number;
    due_soon: number;
  }>(
    db,
    sql`select kind, status, count(*)::int as count,
          (count(*) filter (where status in (${open}) and deadline_at <= ${at}))::int as overdue,
          (count(*) filter (where status in (${open}) and deadline_at > ${at} and deadline_at <= ${soon}))::int as due_soon
        from privacy_requests group by kind, status`,
  );
  return rows
    .filter((row) => (PRIVACY_REQUEST_KINDS as readonly string[]).includes(row.kind))
    .map((row) => ({
      kind: row.kind as PrivacyRequestTally['kind'],
      status: row.status,
      count: Number(row.count),
      overdue: Number(row.overdue),
      dueSoon: Number(row.due_soon),
    }));
}
