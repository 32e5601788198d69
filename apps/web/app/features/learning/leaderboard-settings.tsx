import type { Games } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { errorMessage } from '@app/contracts/errors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatPoints } from './learning-format.ts';
import { learningClient } from './learning-client.ts';

/** The reader's week on the board, and the switch that keeps them off it. */
export function LeaderboardSettings({ me, locale }: { me: NonNullable<Games['me']>; locale: Locale }) {
  const { t } = useTranslation('learning');
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [shown, setShown] = useState(!me.optedOut);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const change = async (next: boolean) => {
    setBusy(true);
    setProblem(null);
    setSaved(false);
    setShown(next);
    try {
      await learningClient(locale).saveSettings({ leaderboardOptOut: !next });
      setSaved(true);
      await revalidator.revalidate();
    } catch (error) {
      setShown(!next);
      setProblem(error instanceof ApiError ? error.body.message : errorMessage('INTERNAL', locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="my-week-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="my-week"
    >
      <h2 id="my-week-title" className="text-lg font-bold">
        {t('games.myPoints', { points: formatPoints(me.points, locale) })}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="my-rank">
        {me.optedOut
          ? t('games.optedOutNote')
          : me.rank !== null
            ? t('games.myRank', { rank: me.rank })
            : t('games.notRanked')}
      </p>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="leaderboard-visible"
          type="checkbox"
          role="switch"
          checked={shown}
          disabled={!hydrated || busy}
          onChange={(event) => void change(event.target.checked)}
          aria-describedby="leaderboard-visible-hint"
          className="mt-0.5 size-5 shrink-0 accent-primary-700"
          data-testid="leaderboard-toggle"
        />
        <div>
          <label htmlFor="leaderboard-visible" className="text-sm font-semibold">
            {t('games.showMe')}
          </label>
          <p id="leaderboard-visible-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {t('games.showMeHint')}
          </p>
          <p aria-live="polite" className="mt-1 text-xs font-medium">
            {saved && <span className="text-primary-800 dark:text-primary-300">{t('games.saved')}</span>}
            {problem && <span className="text-red-700 dark:text-red-400">{problem}</span>}
          </p>
        </div>
      </div>
    </section>
  );
}
