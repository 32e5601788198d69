import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { sectionsFor } from '../features/admin/admin-sections.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin-home';
import type { loader as adminLoader } from './admin.tsx';

export default function AdminHome({ params }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  const staff = useRouteLoaderData<typeof adminLoader>('routes/admin');
  if (!staff) return null;
  return (
    <>
      <AdminHeading title={t('home.title')} intro={t(`home.intro.${staff.role}`)} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {sectionsFor(staff.role).map((section) => (
          <li key={section.key}>
            <Link
              to={localePath(locale, section.path)}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-primary-500 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-lg font-semibold">{t(`sections.${section.key}`)}</span>
              <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">
                {t(`about.${section.key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
