import type { Locale } from '@app/contracts/locale';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatSiteTime } from '../../lib/site-time.ts';
import { localePath } from '../../lib/site-map.ts';
import { dueLaterToday } from './review-format.ts';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900';

/**
 * No card to show now. Three cases: a deck that has never had a card (how it fills up), every
 * card of today done in this visit, and nothing due today. The next due date is the server's.
 */
export function ReviewEmpty({
  nextDueAt,
  serverTime,
  reviewedNow,
  locale,
}: {
  nextDueAt: string | null;
  serverTime: string;
  /** Cards answered on this visit: "all done" rather than "nothing to do". */
  reviewedNow: number;
  locale: Locale;
}) {
  const { t } = useTranslation('review');
  const firstTime = nextDueAt === null && reviewedNow === 0;
  const laterToday = dueLaterToday(nextDueAt, serverTime, locale);
  const next =
    nextDueAt === null
      ? null
      : laterToday
        ? t('empty.nextAt', { time: formatSiteTime(locale, nextDueAt, 'time') })
        : t('empty.nextOn', { date: formatSiteTime(locale, nextDueAt, 'longDate') });

  if (firstTime) {
    return (
      <div data-testid="review-empty" data-state="first-time" className="mt-4 space-y-4">
        <p className="text-slate-700 dark:text-slate-300">{t('empty.firstBody')}</p>
        <ol className="grid gap-2 text-sm text-slate-700 dark:text-slate-300">
          {(['miss', 'tomorrow', 'longer'] as const).map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-100"
              >
                {index + 1}
              </span>
              <span className="pt-1">{t(`empty.how.${step}`)}</span>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-3">
          <Link to={localePath(locale, '/quizzes')} className={linkClass}>
            {t('empty.toQuizzes')}
          </Link>
          <Link to={localePath(locale, '/pop-quiz')} className={linkClass}>
            {t('empty.toPopQuiz')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div
      data-testid="review-empty"
      data-state={laterToday ? 'later' : reviewedNow > 0 ? 'done' : 'none'}
      className="mt-4 space-y-4"
    >
      <p className="text-slate-700 dark:text-slate-300">
        {reviewedNow > 0
          ? t('empty.doneBody', { count: reviewedNow })
          : laterToday
            ? t('empty.laterBody')
            : t('empty.noneBody')}
      </p>
      {next && (
        <p className="font-semibold" data-testid="review-next-due">
          {next}
        </p>
      )}
      <Link to={localePath(locale, '/quizzes')} className={linkClass}>
        {t('empty.toQuizzes')}
      </Link>
    </div>
  );
}
