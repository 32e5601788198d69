import type { Locale } from '@app/contracts/locale';
import type { Reward } from '@app/contracts/rewards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { formatPoints } from './format.ts';
import { buttonClass } from './redeem-header.tsx';

const TYPE_TONE: Record<Reward['type'], string> = {
  physical: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  crypto: 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200',
  point: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
};

/** One reward of the catalogue: what it costs, what is left, and the way to redeem it. */
export function RewardCard({ reward, locale }: { reward: Reward; locale: Locale }) {
  const { t } = useTranslation('rewards');
  const soldOut = reward.stock <= 0;
  const limitReached = reward.redeemedByMe !== null && reward.redeemedByMe >= reward.perUserLimit;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-testid="reward-card"
      data-slug={reward.slug}
    >
      <img src={reward.image} alt="" width={320} height={200} className="aspect-[8/5] w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-0.5 ${TYPE_TONE[reward.type]}`}>
            {t(`type.${reward.type}`)}
          </span>
          {reward.subscriptionRequired && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-amber-900 dark:bg-amber-950 dark:text-amber-200">
              {t('card.subscribers')}
            </span>
          )}
        </div>
        <h3 className="mt-3 text-lg font-semibold">{reward.name}</h3>
        <p className="mt-1 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{reward.description}</p>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="sr-only">{t('confirm.cost')}</dt>
            <dd className="text-lg font-bold text-primary-800 tabular-nums dark:text-primary-300">
              {t('card.cost', { value: formatPoints(reward.costPoints, locale) })}
            </dd>
          </div>
          <div className="text-right">
            <dt className="sr-only">{t('card.left', { value: '' })}</dt>
            <dd
              className={
                soldOut
                  ? 'font-semibold text-red-700 dark:text-red-300'
                  : 'text-slate-600 dark:text-slate-400'
              }
            >
              {soldOut ? t('card.soldOut') : t('card.left', { value: formatPoints(reward.stock, locale) })}
            </dd>
          </div>
        </dl>
        {reward.redeemedByMe !== null && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t('card.limit', { used: reward.redeemedByMe, limit: reward.perUserLimit })}
          </p>
        )}
        <div className="mt-auto pt-4">
          {soldOut || limitReached ? (
            <p className="rounded-full bg-slate-100 px-4 py-2 text-center text-sm font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {soldOut ? t('card.soldOut') : t('card.limitReached')}
            </p>
          ) : (
            <Link
              to={localePath(locale, `/redeem/${reward.id}`)}
              className={`${buttonClass} w-full`}
              aria-label={t('card.redeemName', { name: reward.name })}
            >
              {t('card.redeem')}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
