import type { Locale } from '@app/contracts/locale';
import { createApi } from '../../lib/api.ts';

/** The pop quiz calls the page makes from the browser (same origin, session cookie). */
export function popQuizClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    open: (id: number) => api.get('/client/pop-quizs/{id}/question', { params: { path: { id } } }),
    submit: (id: number, qid: number, selectedAnswers: number[]) =>
      api.post('/client/pop-quizs/{id}/questions/{qid}/submit', {
        params: { path: { id, qid } },
        body: {
          selectedAnswers,
        },
      }),
    hint: (id: number, qid: number) =>
      api.post('/client/pop-quizs/{id}/questions/{qid}/hint', { params: { path: { id, qid } } }),
    claim: (id: number) => api.post('/client/pop-quizs/{id}/claim', { params: { path: { id } } }),
  };
}
