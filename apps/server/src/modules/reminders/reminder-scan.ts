import type { ReminderKind } from '@app/contracts/reminders';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bangkokDay, bangkokTime } from '../../lib/bangkok-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { consentingUsers } from '../consent/consent.service.ts';
import { enqueueJob } from '../jobs/job-queue.ts';
import type { JobHandler } from '../jobs/job-worker.ts';
import { kindPurposes } from './reminder-consent.ts';
import { takeInMissedQuestionsOf } from '../review/review-intake.ts';
import {
  CLAIM_CLOSING_LEAD_MS,
  popQuizOpenings,
  QUIZ_WAITING_AFTER_MS,
  REVIEWS_DUE_HOUR,
  STALE_AFTER_MS,
  SUBSCRIPTION_ENDING_LEAD_MS,
} from './reminder-kinds.ts';

export const REMINDER_JOB = 'reminder';
export const REMINDER_SCAN_JOB = 'reminder-scan';

/** The scan runs every 5 minutes and queues what falls due in the next 10, at its exact moment. */
export const SCAN_EVERY_MS = 5 * 60_000;
const LOOKAHEAD_MS = 10 * 60_000;
/** An opening missed by a stopped scanner is still reminded of if it was at most this long ago. */
const OPENING_CATCH_UP_MS = 15 * 60_000;
const REMINDER_ATTEMPTS = 5;

/**
 * Queues one `reminder` job per consenting user and thing to remind of, in one INSERT ... SELECT,
 * at the moment it is due. The dedupe key (kind, user, subject) makes a second scan, or the scan
 * of another instance, queue nothing new.
 */
