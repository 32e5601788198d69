import { CAPTCHA_FIELD } from '@app/contracts/captcha';
import { isKycRefusal, VerifyKycLink } from '../components/verify-kyc-link.tsx';
import type { QuizAttemptView, QuizSummary } from '@app/contracts/quizzes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { loadCaptchaSettings } from '../features/accounts/accounts-api.server.ts';
import { CaptchaWidget } from '../features/accounts/captcha-widget.tsx';
import { quizClient } from '../features/quizzes/quiz-client.ts';
import { QuizPlayer } from '../features/quizzes/quiz-player.tsx';
import { ApiError } from '../lib/api.ts';
import { routeMeta } from '../lib/meta.ts';
import { routeLocale, serverApi } from '../lib/route-data.ts';
import { useSignInPath } from '../lib/sign-in-link.ts';
import { localePath } from '../lib/site-map.ts';
import type { Route } from './+types/quiz';

export async function loader({ context, params }: Route.LoaderArgs) {
  const api = serverApi(context, params);
  let quiz: QuizSummary;
  try {
    quiz = await api.get('/client/v2/quiz_v2/slug/{slug}', { params: { path: { slug: params.slug } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const open = quiz.mine && quiz.mine.attemptState !== 'completed';
  const attempt = open
    ? await api
        .get('/client/v2/quiz_v2/{id}/progress', { params: { path: { id: quiz.id } } })
        .catch(() => null)
    : null;
  return { quiz, attempt, captcha: await loadCaptchaSettings(context, params) };
}

export function headers() {
  return { 'cache-control': 'private, no-store' };
}

export function meta(args: Route.MetaArgs) {
  const quiz = args.loaderData?.quiz;
  return routeMeta(args, (t) => ({
    path: `/quizzes/${args.params.slug}`,
    title: quiz?.title ?? t('quizzes:quiz.notFound'),
    ...(quiz ? { description: quiz.description } : {}),
  }));
}

export default function QuizPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation('quizzes');
  const locale = routeLocale(params);
  const signIn = useSignInPath(locale);
  const { quiz, captcha } = loaderData;
  const [attempt, setAttempt] = useState<QuizAttemptView | null>(loaderData.attempt);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<{ message: string; code: string } | null>(null);

  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = new FormData(event.currentTarget).get(CAPTCHA_FIELD);
    setStarting(true);
    setError(null);
    try {
      setAttempt(
        await quizClient(locale).start(quiz.id, typeof token === 'string' && token ? token : undefined),
      );
    } catch (caught) {
      if (caught instanceof ApiError) setError({ message: caught.body.message, code: caught.body.code });
      else setError({ message: String(caught), code: 'UNKNOWN' });
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link
        to={localePath(locale, '/quizzes')}
        className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        ← {t('quiz.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{quiz.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{quiz.description}</p>

      {attempt ? (
        <QuizPlayer initial={attempt} locale={locale} slug={quiz.slug} />
      ) : (
        <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('list.questions', { count: quiz.questionCount })} ·{' '}
            {t('quiz.passMark', { percent: quiz.passPercent })}
            {quiz.timeLimitSeconds
              ? ` · ${t('list.minutes', { count: Math.round(quiz.timeLimitSeconds / 60) })}`
              : ''}
          </p>
          <h2 className="mt-4 font-semibold">{t('quiz.rewards')}</h2>
          <ul className="mt-2 list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
            {quiz.rewards.map((reward) => (
              <li key={reward.minGrade}>
                {t('quiz.rewardTier', { grade: reward.minGrade, name: reward.name })}
              </li>
            ))}
          </ul>
          {quiz.state === 'outofreward' && (
            <p className="mt-3 text-sm font-semibold text-amber-800 dark:text-amber-300">
              {t('list.outOfReward')}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{t('quiz.howItWorks')}</p>
          {quiz.mine?.attemptState === 'completed' && (
            <p className="mt-3">
              <Link
                to={localePath(locale, `/quizzes/${quiz.slug}/result`)}
                className="text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
              >
                {t('list.viewResult')} →
              </Link>
            </p>
          )}
          <form onSubmit={(event) => void start(event)} className="mt-6 flex flex-col items-start gap-4">
            {captcha.enabled && (
              <CaptchaWidget settings={captcha} locale={locale} error={undefined} attempt={error} />
            )}
            <button
              type="submit"
              disabled={starting}
              data-testid="quiz-start"
              className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 py-2.5 font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
            >
              {starting ? t('quiz.starting') : t('quiz.start')}
            </button>
            {error && (
              <div
                role="alert"
                data-testid="quiz-start-error"
                className="text-sm text-red-700 dark:text-red-400"
              >
                <p>{error.message}</p>
                {error.code === 'UNAUTHENTICATED' && (
                  <Link to={signIn} className="mt-1 inline-block font-semibold underline">
                    {t('quiz.signIn')}
                  </Link>
                )}
                {isKycRefusal(error.code) && <VerifyKycLink className="mt-2" />}
              </div>
            )}
          </form>
          <p className="mt-6 text-sm">
            <Link
              to={localePath(locale, `/articles/${quiz.articleSlug}`)}
              className="font-semibold text-primary-700 hover:underline dark:text-primary-300"
            >
              {t('quiz.readArticle')}: {quiz.articleTitle}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
