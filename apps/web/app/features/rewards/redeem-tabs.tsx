import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

export const REDEEM_TABS = ['available', 'history', 'faq'] as const;
export type RedeemTab = (typeof REDEEM_TABS)[number];

export function parseTab(value: string | null): RedeemTab {
  return REDEEM_TABS.find((tab) => tab === value) ?? 'available';
}

/**
 * The three sections as links (each a page of its own, so they work without JavaScript and can
 * be shared); the current one is marked for screen readers with aria-current.
 */
export function RedeemTabs({ locale, current }: { locale: Locale; current: RedeemTab }) {
  const { t } = useTranslation('rewards');
  return (
    <nav aria-label={t('tabs.label')} className="mt-8 border-b border-slate-200 dark:border-slate-800">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {REDEEM_TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={`${localePath(locale, '/redeem')}${tab === 'available' ? '' : `?tab=${tab}`}`}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex whitespace-nowrap border-b-2 px-4 py-3 text-sm font-semibold ${
                  active
                    ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300'
                    : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                }`}
              >
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
