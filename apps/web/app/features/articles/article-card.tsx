import type { ArticleCard as Card } from '@app/contracts/articles';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RenderedOnce } from '../../components/layout/rendered-once.tsx';
import { localePath } from '../../lib/site-map.ts';
import { ArticleCover } from './article-cover.tsx';
import { DifficultyBadge, ExclusiveBadge, formatDate, ReadingFacts } from './article-facts.tsx';

export function ArticleCard({
  article,
  locale,
  headingLevel = 3,
  action,
}: {
  article: Card;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** A control over the cover (the favourite heart), above the card's whole-card link. */
  action?: React.ReactNode;
}) {
  const { i18n } = useTranslation('articles');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Everything the card's text shows: the same card on any page renders once per version.
  const textId = [
    'card',
    i18n.language,
    locale,
    headingLevel,
    article.slug,
    article.difficulty,
    article.exclusive,
    article.readingMinutes,
    article.viewCount,
    article.publishedAt,
    article.title,
    article.summary,
  ].join('\u0000');
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-primary-400 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      data-testid="article-card"
    >
      <ArticleCover article={article} />
      {action && <div className="absolute top-3 right-3 z-10">{action}</div>}
      <RenderedOnce id={textId} as="div" className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={article.difficulty} />
          {article.exclusive && <ExclusiveBadge />}
        </div>
        <Heading className="text-lg leading-snug font-semibold text-balance">
          <Link
            to={localePath(locale, `/articles/${article.slug}`)}
            className="after:absolute after:inset-0 hover:text-primary-700 focus-visible:outline-none dark:hover:text-primary-300"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{article.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
          <ReadingFacts article={article} />
          <time dateTime={article.publishedAt} className="text-xs text-slate-600 dark:text-slate-400">
            {formatDate(article.publishedAt, i18n.language)}
          </time>
        </div>
      </RenderedOnce>
    </article>
  );
}

export function ArticleGrid({
  articles,
  locale,
  testId,
  renderAction,
}: {
  articles: Card[];
  locale: Locale;
  testId?: string;
  /** The control each card carries over its cover (see ArticleCard's `action`). */
  renderAction?: (article: Card) => React.ReactNode;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} locale={locale} action={renderAction?.(article)} />
        </li>
      ))}
    </ul>
  );
}