async function queueReminders(
  db: Db,
  now: Date,
  select: { kind: string; payload: SQL; subject: SQL; runAt: SQL; from: SQL },
): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, payload, dedupe_key, run_at, max_attempts, created_at)
    select ${REMINDER_JOB}::text,
           jsonb_build_object('kind', ${select.kind}::text, 'userId', p.user_id, 'subject', ${select.subject}) || ${select.payload},
           ${`${REMINDER_JOB}:${select.kind}:`}::text || p.user_id || ':' || ${select.subject},
           ${select.runAt}, ${REMINDER_ATTEMPTS}::int, ${now.toISOString()}::timestamptz
    ${select.from}
    on conflict (dedupe_key) do nothing`);
}

/** The users who consent to `kind` by some channel now, as `p` (column `user_id`). */
const audience = (kind: ReminderKind) => consentingUsers(kindPurposes(kind), 'p');

/** Finds every reminder due before the next scan and queues it. */
export async function scanReminders(db: Db, now: Date): Promise<void> {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const horizon = new Date(now.getTime() + LOOKAHEAD_MS);

  for (const opening of popQuizOpenings(now, now.getTime() - OPENING_CATCH_UP_MS, horizon.getTime())) {
    if (opening.closesAt <= now) continue;
    const subject = `pop-quiz:${opening.day}:${opening.slot}`;
    await queueReminders(db, now, {
      kind: 'pop_quiz_open',
      subject: sql`${subject}::text`,
      payload: sql`jsonb_build_object('moment', ${opening.opensAt.toISOString()}::text, 'day', ${opening.day}::text, 'slot', ${opening.slot}::int)`,
      runAt: at(opening.opensAt),
      from: sql`from ${audience('pop_quiz_open')}`,
    });
  }

  const lead = `${CLAIM_CLOSING_LEAD_MS / 1000} seconds`;
  await queueReminders(db, now, {
    kind: 'reward_claim_closing',
    subject: sql`'pop-quiz-attempt:' || a.id`,
    payload: sql`jsonb_build_object('moment', a.claim_expires_at - ${lead}::interval, 'attemptId', a.id)`,
    runAt: sql`a.claim_expires_at - ${lead}::interval`,
    from: sql`from pop_quiz_attempts a join ${audience('reward_claim_closing')} on p.user_id = a.user_id
      where a.status = 'pending' and a.claimed_at is null
        and a.claim_expires_at > ${at(now)} and a.claim_expires_at - ${lead}::interval <= ${at(horizon)}`,
  });

  const after = `${QUIZ_WAITING_AFTER_MS / 1000} seconds`;
  const stale = `${STALE_AFTER_MS / 1000} seconds`;
  await queueReminders(db, now, {
    kind: 'quiz_waiting',
    subject: sql`'quiz-attempt:' || a.id || ':' || floor(extract(epoch from a.saved_at) * 1000)::bigint`,
    payload: sql`jsonb_build_object('moment', a.saved_at + ${after}::interval, 'attemptId', a.id,
      'savedAtMs', floor(extract(epoch from a.saved_at) * 1000)::bigint)`,
    runAt: sql`a.saved_at + ${after}::interval`,
    from: sql`from quiz_attempts a join ${audience('quiz_waiting')} on p.user_id = a.user_id
      where a.status = 'saved' and a.finished_at is null and a.saved_at is not null
        and a.saved_at + ${after}::interval <= ${at(horizon)}
        and a.saved_at + ${after}::interval + ${stale}::interval > ${at(now)}
        and (a.deadline_at is null or a.deadline_at > ${at(now)})`,
  });

  // Reviews due: once a day at REVIEWS_DUE_HOUR in Bangkok, to learners with cards due by midnight.
  const reviewDay = bangkokDay(now);
  const reviewsAt = bangkokTime(reviewDay, REVIEWS_DUE_HOUR);
  if (reviewsAt.getTime() > now.getTime() - OPENING_CATCH_UP_MS && reviewsAt <= horizon) {
    await takeInMissedQuestionsOf(db, sql`select user_id from ${audience('reviews_due')}`, now);
    await queueReminders(db, now, {
      kind: 'reviews_due',
      subject: sql`${`reviews:${reviewDay}`}::text`,
      payload: sql`jsonb_build_object('moment', ${reviewsAt.toISOString()}::text, 'day', ${reviewDay}::text)`,
      runAt: at(reviewsAt),
      from: sql`from ${audience('reviews_due')}
        where exists (select 1 from review_cards c where c.user_id = p.user_id and c.due < ${at(bangkokTime(reviewDay, 24))})`,
    });
  }

  const ending = `${SUBSCRIPTION_ENDING_LEAD_MS / 1000} seconds`;
  await queueReminders(db, now, {
    kind: 'subscription_ending',
    subject: sql`'subscription:' || s.id`,
    payload: sql`jsonb_build_object('moment', s.ends_at - ${ending}::interval, 'termId', s.id)`,
    runAt: sql`s.ends_at - ${ending}::interval`,
    from: sql`from user_subscriptions s join ${audience('subscription_ending')} on p.user_id = s.user_id
      where s.ends_at > ${at(now)}
        and s.ends_at - ${ending}::interval <= ${at(horizon)}
        and s.ends_at - ${ending}::interval + ${stale}::interval > ${at(now)}
        and not exists (select 1 from user_subscriptions later where later.user_id = s.user_id and later.ends_at > s.ends_at)`,
  });
}

/**
 * Queues the scan of the 5-minute slot `at` falls in. Keyed by the slot, so every instance queues
 * the same job and it runs once; each run queues the next slot's first.
 */
export async function scheduleReminderScan(db: Db, clock: Clock, at = clock.now()): Promise<void> {
  const slot = Math.floor(at.getTime() / SCAN_EVERY_MS) * SCAN_EVERY_MS;
  await enqueueJob(db, clock, {
    kind: REMINDER_SCAN_JOB,
    payload: {},
    dedupeKey: `${REMINDER_SCAN_JOB}:${new Date(slot).toISOString()}`,
    runAt: new Date(slot),
    maxAttempts: 3,
  });
}

export const reminderScanHandler: JobHandler = async (_job, { db, clock }) => {
  // The next scan first: a failing scan must not stop the chain.
  await scheduleReminderScan(db, clock, new Date(clock.now().getTime() + SCAN_EVERY_MS));
  await scanReminders(db, clock.now());
};
