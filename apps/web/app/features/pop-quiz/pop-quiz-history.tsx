import type { Locale } from '@app/contracts/locale';
import type { PopQuizHistoryPage } from '@app/contracts/pop-quizzes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { siteTimeFormat } from '../../lib/site-time.ts';

/** The user's pop quiz attempts, a page at a time (`start` = page index × page size). */
export function PopQuizHistory({ history, locale }: { history: PopQuizHistoryPage; locale: Locale }) {
  const { t } = useTranslation('popquiz');
  const page = Math.floor(history.start / history.limit) + 1;
  const pages = Math.max(1, Math.ceil(history.total / history.limit));
  const pageLink = (to: number) => `${localePath(locale, '/pop-quiz')}${to > 1 ? `?page=${to}` : ''}#history`;
  const date = siteTimeFormat(locale, 'dateTime');

  if (history.total === 0)
    return (
      <p data-testid="pop-quiz-history-empty" className="mt-4 text-slate-600 dark:text-slate-400">
        {t('history.empty')}
      </p>
    );
  return (
    <>
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800" data-testid="pop-quiz-history">
        {history.data.map((item) => (
          <li key={item.attemptId} className="grid gap-1 py-3 sm:grid-cols-[1fr_auto] sm:gap-4">
            <div className="min-w-0">
              <p className="font-semibold">{item.title}</p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">{item.prompt}</p>
              <p className="text-xs text-slate-600 dark:text-slate-400">
                <span className="sr-only">{t('history.date')}: </span>
                {date.format(new Date(item.startedAt))}
              </p>
            </div>
            <p className="text-sm sm:text-right">
              <span className="sr-only">{t('history.status')}: </span>
              <span className="font-semibold" data-testid="pop-quiz-history-status">
                {t(`status.${item.status}`)}
              </span>
              {item.result && (
                <span className="text-slate-600 dark:text-slate-400">
                  {' · '}
                  {t(`history.${item.result}`)}
                </span>
              )}
              {item.pointsReceived > 0 && (
                <span className="block font-semibold text-primary-700 dark:text-primary-300">
                  +{t('reward', { points: item.pointsReceived })}
                </span>
              )}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label={t('history.page', { page, pages })}
          className="mt-4 flex items-center justify-between text-sm"
        >
          {page > 1 ? (
            <Link
              to={pageLink(page - 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('history.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span>{t('history.page', { page, pages })}</span>
          {page < pages ? (
            <Link
              to={pageLink(page + 1)}
              className="rounded-full border border-slate-300 px-4 py-2 font-semibold dark:border-slate-700"
            >
              {t('history.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
