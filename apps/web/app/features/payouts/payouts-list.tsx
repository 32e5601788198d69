import type { Locale } from '@app/contracts/locale';
import type { ClientPayouts } from '@app/contracts/payouts';
import { useTranslation } from 'react-i18next';
import { siteTimeFormat } from '../../lib/site-time.ts';

const STATUS_STYLE = {
  COMPLETED: 'bg-primary-50 text-primary-900 dark:bg-primary-950 dark:text-primary-100',
  PENDING: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  FAILED: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

/** The user's KKUB payouts on chain: amount, status, recipient and transaction hash. */
export function PayoutsList({ payouts, locale }: { payouts: ClientPayouts | null; locale: Locale }) {
  const { t } = useTranslation('payouts');
  if (!payouts) return null;
  const time = siteTimeFormat(locale, 'dateTime');
  return (
    <section
      aria-labelledby="payouts-title"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      data-testid="payouts-list"
    >
      <h2 id="payouts-title" className="text-xl font-semibold">
        {t('list.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400" data-testid="payouts-note">
        {payouts.enabled ? t('list.intro') : t('list.off')}
      </p>
      {payouts.enabled && payouts.data.length === 0 && (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t('list.empty')}</p>
      )}
      {payouts.data.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {payouts.data.map((payout) => (
            <li key={payout.id} className="py-3" data-testid="payout-row">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{t('list.amount', { amount: payout.amount })}</span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[payout.status]}`}
                >
                  {t(`list.statuses.${payout.status}`)}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {time.format(new Date(payout.createdAt))}
              </p>
              <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[7rem_1fr]">
                <dt className="text-slate-600 dark:text-slate-400">{t('list.to')}</dt>
                <dd className="font-mono text-xs break-all">{payout.toAddress}</dd>
                <dt className="text-slate-600 dark:text-slate-400">{t('list.tx')}</dt>
                <dd className="font-mono text-xs break-all" data-testid="payout-tx">
                  {payout.txHash ?? t('list.notSent')}
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
