import type { ReviewRating } from '@app/contracts/review';
import { type Card, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import type { ReviewCardStateRow } from '../../db/schema/index.ts';

/** FSRS with its default parameters: one scheduler for every learner. */
const scheduler = fsrs();

/** A right answer this fast (seconds, server clock) rates Easy; up to the second bound Good; slower Hard. */
export const EASY_WITHIN_SECONDS = 10;
export const GOOD_WITHIN_SECONDS = 30;

const RATING_OF: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const NAME_OF: Record<number, ReviewRating> = { 1: 'again', 2: 'hard', 3: 'good', 4: 'easy' };

export const ratingGrade = (rating: ReviewRating): Grade => RATING_OF[rating];
export const ratingName = (grade: number): ReviewRating => NAME_OF[grade] ?? 'again';

/** The rating the clock gives: wrong is Again; right is Easy, Good or Hard by the time it took. */
export function ratingFromAnswer(correct: boolean, secondsTaken: number): Grade {
  if (!correct) return Rating.Again;
  if (secondsTaken <= EASY_WITHIN_SECONDS) return Rating.Easy;
  if (secondsTaken <= GOOD_WITHIN_SECONDS) return Rating.Good;
  return Rating.Hard;
}

/** The FSRS columns of a card row, as the database hands them over. */
export interface FsrsColumns {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

export function toFsrsCard(row: FsrsColumns): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

export function fromFsrsCard(card: Card): FsrsColumns {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? null,
  };
}

export function stateRow(row: FsrsColumns): ReviewCardStateRow {
  return {
    ...row,
    due: row.due.toISOString(),
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}

export function fromStateRow(row: ReviewCardStateRow): FsrsColumns {
  return { ...row, due: new Date(row.due), lastReview: row.lastReview ? new Date(row.lastReview) : null };
}

/** The card after a review with `grade` at `now`. */
export function schedule(row: FsrsColumns, now: Date, grade: Grade): FsrsColumns {
  return fromFsrsCard(scheduler.next(toFsrsCard(row), now, grade).card);
}

const DAY_MS = 86_400_000;
/** Whole days from the review to the next due date (0 = later the same day). */
export const intervalDays = (reviewedAt: Date, due: Date) =>
  Math.max(0, Math.floor((due.getTime() - reviewedAt.getTime()) / DAY_MS));
