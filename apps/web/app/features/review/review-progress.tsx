import type { Locale } from '@app/contracts/locale';
import type { ReviewMasteryLevel, ReviewProgress } from '@app/contracts/review';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../lib/intl-format.ts';
import { localePath } from '../../lib/site-map.ts';

const LEVEL_TONE: Record<ReviewMasteryLevel, string> = {
  new: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  learning: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  familiar: 'bg-sky-100 text-sky-950 dark:bg-sky-950 dark:text-sky-100',
  mastered: 'bg-green-100 text-green-950 dark:bg-green-950 dark:text-green-100',
};

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-3 py-3 dark:bg-slate-800/60">
      <dt className="text-xs font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * The learner's review progress as the server counts it (Bangkok days): the streak of days with a
 * review, cards due today and in the next seven days, and each topic's mastery, with the "topic
 * mastered" credential once earned.
 */
export function ReviewProgressPanel({ progress, locale }: { progress: ReviewProgress; locale: Locale }) {
  const { t } = useTranslation('review');
  const number = numberFormat(locale === 'th' ? 'th-TH' : 'en-GB');
  return (
    <section
      aria-labelledby="review-progress-title"
      data-testid="review-progress"
      className="rounded-3xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="review-progress-title" className="text-lg font-bold">
        {t('progress.title')}
      </h2>
      <p className="mt-3 text-2xl font-bold" data-testid="review-streak">
        {progress.streakDays > 0
          ? t('progress.streak', { count: progress.streakDays })
          : t('progress.streakNone')}
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {progress.reviewedToday
          ? t('progress.streakToday')
          : progress.streakDays > 0
            ? t('progress.streakKeep')
            : t('progress.streakStart')}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2">
        <Figure
          label={t('progress.dueToday')}
          value={number.format(progress.dueToday)}
          testId="review-due-today"
        />
        <Figure
          label={t('progress.dueWeek')}
          value={number.format(progress.dueThisWeek)}
          testId="review-due-week"
        />
        <Figure
          label={t('progress.cards')}
          value={number.format(progress.totalCards)}
          testId="review-total"
        />
      </dl>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t('progress.topics')}
      </h3>
      {progress.topics.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('progress.noTopics')}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="review-topics">
          {progress.topics.map((topic) => {
            const share = topic.cards === 0 ? 0 : Math.round((topic.masteredCards / topic.cards) * 100);
            const name = topic.topic?.name ?? t('card.popQuiz');
            return (
              <li
                key={topic.topic?.key ?? 'pop'}
                className="rounded-xl border border-slate-200 px-3 py-3 dark:border-slate-700"
                data-testid="review-topic"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">{name}</span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${LEVEL_TONE[topic.level]}`}
                  >
                    {t(`levels.${topic.level}`)}
                  </span>
                </div>
                <div
                  className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
                  role="progressbar"
                  aria-label={t('progress.topicBar', { topic: name })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={share}
                >
                  <div className="h-full bg-primary-600 dark:bg-primary-400" style={{ width: `${share}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                  {t('progress.topicCards', { mastered: topic.masteredCards, count: topic.cards })}
                </p>
                {topic.credential && (
                  <Link
                    to={localePath(locale, `/review/credentials/${topic.credential.code}`)}
                    data-testid="review-topic-credential"
                    className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-primary-800 underline hover:no-underline dark:text-primary-200"
                  >
                    {topic.credential.revokedAt ? t('progress.credentialRevoked') : t('progress.credential')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-xs text-slate-600 dark:text-slate-400">
        {t('progress.masteryRule', { days: progress.masteryStabilityDays })}
      </p>
    </section>
  );
}
