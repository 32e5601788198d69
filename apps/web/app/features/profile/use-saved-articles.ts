import type { Locale } from '@app/contracts/locale';
import { useEffect, useState } from 'react';
import { createApi } from '../../lib/api.ts';

/**
 * Which of these articles the signed-in reader has saved, asked once the page runs in the
 * browser (pages stay the same for everyone, so they can be cached). Null until known.
 */
export function useSavedArticles(locale: Locale, ids: readonly number[], signedIn: boolean) {
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');
  const [answer, setAnswer] = useState<{ key: string; saved: Set<number> } | null>(null);

  useEffect(() => {
    if (!signedIn || key === '') return;
    let current = true;
    createApi('browser', locale)
      .get('/client/favorites/saved', { params: { query: { type: 'blog', ids: key } } })
      // Unknown stays unknown: the hearts keep waiting rather than show a wrong state.
      .then((body) => current && setAnswer({ key, saved: new Set(body.saved) }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [locale, key, signedIn]);

  return answer?.key === key ? answer.saved : null;
}
