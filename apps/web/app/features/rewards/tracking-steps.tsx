import type { Locale } from '@app/contracts/locale';
import type { Redemption } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format.ts';

/** Confirmed → Sent (or Cancelled), each step with its date once it has happened. */
export function TrackingSteps({ redemption, locale }: { redemption: Redemption; locale: Locale }) {
  const { t } = useTranslation('rewards');
  const cancelled = redemption.status === 'FAILED';
  const steps = [
    { key: 'confirmed', label: t('tracking.steps.confirmed'), done: true, date: redemption.redeemedAt },
    cancelled
      ? { key: 'cancelled', label: t('tracking.steps.cancelled'), done: true, date: redemption.cancelledAt }
      : {
          key: 'sent',
          label: t('tracking.steps.sent'),
          done: redemption.status === 'COMPLETED',
          date: redemption.fulfilledAt,
        },
  ];
  return (
    <ol className="mt-4 flex items-center gap-2 text-xs font-semibold">
      {steps.map((step, index) => (
        <li key={step.key} className="flex flex-1 items-center gap-2">
          {index > 0 && (
            <span
              aria-hidden="true"
              className={`h-0.5 flex-1 ${step.done ? 'bg-primary-600' : 'bg-slate-300 dark:bg-slate-700'}`}
            />
          )}
          <span
            className={`rounded-full px-3 py-1 ${
              step.done
                ? step.key === 'cancelled'
                  ? 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200'
                  : 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200'
                : 'border border-dashed border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400'
            }`}
            aria-current={step.done && index === steps.length - 1 ? 'step' : undefined}
          >
            {step.label}
            {step.done && step.date && <span className="sr-only"> {formatDateTime(step.date, locale)}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
