import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView, QuizResult, QuizReveal, RewardTracking } from '@app/contracts/quizzes';
import { browserTransport, createApi } from '../../lib/api.ts';

const BASE = '/api/client/v2/quiz_v2';

/** The main-quiz calls a page makes from the browser (same origin, session cookie). */
export function quizClient(locale: Locale) {
  const api = createApi(browserTransport, locale);
  return {
    start: (quizId: number, captchaToken?: string) =>
      api.post<QuizAttemptView>(`${BASE}/${quizId}/start`, captchaToken ? { captchaToken } : {}),
    progress: (quizId: number) => api.get<QuizAttemptView>(`${BASE}/${quizId}/progress`),
    submit: (
      quizId: number,
      questionId: number,
      body: { selectedAnswers: string[]; answerValues: string[]; currentQuestion: number; version: number },
    ) =>
      api.post<{ questionId: number; version: number; answeredCount: number; answer: QuizReveal }>(
        `${BASE}/${quizId}/questions/${questionId}/submit`,
        body,
      ),
    hint: (quizId: number, questionId: number) =>
      api.post<{
        questionId: number;
        hint: { removedAnswers: string[]; clue: string | null };
        hintsRemaining: number;
      }>(`${BASE}/${quizId}/questions/${questionId}/hint`, {}),
    save: (quizId: number, currentQuestion: number, version: number) =>
      api.post<{ version: number; savedAt: string }>(`${BASE}/${quizId}/save`, { currentQuestion, version }),
    finish: (quizId: number, currentQuestion: number, version: number) =>
      api.post<QuizResult>(`${BASE}/${quizId}/finish`, { currentQuestion, version }),
    issueCertificate: (quizId: number) =>
      api.post<{ certificateCode: string }>(`${BASE}/${quizId}/certificate`, {}),
    claim: (id: number, body: Record<string, string | undefined>) =>
      api.put<RewardTracking>(`/api/client/reward-trackings/${id}`, body),
  };
}

/** `mm:ss` for the server's timer. */
export function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}
