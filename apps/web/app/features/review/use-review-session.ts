import type { Locale } from '@app/contracts/locale';
import type {
  ReviewAnswerResult,
  ReviewCard,
  ReviewNext,
  ReviewRating,
  ReviewSchedule,
} from '@app/contracts/review';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { type OptionKey, reviewClient } from './review-client.ts';

/** Where the learner is in today's reviews. */
export type ReviewStep =
  | { step: 'question'; card: ReviewCard }
  | {
      step: 'answered';
      card: ReviewCard;
      selected: OptionKey[];
      result: ReviewAnswerResult;
      /** The card's version now (a rating names it) and its schedule, which a rating changes. */
      version: number;
      schedule: ReviewSchedule;
      masteredCode: string | null;
    }
  | { step: 'loading' }
  | { step: 'error'; message: string }
  | { step: 'empty'; nextDueAt: string | null };

function firstStep(next: ReviewNext | null, failure: string): ReviewStep {
  if (!next) return { step: 'error', message: failure };
  return next.card ? { step: 'question', card: next.card } : { step: 'empty', nextDueAt: next.nextDueAt };
}

/**
 * Today's reviews, one card at a time, as the server serves them: answer, see the answer and the
 * next due date, maybe rate it, then the next card. `onReviewed` runs after every answer or rating
 * so the page can read the progress again (streak, cards due).
 */
export function useReviewSession(
  initial: ReviewNext | null,
  locale: Locale,
  messages: { failed: string },
  onReviewed: () => void,
) {
  const [state, setState] = useState<ReviewStep>(() => firstStep(initial, messages.failed));
  const [dueToday, setDueToday] = useState(initial?.dueToday ?? 0);
  const [serverTime, setServerTime] = useState(initial?.serverTime ?? new Date(0).toISOString());
  const [reviewed, setReviewed] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [rating, setRating] = useState({ busy: false, error: null as string | null, saved: false });
  const client = reviewClient(locale);

  const explain = (failure: unknown) =>
    failure instanceof ApiError ? failure.body.message : messages.failed;

  async function next() {
    setState({ step: 'loading' });
    setError(null);
    setStale(false);
    setRating({ busy: false, error: null, saved: false });
    try {
      const answer = await client.next();
      setDueToday(answer.dueToday);
      setServerTime(answer.serverTime);
      setState(firstStep(answer, messages.failed));
    } catch (failure) {
      setState({ step: 'error', message: explain(failure) });
    }
  }

  async function answer(selected: OptionKey[]) {
    if (state.step !== 'question') return;
    const { card } = state;
    setBusy(true);
    setError(null);
    try {
      const result = await client.answer(card.cardId, card.version, selected);
      setDueToday(result.dueToday);
      setReviewed((n) => n + 1);
      setState({
        step: 'answered',
        card,
        selected,
        result,
        version: result.version,
        schedule: result.schedule,
        masteredCode: result.masteredCredentialCode,
      });
      onReviewed();
    } catch (failure) {
      setError(explain(failure));
      // Answered or served again elsewhere: only the next card can go on from here.
      setStale(failure instanceof ApiError && failure.status === 409);
    } finally {
      setBusy(false);
    }
  }

  async function rate(choice: ReviewRating) {
    if (state.step !== 'answered') return;
    setRating({ busy: true, error: null, saved: false });
    try {
      const rated = await client.rate(state.card.cardId, state.version, choice);
      setState({
        ...state,
        version: rated.version,
        schedule: rated.schedule,
        masteredCode: rated.masteredCredentialCode ?? state.masteredCode,
      });
      setRating({ busy: false, error: null, saved: true });
      onReviewed();
    } catch (failure) {
      setRating({ busy: false, error: explain(failure), saved: false });
    }
  }

  return { state, dueToday, serverTime, reviewed, busy, error, stale, rating, next, answer, rate };
}
