import {
  POP_QUIZ_ANSWER_GRACE_SECONDS,
  type PopQuizAttemptSummary,
  type PopQuizStatus,
} from '@app/contracts/pop-quizzes';
import type { popQuizAttempts } from '../../db/schema/index.ts';

export type AttemptRow = typeof popQuizAttempts.$inferSelect;

const GRACE_MS = POP_QUIZ_ANSWER_GRACE_SECONDS * 1000;

/** The last instant an answer is taken: the deadline plus the stated grace. */
export function answerCutoff(attempt: Pick<AttemptRow, 'deadlineAt'>): Date {
  return new Date(attempt.deadlineAt.getTime() + GRACE_MS);
}

/**
 * The status a user sees. `expired` is read from the stamps rather than written by a timer: an
 * unanswered attempt past its deadline (and grace), or a won reward past its claim window.
 */
export function effectiveStatus(attempt: AttemptRow, now: Date): PopQuizStatus {
  if (attempt.status === 'inprogress' && now > answerCutoff(attempt)) return 'expired';
  if (attempt.status === 'pending' && attempt.claimExpiresAt && now > attempt.claimExpiresAt)
    return 'expired';
  return attempt.status;
}

/** Whole seconds from `now` until `until`, never below zero. */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(0, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

export function summariseAttempt(attempt: AttemptRow, now: Date): PopQuizAttemptSummary {
  const status = effectiveStatus(attempt, now);
  return {
    attemptId: attempt.id,
    status,
    answerSecondsRemaining: status === 'inprogress' ? secondsUntil(attempt.deadlineAt, now) : null,
    claimSecondsRemaining:
      status === 'pending' && attempt.claimExpiresAt ? secondsUntil(attempt.claimExpiresAt, now) : null,
    claimExpiresAt: attempt.claimExpiresAt?.toISOString() ?? null,
  };
}
