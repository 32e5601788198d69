import type { Locale } from '@app/contracts/locale';
import type { QuizSummary } from '@app/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** A quiz in the list: its article, size, best reward, state and the reader's standing. */
export function QuizCard({ quiz, locale }: { quiz: QuizSummary; locale: Locale }) {
  const { t } = useTranslation('quizzes');
  const best = Math.max(0, ...quiz.rewards.map((r) => r.points));
  const mine = quiz.mine;
  const action =
    mine?.attemptState === 'completed'
      ? { to: `/quizzes/${quiz.slug}/result`, label: t('list.viewResult') }
      : mine
        ? { to: `/quizzes/${quiz.slug}`, label: t('list.continue') }
        : { to: `/quizzes/${quiz.slug}`, label: t('list.take') };
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span
          className={
            quiz.state === 'outofreward'
              ? 'rounded-full bg-slate-200 px-2.5 py-1 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
              : 'rounded-full bg-primary-50 px-2.5 py-1 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
          }
        >
          {quiz.state === 'outofreward' ? t('list.outOfReward') : t('list.active')}
        </span>
        {mine?.grade && (
          <span
            className={
              mine.passed
                ? 'rounded-full bg-green-100 px-2.5 py-1 text-green-900 dark:bg-green-950 dark:text-green-200'
                : 'rounded-full bg-red-100 px-2.5 py-1 text-red-900 dark:bg-red-950 dark:text-red-200'
            }
          >
            {mine.passed ? t('list.passed', { grade: mine.grade }) : t('list.failed', { grade: mine.grade })}
          </span>
        )}
      </div>
      <h2 className="mt-3 text-lg font-semibold">
        <Link
          to={localePath(locale, `/quizzes/${quiz.slug}`)}
          className="hover:text-primary-700 dark:hover:text-primary-300"
        >
          {quiz.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('list.article', { title: quiz.articleTitle })}
      </p>
      <p className="mt-2 line-clamp-2 flex-1 text-sm text-slate-600 dark:text-slate-400">
        {quiz.description}
      </p>
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {t('list.questions', { count: quiz.questionCount })}
        {quiz.timeLimitSeconds
          ? ` · ${t('list.minutes', { count: Math.round(quiz.timeLimitSeconds / 60) })}`
          : ''}
        {best > 0 ? ` · ${t('list.upTo', { points: best })}` : ''}
      </p>
      <Link
        to={localePath(locale, action.to)}
        className="mt-4 inline-flex min-h-11 items-center justify-center self-start rounded-full bg-primary-700 px-5 py-2 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {action.label}
      </Link>
    </li>
  );
}
