import { useTranslation } from 'react-i18next';
import { data, NavLink } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { LEGAL_DOCUMENTS, localePath } from '../lib/site-map.ts';
import { formatSiteTime } from '../lib/site-time.ts';
import type { Route } from './+types/legal';

export async function loader({ context, params }: Route.LoaderArgs) {
  const entry = LEGAL_DOCUMENTS.find((doc) => doc.slug === params.slug);
  if (!entry) return data({ document: null }, { status: 404 });
  const document = await serverApi(context, params).get('/client/footers', {
    params: { query: { type: entry.type } },
  });
  return { document };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, { path: `/legal/${args.params.slug}`, title: args.loaderData?.document?.title });
}

export default function LegalPage({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = routeLocale(params);
  const { document } = loaderData;
  if (!document) return <ErrorPage kind="notFound" locale={locale} />;
  const updated = formatSiteTime(i18n.language, document.updatedAt, 'longDate');
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
      <nav aria-labelledby="legal-nav" className="order-last lg:order-first">
        <h2 id="legal-nav" className="text-sm font-semibold text-slate-500 dark:text-slate-400">
          {t('legal.otherDocuments')}
        </h2>
        <ul className="mt-3 space-y-1 text-sm">
          {LEGAL_DOCUMENTS.map((doc) => (
            <li key={doc.slug}>
              <NavLink
                to={localePath(locale, `/legal/${doc.slug}`)}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 ${
                    isActive
                      ? 'bg-primary-50 font-semibold text-primary-800 dark:bg-primary-950 dark:text-primary-200'
                      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
                  }`
                }
              >
                {t(`legal.${doc.slug}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <article className="min-w-0 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          {t('common.updated', { date: updated })}
        </p>
        <div
          className="prose-doc mt-8"
          // The API renders the Markdown and sanitises it (no scripts, handlers or inline styles).
          dangerouslySetInnerHTML={{ __html: document.body }}
        />
      </article>
    </div>
  );
}
