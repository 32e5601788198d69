import type { ReviewProgress } from '@app/contracts/review';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { reviewClient } from '../features/review/review-client.ts';
import { ReviewProgressPanel } from '../features/review/review-progress.tsx';
import { ReviewSession } from '../features/review/review-session.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import type { Route } from './+types/review';

/** A part of the page the API could not give right now: the page shows it as an error to retry. */
function unavailable(error: unknown): null {
  if (error instanceof ApiError && error.status >= 500) return null;
  throw error;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  return loadPrivate(request, routeLocale(params), async () => {
    const [next, progress] = await Promise.all([
      api.get('/client/review/next').catch(unavailable),
      api.get('/client/review/progress').catch(unavailable),
    ]);
    return { next, progress };
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/review',
    title: t('review:meta.title'),
    description: t('review:meta.description'),
    robots: 'noindex',
  }));
}

export default function ReviewPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('review');
  const locale = routeLocale(params);
  const [progress, setProgress] = useState<ReviewProgress | null>(loaderData.progress);

  // The streak and the counts change with every answer; the page reads them again quietly.
  const refresh = () => {
    reviewClient(locale)
      .progress()
      .then(setProgress)
      .catch(() => undefined);
  };

  return (
    <div data-testid="review-page">
      <PageHeader title={t('page.title')} intro={t('page.intro')}>
        <p
          className="mt-5 inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm dark:bg-slate-900 dark:text-slate-200"
          data-testid="review-no-points"
        >
          {t('page.noPoints')}
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:grid-cols-[1.7fr_1fr] lg:px-8">
        <ReviewSession initial={loaderData.next} locale={locale} onReviewed={refresh} />
        {progress ? (
          <ReviewProgressPanel progress={progress} locale={locale} />
        ) : (
          <p
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {t('progress.error')}
          </p>
        )}
      </div>
    </div>
  );
}
