import type { Locale } from '@app/contracts/locale';
import { isKycRefusalMessage, VerifyKycLink } from '../../components/verify-kyc-link.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { clockText, secondsLeft } from './countdown.ts';
import { popQuizClient } from './pop-quiz-client.ts';

/**
 * 'Claim your reward in ...': the countdown of a won reward and the button that claims it. The
 * remaining minutes are announced to screen readers once a minute, not every second.
 */
export function ClaimBox({
  popQuizId,
  claimExpiresAt,
  rewardPoints,
  now,
  locale,
  onClaimed,
}: {
  popQuizId: number;
  claimExpiresAt: string;
  rewardPoints: number;
  now: number;
  locale: Locale;
  onClaimed: () => void;
}) {
  const { t } = useTranslation('popquiz');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(false);
  const remaining = secondsLeft(claimExpiresAt, now);
  // Changes once a minute, so the polite live region speaks once a minute.
  const announcement = t('announce.claimLeft', { count: Math.ceil(remaining / 60) });

  async function claim() {
    setBusy(true);
    setError(null);
    try {
      await popQuizClient(locale).claim(popQuizId);
      setClaimed(true);
      onClaimed();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.body.message : t('rewardExpired'));
    } finally {
      setBusy(false);
    }
  }

  if (claimed)
    return (
      <p
        role="status"
        data-testid="pop-quiz-claimed"
        className="font-semibold text-primary-700 dark:text-primary-300"
      >
        {t('claimed', { points: rewardPoints })}
      </p>
    );
  if (remaining === 0) return <p className="text-slate-600 dark:text-slate-400">{t('rewardExpired')}</p>;
  const errorId = `pop-quiz-claim-error-${popQuizId}`;
  return (
    <div className="space-y-2" data-testid="pop-quiz-claim">
      <p className="text-sm">
        {t('claimIn')}{' '}
        <span role="timer" className="font-mono font-semibold tabular-nums">
          {clockText(remaining)}
        </span>
      </p>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      <button
        type="button"
        onClick={() => void claim()}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
        className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {t('claim', { points: rewardPoints })}
      </button>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {isKycRefusalMessage(error) && <VerifyKycLink />}
    </div>
  );
}
