import type { StaffRole } from '@app/contracts/admin';
import type { Locale } from '@app/contracts/locale';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { sectionsFor } from './admin-sections.ts';

/** The admin area's frame: its sections beside the page on wide screens, above it on phones. */
export function AdminShell({
  locale,
  role,
  email,
  children,
}: {
  locale: Locale;
  role: StaffRole;
  email: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const link = ({ isActive }: { isActive: boolean }) =>
    `block shrink-0 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ${
      isActive
        ? 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-100'
        : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
    }`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8" data-testid="admin-area">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-xs font-semibold tracking-wider text-primary-700 uppercase dark:text-primary-300">
          <NavLink to={localePath(locale, '/admin')} end>
            {t('shell.title')}
          </NavLink>
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('shell.signedInAs', { email, role: t(`roles.${role}`) })}
        </p>
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[13rem_1fr]">
        <nav aria-label={t('shell.nav')} className="min-w-0 lg:self-start">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:block lg:space-y-1 lg:px-0">
            {sectionsFor(role).map((section) => (
              <li key={section.key}>
                <NavLink to={localePath(locale, section.path)} className={link}>
                  {t(`sections.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

export function AdminHeading({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-400">{intro}</p>}
      </div>
      {actions}
    </div>
  );
}
