import type { Locale } from '@app/contracts/locale';
import { isKycRefusalMessage, VerifyKycLink } from '../../components/verify-kyc-link.tsx';
import type { PopQuizListItem } from '@app/contracts/pop-quizzes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClaimBox } from './claim-box.tsx';
import { clockText, secondsLeft } from './countdown.ts';

const STATE_STYLE = {
  active: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-100',
  expired: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  outofreward: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
} as const;

/** One pop quiz of today's list: its state, countdown to expiry, reward and what the user can do. */
export function PopQuizCard({
  quiz,
  now,
  locale,
  signInPath,
  busy,
  error,
  onStart,
  onChanged,
}: {
  quiz: PopQuizListItem;
  now: number;
  locale: Locale;
  /** Null when signed in. */
  signInPath: string | null;
  busy: boolean;
  error: string | null;
  onStart: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation('popquiz');
  const closesIn = secondsLeft(quiz.closesAt, now);
  const state = quiz.state === 'active' && closesIn === 0 ? 'expired' : quiz.state;
  const attempt = quiz.myAttempt;
  const titleId = `pop-quiz-${quiz.id}-title`;
  const errorId = `pop-quiz-${quiz.id}-error`;

  let action: React.ReactNode = null;
  if (attempt?.status === 'pending' && attempt.claimExpiresAt) {
    action = (
      <ClaimBox
        popQuizId={quiz.id}
        claimExpiresAt={attempt.claimExpiresAt}
        rewardPoints={quiz.rewardPoints}
        now={now}
        locale={locale}
        onClaimed={onChanged}
      />
    );
  } else if (attempt && attempt.status !== 'inprogress') {
    action = (
      <p className="text-sm">
        <span className="font-semibold">{t(`status.${attempt.status}`)}</span>
        {attempt.status === 'completed' && ` · ${t('claimed', { points: quiz.rewardPoints })}`}
        {attempt.status === 'failed' && ` · ${t('failedNote')}`}
      </p>
    );
  } else if (state === 'active' || attempt?.status === 'inprogress') {
    action = signInPath ? (
      <Link
        to={signInPath}
        className="inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('signIn')}
      </Link>
    ) : (
      <button
        type="button"
        onClick={onStart}
        disabled={busy}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
        data-testid={`pop-quiz-start-${quiz.id}`}
        className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {attempt ? t('continue') : t('start')}
        <span className="sr-only">: {quiz.title}</span>
      </button>
    );
  }

  return (
    <li
      aria-labelledby={titleId}
      data-testid="pop-quiz-card"
      data-state={state}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={titleId} className="text-lg font-semibold">
          {quiz.title}
        </h3>
        <span className={`rounded-full px-3 py-1 text-xs font-semibold ${STATE_STYLE[state]}`}>
          {t(`state.${state}`)}
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{closesIn > 0 ? t('closesIn') : t('closed')}</dt>
        <dd className="font-mono font-semibold tabular-nums">{closesIn > 0 ? clockText(closesIn) : '—'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t('reward', { points: quiz.rewardPoints })}</dt>
        <dd>{t('rewardsLeft', { left: quiz.rewardsLeft, total: quiz.rewardsTotal })}</dd>
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('timeLimit', { count: quiz.timeLimitSeconds })}
      </p>
      {action}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {isKycRefusalMessage(error) && <VerifyKycLink />}
    </li>
  );
}
