import type { Locale } from '@app/contracts/locale';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { localePath, type MenuLink } from '../../lib/site-map.ts';
import { RenderedOnce } from './rendered-once.tsx';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm ${
    isActive
      ? 'bg-primary-50 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

/** Whether the page at `pathname` is one of the menu's links (its trigger then looks active). */
export function isMenuPath(pathname: string, links: readonly MenuLink[]): boolean {
  const path = pathname.replace(/^\/(en|th)(?=\/|$)/, '');
  return links.some((link) => path === link.path || path.startsWith(`${link.path}/`));
}

/**
 * Whether a link of the menu could be marked as the current page, as NavLink decides it (on the
 * decoded address, whatever its case): when none can, the menu's links are the same on every page.
 */
function mayBeCurrent(pathname: string, links: readonly MenuLink[]): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return isMenuPath(decoded.toLowerCase(), links);
}

/**
 * A native disclosure (`details`) that scripts close on navigation, on Escape (focus returns to
 * its summary) and on a click outside it. It still opens with the keyboard and without scripts.
 */
export function useDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);
  return ref;
}

/**
 * A navbar menu (Learn, Earn, Shop). A native disclosure, so it opens with the keyboard and
 * without scripts; scripts close it on Escape, an outside click and navigation.
 */
export function NavMenu({
  locale,
  name,
  links,
  triggerClass,
}: {
  locale: Locale;
  /** The menu's key in `shell:menu` (its title is `menu.<name>`, its label `menu.<name>Menu`). */
  name: string;
  links: readonly MenuLink[];
  triggerClass: string;
}) {
  const { t } = useTranslation('shell');
  const ref = useDisclosure();
  const { pathname } = useLocation();
  const items = links.map((link) => (
    <li key={link.key}>
      <NavLink to={localePath(locale, link.path)} className={itemClass}>
        {t(`menu.${link.key}`)}
      </NavLink>
    </li>
  ));
  const listClass =
    'absolute left-0 z-50 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900';

  return (
    <details ref={ref} className="relative" data-testid={`${name}-menu`}>
      <summary
        className={`flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${triggerClass}`}
      >
        {t(`menu.${name}`)}
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </summary>
      {mayBeCurrent(pathname, links) ? (
        <ul aria-label={t(`menu.${name}Menu`)} className={listClass}>
          {items}
        </ul>
      ) : (
        // None of its links is this page: the same list on every such page of the language.
        <RenderedOnce
          id={`menu:${locale}:${name}`}
          as="ul"
          aria-label={t(`menu.${name}Menu`)}
          className={listClass}
        >
          {items}
        </RenderedOnce>
      )}
    </details>
  );
}
