import type { CurrentUser } from '@app/contracts/accounts';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link, useRouteLoaderData } from 'react-router';
import { useSignInPath } from '../../lib/sign-in-link.ts';
import { localePath } from '../../lib/site-map.ts';
import { FavouriteButton, HeartIcon } from './favourite-button.tsx';
import { useSavedArticles } from './use-saved-articles.ts';

interface FavouriteTarget {
  id: number;
  slug: string;
  title: string;
}

/**
 * The heart of one article. A signed-in reader saves or unsaves it in place; a visitor is led
 * to sign in and brought back to this page.
 */
export function ArticleFavourite({
  article,
  locale,
  signedIn,
  saved,
  className = '',
}: {
  article: FavouriteTarget;
  locale: Locale;
  signedIn: boolean;
  /** Whether it is saved; null while that is being asked. */
  saved: boolean | null;
  className?: string;
}) {
  const { t } = useTranslation('shell');
  const signIn = useSignInPath(locale);
  if (!signedIn) {
    return (
      <Link
        to={signIn}
        aria-label={t('favourite.signIn', { title: article.title })}
        title={t('favourite.signIn', { title: article.title })}
        data-testid="favourite-sign-in"
        className={`inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-600 hover:border-rose-400 hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 ${className}`}
      >
        <HeartIcon filled={false} />
      </Link>
    );
  }
  return (
    <FavouriteButton
      // A new answer about the saved state starts the button afresh.
      key={String(saved)}
      articleId={article.id}
      href={localePath(locale, `/articles/${article.slug}`)}
      locale={locale}
      title={article.title}
      initialSaved={saved === true}
      ready={saved !== null}
      className={className}
    />
  );
}

/** Hearts for a page of articles: one request for all their saved states. */
export function useFavouriteHearts(locale: Locale, articles: readonly FavouriteTarget[]) {
  const user = useRouteLoaderData<{ user?: CurrentUser | null }>('root')?.user ?? null;
  const signedIn = user !== null;
  const saved = useSavedArticles(
    locale,
    articles.map((article) => article.id),
    signedIn,
  );
  return (article: FavouriteTarget, className?: string) => (
    <ArticleFavourite
      article={article}
      locale={locale}
      signedIn={signedIn}
      saved={saved ? saved.has(article.id) : null}
      {...(className ? { className } : {})}
    />
  );
}
