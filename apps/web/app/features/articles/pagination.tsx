import type { ArticleFilter } from '@app/contracts/articles';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { searchFromFilter } from './list-params.ts';

/** Page numbers around the current one, with the first and last always reachable. */
function visiblePages(current: number, count: number): (number | 'gap')[] {
  const pages = new Set([1, count, current - 1, current, current + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - sorted[index - 1]! > 1 ? ['gap' as const, page] : [page],
  );
}

const pill =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full border px-3 text-sm font-medium';
const idle =
  'border-slate-300 text-slate-700 hover:border-primary-500 hover:text-primary-800 dark:border-slate-700 dark:text-slate-200 dark:hover:text-primary-300';

export function Pagination({
  filter,
  pageCount,
  locale,
}: {
  filter: ArticleFilter;
  pageCount: number;
  locale: Locale;
}) {
  const { t } = useTranslation('articles');
  if (pageCount <= 1) return null;
  const href = (page: number) => `${localePath(locale, '/articles')}${searchFromFilter(filter, { page })}`;
  const current = filter.page;
  return (
    <div className="mt-10 flex flex-col items-center gap-4 sm:flex-row sm:justify-between">
      <nav aria-label={t('list.pagination')} data-testid="pagination">
        <ul className="flex flex-wrap items-center gap-2">
          {current > 1 && (
            <li>
              <Link to={href(current - 1)} className={`${pill} ${idle}`} rel="prev">
                {t('list.previous')}
              </Link>
            </li>
          )}
          {visiblePages(current, pageCount).map((page, index) =>
            page === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden className="px-1 text-slate-500">
                …
              </li>
            ) : (
              <li key={page}>
                <Link
                  to={href(page)}
                  aria-current={page === current ? 'page' : undefined}
                  aria-label={t('list.pageOf', { page, count: pageCount })}
                  className={`${pill} ${page === current ? 'border-primary-700 bg-primary-700 text-white' : idle}`}
                >
                  {page}
                </Link>
              </li>
            ),
          )}
          {current < pageCount && (
            <li>
              <Link to={href(current + 1)} className={`${pill} ${idle}`} rel="next">
                {t('list.next')}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <Form
        method="get"
        action={localePath(locale, '/articles')}
        className="flex items-end gap-2"
        data-testid="go-to-page"
      >
        {filter.topics.map((key) => (
          <input key={`t${key}`} type="hidden" name="topic" value={key} />
        ))}
        {filter.difficulty.map((level) => (
          <input key={level} type="hidden" name="difficulty" value={level} />
        ))}
        {filter.readingTime.map((range) => (
          <input key={range} type="hidden" name="time" value={range} />
        ))}
        <input type="hidden" name="sort" value={filter.sort} />
        <input type="hidden" name="pageSize" value={filter.pageSize} />
        <label className="text-sm font-medium">
          {t('list.goToPage')}
          <input
            type="number"
            name="page"
            min={1}
            max={pageCount}
            required
            defaultValue={current}
            className="mt-1 block w-20 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className={`${pill} ${idle}`}>
          {t('list.go')}
        </button>
      </Form>
    </div>
  );
}
