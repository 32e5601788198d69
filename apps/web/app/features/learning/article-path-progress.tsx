import type { RecordRead } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { learningClient } from './learning-client.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * On an article page: records the signed-in reader's read (from the browser only, so crawlers
 * and cached pages record nothing) and shows where it leaves them in the paths that hold it.
 */
export function ArticlePathProgress({ articleId, locale }: { articleId: number; locale: Locale }) {
  const { t } = useTranslation('learning');
  const signedIn = useSignedIn();
  const [paths, setPaths] = useState<RecordRead['paths']>([]);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    learningClient(locale)
      .recordRead(articleId)
      .then((result) => {
        if (current) setPaths(result.paths);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [articleId, locale, signedIn]);
  if (paths.length === 0) return null;
  return (
    <aside
      aria-label={t('articleNote.label')}
      className="mt-6 space-y-2 rounded-2xl border border-primary-200 bg-primary-50 p-4 text-sm dark:border-primary-800 dark:bg-primary-950/40"
      data-testid="article-path-progress"
    >
      {paths.map((path) => (
        <p key={path.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>
            {path.complete
              ? t('articleNote.finished', { title: path.title })
              : t('articleNote.progress', {
                  title: path.title,
                  done: path.progress.completedSteps,
                  total: path.progress.totalSteps,
                })}
          </span>
          <Link
            to={localePath(
              locale,
              path.progress.certificateCode
                ? `/e-learning/certificates/${path.progress.certificateCode}`
                : `/e-learning/${path.slug}`,
            )}
            className="font-semibold text-primary-800 underline dark:text-primary-300"
          >
            {path.progress.certificateCode ? t('articleNote.certificate') : t('articleNote.open')}
          </Link>
        </p>
      ))}
    </aside>
  );
}
