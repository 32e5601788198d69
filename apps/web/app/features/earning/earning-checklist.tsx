import type { EarningChecklist as Checklist, EarningStep } from '@app/contracts/earning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** Where each open step is done: the profile's KYC, PIN and wallet sections, the deposit page or the packages. */
const STEP_LINKS: Record<EarningStep, string> = {
  exchange: '/profile#kyc',
  pin: '/profile#pin',
  deposit: '/deposit',
  subscription: '/subscriptions',
  wallet: '/profile#profile-wallet',
};

/**
 * The signed-in user's own way to earning, as the server decided it: each step ticked, or a link
 * to where it is done. `more` adds a link to the "How earning works" page (the dashboard's copy).
 */
export function EarningChecklist({
  checklist,
  locale,
  more = false,
}: {
  checklist: Checklist;
  locale: Locale;
  more?: boolean;
}) {
  const { t } = useTranslation('earning');
  const total = checklist.steps.length;
  return (
    <section
      aria-labelledby="earning-checklist-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="earning-checklist"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="earning-checklist-title" className="text-lg font-semibold">
          {t('checklist.title')}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="earning-checklist-progress">
          {t('checklist.progress', { done: checklist.doneCount, total })}
        </p>
      </div>
      {checklist.allDone && (
        <p className="mt-2 text-sm font-medium text-primary-800 dark:text-primary-200">
          {t('checklist.allDone')}
        </p>
      )}
      <ul className="mt-4 grid gap-3">
        {checklist.steps.map(({ step, done }) => (
          <li
            key={step}
            className="flex items-start gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60"
            data-testid={`earning-step-${step}`}
            data-done={done}
          >
            <StepMark done={done} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">
                {t(`checklist.${step}`)}
                <span className="sr-only">
                  {' – '}
                  {done ? t('checklist.done') : t('checklist.todo')}
                </span>
              </p>
              {step === 'exchange' && !done && checklist.exchangeLinked && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                  {t('checklist.exchangeLinkedNoKyc')}
                </p>
              )}
              {/* Under the step's name, so a phone keeps the name on one or two lines. */}
              {!done && (
                <Link
                  to={localePath(locale, STEP_LINKS[step])}
                  className="mt-2 inline-flex min-h-9 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800"
                  data-testid={`earning-step-${step}-link`}
                >
                  {t(`checklist.${step}Action`)}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
      {more && (
        <Link
          to={localePath(locale, '/earn')}
          className="mt-4 inline-block text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
        >
          {t('checklist.more')} →
        </Link>
      )}
    </section>
  );
}

function StepMark({ done }: { done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
        done
          ? 'bg-primary-700 text-white'
          : 'border-2 border-slate-300 text-transparent dark:border-slate-600'
      }`}
    >
      ✓
    </span>
  );
}
