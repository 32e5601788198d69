import type { PopQuizQuestion, PopQuizSubmitResult } from '@app/contracts/pop-quizzes';
import type { Locale } from '@app/contracts/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsOffer } from '../../components/points-offer.tsx';

/** What the server revealed after the answer: the correct options, the explanation, the outcome. */
export function QuestionResult({
  question,
  selected,
  result,
  locale,
  children,
}: {
  question: PopQuizQuestion['question'];
  selected: number[];
  result: PopQuizSubmitResult;
  locale: Locale;
  children?: ReactNode;
}) {
  const { t } = useTranslation('popquiz');
  return (
    <div className="mt-4 space-y-4" data-testid="pop-quiz-result" data-status={result.status}>
      <p className="text-lg font-semibold">{question.prompt}</p>
      <ul className="grid gap-2">
        {question.options.map((option) => {
          const correct = result.correctAnswers.includes(option.id);
          const mine = selected.includes(option.id);
          return (
            <li
              key={option.id}
              className={`rounded-xl border px-4 py-3 ${correct ? 'border-primary-600 bg-primary-50 dark:bg-primary-950/50' : 'border-slate-200 dark:border-slate-700'}`}
            >
              <span>{option.text}</span>
              {correct && (
                <span className="ml-2 text-sm font-semibold text-primary-800 dark:text-primary-200">
                  ✓ {t('result.correctAnswer')}
                </span>
              )}
              {mine && (
                <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">
                  ({t('result.yourAnswer')})
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="text-slate-700 dark:text-slate-300">{result.explanation}</p>
      {result.status === 'pending' && <p>{t('result.pending', { points: result.rewardPoints })}</p>}
      {result.pointsForfeited && (
        <PointsOffer
          forfeit={result.pointsForfeited}
          locale={locale}
          heading="h3"
          id="pop-quiz-points-offer"
        />
      )}
      {result.status === 'outofreward' && <p>{t('result.outofreward')}</p>}
      {result.status === 'failed' && <p>{t('failedNote')}</p>}
      {children}
    </div>
  );
}
