import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { PointsOffer } from '../components/points-offer.tsx';
import { loadPrivate } from '../features/profile/load-private.server.ts';
import { quizClient } from '../features/quizzes/quiz-client.ts';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/quiz-result';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  const locale = routeLocale(params);
  return loadPrivate(request, locale, async () => {
    const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
    const quiz = await api
      .get('/client/v2/quiz_v2/slug/{slug}', { params: { path: { slug: params.slug } } })
      .catch((error: unknown) => {
        if (notFound(error)) throw data(null, { status: 404 });
        throw error;
      });
    try {
      return {
        result: await api.get('/client/v2/quiz_v2/{id}/result', { params: { path: { id: quiz.id } } }),
      };
    } catch (error) {
      // The quiz exists but this user has no finished attempt: say so and lead to the quiz.
      if (notFound(error)) return data({ result: null }, { status: 404 });
      throw error;
    }
  });
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  return routeMeta(args, (t) => ({
    path: `/quizzes/${args.params.slug}/result`,
    title: t('quizzes:meta.result'),
    robots: 'noindex',
  }));
}

const GRADE_TONE: Record<string, string> = {
  'A+': 'bg-green-700 text-white',
  A: 'bg-green-600 text-white',
  B: 'bg-primary-700 text-white',
  C: 'bg-primary-600 text-white',
  D: 'bg-amber-600 text-white',
  F: 'bg-red-700 text-white',
};

export default function QuizResultPage({ loaderData, params }: Route.ComponentProps) {
  const locale = routeLocale(params);
  if (!loaderData.result) return <NoResultYet locale={locale} slug={params.slug} />;
  return <QuizResult result={loaderData.result} locale={locale} />;
}

function NoResultYet({ locale, slug }: { locale: ReturnType<typeof routeLocale>; slug: string }) {
  const { t } = useTranslation('quizzes');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid="quiz-result-none">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('result.noneTitle')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('result.noneBody')}</p>
      <Link
        to={localePath(locale, `/quizzes/${slug}`)}
        data-testid="quiz-result-none-link"
        className="mt-6 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
      >
        {t('result.noneAction')}
      </Link>
    </div>
  );
}

type Result = NonNullable<Route.ComponentProps['loaderData']['result']>;

function QuizResult({ result, locale }: { result: Result; locale: ReturnType<typeof routeLocale> }) {
  const { t } = useTranslation('quizzes');
  const [certificate, setCertificate] = useState(result.certificateCode);
  const [issueError, setIssueError] = useState<string | null>(null);
  const reward = result.reward;

  const issue = async () => {
    try {
      setCertificate((await quizClient(locale).issueCertificate(result.quizId)).certificateCode);
    } catch (caught) {
      setIssueError(caught instanceof ApiError ? caught.body.message : String(caught));
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">{result.quizTitle}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-4xl">{t('result.title')}</h1>

      <section
        data-testid="quiz-result"
        className="mt-6 flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-6 sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
      >
        <div
          data-testid="quiz-grade"
          aria-label={`${t('result.grade')} ${result.grade}`}
          className={`flex size-24 shrink-0 items-center justify-center rounded-full text-4xl font-bold ${GRADE_TONE[result.grade] ?? ''}`}
        >
          {result.grade}
        </div>
        <div>
          <p
            className={`text-xl font-bold ${result.passed ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300'}`}
          >
            {result.passed ? t('result.passed') : t('result.failed')}
          </p>
          <p className="mt-1">
            {t('result.score', {
              correct: result.correctCount,
              total: result.questionCount,
              percent: result.percent,
            })}
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('result.passMark', { percent: result.passPercent })}
          </p>
        </div>
      </section>

      <section
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
        data-testid="quiz-reward"
      >
        <h2 className="font-semibold">{t('result.reward')}</h2>
        {!reward && !result.pointsForfeited && (
          <p className="mt-2 text-slate-600 dark:text-slate-400">{t('result.noReward')}</p>
        )}
        {result.pointsForfeited && (
          <div className="mt-3">
            <PointsOffer
              forfeit={result.pointsForfeited}
              locale={locale}
              heading="h3"
              id="quiz-points-offer"
            />
          </div>
        )}
        {reward && (
          <div className="mt-2">
            <p className="font-semibold">{reward.name}</p>
            {reward.status === 'paid' && (
              <p className="text-green-800 dark:text-green-300">
                {t('result.rewardPaid', { points: reward.points })}
              </p>
            )}
            {reward.status === 'pending' && <p>{t('result.rewardPending')}</p>}
            {reward.message && (
              <p role="alert" className="text-amber-800 dark:text-amber-300">
                {reward.message}
              </p>
            )}
            {reward.status === 'claimed' && <p>{t('result.rewardClaimed')}</p>}
            {reward.trackingId && (
              <Link
                to={localePath(locale, `/rewards/${reward.trackingId}`)}
                className="mt-3 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800"
              >
                {t('result.rewardClaimable')}
              </Link>
            )}
          </div>
        )}
        {certificate && (
          <Link
            data-testid="certificate-link"
            to={localePath(locale, `/verify/${certificate}`)}
            className="mt-4 inline-flex min-h-11 items-center rounded-full border border-primary-700 px-5 text-sm font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-300 dark:text-primary-200 dark:hover:bg-primary-950"
          >
            {t('result.certificate')}
          </Link>
        )}
        {!certificate && result.certificateBlocked && (
          <div className="mt-4 text-sm">
            <p>{t('result.certificateBlocked')}</p>
            <div className="mt-2 flex flex-wrap gap-3">
              <Link
                to={localePath(locale, '/profile')}
                className="font-semibold text-primary-700 underline dark:text-primary-300"
              >
                {t('result.editProfile')}
              </Link>
              <button
                type="button"
                onClick={() => void issue()}
                className="font-semibold text-primary-700 underline dark:text-primary-300"
              >
                {t('result.issueCertificate')}
              </button>
            </div>
            {issueError && (
              <p role="alert" className="mt-2 text-red-700 dark:text-red-400">
                {issueError}
              </p>
            )}
          </div>
        )}
      </section>

      <section className="mt-8">
        <h2 className="text-xl font-bold">{t('result.review')}</h2>
        <ol className="mt-4 grid gap-4">
          {result.questions.map((question) => (
            <li
              key={question.id}
              className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="font-semibold">
                {question.index + 1}. {question.prompt}
              </p>
              <ul className="mt-2 grid gap-1 text-sm">
                {question.options.map((option) => {
                  const right = question.answer?.correctAnswers.includes(option.key);
                  const chosen = question.answer?.selectedAnswers.includes(option.key);
                  return (
                    <li
                      key={option.key}
                      className={
                        right
                          ? 'font-semibold text-green-800 dark:text-green-300'
                          : chosen
                            ? 'text-red-800 dark:text-red-300'
                            : ''
                      }
                    >
                      {right ? '✓ ' : chosen ? '✗ ' : '· '}
                      {option.label}
                    </li>
                  );
                })}
              </ul>
              {question.answer && (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                  {question.answer.explanation}
                </p>
              )}
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          to={localePath(locale, '/my-quiz')}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold dark:border-slate-700"
        >
          {t('result.myQuiz')}
        </Link>
        <Link
          to={localePath(locale, `/quizzes/${result.quizSlug}`)}
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-5 text-sm font-semibold dark:border-slate-700"
        >
          {t('result.again')}
        </Link>
      </div>
    </div>
  );
}
