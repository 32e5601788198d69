import type { Games } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { formatWeekday } from './learning-format.ts';
import { FlameIcon } from './learning-icons.tsx';

/** The days in a row the reader answered a pop quiz, and the last seven days at a glance. */
export function StreakCard({ me, locale }: { me: Games['me']; locale: Locale }) {
  const { t } = useTranslation('learning');
  const signIn = useSignInPath(locale);
  return (
    <section
      aria-labelledby="streak-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="streak"
    >
      <h2 id="streak-title" className="text-lg font-bold">
        {t('games.streakTitle')}
      </h2>
      {!me ? (
        <>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('games.streakVisitor')}</p>
          <Link
            to={signIn}
            className="mt-4 inline-flex rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900"
          >
            {t('games.signIn')}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-2 flex items-center gap-2 text-3xl font-bold" data-testid="streak-count">
            <FlameIcon width={28} height={28} className="text-orange-600 dark:text-orange-400" />
            {me.streak.current > 0 ? t('games.streak', { count: me.streak.current }) : '0'}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {me.streak.current === 0
              ? t('games.streakNone')
              : me.streak.answeredToday
                ? t('games.streakToday')
                : t('games.streakKeep')}
          </p>
          <h3 className="mt-4 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {t('games.lastSevenDays')}
          </h3>
          <ol className="mt-2 grid grid-cols-7 gap-1.5">
            {me.streak.days.map(({ day, answered }) => {
              const name = formatWeekday(day, locale);
              return (
                <li key={day} className="flex flex-col items-center gap-1 text-xs">
                  <span
                    className={`flex size-8 items-center justify-center rounded-full ${
                      answered
                        ? 'bg-primary-700 text-white'
                        : 'border border-slate-300 text-slate-400 dark:border-slate-700'
                    }`}
                    aria-hidden="true"
                  >
                    {answered ? '✓' : ''}
                  </span>
                  <span className="text-slate-600 dark:text-slate-400" aria-hidden="true">
                    {name}
                  </span>
                  <span className="sr-only">
                    {answered ? t('games.dayAnswered', { day: name }) : t('games.dayMissed', { day: name })}
                  </span>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
