import { desc, lt, sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../../db/client.ts';
import { retentionRuns } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { MAIL_JOB } from '../mail/mail-outbox.ts';
import type { RetentionPeriods } from './privacy-settings.ts';

export const RETENTION_JOB = 'privacy-retention';
const EVERY_MS = 60 * 60 * 1000;
const AUDIT_BATCH = 500;

/** What one run removed or pseudonymised, by kind (for the log and the tests). */
export type RetentionReport = Record<string, number>;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

async function removed(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`with gone as (${query} returning 1) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

const PERSONAL_KEY = /e-?mail|name|phone|address|wallet|subject|district|postcode|remark|recipient/i;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PSEUDONYM = 'pseudonymised';

/** A JSON value with the people taken out: personal keys' values and e-mail addresses anywhere. */
export function pseudonymiseJson(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, PSEUDONYM);
  if (Array.isArray(value)) return value.map(pseudonymiseJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        PERSONAL_KEY.test(key) && item !== null && typeof item !== 'object'
          ? PSEUDONYM
          : pseudonymiseJson(item),
      ]),
    );
  return value;
}

/** Audit events past their period keep what happened and when, but no longer who it was about. */
async function pseudonymiseAudit(db: Db, now: Date, cutoff: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await inTransaction(db, async (tx) => {
      await tx.execute(sql`select set_config('app.pseudonymise', 'on', true)`);
      const rows = await queryRows<{ id: string; before: unknown; after: unknown; reason: string | null }>(
        tx,
        sql`select id, before, after, reason from audit_log
            where created_at < ${at(cutoff)} and pseudonymised_at is null
            order by id limit ${AUDIT_BATCH} for update skip locked`,
      );
      for (const row of rows) {
        await tx.execute(sql`update audit_log set actor_email = null, pseudonymised_at = ${at(now)},
          before = ${JSON.stringify(pseudonymiseJson(row.before))}::jsonb,
          after = ${JSON.stringify(pseudonymiseJson(row.after))}::jsonb,
          reason = ${row.reason === null ? null : row.reason.replace(EMAIL, PSEUDONYM)}
          where id = ${row.id}`);
      }
      return rows.length;
    });
    total += done;
    if (done < AUDIT_BATCH) return total;
  }
}

/**
 * Removes what is past its period (see the Privacy Notice and the RETENTION_* settings): sent
 * mails, sign-in throttle records, ended sessions and used or expired tokens, push subscriptions
 * not renewed, accounts never confirmed, expired data downloads; and pseudonymises old audit events.
 */
export async function applyRetention(db: Db, now: Date, periods: RetentionPeriods): Promise<RetentionReport> {
  const before = (ms: number) => at(new Date(now.getTime() - ms));
  const report: RetentionReport = {};
  report.mails = await removed(
    db,
    sql`delete from jobs where kind = ${MAIL_JOB} and (done_at < ${before(periods.mailMs)} or failed_at < ${before(periods.mailMs)})`,
  );
  report.signInThrottles = await removed(
    db,
    sql`delete from login_throttles where updated_at < ${before(periods.signInMs)}
        and (locked_until is null or locked_until < ${at(now)})`,
  );
  const ended = before(periods.sessionMs);
  report.sessions = await removed(
    db,
    sql`delete from sessions where expires_at < ${ended} or revoked_at < ${ended}`,
  );
  report.tokens =
    (await removed(db, sql`delete from account_tokens where expires_at < ${ended} or used_at < ${ended}`)) +
    (await removed(db, sql`delete from wallet_nonces where expires_at < ${ended}`)) +
    (await removed(db, sql`delete from sso_login_states where expires_at < ${ended}`));
  report.pushSubscriptions = await removed(
    db,
    sql`delete from push_subscriptions where created_at < ${before(periods.pushMs)}`,
  );
  // Never confirmed, never linked, nothing of value: the account is removed with its tokens.
  report.unconfirmedAccounts = await removed(
    db,
    sql`delete from users u where u.email_verified_at is null and u.closed_at is null
        and u.created_at < ${before(periods.unconfirmedMs)}
        and not exists (select 1 from ledger_accounts a where a.user_id = u.id)
        and not exists (select 1 from exchange_accounts x where x.user_id = u.id)
        and not exists (select 1 from privacy_requests r where r.user_id = u.id)
        and not exists (select 1 from payouts p where p.user_id = u.id)
        and not exists (select 1 from reward_redemptions r where r.user_id = u.id)
        and not exists (select 1 from wallet_nonces w where w.user_id = u.id)
        and not exists (select 1 from learning_campaign_claims c where c.user_id = u.id)`,
  );
  report.expiredDownloads = await removed(
    db,
    sql`update privacy_requests set status = 'expired', archive = null, summary = null, token_hash = null,
          updated_at = ${at(now)}
        where kind = 'export' and status = 'ready' and token_expires_at < ${at(now)}`,
  );
  report.auditEvents = await pseudonymiseAudit(db, now, new Date(now.getTime() - periods.auditMs));
  return report;
}

export async function scheduleRetention(db: Db, clock: Clock, when = clock.now()): Promise<void> {
  const slot = Math.floor(when.getTime() / EVERY_MS) * EVERY_MS;
  await enqueueJob(db, clock, {
    kind: RETENTION_JOB,
    payload: {},
    dedupeKey: `${RETENTION_JOB}:${new Date(slot).toISOString()}`,
    runAt: new Date(slot),
    maxAttempts: 3,
  });
}

/** How long the record of each run is kept (the metrics read the last one). */
const RUNS_KEPT_MS = 30 * 24 * EVERY_MS;

/** Records a finished run (what it removed, by kind) and forgets runs older than 30 days. */
export async function recordRetentionRun(db: Db, ranAt: Date, report: RetentionReport): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.insert(retentionRuns).values({ ranAt, removed: report });
    await tx.delete(retentionRuns).where(lt(retentionRuns.ranAt, new Date(ranAt.getTime() - RUNS_KEPT_MS)));
  });
}

/** The last run that finished, or null before the first. */
export async function lastRetentionRun(db: Db): Promise<{ ranAt: Date; removed: RetentionReport } | null> {
  const [row] = await db
    .select({ ranAt: retentionRuns.ranAt, removed: retentionRuns.removed })
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.ranAt), desc(retentionRuns.id))
    .limit(1);
  return row ?? null;
}

/** The hourly run; it queues the next one first, so a failing run does not stop the chain. */
export function retentionHandler(periods: RetentionPeriods): JobHandler {
  return async (_job, { db, clock, log }) => {
    await scheduleRetention(db, clock, new Date(clock.now().getTime() + EVERY_MS));
    const report = await applyRetention(db, clock.now(), periods);
    await recordRetentionRun(db, clock.now(), report);
    log.info({ retention: report }, 'retention applied');
  };
}
