import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/about';

export async function loader({ context, params }: Route.LoaderArgs) {
  return { about: await serverApi(context, params).get('/client/about') };
}

export function meta(args: Route.MetaArgs) {
  const about = args.loaderData?.about;
  return routeMeta(args, { path: '/about', title: about?.title, description: about?.summary });
}

export default function AboutUsPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const locale = routeLocale(params);
  const { about } = loaderData;
  return (
    <>
      <PageHeader title={about.title} intro={about.summary} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <div
          className="prose-doc max-w-3xl"
          data-testid="about-body"
          // The API renders the Markdown and sanitises it (no scripts, handlers or inline styles).
          dangerouslySetInnerHTML={{ __html: about.body }}
        />
        <aside className="h-fit rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900">
          <h2 className="text-lg font-semibold">{t('about.contactTitle')}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('about.contactBody')}</p>
          <Link
            to={localePath(locale, '/feedback')}
            className="mt-4 inline-flex rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          >
            {t('about.contactLink')}
          </Link>
          <Link
            to={localePath(locale, '/partners')}
            className="mt-3 block text-sm font-semibold text-primary-700 underline underline-offset-2 dark:text-primary-300"
          >
            {t('about.partnersLink')}
          </Link>
        </aside>
      </div>
    </>
  );
}
