import type { Locale } from '@app/contracts/locale';
import type {
  PopQuizClaim,
  PopQuizHint,
  PopQuizQuestion,
  PopQuizSubmitResult,
} from '@app/contracts/pop-quizzes';
import { browserTransport, createApi } from '../../lib/api.ts';

/** The pop quiz calls the page makes from the browser (same origin, session cookie). */
export function popQuizClient(locale: Locale) {
  const api = createApi(browserTransport, locale);
  return {
    open: (id: number) => api.get<PopQuizQuestion>(`/api/client/pop-quizs/${id}/question`),
    submit: (id: number, qid: number, selectedAnswers: number[]) =>
      api.post<PopQuizSubmitResult>(`/api/client/pop-quizs/${id}/questions/${qid}/submit`, {
        selectedAnswers,
      }),
    hint: (id: number, qid: number) =>
      api.post<PopQuizHint>(`/api/client/pop-quizs/${id}/questions/${qid}/hint`),
    claim: (id: number) => api.post<PopQuizClaim>(`/api/client/pop-quizs/${id}/claim`),
  };
}
