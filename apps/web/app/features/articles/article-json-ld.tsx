import type { ArticleDetail } from '@app/contracts/articles';
import { useNonce } from '../../lib/nonce.tsx';

/** Structured data for search engines. `<` is escaped so no text can close the script element. */
export function ArticleJsonLd({ article, url }: { article: ArticleDetail['article']; url: string }) {
  const nonce = useNonce();
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.summary,
    inLanguage: article.locale,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: 'KUB Academy' },
    mainEntityOfPage: url,
    keywords: article.topics.map((topic) => topic.name).join(', '),
    timeRequired: `PT${article.readingMinutes}M`,
    isAccessibleForFree: !article.exclusive,
    ...(article.exclusive
      ? { hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.article-locked' } }
      : {}),
  };
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      data-testid="article-json-ld"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
