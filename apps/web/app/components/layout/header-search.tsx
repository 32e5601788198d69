import type { Locale } from '@app/contracts/locale';
import { SEARCH_QUERY_MAX } from '@app/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

export const SearchIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden
    focusable="false"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/**
 * The site search in the header (and the phone menu): a GET form to `/{lang}/search?q=`, so it
 * works without scripts and the query lands in the URL.
 */
export function HeaderSearch({ locale, className = '' }: { locale: Locale; className?: string }) {
  const { t } = useTranslation('shell');
  const id = useId();
  return (
    <Form
      method="get"
      action={localePath(locale, '/search')}
      role="search"
      aria-label={t('search.label')}
      className={`relative ${className}`}
      data-testid="header-search"
    >
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        required
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        className="h-10 w-full min-w-0 rounded-full border border-slate-300 bg-white pr-10 pl-4 text-sm placeholder:text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-400"
      />
      <button
        type="submit"
        aria-label={t('search.label')}
        className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-full text-slate-600 hover:text-primary-700 dark:text-slate-300 dark:hover:text-primary-300"
      >
        <SearchIcon />
      </button>
    </Form>
  );
}
