import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  COMPANY_LINKS,
  HOW_EARNING_LINK,
  LEARN_LINKS,
  LEGAL_DOCUMENTS,
  localePath,
  NAV_ITEMS,
} from '../../lib/site-map.ts';
import { LogoMark } from '../ui/icons.tsx';
import { siteYear } from '../../lib/site-time.ts';
import { RenderedOnce } from './rendered-once.tsx';

/** The same on every page of a language (and year): the server renders it once for each. */
export function Footer({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const year = siteYear();
  return (
    <RenderedOnce
      id={`footer:${locale}:${year}`}
      as="footer"
      className="mt-16 render-near-viewport border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr_1.7fr] lg:px-8">
        <div>
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="text-lg font-bold">{t('brand')}</span>
          </div>
          <p className="mt-3 max-w-xs text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('footer.explore')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <Link
                  to={localePath(locale, item.path)}
                  className="text-slate-600 hover:text-primary-700 dark:text-slate-400 dark:hover:text-primary-300"
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterLinks
          id="footer-learn"
          title={t('shell:menu.learn')}
          links={LEARN_LINKS.map((link) => ({ ...link, label: t(`shell:menu.${link.key}`) }))}
          locale={locale}
        />
        <FooterLinks
          id="footer-company"
          title={t('shell:menu.company')}
          links={[HOW_EARNING_LINK, ...COMPANY_LINKS].map((link) => ({
            ...link,
            label: t(`shell:menu.${link.key}`),
          }))}
          locale={locale}
        />
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('footer.legal')}
          </h2>
          <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {LEGAL_DOCUMENTS.map((doc) => (
              <li key={doc.slug}>
                <Link
                  to={localePath(locale, `/legal/${doc.slug}`)}
                  className="text-slate-600 hover:text-primary-700 dark:text-slate-400 dark:hover:text-primary-300"
                >
                  {t(`legal.${doc.slug}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-xs text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8 dark:text-slate-400">
          <p>{t('footer.rights', { year })}</p>
          <p>{t('footer.disclaimer')}</p>
        </div>
      </div>
    </RenderedOnce>
  );
}

function FooterLinks({
  id,
  title,
  links,
  locale,
}: {
  id: string;
  title: string;
  links: { key: string; path: string; label: string }[];
  locale: Locale;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={localePath(locale, link.path)}
              className="text-slate-600 hover:text-primary-700 dark:text-slate-400 dark:hover:text-primary-300"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
