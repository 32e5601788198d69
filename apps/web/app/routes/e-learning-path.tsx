import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ErrorPage } from '../components/layout/error-page.tsx';
import { CertificatePanel } from '../features/learning/certificate-panel.tsx';
import { LevelBadge, ProgressMeter } from '../features/learning/level-badge.tsx';
import { PathSteps } from '../features/learning/path-steps.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/e-learning-path';

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const path = await serverApi(context, params).get('/client/learning/paths/{slug}', {
      params: { path: { slug: params.slug } },
    });
    return { path };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      return data({ path: null }, { status: 404 });
    throw error;
  }
}

export function meta(args: Route.MetaArgs) {
  const path = args.loaderData?.path;
  const url = `/e-learning/${args.params.slug}`;
  if (!path) return routeMeta(args, { path: url, robots: 'noindex' });
  return routeMeta(args, { path: url, title: path.title, description: path.summary });
}

export default function LearningPathPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('learning');
  const locale = routeLocale(params);
  const path = loaderData.path;
  if (!path) return <ErrorPage kind="notFound" locale={locale} />;
  const progress = path.progress;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <nav aria-label={t('path.breadcrumb')} className="text-sm text-slate-600 dark:text-slate-400">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link
              to={localePath(locale, '/e-learning')}
              className="hover:text-primary-700 dark:hover:text-primary-300"
            >
              {t('path.home')}
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="font-medium text-slate-800 dark:text-slate-200">
            {path.title}
          </li>
        </ol>
      </nav>
      <header className="mt-6">
        <LevelBadge level={path.level} />
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{path.title}</h1>
        <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{path.summary}</p>
        <p className="mt-3 text-sm font-medium text-slate-600 dark:text-slate-400" data-testid="path-facts">
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
          <div className="mt-5 max-w-md space-y-2" data-testid="path-progress">
            <ProgressMeter
              done={progress.completedSteps}
              total={progress.totalSteps}
              label={t('paths.progressLabel', { title: path.title })}
            />
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="path-progress-text">
              {t('paths.progress', { done: progress.completedSteps, total: progress.totalSteps })}
            </p>
          </div>
        )}
      </header>
      <section aria-labelledby="steps-title" className="mt-10">
        <h2 id="steps-title" className="sr-only">
          {t('path.steps')}
        </h2>
        <PathSteps steps={path.steps} locale={locale} />
      </section>
      <div className="mt-10">
        <CertificatePanel path={path} locale={locale} />
      </div>
    </div>
  );
}
