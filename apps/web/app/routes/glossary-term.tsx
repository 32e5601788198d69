import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { letterAnchor } from '@app/contracts/glossary-page';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/glossary-term';

export async function loader({ context, params }: Route.LoaderArgs) {
  // Anything but a plain positive number cannot be a term: a 404, not a trip to the API.
  if (!/^[1-9]\d{0,8}$/.test(params.id)) return data({ term: null }, { status: 404 });
  try {
    const term = await serverApi(context, params).get('/client/glossaries/{id}', {
      params: { path: { id: Number(params.id) } },
    });
    return { term };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ term: null }, { status: 404 });
    }
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const term = args.loaderData?.term;
  return routeMeta(args, {
    path: `/glossary/${args.params.id}`,
    title: term?.term,
    description: term?.definition.slice(0, 200),
    robots: term ? undefined : 'noindex',
  });
}

export default function GlossaryTermPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('discovery');
  const locale = routeLocale(params);
  const { term } = loaderData;
  if (!term) return <ErrorPage kind="notFound" locale={locale} />;
  const other = locale === 'th' ? term.termEn : term.termTh;
  const alphabet = locale;
  const letter = alphabet === 'th' ? term.thaiInitial : term.tag;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8" data-testid="glossary-detail">
      <Link
        to={{ pathname: localePath(locale, '/glossary'), hash: letterAnchor(alphabet, letter) }}
        className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        ← {t('glossary.backToGlossary')}
      </Link>
      <p className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {t('glossary.title')} · {letter}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{term.term}</h1>
      <p className="mt-2 text-lg text-slate-600 dark:text-slate-400">
        <span className="sr-only">{t('glossary.inOtherLanguage')}: </span>
        <span lang={locale === 'th' ? 'en' : 'th'}>{other}</span>
      </p>
      <p className="mt-8 text-lg leading-8 text-slate-800 dark:text-slate-200">{term.definition}</p>
    </article>
  );
}
