import type { Locale } from '@app/contracts/locale';
import type { PopQuizQuestion } from '@app/contracts/pop-quizzes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { PageHeader } from '../features/discovery/page-header.tsx';
import { clockText, durationParts, secondsLeft, useServerNow } from '../features/pop-quiz/countdown.ts';
import { PopQuizCard } from '../features/pop-quiz/pop-quiz-card.tsx';
import { popQuizClient } from '../features/pop-quiz/pop-quiz-client.ts';
import { PopQuizHistory } from '../features/pop-quiz/pop-quiz-history.tsx';
import { QuestionPanel } from '../features/pop-quiz/question-panel.tsx';
import { ApiError } from '../lib/api.ts';
import { pageErrorFor } from '../lib/page-error.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { useSignInPath } from '../lib/sign-in-link.ts';
import type { Route } from './+types/pop-quiz';

const HISTORY_PAGE_SIZE = 10;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  const page = Math.min(10_000, Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1));
  // Spec §9: the list's offset is the page index multiplied by the page size.
  const start = (page - 1) * HISTORY_PAGE_SIZE;
  try {
    const [available, history] = await Promise.all([
      api.get('/client/pop-quizs-available'),
      api
        .get('/client/pop-quiz-histories-by-user', { params: { query: { start, limit: HISTORY_PAGE_SIZE } } })
        .catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 401) return null;
          throw error;
        }),
    ]);
    return { available, history };
  } catch (error) {
    // A visitor sees the page without a history; a blocked account gets the restricted page.
    throw pageErrorFor(error);
  }
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: '/pop-quiz',
    title: t('popquiz:meta.title'),
    description: t('popquiz:meta.description'),
  }));
}

/** A countdown read out in words for assistive technology beside the visible clock. */
function SpokenDuration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('popquiz');
  const parts = durationParts(seconds);
  return (
    <>
      <span aria-hidden="true" className="font-mono tabular-nums">
        {clockText(seconds)}
      </span>
      <span className="sr-only">{t(`duration.${parts.key}`, parts)}</span>
    </>
  );
}

export default function PopQuizPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('popquiz');
  const locale: Locale = routeLocale(params);
  const { available, history } = loaderData;
  const revalidator = useRevalidator();
  const now = useServerNow(available.serverTime);
  const signInPath = useSignInPath(locale);
  const [attempt, setAttempt] = useState<PopQuizQuestion | null>(null);
  const [starting, setStarting] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const listHeading = useRef<HTMLHeadingElement>(null);
  const nextIn = secondsLeft(available.nextAvailableAt, now);

  // A quiz opening or closing changes the list: fetch it again when a countdown reaches zero.
  const closing = available.data.some((q) => q.state === 'active' && secondsLeft(q.closesAt, now) === 0);
  useEffect(() => {
    if ((nextIn === 0 || closing) && revalidator.state === 'idle') void revalidator.revalidate();
  }, [nextIn, closing, revalidator]);

  async function start(id: number) {
    setStarting(id);
    setErrors({});
    try {
      setAttempt(await popQuizClient(locale).open(id));
    } catch (failure) {
      setErrors({ [id]: failure instanceof ApiError ? failure.body.message : t('none') });
      void revalidator.revalidate();
    } finally {
      setStarting(null);
    }
  }

  function close() {
    setAttempt(null);
    void revalidator.revalidate();
    window.setTimeout(() => listHeading.current?.focus());
  }

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')}>
        <p className="mt-6 inline-flex flex-wrap items-baseline gap-2 rounded-full bg-white px-5 py-2 text-sm shadow-sm dark:bg-slate-900">
          <span className="text-slate-600 dark:text-slate-400">{t('nextOpens')}</span>
          <span className="font-semibold" data-testid="pop-quiz-next">
            <SpokenDuration seconds={nextIn} />
          </span>
        </p>
      </PageHeader>

      <div className="mx-auto max-w-5xl space-y-12 px-4 py-10 sm:px-6 lg:px-8">
        {attempt ? (
          <QuestionPanel
            key={attempt.attemptId}
            attempt={attempt}
            now={now}
            locale={locale}
            onChanged={() => void revalidator.revalidate()}
            onClose={close}
          />
        ) : (
          <section aria-labelledby="pop-quiz-today">
            <h2
              id="pop-quiz-today"
              ref={listHeading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight focus:outline-none"
            >
              {t('today')}
            </h2>
            {available.data.length === 0 ? (
              <div
                data-testid="pop-quiz-empty"
                className="mt-6 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
              >
                <p className="text-xl font-semibold">{t('none')}</p>
                <p className="mt-2 text-slate-600 dark:text-slate-400">{t('noneHint')}</p>
              </div>
            ) : (
              <ul className="mt-6 grid gap-4 md:grid-cols-2" data-testid="pop-quiz-list">
                {available.data.map((quiz) => (
                  <PopQuizCard
                    key={quiz.id}
                    quiz={quiz}
                    now={now}
                    locale={locale}
                    signInPath={history ? null : signInPath}
                    busy={starting === quiz.id}
                    error={errors[quiz.id] ?? null}
                    onStart={() => void start(quiz.id)}
                    onChanged={() => void revalidator.revalidate()}
                  />
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="history" id="history-section">
          <h2 id="history" className="text-2xl font-bold tracking-tight">
            {t('history.title')}
          </h2>
          {history ? (
            <PopQuizHistory history={history} locale={locale} />
          ) : (
            <p className="mt-4 text-slate-600 dark:text-slate-400">{t('history.signIn')}</p>
          )}
        </section>
      </div>
    </>
  );
}
