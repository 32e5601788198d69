import type { QuizHistoryItem } from '@app/contracts/quizzes';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { QuizHistorySource } from '../quizzes/quiz-history.ts';
import { listCompletedPopQuizzes } from './pop-quiz-list.service.ts';

/**
 * The pop quizzes' lines in My quiz: every answered pop quiz, newest first, titled by its
 * question (what the search matches). A pop quiz has one question and no article, grade or
 * certificate; its points show once the reward was claimed.
 */
export function popQuizHistorySource(db: Db, clock: Clock): QuizHistorySource {
  return {
    kind: 'pop',
    list: async ({ userId, locale, search, limit }) => {
      const page = await listCompletedPopQuizzes(db, clock, userId, locale, { start: 0, limit }, { search });
      return page.data.map((item): QuizHistoryItem => ({
        kind: 'pop',
        id: `pop-${item.attemptId}`,
        quizId: item.popQuizId,
        slug: null,
        title: item.prompt,
        articleTitle: null,
        completedAt: item.answeredAt,
        updatedAt: item.answeredAt ?? item.startedAt,
        questionCount: 1,
        answeredCount: 1,
        durationSeconds: item.durationSeconds,
        rewardPoints: item.pointsReceived,
        result: item.result,
        status: item.status,
        grade: null,
        rewardName: null,
        rewardDescription: null,
        rewardStatus: item.status,
        rewardType: 'point',
        certificateCode: null,
      }));
    },
    count: async ({ userId, locale, search }) =>
      (await listCompletedPopQuizzes(db, clock, userId, locale, { start: 0, limit: 1 }, { search })).total,
  };
}
