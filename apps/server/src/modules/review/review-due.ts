import type { Db } from '../../db/client.ts';
import { bangkokDayEnd, countDue } from './review-deck.repo.ts';
import { takeInMissedQuestions } from './review-intake.ts';

/** Cards of the learner due by the end of today (Bangkok), missed questions taken in first. */
export async function reviewCardsDueToday(db: Db, userId: number, now: Date): Promise<number> {
  await takeInMissedQuestions(db, userId, now);
  return countDue(db, userId, bangkokDayEnd(now));
}
