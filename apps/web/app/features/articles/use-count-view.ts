import type { Locale } from '@app/contracts/locale';
import { useEffect } from 'react';
import { createApi } from '../../lib/api.ts';

const counted = new Set<number>();

/**
 * Tells the API once that this article was viewed, from the browser only (crawlers rendering the
 * page on the server do not count). The server de-duplicates per visitor and day anyway; the set
 * only spares a second request when React runs the effect twice or the reader comes back.
 */
export function useCountView(articleId: number, locale: Locale) {
  useEffect(() => {
    if (counted.has(articleId)) return;
    counted.add(articleId);
    createApi('browser', locale)
      .put('/client/blogs/blogview/{id}', { params: { path: { id: articleId } } })
      .catch(() => counted.delete(articleId));
  }, [articleId, locale]);
}
