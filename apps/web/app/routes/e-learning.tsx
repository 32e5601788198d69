import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { PathCard } from '../features/learning/path-card.tsx';
import { useSignedIn } from '../features/learning/use-signed-in.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { useSignInPath } from '../lib/sign-in-link.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/e-learning';

export async function loader({ context, params }: Route.LoaderArgs) {
  return serverApi(context, params).get('/client/learning/paths');
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/e-learning',
    title: t('learning:meta.elearning'),
    description: t('learning:meta.elearningDescription'),
  }));
}

export default function ELearningPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('learning');
  const locale = routeLocale(params);
  const signedIn = useSignedIn();
  const signIn = useSignInPath(locale);
  const paths = loaderData.data;
  return (
    <>
      <PageHeader title={t('paths.title')} intro={t('paths.intro')}>
        {!signedIn && (
          <p className="mt-5 flex flex-wrap items-center gap-3 text-sm" data-testid="paths-sign-in">
            <span className="text-slate-700 dark:text-slate-300">{t('paths.signInPrompt')}</span>
            <Link
              to={signIn}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold hover:border-primary-500 dark:border-slate-700 dark:bg-slate-900"
            >
              {t('paths.signIn')}
            </Link>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {paths.length === 0 ? (
          <div
            className="rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center dark:border-slate-700"
            data-testid="paths-empty"
          >
            <p className="text-xl font-semibold">{t('paths.empty')}</p>
            <p className="mt-2 text-slate-600 dark:text-slate-400">{t('paths.emptyHint')}</p>
            <Link
              to={localePath(locale, '/articles')}
              className="mt-6 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('paths.browseArticles')}
            </Link>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="path-list">
            {paths.map((path) => (
              <li key={path.id} className="flex">
                <div className="flex w-full">
                  <PathCard path={path} locale={locale} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
