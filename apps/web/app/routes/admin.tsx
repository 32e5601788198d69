import { isLocale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Link,
  Outlet,
  redirect,
  useLocation,
  useParams,
  useRouteError,
} from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { requireStaffUser } from '../features/admin/admin-api.server.ts';
import { loadLocale } from '../i18n/i18n.ts';
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/admin';

/** The back office: staff only. Visitors sign in first and come back; other users get 403. */
export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaffUser(args);
  // Staff who still need the second factor (to set up, or for this session) go to their profile.
  const factor = await serverApi(args.context, args.params).get('/client/auth/two-factor');
  if ((factor.required && !factor.enabled) || (factor.enabled && !factor.sessionVerified)) {
    throw redirect(`${localePath(routeLocale(args.params), '/profile')}#two-factor`);
  }
  return { role: user.role, email: user.email };
}

/** The back office's catalogs are fetched on the way in, not with every public page. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  if (isLocale(params.lang)) await loadLocale(params.lang, { backOffice: true });
  return serverLoader();
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({ path: '/admin', title: t('admin:shell.title'), robots: 'noindex' }));
}

export default function AdminLayout({ loaderData, params }: Route.ComponentProps) {
  return (
    <AdminShell locale={routeLocale(params)} role={loaderData.role} email={loaderData.email}>
      <Outlet />
    </AdminShell>
  );
}

/** 403 for users without a staff role (or an editor on an admin-only page), 404 for a missing record. */
export function ErrorBoundary() {
  const error = useRouteError();
  const lang = useParams().lang;
  const locale = isLocale(lang) ? lang : 'en';
  const { t } = useTranslation('admin');
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
        data-testid="forbidden"
      >
        <p className="text-6xl font-bold text-primary-600">403</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('forbidden.title')}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('forbidden.body')}</p>
        <Link
          to={localePath(locale)}
          className="mt-8 rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('forbidden.home')}
        </Link>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // A list opened with a filter that is not a value (`?page=abc`): the same list without it.
    return (
      <section
        className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
        data-testid="bad-filter"
      >
        <p className="text-6xl font-bold text-primary-600">400</p>
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('badFilter.title')}</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">{t('badFilter.body')}</p>
        <Link
          to={location.pathname}
          className="mt-8 rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
        >
          {t('badFilter.reset')}
        </Link>
      </section>
    );
  }
  return (
    <ErrorPage
      kind={isRouteErrorResponse(error) && error.status === 404 ? 'notFound' : 'error'}
      locale={locale}
    />
  );
}
