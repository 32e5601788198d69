import type { Locale } from '@app/contracts/locale';
import type { ReviewCard, ReviewRating } from '@app/contracts/review';
import { createApi } from '../../lib/api.ts';

/** An option's letter in the serving shown (A, B, …). */
export type OptionKey = ReviewCard['options'][number]['key'];

/** The review calls the page makes from the browser (same origin, session cookie). */
export function reviewClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    next: () => api.get('/client/review/next'),
    progress: () => api.get('/client/review/progress'),
    answer: (cardId: number, version: number, selectedAnswers: OptionKey[]) =>
      api.post('/client/review/cards/{id}/answer', {
        params: { path: { id: cardId } },
        body: { version, selectedAnswers },
      }),
    rate: (cardId: number, version: number, rating: ReviewRating) =>
      api.post('/client/review/cards/{id}/rating', {
        params: { path: { id: cardId } },
        body: { version, rating },
      }),
  };
}
