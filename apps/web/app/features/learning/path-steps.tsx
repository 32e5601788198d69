import type { PathStep } from '@app/contracts/learning';
import type { Locale } from '@app/contracts/locale';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localePath } from '../../lib/site-map.ts';

/** Where a main quiz is taken (the quizzes pages). One place, so the link changes once. */
export function quizPagePath(slug: string): string {
  return `/quizzes/${slug}`;
}

function StepMarker({ step }: { step: PathStep }) {
  const { t } = useTranslation('learning');
  if (step.complete)
    return (
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-700 text-white"
        data-testid="step-complete"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          aria-hidden="true"
        >
          <path strokeLinecap="round" strokeLinejoin="round" d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
        <span className="sr-only">{t('path.complete')}</span>
      </span>
    );
  return (
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-slate-300 font-semibold text-slate-700 dark:border-slate-600 dark:text-slate-200"
      aria-hidden="true"
    >
      {step.position}
    </span>
  );
}

function Chip({ ok, children }: { ok: boolean; children: React.ReactNode }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        ok
          ? 'bg-primary-50 text-primary-800 dark:bg-primary-950 dark:text-primary-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
    >
      <span aria-hidden>{ok ? '✓' : '○'}</span>
      {children}
    </span>
  );
}

/** The ordered steps of a path: each article, its quiz, and the reader's state of both. */
export function PathSteps({ steps, locale }: { steps: PathStep[]; locale: Locale }) {
  const { t } = useTranslation('learning');
  return (
    <ol className="space-y-4" data-testid="path-steps">
      {steps.map((step) => (
        <li
          key={step.position}
          className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          data-testid="path-step"
          data-complete={step.complete === true ? 'true' : 'false'}
          data-has-quiz={step.quiz ? 'true' : 'false'}
        >
          <StepMarker step={step} />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
              {t('path.step', { number: step.position })}
            </p>
            <h3 className="mt-1 text-lg font-semibold">
              <Link
                to={localePath(locale, `/articles/${step.article.slug}`)}
                className="hover:text-primary-700 dark:hover:text-primary-300"
              >
                {step.article.title}
              </Link>
            </h3>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">
              {step.article.summary}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
              <span className="text-slate-600 dark:text-slate-400">
                {t('path.readingMinutes', { count: step.article.readingMinutes })}
              </span>
              {step.article.exclusive && (
                <span className="rounded-full bg-slate-900 px-2.5 py-0.5 font-semibold text-amber-300 dark:bg-amber-300 dark:text-slate-900">
                  {t('path.exclusive')}
                </span>
              )}
              {step.read !== null && (
                <Chip ok={step.read}>{step.read ? t('path.read') : t('path.notRead')}</Chip>
              )}
              {step.quiz && step.quizPassed !== null && (
                <Chip ok={step.quizPassed}>
                  {step.quizPassed ? t('path.quizPassed') : t('path.quizPending')}
                </Chip>
              )}
              {step.quiz && (
                <Link
                  to={localePath(locale, quizPagePath(step.quiz.slug))}
                  className="rounded-full border border-primary-600 px-3 py-1 font-semibold text-primary-800 hover:bg-primary-50 dark:border-primary-500 dark:text-primary-200 dark:hover:bg-primary-950"
                >
                  {t('path.quiz')}
                </Link>
              )}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
