import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { type GlossaryAlphabet, letterOfAnchor } from '@app/contracts/glossary-page';

const pill =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-medium';
const idle =
  'border-slate-300 text-slate-700 hover:border-primary-500 hover:text-primary-800 dark:border-slate-700 dark:text-slate-200 dark:hover:text-primary-300';

/** The query string of a glossary page: the search, the alphabet, and the page after the first. */
export function glossarySearch({
  query,
  alphabet,
  page,
}: {
  query: string;
  alphabet: GlossaryAlphabet;
  page: number;
}): string {
  const search = new URLSearchParams({
    ...(query ? { q: query } : {}),
    by: alphabet,
    ...(page > 1 ? { page: String(page) } : {}),
  });
  return `?${search}`;
}

/** Previous, every page number and next, below the list (the glossary has a handful of pages). */
export function GlossaryPages({
  page,
  pageCount,
  alphabet,
  query,
}: {
  page: number;
  pageCount: number;
  alphabet: GlossaryAlphabet;
  query: string;
}) {
  const { t } = useTranslation('discovery');
  if (pageCount <= 1) return null;
  const to = (number: number) => ({ search: glossarySearch({ query, alphabet, page: number }) });
  return (
    <nav aria-label={t('glossary.pages')} className="mt-10" data-testid="glossary-pages">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} className={`${pill} ${idle}`} rel="prev">
              {t('glossary.previous')}
            </Link>
          </li>
        )}
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={to(number)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('glossary.pageOf', { page: number, count: pageCount })}
              className={`${pill} ${number === page ? 'border-primary-700 bg-primary-700 text-white' : idle}`}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={to(page + 1)} className={`${pill} ${idle}`} rel="next">
              {t('glossary.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * Links made when the glossary was one page (`/en/glossary#letter-en-53`) still lead to their
 * letter: a browser never sends the `#…` part, so once the page is interactive a letter anchor
 * that is not on this page opens the page where that letter starts.
 */
export function useOldLetterAnchor(
  letterPages: Record<GlossaryAlphabet, Record<string, number>>,
  page: number,
  alphabet: GlossaryAlphabet,
  query: string,
) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = letterOfAnchor(hash);
    if (!target || document.getElementById(hash.slice(1))) return;
    const letterPage = letterPages[target.alphabet][target.letter];
    if (letterPage === undefined || (target.alphabet === alphabet && letterPage === page)) return;
    const search = glossarySearch({ query, alphabet: target.alphabet, page: letterPage });
    void navigate({ search, hash }, { replace: true });
  }, [hash, letterPages, page, alphabet, query, navigate]);
}
