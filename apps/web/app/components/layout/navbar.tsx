import type { CurrentUser } from '@app/contracts/accounts';
import type { Locale } from '@app/contracts/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, useLocation, useRouteLoaderData } from 'react-router';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { COMPANY_LINKS, localePath, NAV_ITEMS, NAV_MENUS } from '../../lib/site-map.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CloseIcon, LogoMark, MenuIcon } from '../ui/icons.tsx';
import { LanguageSwitcher } from '../ui/language-switcher.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { HeaderSearch } from './header-search.tsx';
import { isMenuPath, NavMenu, useDisclosure } from './nav-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors ${
    isActive
      ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/** Where the navbar places the wallet button: the header row, or the phone menu. */
export interface WalletButtonPlacement {
  className: string;
  labelClassName?: string;
}

/**
 * The site's header. The wallet button belongs to the profile feature, so the page layout hands
 * it in (`walletButton`): shared parts of the site import no feature.
 */
export function Navbar({
  locale,
  walletButton,
}: {
  locale: Locale;
  walletButton: (placement: WalletButtonPlacement) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  // The phone menu is open for one path only, so any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  // The menu opens by script: its button waits until the page is interactive.
  const hydrated = useHydrated();

  const user = useRouteLoaderData<{ user?: CurrentUser | null }>('root')?.user ?? null;
  // Signing in brings the reader back to the page they were on.
  const signIn = useSignInPath(locale, true);
  const onSearchPage = location.pathname === localePath(locale, '/search');

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to={localePath(locale)} className="mr-2 flex shrink-0 items-center gap-2 rounded-lg">
          <LogoMark />
          {/* The logo stands alone where space is short: the narrowest phones (360 px, signed in)
              and small laptops, where the full menu shares the bar. */}
          <span className="text-lg font-bold tracking-tight max-[419px]:sr-only lg:max-xl:sr-only">
            {t('brand')}
          </span>
        </Link>

        <nav aria-label={t('nav.label')} className="hidden flex-1 items-center gap-1 lg:flex">
          {NAV_ITEMS.map((item) => {
            const links = NAV_MENUS[item.key];
            return links ? (
              <NavMenu
                key={item.key}
                locale={locale}
                name={item.key}
                links={links}
                triggerClass={linkClass({ isActive: isMenuPath(location.pathname, links) })}
              />
            ) : (
              <NavLink key={item.key} to={localePath(locale, item.path)} className={linkClass}>
                {t(`nav.${item.key}`)}
              </NavLink>
            );
          })}
        </nav>

        <div className="ml-auto flex min-w-0 items-center gap-1">
          {/* Between lg and xl the menus take the room; the Learn menu leads to search there. The
              search page has its own box. */}
          {!onSearchPage && (
            <HeaderSearch locale={locale} className="hidden w-40 md:block lg:hidden xl:block 2xl:w-52" />
          )}
          <LanguageSwitcher locale={locale} />
          <ThemeToggle />
          {walletButton({
            className: 'hidden md:inline-flex lg:max-2xl:px-3',
            labelClassName: 'lg:max-2xl:sr-only',
          })}
          {user ? (
            <UserMenu user={user} locale={locale} />
          ) : (
            <Link
              to={signIn}
              data-testid="sign-in"
              className="hidden h-10 items-center rounded-full bg-primary-700 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-primary-800 sm:inline-flex"
            >
              {t('nav.signIn')}
            </Link>
          )}
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            aria-expanded={open}
            disabled={!hydrated}
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
          <HeaderSearch locale={locale} className="mb-3" />
          {NAV_ITEMS.map((item) => {
            const links = NAV_MENUS[item.key];
            return (
              links && (
                <PhoneMenuGroup key={item.key} title={t(`shell:menu.${item.key}`)}>
                  {links.map((link) => (
                    <li key={link.key}>
                      <NavLink to={localePath(locale, link.path)} className={(s) => `block ${linkClass(s)}`}>
                        {t(`shell:menu.${link.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </PhoneMenuGroup>
              )
            );
          })}
          <ul className="mt-2 flex flex-col gap-1 border-t border-slate-200 pt-2 dark:border-slate-800">
            {NAV_ITEMS.filter((item) => !NAV_MENUS[item.key]).map((item) => (
              <li key={item.key}>
                <NavLink to={localePath(locale, item.path)} className={(s) => `block ${linkClass(s)}`}>
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
          <PhoneMenuGroup title={t('shell:menu.company')}>
            {COMPANY_LINKS.map((link) => (
              <li key={link.key}>
                <NavLink to={localePath(locale, link.path)} className={(s) => `block ${linkClass(s)}`}>
                  {t(`shell:menu.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </PhoneMenuGroup>
          <div className="mt-3 flex gap-2">
            {!user && (
              <Link
                to={signIn}
                className="flex-1 rounded-full bg-primary-700 px-4 py-2 text-center text-sm font-semibold text-white"
              >
                {t('nav.signIn')}
              </Link>
            )}
            {walletButton({ className: 'inline-flex flex-1 justify-center' })}
          </div>
        </nav>
      )}
    </header>
  );
}

/** A titled list of links in the phone menu. */
function PhoneMenuGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mt-2 border-t border-slate-200 pt-2 dark:border-slate-800">
      <p className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {title}
      </p>
      <ul className="flex flex-col gap-1">{children}</ul>
    </div>
  );
}

const USER_MENU_LINKS = [
  { key: 'profile', path: '/profile' },
  { key: 'favorites', path: '/favorites' },
  { key: 'myQuiz', path: '/my-quiz' },
  { key: 'mySubscription', path: '/my-subscription' },
  { key: 'dashboard', path: '/dashboard' },
] as const;

function displayName(user: CurrentUser): string {
  const name = [user.firstName, user.surname].filter(Boolean).join(' ');
  return name || user.email;
}

function initials(user: CurrentUser): string {
  const source = user.firstName || user.email;
  return source.slice(0, 1).toUpperCase();
}

const itemClass =
  'block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800';

/** Log out is a form, so it works without scripts and cannot be triggered by a plain link. */
function LogoutButton({ locale, className }: { locale: Locale; className?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <Form method="post" action={localePath(locale, '/logout')}>
      <button type="submit" className={className ?? itemClass} data-testid="logout">
        {t('menu.logout')}
      </button>
    </Form>
  );
}

/**
 * The signed-in user's menu. A native disclosure (`details`), so it opens with the keyboard and
 * without scripts; scripts add closing on Escape, on an outside click and on navigation.
 */
function UserMenu({ user, locale }: { user: CurrentUser; locale: Locale }) {
  const { t } = useTranslation('accounts');
  const ref = useDisclosure();

  return (
    <details ref={ref} className="relative" data-testid="user-menu">
      <summary
        aria-label={`${t('menu.open')}: ${displayName(user)}`}
        className="flex h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-slate-300 py-1 pr-3 pl-1 text-sm font-semibold text-slate-700 hover:border-primary-500 dark:border-slate-700 dark:text-slate-200 [&::-webkit-details-marker]:hidden"
      >
        <span
          aria-hidden
          className="flex size-8 items-center justify-center rounded-full bg-primary-700 text-sm font-bold text-white"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{displayName(user)}</span>
      </summary>
      <div className="absolute right-0 z-50 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
        <p className="px-3 pt-1 pb-2 text-xs text-slate-600 dark:text-slate-400">
          {t('menu.signedInAs')}
          <span className="block truncate font-medium text-slate-900 dark:text-slate-100">{user.email}</span>
        </p>
        <nav aria-label={t('menu.label')}>
          <ul>
            {USER_MENU_LINKS.map((link) => (
              <li key={link.key}>
                <Link to={localePath(locale, link.path)} className={itemClass}>
                  {t(`menu.${link.key}`)}
                </Link>
              </li>
            ))}
            {(user.role === 'admin' || user.role === 'editor') && (
              <li>
                <Link to={localePath(locale, '/admin')} className={itemClass} data-testid="admin-link">
                  {t('menu.admin')}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="mt-1 border-t border-slate-200 pt-1 dark:border-slate-700">
          <LogoutButton locale={locale} />
        </div>
      </div>
    </details>
  );
}
