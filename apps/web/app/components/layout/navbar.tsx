import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { localePath, NAV_ITEMS } from '../../lib/site-map.ts';
import { CloseIcon, LogoMark, MenuIcon, WalletIcon } from '../ui/icons.tsx';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { useToast } from '../ui/toast.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

export function Navbar({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const toast = useToast();
  const location = useLocation();
  // The phone menu is open for one path only, so any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;

  const connectWallet = () => toast.show(t('wallet.comingSoon'));

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={localePath(locale)} className="mr-2 flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark />
          <span className="text-lg font-bold tracking-tight">{t('brand')}</span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden flex-1 items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => (
            <NavLink key={item.key} to={localePath(locale, item.path)} className={linkClass}>
              {t(`nav.${item.key}`)}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher locale={locale} />
          <ThemeToggle />
          <button
            type="button"
            onClick={connectWallet}
            data-testid="connect-wallet"
            className="hidden h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-700 hover:border-primary-500 hover:text-primary-700 md:inline-flex dark:border-slate-700 dark:text-slate-200 dark:hover:text-primary-300"
          >
            <WalletIcon width={18} height={18} />
            {t('nav.connectWallet')}
          </button>
          {/* The user menu takes this place once accounts exist. */}
          <Link
            to={localePath(locale, '/login')}
            data-testid="sign-in"
            className="hidden h-10 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold text-white hover:bg-primary-800 sm:inline-flex"
          >
            {t('nav.signIn')}
          </Link>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpenOn(open ? null : location.pathname)}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>

      {open && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.label')}
          className="border-t border-slate-200 px-4 pt-2 pb-4 lg:hidden dark:border-slate-800"
        >
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <NavLink to={localePath(locale, item.path)} className={(s) => `block ${linkClass(s)}`}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 flex gap-2">
            <Link
              to={localePath(locale, '/login')}
              className="flex-1 rounded-full bg-primary-700 px-4 py-2 text-center text-sm font-semibold text-white"
            >
              {t('nav.signIn')}
            </Link>
            <button
              type="button"
              onClick={connectWallet}
              className="flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold dark:border-slate-700"
            >
              {t('nav.connectWallet')}
            </button>
          </div>
        </nav>
      )}
    </header>
  );
}
