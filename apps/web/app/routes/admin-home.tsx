import type { LedgerReconciliation } from '@app/contracts/wallet';
import { useTranslation } from 'react-i18next';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { adminApi, loadAdmin } from '../features/admin/admin-api.server.ts';
import { cardClass, secondaryButtonClass } from '../features/admin/admin-fields.tsx';
import { AdminHeading } from '../features/admin/admin-shell.tsx';
import { sectionsFor } from '../features/admin/admin-sections.ts';
import { ApiError } from '../lib/api.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import { formatSiteTime } from '../lib/site-time.ts';
import type { Route } from './+types/admin-home';
import type { loader as adminLoader } from './admin.tsx';

/** Admins see the ledger's last reconciliation; editors (refused by the API) see none. */
async function reconciliation(args: Route.LoaderArgs | Route.ActionArgs, run: boolean) {
  const api = adminApi(args.context, args.params);
  try {
    return run
      ? await api.post('/admin/ledger/reconciliation')
      : await api.get('/admin/ledger/reconciliation');
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) return undefined;
    throw error;
  }
}

export async function loader(args: Route.LoaderArgs) {
  return loadAdmin(args, async () => ({ ledger: await reconciliation(args, false) }));
}

export async function action(args: Route.ActionArgs) {
  return loadAdmin(args, async () => ({ ledger: await reconciliation(args, true) }));
}

function LedgerCheck({ ledger, locale }: { ledger: LedgerReconciliation | null; locale: string }) {
  const { t } = useTranslation('admin');
  const time = (iso: string) => formatSiteTime(locale, iso);
  const sound = ledger !== null && ledger.problems.length === 0;
  return (
    <section aria-labelledby="ledger-check" className={`${cardClass} mb-6`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="ledger-check" className="text-lg font-semibold">
          {t('home.ledger.title')}
        </h2>
        <Form method="post">
          <button type="submit" className={secondaryButtonClass}>
            {t('home.ledger.runNow')}
          </button>
        </Form>
      </div>
      {ledger === null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('home.ledger.never')}</p>
      ) : (
        <>
          <p
            role="status"
            className={`mt-2 font-medium ${sound ? 'text-primary-700 dark:text-primary-400' : 'text-red-700 dark:text-red-400'}`}
          >
            {sound ? t('home.ledger.sound') : t('home.ledger.problems', { count: ledger.problems.length })}
          </p>
          {!sound && (
            <ul className="mt-2 list-disc pl-5 font-mono text-sm">
              {ledger.problems.slice(0, 20).map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {t('home.ledger.lastRun', {
              time: time(ledger.ranAt),
              accounts: ledger.accounts,
              transfers: ledger.transfers,
            })}
          </p>
        </>
      )}
    </section>
  );
}

export default function AdminHome({ params, loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('admin');
  const locale = routeLocale(params);
  const staff = useRouteLoaderData<typeof adminLoader>('routes/admin');
  if (!staff) return null;
  const ledger = actionData?.ledger ?? loaderData.ledger;
  return (
    <>
      <AdminHeading title={t('home.title')} intro={t(`home.intro.${staff.role}`)} />
      {ledger !== undefined && <LedgerCheck ledger={ledger} locale={locale} />}
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
