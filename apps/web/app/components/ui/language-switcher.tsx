import type { Locale } from '@app/contracts/locale';
import { switchPathLocale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { rememberLocale } from '../../lib/theme-preference.ts';
import { GlobeIcon } from './icons.tsx';

/** A link to the same page in the other language (path, query and hash kept), named in that language. */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const other: Locale = locale === 'en' ? 'th' : 'en';
  const target = switchPathLocale(location.pathname + location.search, other) + location.hash;
  return (
    <Link
      to={target}
      hrefLang={other}
      lang={other}
      data-testid="language-switcher"
      onClick={() => rememberLocale(other)}
      title={t('language.switchTo')}
      className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      <GlobeIcon width={18} height={18} />
      {t('language.short')}
      {/* The visible code starts the accessible name, so voice control finds the link by it. */}
      <span className="sr-only">, {t('language.switchTo')}</span>
    </Link>
  );
}
