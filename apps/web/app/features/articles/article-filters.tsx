import {
  ARTICLE_PAGE_SIZES,
  ARTICLE_SORTS,
  type ArticleFilter,
  DIFFICULTIES,
  READING_TIME_RANGES,
} from '@app/contracts/articles';
import type { Category } from '@app/contracts/content';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

const chip =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:border-primary-500 has-[:checked]:border-primary-600 has-[:checked]:bg-primary-50 has-[:checked]:text-primary-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:has-[:checked]:border-primary-400 dark:has-[:checked]:bg-primary-950 dark:has-[:checked]:text-primary-100';
const select =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900';

function Choice({
  name,
  value,
  checked,
  label,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: string;
}) {
  return (
    <label className={chip}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-primary-700"
      />
      {label}
    </label>
  );
}

/**
 * The list's filters as a plain GET form: it works before scripts load (the browser submits it),
 * and afterwards React Router submits it without a full reload. Submitting starts at page 1.
 */
export function ArticleFilters({
  filter,
  categories,
  locale,
}: {
  filter: ArticleFilter;
  categories: Category[];
  locale: Locale;
}) {
  const { t } = useTranslation('articles');
  const legend = 'text-sm font-semibold text-slate-900 dark:text-white';
  return (
    <Form
      method="get"
      action={localePath(locale, '/articles')}
      aria-labelledby="filters-title"
      className="space-y-6"
      data-testid="article-filters"
    >
      <h2 id="filters-title" className="text-lg font-semibold">
        {t('list.filtersTitle')}
      </h2>
      <fieldset>
        <legend className={legend}>{t('list.topic')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {categories.map((category) => (
            <Choice
              key={category.key}
              name="topic"
              value={String(category.key)}
              checked={filter.topics.includes(category.key)}
              label={category.name}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('list.difficulty')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {DIFFICULTIES.map((level) => (
            <Choice
              key={level}
              name="difficulty"
              value={level}
              checked={filter.difficulty.includes(level)}
              label={t(`difficulty.${level}`)}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('list.readingTime')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {READING_TIME_RANGES.map((range) => (
            <Choice
              key={range}
              name="time"
              value={range}
              checked={filter.readingTime.includes(range)}
              label={t(`readingTime.${range}`)}
            />
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <label className={legend}>
          {t('list.sort')}
          <select name="sort" defaultValue={filter.sort} className={select}>
            {ARTICLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={legend}>
          {t('list.pageSize')}
          <select name="pageSize" defaultValue={String(filter.pageSize)} className={select}>
            {[...new Set([...ARTICLE_PAGE_SIZES, filter.pageSize])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-full bg-primary-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-primary-800"
          data-testid="apply-filters"
        >
          {t('list.apply')}
        </button>
        <Link
          to={localePath(locale, '/articles')}
          className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold hover:border-primary-500 dark:border-slate-700"
          data-testid="clear-filters"
        >
          {t('list.clear')}
        </Link>
      </div>
    </Form>
  );
}
