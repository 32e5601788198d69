import type { PathSummary } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { LevelBadge, ProgressMeter } from './level-badge.tsx';
import { MedalIcon } from './learning-icons.tsx';

/** One learning path in the catalogue: level, facts and, for a signed-in reader, progress. */
export function PathCard({ path, locale }: { path: PathSummary; locale: Locale }) {
  const { t } = useTranslation('learning');
  const progress = path.progress;
  const started = progress !== null && progress.completedSteps > 0;
  const finished =
    progress !== null && progress.completedSteps === progress.totalSteps && progress.totalSteps > 0;
  return (
    <article
      className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-primary-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-primary-700"
      data-testid="path-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <LevelBadge level={path.level} />
        {progress?.certificateCode && (
          <span
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
            data-testid="path-earned"
          >
            <MedalIcon width={14} height={14} />
            {t('paths.earned')}
          </span>
        )}
      </div>
      <h2 className="mt-3 text-xl font-semibold text-balance">
        <Link
          to={localePath(locale, `/e-learning/${path.slug}`)}
          className="after:absolute after:inset-0 hover:text-primary-700 focus-visible:outline-none dark:hover:text-primary-300"
        >
          {path.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{path.summary}</p>
      <p className="mt-4 text-xs font-medium text-slate-600 dark:text-slate-400" data-testid="path-facts">
        {t('paths.articles', { count: path.stepCount })}
        {path.quizCount > 0 && (
          <>
            <span aria-hidden> · </span>
            {t('paths.quizzes', { count: path.quizCount })}
          </>
        )}
        <span aria-hidden> · </span>
        {t('paths.minutes', { count: path.estimatedMinutes })}
      </p>
      {progress && (
        <div className="mt-4 space-y-2" data-testid="path-progress">
          <ProgressMeter
            done={progress.completedSteps}
            total={progress.totalSteps}
            label={t('paths.progressLabel', { title: path.title })}
          />
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('paths.progress', { done: progress.completedSteps, total: progress.totalSteps })}
          </p>
        </div>
      )}
      <span className="relative mt-5 inline-flex w-fit rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold text-white pointer-events-none">
        {finished ? t('paths.review') : started ? t('paths.continue') : t('paths.start')}
      </span>
    </article>
  );
}
