import { PARTNER_CATEGORIES, type PartnerCategory, SEARCH_MAX_LENGTH } from '@app/contracts/discovery';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { PartnerCard } from '../features/discovery/partner-card.tsx';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/partners';

const isCategory = (value: string | null): value is PartnerCategory =>
  (PARTNER_CATEGORIES as readonly (string | null)[]).includes(value);

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const rawCategory = url.searchParams.get('category');
  // A hand-edited URL with an unknown category shows every partner rather than an error.
  const category = isCategory(rawCategory) ? rawCategory : null;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  const { data: partners } = await serverApi(context, params).get('/client/partners', {
    params: { query: { ...(category ? { category } : {}), ...(query ? { search: query } : {}) } },
  });
  return { partners, category, query };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/partners',
    title: t('discovery:partners.title'),
    description: t('discovery:partners.intro'),
  }));
}

export default function PartnersPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const locale = routeLocale(params);
  const { partners, category, query } = loaderData;
  const field =
    'w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base dark:border-slate-700 dark:bg-slate-900';
  return (
    <>
      <PageHeader title={t('partners.title')} intro={t('partners.intro')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Form
          method="get"
          aria-label={t('partners.filterLabel')}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[14rem_1fr_auto] sm:items-end dark:border-slate-800 dark:bg-slate-900/60"
          data-testid="partner-filters"
        >
          <div>
            <label htmlFor="partner-category" className="text-sm font-semibold">
              {t('partners.category')}
            </label>
            <select
              id="partner-category"
              name="category"
              defaultValue={category ?? ''}
              key={category ?? ''}
              className={`${field} mt-1`}
            >
              <option value="">{t('partners.allCategories')}</option>
              {PARTNER_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {t(`partners.categories.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="partner-search" className="text-sm font-semibold">
              {t('partners.searchLabel')}
            </label>
            <input
              id="partner-search"
              type="search"
              name="q"
              defaultValue={query}
              key={query}
              maxLength={SEARCH_MAX_LENGTH}
              placeholder={t('partners.searchPlaceholder')}
              className={`${field} mt-1 placeholder:text-slate-500 dark:placeholder:text-slate-400`}
            />
          </div>
          <div className="flex gap-2">
            <button
              type="submit"
              className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
            >
              {t('partners.apply')}
            </button>
            {(category || query) && (
              <Link
                to={localePath(locale, '/partners')}
                className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold dark:border-slate-600"
              >
                {t('partners.clear')}
              </Link>
            )}
          </div>
        </Form>

        <p
          className="mt-6 text-sm text-slate-600 dark:text-slate-400"
          role="status"
          data-testid="partner-count"
        >
          {t('partners.count', { count: partners.length })}
        </p>
        {partners.length === 0 ? (
          <p
            className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400"
            data-testid="partners-empty"
          >
            {t('partners.empty')}
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {partners.map((partner) => (
              <PartnerCard key={partner.id} partner={partner} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
