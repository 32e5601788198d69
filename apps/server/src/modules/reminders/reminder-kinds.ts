import type { Locale } from '@app/contracts/locale';
import type { ReminderKind } from '@app/contracts/reminders';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  popQuizAttempts,
  popQuizzes,
  quizAttempts,
  quizzes,
  subscriptionPackages,
  userSubscriptions,
} from '../../db/schema/index.ts';
import { bangkokDay, bangkokTime } from '../../lib/bangkok-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { materialiseDay, POP_QUIZ_SLOTS, slotTitle } from '../pop-quizzes/pop-quiz-schedule.ts';
import { reviewCardsDueToday } from '../review/review-due.ts';
import type { ReminderFacts } from './reminder-wording.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** How long before a claim window closes its reminder goes out. */
export const CLAIM_CLOSING_LEAD_MS = 2 * MINUTE_MS;
/** How long after a main quiz attempt was last saved it counts as waiting. */
export const QUIZ_WAITING_AFTER_MS = DAY_MS;
/** How long before a subscription ends its reminder goes out. */
export const SUBSCRIPTION_ENDING_LEAD_MS = 7 * DAY_MS;
/** The hour (Bangkok) of the daily "reviews due" reminder: the evening, after work and school. */
export const REVIEWS_DUE_HOUR = 19;
/** A waiting-quiz or ending-subscription reminder not delivered within a day of its moment is dropped. */
export const STALE_AFTER_MS = DAY_MS;

/** What a `reminder` job carries: whom, which kind, what about, and when it was due. */
export type ReminderJobPayload = {
  kind: ReminderKind;
  userId: number;
  /** What it reminds of; with the kind and user, the job's dedupe key. */
  subject: string;
  moment: string;
  day?: string;
  slot?: number;
  attemptId?: number;
  savedAtMs?: number;
  termId?: number;
};

/** A reminder found still due: what to say, where to send the user, until when it is worth sending. */
export interface DueReminder {
  facts: ReminderFacts;
  /** Path on the site below the locale (`/pop-quiz`). */
  path: string;
  validUntil: Date;
}

function bangkokFormat(locale: Locale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    ...options,
  });
}
/** A clock time names its zone: a reader abroad would otherwise take 18:00 as their own. */
export const timeOf = (at: Date, locale: Locale) => {
  const time = bangkokFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  return locale === 'th' ? `${time} น. เวลาประเทศไทย` : `${time} Bangkok time`;
};
const dateOf = (at: Date, locale: Locale) =>
  bangkokFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(at);

/**
 * The slot openings worth a reminder: every slot that opens after midnight (the all-day and
 * morning quizzes open at 00:00 in Bangkok, when nobody wants a notification; see the decision).
 */
export function popQuizOpenings(now: Date, fromMs: number, toMs: number) {
  const days = [-1, 0, 1].map((offset) =>
    new Date(now.getTime() + 7 * HOUR_MS + offset * DAY_MS).toISOString().slice(0, 10),
  );
  return days.flatMap((day) =>
    POP_QUIZ_SLOTS.filter((slot) => slot.fromHour > 0)
      .map((slot) => ({
        day,
        slot: slot.slot,
        opensAt: bangkokTime(day, slot.fromHour),
        closesAt: bangkokTime(day, slot.toHour),
      }))
      .filter((opening) => opening.opensAt.getTime() > fromMs && opening.opensAt.getTime() <= toMs),
  );
}

type Check = (db: Db, clock: Clock, job: ReminderJobPayload, locale: Locale) => Promise<DueReminder | null>;

/**
 * Each kind's re-check at delivery time, in the database: the reminder is sent only while what it
 * is about still holds (the quiz open and unanswered, the reward unclaimed in its window, the
 * attempt saved and unfinished, the term neither ended nor followed by a newer one).
 */
