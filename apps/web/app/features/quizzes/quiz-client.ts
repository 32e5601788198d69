import type { Locale } from '@app/contracts/locale';
import { type ApiBody, createApi } from '../../lib/api.ts';

/** What a winner sends to claim a physical or token reward. */
type ClaimDetails = ApiBody<'/client/reward-trackings/{id}', 'put'>;

/** The main-quiz calls a page makes from the browser (same origin, session cookie). */
export function quizClient(locale: Locale) {
  const api = createApi('browser', locale);
  const attempt = (id: number) => ({ params: { path: { id } } });
  const question = (id: number, qid: number) => ({ params: { path: { id, qid } } });
  return {
    start: (quizId: number, captchaToken?: string) =>
      api.post('/client/v2/quiz_v2/{id}/start', {
        ...attempt(quizId),
        body: captchaToken ? { captchaToken } : {},
      }),
    progress: (quizId: number) => api.get('/client/v2/quiz_v2/{id}/progress', attempt(quizId)),
    submit: (
      quizId: number,
      questionId: number,
      body: { selectedAnswers: string[]; answerValues: string[]; currentQuestion: number; version: number },
    ) =>
      api.post('/client/v2/quiz_v2/{id}/questions/{qid}/submit', { ...question(quizId, questionId), body }),
    hint: (quizId: number, questionId: number) =>
      api.post('/client/v2/quiz_v2/{id}/questions/{qid}/hint', { ...question(quizId, questionId), body: {} }),
    save: (quizId: number, currentQuestion: number, version: number) =>
      api.post('/client/v2/quiz_v2/{id}/save', { ...attempt(quizId), body: { currentQuestion, version } }),
    finish: (quizId: number, currentQuestion: number, version: number) =>
      api.post('/client/v2/quiz_v2/{id}/finish', { ...attempt(quizId), body: { currentQuestion, version } }),
    issueCertificate: (quizId: number) => api.post('/client/v2/quiz_v2/{id}/certificate', attempt(quizId)),
    claim: (id: number, body: ClaimDetails) =>
      api.put('/client/reward-trackings/{id}', { params: { path: { id } }, body }),
  };
}

/** `mm:ss` for the server's timer. */
export function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
