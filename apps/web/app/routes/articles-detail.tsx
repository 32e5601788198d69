import type { ArticleDetail } from '@app/contracts/articles';
import type { QuizSummary } from '@app/contracts/quizzes';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { ArticleGrid } from '../features/articles/article-card.tsx';
import { ArticleCover } from '../features/articles/article-cover.tsx';
import {
  DifficultyBadge,
  ExclusiveBadge,
  formatDate,
  ReadingFacts,
} from '../features/articles/article-facts.tsx';
import { ArticleJsonLd } from '../features/articles/article-json-ld.tsx';
import { LockedNotice } from '../features/articles/locked-notice.tsx';
import { ArticlePathProgress } from '../features/learning/article-path-progress.tsx';
import { useCountView } from '../features/articles/use-count-view.ts';
import { useFavouriteHearts } from '../features/profile/article-favourite.tsx';
import { ArticleQuizPitch } from '../features/quizzes/article-quiz-pitch.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/articles-detail';

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const api = serverApi(context, params);
    const detail = await api.get('/client/blogs/slug/{slug}', { params: { path: { slug: params.slug } } });
    // The article's quiz, when it has one; the article shows without it otherwise.
    const quiz = await api
      .get('/client/v2/articles/{id}/quiz', { params: { path: { id: detail.article.id } } })
      .catch(() => null);
    return { detail, quiz };
  } catch (error) {
    // An unknown or malformed slug is a page that does not exist.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return data({ detail: null, quiz: null }, { status: 404 });
    }
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const path = `/articles/${args.params.slug}`;
  const article = args.loaderData?.detail?.article;
  if (!article) return routeMeta(args, { path, robots: 'noindex' });
  const base = routeMeta(args, { path, title: article.title, description: article.summary });
  return [
    ...base.filter((tag) => !('property' in tag && tag.property === 'og:type')),
    { property: 'og:type', content: 'article' },
    { property: 'article:published_time', content: article.publishedAt },
    { property: 'article:modified_time', content: article.updatedAt },
    { property: 'article:author', content: article.author },
    ...article.topics.map((topic) => ({ property: 'article:tag', content: topic.name })),
  ];
}

export default function ArticleDetailPage({ loaderData, params, matches }: Route.ComponentProps) {
  const locale = routeLocale(params);
  const detail = loaderData.detail;
  if (!detail) return <ErrorPage kind="notFound" locale={locale} />;
  const origin = (matches[1]?.loaderData as { origin?: string } | undefined)?.origin ?? '';
  return (
    <ArticleView
      detail={detail}
      locale={locale}
      url={`${origin}/${locale}/articles/${detail.article.slug}`}
      quiz={loaderData.quiz}
    />
  );
}

function ArticleView({
  detail,
  locale,
  url,
  quiz,
}: {
  detail: ArticleDetail;
  locale: 'en' | 'th';
  url: string;
  quiz: QuizSummary | null;
}) {
  const { t, i18n } = useTranslation('articles');
  const { article, related, more } = detail;
  useCountView(article.id, locale);
  const heart = useFavouriteHearts(locale, [article, ...related, ...more]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ArticleJsonLd article={article} url={url} />
      <nav aria-label={t('detail.breadcrumb')} className="text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={localePath(locale)} className="hover:text-primary-700 dark:hover:text-primary-300">
              {t('detail.home')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li>
            <Link
              to={localePath(locale, '/articles')}
              className="hover:text-primary-700 dark:hover:text-primary-300"
            >
              {t('detail.articles')}
            </Link>
          </li>
        </ol>
      </nav>

      <article className="mx-auto mt-6 max-w-3xl" lang={article.locale} data-testid="article">
        <div className="flex flex-wrap items-center gap-2">
          <DifficultyBadge difficulty={article.difficulty} />
          {article.exclusive && <ExclusiveBadge />}
          <span className="ml-auto" data-testid="article-favourite">
            {heart(article)}
          </span>
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{article.summary}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
          <span data-testid="author">{t('detail.by', { author: article.author })}</span>
          <time dateTime={article.publishedAt}>
            {t('detail.published', { date: formatDate(article.publishedAt, i18n.language) })}
          </time>
          <ReadingFacts article={article} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('detail.topics')}</span>
          {article.topics.map((topic) => (
            <Link
              key={topic.key}
              to={`${localePath(locale, '/articles')}?topic=${topic.key}`}
              className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-primary-50 hover:text-primary-800 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-primary-950 dark:hover:text-primary-200"
              data-testid="topic"
            >
              {topic.name}
            </Link>
          ))}
        </div>
        <div className="mt-8 overflow-hidden rounded-2xl">
          <ArticleCover article={article} size="hero" />
        </div>
        {article.body !== null ? (
          <div
            className="prose-doc mt-8"
            data-testid="article-body"
            // The API renders the Markdown and sanitises it (no scripts, handlers or inline styles).
            dangerouslySetInnerHTML={{ __html: article.body }}
          />
        ) : (
          <>
            <div className="relative mt-8">
              <div
                className="prose-doc article-locked"
                data-testid="article-teaser"
                dangerouslySetInnerHTML={{ __html: article.teaser }}
              />
              <div
                aria-hidden
                className="pointer-events-none absolute inset-x-0 bottom-0 h-24 bg-gradient-to-t from-white dark:from-slate-950"
              />
            </div>
            <LockedNotice locale={locale} />
          </>
        )}
        <ArticlePathProgress articleId={article.id} locale={locale} />
      </article>
      {quiz && <ArticleQuizPitch quiz={quiz} locale={locale} />}

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-16">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            {t('detail.related')}
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={related} locale={locale} testId="related" renderAction={heart} />
          </div>
        </section>
      )}
      {more.length > 0 && (
        <section aria-labelledby="more-title" className="mt-16">
          <h2 id="more-title" className="text-2xl font-bold tracking-tight">
            {t('detail.more')}
          </h2>
          <div className="mt-6">
            <ArticleGrid articles={more} locale={locale} testId="more" renderAction={heart} />
          </div>
          <Link
            to={localePath(locale, '/articles')}
            className="mt-8 inline-block text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
          >
            {t('detail.backToList')} →
          </Link>
        </section>
      )}
    </div>
  );
}
