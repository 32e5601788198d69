import type { Games } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPoints } from './learning-format.ts';
import { TrophyIcon } from './learning-icons.tsx';

/** The week's quiz points by display name; the reader's own row is marked. */
export function Leaderboard({ games, locale }: { games: Games; locale: Locale }) {
  const { t } = useTranslation('learning');
  // The week ends at the next Monday 00:00; its last day is the Sunday before.
  const lastDay = new Date(new Date(games.week.endsAt).getTime() - 1).toISOString();
  return (
    <section
      aria-labelledby="leaderboard-title"
      className="self-start rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="leaderboard"
    >
      <h2 id="leaderboard-title" className="text-xl font-bold">
        {t('games.leaderboardTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {t('games.leaderboardWeek', {
          start: formatDay(games.week.startsAt, locale),
          end: formatDay(lastDay, locale),
        })}
      </p>
      {games.leaderboard.length === 0 ? (
        <p
          className="mt-6 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
          data-testid="leaderboard-empty"
        >
          {t('games.empty')}
        </p>
      ) : (
        <table className="mt-4 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('games.rank')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('games.name')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('games.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {games.leaderboard.map((row, index) => (
              <tr
                key={index}
                className={`border-b border-slate-100 last:border-0 dark:border-slate-800 ${row.me ? 'bg-primary-50 font-semibold dark:bg-primary-950/50' : ''}`}
                data-testid="leaderboard-row"
              >
                <td className="py-2.5 pr-3 tabular-nums">
                  <span className="inline-flex items-center gap-1">
                    {row.rank <= 3 && (
                      <TrophyIcon
                        width={16}
                        height={16}
                        className={['text-amber-500', 'text-slate-400', 'text-orange-700'][row.rank - 1]}
                      />
                    )}
                    #{row.rank}
                  </span>
                </td>
                <td className="py-2.5 pr-3">
                  {row.displayName ?? t('games.anonymous')}
                  {row.me && (
                    <span className="ml-2 rounded-full bg-primary-700 px-2 py-0.5 text-xs text-white">
                      {t('games.you')}
                    </span>
                  )}
                </td>
                <td className="py-2.5 text-right tabular-nums">{formatPoints(row.points, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