export const STILL_DUE: Record<ReminderKind, Check> = {
  pop_quiz_open: async (db, clock, job, locale) => {
    const now = clock.now();
    if (!job.day || job.slot === undefined) return null;
    const slot = POP_QUIZ_SLOTS.find((s) => s.slot === job.slot);
    if (!slot || now >= bangkokTime(job.day, slot.toHour) || now < bangkokTime(job.day, slot.fromHour))
      return null;
    await materialiseDay(db, clock, job.day);
    const [quiz] = await db
      .select({ id: popQuizzes.id, closesAt: popQuizzes.closesAt, attempt: popQuizAttempts.id })
      .from(popQuizzes)
      .leftJoin(
        popQuizAttempts,
        and(eq(popQuizAttempts.popQuizId, popQuizzes.id), eq(popQuizAttempts.userId, job.userId)),
      )
      .where(and(eq(popQuizzes.day, job.day), eq(popQuizzes.slot, job.slot)));
    if (!quiz || quiz.attempt !== null || now >= quiz.closesAt) return null;
    return {
      facts: { name: slotTitle(job.slot, locale), until: timeOf(quiz.closesAt, locale) },
      path: '/pop-quiz',
      validUntil: quiz.closesAt,
    };
  },

  reward_claim_closing: async (db, clock, job, locale) => {
    const now = clock.now();
    if (!job.attemptId) return null;
    const [attempt] = await db
      .select({ expiresAt: popQuizAttempts.claimExpiresAt, slot: popQuizzes.slot })
      .from(popQuizAttempts)
      .innerJoin(popQuizzes, eq(popQuizzes.id, popQuizAttempts.popQuizId))
      .where(
        and(
          eq(popQuizAttempts.id, job.attemptId),
          eq(popQuizAttempts.userId, job.userId),
          eq(popQuizAttempts.status, 'pending'),
          isNull(popQuizAttempts.claimedAt),
          gt(popQuizAttempts.claimExpiresAt, now),
        ),
      );
    if (!attempt?.expiresAt) return null;
    return {
      facts: { name: slotTitle(attempt.slot, locale), until: timeOf(attempt.expiresAt, locale) },
      path: '/pop-quiz',
      validUntil: attempt.expiresAt,
    };
  },

  quiz_waiting: async (db, clock, job, locale) => {
    const now = clock.now();
    if (!job.attemptId || job.savedAtMs === undefined) return null;
    const moment = new Date(job.savedAtMs + QUIZ_WAITING_AFTER_MS);
    if (now.getTime() >= moment.getTime() + STALE_AFTER_MS) return null;
    const [attempt] = await db
      .select({
        deadlineAt: quizAttempts.deadlineAt,
        slug: quizzes.slug,
        titleEn: quizzes.titleEn,
        titleTh: quizzes.titleTh,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      .where(
        and(
          eq(quizAttempts.id, job.attemptId),
          eq(quizAttempts.userId, job.userId),
          eq(quizAttempts.status, 'saved'),
          isNull(quizAttempts.finishedAt),
          // Saved again since: that save has its own reminder, a day after it.
          sql`floor(extract(epoch from ${quizAttempts.savedAt}) * 1000) = ${job.savedAtMs}`,
        ),
      );
    if (!attempt || (attempt.deadlineAt && attempt.deadlineAt <= now)) return null;
    const staleAt = new Date(moment.getTime() + STALE_AFTER_MS);
    return {
      facts: { name: locale === 'th' ? attempt.titleTh : attempt.titleEn, until: '' },
      path: `/quizzes/${encodeURIComponent(attempt.slug)}`,
      validUntil: attempt.deadlineAt && attempt.deadlineAt < staleAt ? attempt.deadlineAt : staleAt,
    };
  },

  reviews_due: async (db, clock, job) => {
    const now = clock.now();
    if (!job.day || bangkokDay(now) !== job.day || now < bangkokTime(job.day, REVIEWS_DUE_HOUR)) return null;
    const due = await reviewCardsDueToday(db, job.userId, now);
    if (due === 0) return null;
    return { facts: { name: String(due), until: '' }, path: '/review', validUntil: bangkokTime(job.day, 24) };
  },

  subscription_ending: async (db, clock, job, locale) => {
    const now = clock.now();
    if (!job.termId) return null;
    const [term] = await db
      .select({
        endsAt: userSubscriptions.endsAt,
        nameEn: subscriptionPackages.nameEn,
        nameTh: subscriptionPackages.nameTh,
        renewed: sql<boolean>`exists (select 1 from ${userSubscriptions} later where later.user_id = ${userSubscriptions.userId} and later.ends_at > ${userSubscriptions.endsAt})`,
      })
      .from(userSubscriptions)
      .innerJoin(subscriptionPackages, eq(subscriptionPackages.id, userSubscriptions.packageId))
      .where(and(eq(userSubscriptions.id, job.termId), eq(userSubscriptions.userId, job.userId)));
    if (!term || term.renewed || term.endsAt <= now) return null;
    const moment = new Date(term.endsAt.getTime() - SUBSCRIPTION_ENDING_LEAD_MS);
    const staleAt = new Date(moment.getTime() + STALE_AFTER_MS);
    if (now >= staleAt) return null;
    return {
      facts: { name: locale === 'th' ? term.nameTh : term.nameEn, until: dateOf(term.endsAt, locale) },
      path: '/my-subscription',
      validUntil: staleAt,
    };
  },
};
