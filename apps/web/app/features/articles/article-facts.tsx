import type { ArticleCard } from '@app/contracts/articles';
import { useTranslation } from 'react-i18next';
import { formatSiteTime } from '../../lib/site-time.ts';

const DIFFICULTY_STYLE = {
  BEGINNER:
    'bg-primary-50 text-primary-800 ring-primary-200 dark:bg-primary-950 dark:text-primary-200 dark:ring-primary-800',
  INTERMEDIATE:
    'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  ADVANCED: 'bg-rose-50 text-rose-900 ring-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:ring-rose-800',
} as const;

export function DifficultyBadge({ difficulty }: { difficulty: ArticleCard['difficulty'] }) {
  const { t } = useTranslation('articles');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${DIFFICULTY_STYLE[difficulty]}`}
      data-testid="difficulty"
    >
      {t(`difficulty.${difficulty}`)}
    </span>
  );
}

export function ExclusiveBadge() {
  const { t } = useTranslation('articles');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-amber-300 dark:bg-amber-300 dark:text-slate-900">
      <span aria-hidden>★</span>
      {t('card.exclusive')}
    </span>
  );
}

/** Reading time and views, as one line of small print. */
export function ReadingFacts({ article }: { article: Pick<ArticleCard, 'readingMinutes' | 'viewCount'> }) {
  const { t } = useTranslation('articles');
  return (
    <span className="text-xs text-slate-600 dark:text-slate-400">
      <span data-testid="reading-time">{t('card.minutes', { count: article.readingMinutes })}</span>
      <span aria-hidden> · </span>
      <span data-testid="views">{t('card.views', { count: article.viewCount })}</span>
    </span>
  );
}

export function formatDate(iso: string, language: string): string {
  return formatSiteTime(language, iso, 'date');
}
