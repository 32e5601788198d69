import type { ArticleCard } from '@app/contracts/articles';
import { coverGradient } from './topic-style.ts';

/**
 * The article's own image when it is served by this site; otherwise a cover drawn in the colour
 * of its first topic. Images from other hosts are never loaded (no hot-linking, and the content
 * security policy allows images from this origin only).
 */
export function ArticleCover({
  article,
  size = 'card',
}: {
  article: Pick<ArticleCard, 'coverImage' | 'topics' | 'title'> & { coverAlt?: string | null };
  size?: 'card' | 'hero';
}) {
  const height = size === 'hero' ? 'h-48 sm:h-64' : 'h-36';
  if (article.coverImage?.startsWith('/')) {
    return (
      <img
        src={article.coverImage}
        // The article's own description of the picture, in the page's language.
        alt={article.coverAlt ?? ''}
        width={640}
        height={360}
        decoding="async"
        // The article page's cover is in the first screen; cards further down load when near.
        loading={size === 'hero' ? 'eager' : 'lazy'}
        className={`${height} w-full object-cover`}
        data-testid="article-cover-image"
      />
    );
  }
  const topic = article.topics[0];
  return (
    <div
      aria-hidden
      className={`${height} relative w-full overflow-hidden bg-gradient-to-br ${coverGradient(topic?.key)}`}
    >
      <div className="absolute -top-8 -right-8 size-32 rounded-full bg-white/15" />
      <div className="absolute -bottom-10 -left-6 size-28 rounded-full bg-black/10" />
      <div className="absolute right-6 bottom-4 size-12 rotate-12 rounded-xl border-4 border-white/30" />
      {topic && (
        <span className="absolute top-4 left-4 rounded-full bg-black/25 px-3 py-1 text-xs font-semibold text-white">
          {topic.name}
        </span>
      )}
    </div>
  );
}
