import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale } from '../lib/route-data.ts';
import { localePath, plannedSection } from '../lib/site-map.ts';
import type { Route } from './+types/locale-splat';

/** A planned section not built yet gets a "coming soon" page; anything else is a real 404. */
export function loader({ params }: Route.LoaderArgs) {
  const section = plannedSection(params['*']);
  if (section) return { section };
  return data({ section: null }, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, {
    path: `/${args.params['*'] ?? ''}`,
    robots: args.loaderData?.section ? undefined : 'noindex',
  });
}

export default function LocaleSplat({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = routeLocale(params);
  if (!loaderData.section) return <ErrorPage kind="notFound" locale={locale} />;
  const section = t(`comingSoon.section.${loaderData.section}`);
  return (
    <section
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
      data-testid="coming-soon"
    >
      <div className="flex size-16 items-center justify-center rounded-2xl bg-primary-100 text-3xl dark:bg-primary-950">
        <span aria-hidden>🚧</span>
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t('comingSoon.title', { section })}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t('comingSoon.body')}</p>
      <Link
        to={localePath(locale)}
        className="mt-8 rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('common.backHome')}
      </Link>
    </section>
  );
}
