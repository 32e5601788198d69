import type { Locale } from '@app/contracts/locale';
import { asc, eq } from 'drizzle-orm';
import { type Db, inTransaction, type Tx } from '../../db/client.ts';
import { popQuizQuestions, popQuizzes } from '../../db/schema/index.ts';
import { bangkokDay, bangkokTime } from '../../lib/bangkok-day.ts';
import type { Clock } from '../../lib/clock.ts';
import { transfer } from '../ledger/ledger.service.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The fixed daily windows, in Bangkok hours. Every day has them, so no job has to create pop
 * quizzes: a day's rows are written the first time someone asks for that day. The all-day quiz
 * and one of the shorter windows are open at any moment.
 */
export const POP_QUIZ_SLOTS = [
  { slot: 0, fromHour: 0, toHour: 24, title: { en: 'Pop quiz of the day', th: 'ป๊อปควิซประจำวัน' } },
  { slot: 1, fromHour: 0, toHour: 12, title: { en: 'Morning pop quiz', th: 'ป๊อปควิซรอบเช้า' } },
  { slot: 2, fromHour: 12, toHour: 18, title: { en: 'Afternoon pop quiz', th: 'ป๊อปควิซรอบบ่าย' } },
  { slot: 3, fromHour: 18, toHour: 24, title: { en: 'Evening pop quiz', th: 'ป๊อปควิซรอบค่ำ' } },
] as const;

/** A slot's title; slots outside the daily schedule (made by tests and benchmarks) get a generic one. */
export function slotTitle(slot: number, locale: Locale): string {
  const found = POP_QUIZ_SLOTS.find((s) => s.slot === slot);
  return found ? found.title[locale] : locale === 'th' ? 'ป๊อปควิซพิเศษ' : 'Special pop quiz';
}

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** When the next pop quiz that has not opened yet opens: later today, else tomorrow's first. */
export function nextOpening(now: Date): Date {
  const today = bangkokDay(now);
  for (const day of [today, nextDay(today)]) {
    const upcoming = POP_QUIZ_SLOTS.map((s) => bangkokTime(day, s.fromHour))
      .filter((opens) => opens > now)
      .sort((a, b) => a.getTime() - b.getTime());
    if (upcoming[0]) return upcoming[0];
  }
  throw new Error('the schedule has no slot');
}

/** The reward pool of a pop quiz: a ledger account that can never go below zero. */
export function poolAccount(popQuizId: number): { system: `pool:${string}` } {
  return { system: `pool:pop-quiz:${popQuizId}` };
}

export interface NewPopQuiz {
  day: string;
  slot: number;
  /** The bank (concept) every attempt of this quiz draws its question from. */
  concept: string;
  opensAt: Date;
  closesAt: Date;
  timeLimitSeconds: number;
  rewardPoints: number;
  winners: number;
}

/**
 * Writes one pop quiz and funds its pool from ISSUANCE (rewards × winners), in the caller's
 * transaction. An existing day and slot is left alone and funded no second time: the insert does
 * nothing and the funding transfer's key is the quiz id. Returns the id, or null when it existed.
 */
export async function createPopQuiz(tx: Tx, clock: Clock, quiz: NewPopQuiz): Promise<number | null> {
  const [row] = await tx
    .insert(popQuizzes)
    .values({ ...quiz, createdAt: clock.now() })
    .onConflictDoNothing({ target: [popQuizzes.day, popQuizzes.slot] })
    .returning({ id: popQuizzes.id });
  if (!row) return null;
  await transfer(
    tx,
    clock,
    {
      kind: 'pop-quiz-funding',
      currency: 'POINT',
      amount: BigInt(quiz.rewardPoints) * BigInt(quiz.winners),
      from: { system: 'ISSUANCE' },
      to: poolAccount(row.id),
      idempotencyKey: `pop-quiz-fund:${row.id}`,
      reference: { type: 'pop-quiz', id: row.id },
      reason: `Reward pool of the pop quiz of ${quiz.day}, slot ${quiz.slot}`,
    },
    { insufficient: 'POP_QUIZ_OUT_OF_REWARD' },
  );
  return row.id;
}

/**
 * The banks a day's slots rotate through: one per concept of the active questions, in the order
 * their first variant was written. A bank's time limit, reward and pool size are its first active
 * variant's.
 */
export async function activeBanks(db: Db) {
  const questions = await db
    .select()
    .from(popQuizQuestions)
    .where(eq(popQuizQuestions.active, true))
    .orderBy(asc(popQuizQuestions.id));
  const banks = new Map<string, (typeof questions)[number]>();
  for (const question of questions) if (!banks.has(question.concept)) banks.set(question.concept, question);
  return [...banks.values()];
}

/**
 * Makes sure `day` has its scheduled pop quizzes. Slots rotate through the banks: slot `s` of day
 * number `d` takes bank `(d × slots + s) mod bank count`, and each attempt then draws one of that
 * bank's variants. Cheap when the day exists (one query); concurrent first requests are harmless
 * (the unique day and slot decides, see above).
 */
export async function materialiseDay(db: Db, clock: Clock, day: string): Promise<void> {
  const present = await db.select({ slot: popQuizzes.slot }).from(popQuizzes).where(eq(popQuizzes.day, day));
  const missing = POP_QUIZ_SLOTS.filter((s) => !present.some((p) => p.slot === s.slot));
  if (missing.length === 0) return;
  const banks = await activeBanks(db);
  if (banks.length === 0) return;
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  await inTransaction(db, async (tx) => {
    for (const slot of missing) {
      const bank = banks[(dayNumber * POP_QUIZ_SLOTS.length + slot.slot) % banks.length]!;
      await createPopQuiz(tx, clock, {
        day,
        slot: slot.slot,
        concept: bank.concept,
        opensAt: bangkokTime(day, slot.fromHour),
        closesAt: bangkokTime(day, slot.toHour),
        timeLimitSeconds: bank.timeLimitSeconds,
        rewardPoints: bank.rewardPoints,
        winners: bank.winners,
      });
    }
  });
}
