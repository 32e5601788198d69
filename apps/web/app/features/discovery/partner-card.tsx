import type { Partner } from '@app/contracts/discovery';
import { useTranslation } from 'react-i18next';
import { InitialsBadge } from './initials-badge.tsx';

export function PartnerCard({ partner }: { partner: Partner }) {
  const { t } = useTranslation('discovery');
  const link =
    'inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold focus-visible:outline-2';
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      data-testid="partner"
    >
      <div className="flex items-start gap-4">
        <InitialsBadge name={partner.name} seed={partner.key} />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{partner.name}</h2>
          <p className="mt-1 inline-flex rounded-full bg-primary-50 px-2.5 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200">
            {t(`partners.categories.${partner.category}`)}
          </p>
        </div>
      </div>
      <p className="mt-4 flex-1 text-sm text-slate-700 dark:text-slate-300">{partner.description}</p>
      <div className="mt-5 flex flex-wrap gap-2">
        <a
          href={partner.website}
          target="_blank"
          rel="noopener noreferrer"
          className={`${link} bg-primary-700 text-white hover:bg-primary-800`}
        >
          {t('partners.visit')}
          <span className="sr-only">
            {' '}
            {t('partners.of', { name: partner.name })} {t('partners.opensNewTab')}
          </span>
          <span aria-hidden className="ml-1">
            ↗
          </span>
        </a>
        <a
          href={`mailto:${partner.email}`}
          className={`${link} border border-slate-300 text-slate-800 hover:border-primary-500 dark:border-slate-600 dark:text-slate-100`}
        >
          {t('partners.contact')}
          <span className="sr-only"> {t('partners.of', { name: partner.name })}</span>
        </a>
      </div>
    </li>
  );
}
