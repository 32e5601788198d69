import type { Locale } from '@app/contracts/locale';
import { REVIEW_RATINGS, type ReviewNext } from '@app/contracts/review';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ReviewEmpty } from './review-empty.tsx';
import { dueLaterToday, type Translate } from './review-format.ts';
import { ReviewQuestion } from './review-question.tsx';
import { ReviewResult } from './review-result.tsx';
import { useCardKeys } from './use-card-keys.ts';
import { type ReviewStep, useReviewSession } from './use-review-session.ts';

const primary =
  'inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60';

function headingOf(t: Translate, state: ReviewStep, reviewed: number, laterToday: boolean) {
  switch (state.step) {
    case 'question':
      return t('card.title', { number: reviewed + 1 });
    case 'answered':
      return state.result.correct ? t('result.right') : t('result.wrong');
    case 'loading':
      return t('loading');
    case 'error':
      return t('error.title');
    case 'empty':
      if (state.nextDueAt === null && reviewed === 0) return t('empty.firstTitle');
      if (laterToday) return t('empty.laterTitle');
      return reviewed > 0 ? t('empty.doneTitle') : t('empty.noneTitle');
  }
}

/**
 * Today's due cards, one at a time. Focus follows the learner: to the result's heading after an
 * answer, to the new card's heading when it comes. After an answer, keys 1–4 choose a rating and
 * Enter opens the next card.
 */
export function ReviewSession({
  initial,
  locale,
  onReviewed,
}: {
  initial: ReviewNext | null;
  locale: Locale;
  onReviewed: () => void;
}) {
  const { t } = useTranslation('review');
  const session = useReviewSession(initial, locale, { failed: t('error.body') }, onReviewed);
  const { state, reviewed } = session;
  const heading = useRef<HTMLHeadingElement>(null);
  const acted = useRef(false);

  // Not on arrival (the page's own heading comes first), only once the learner has acted.
  const shown = state.step === 'question' ? `card-${state.card.cardId}` : state.step;
  useEffect(() => {
    if (acted.current) heading.current?.focus();
  }, [shown]);

  const act =
    <A extends unknown[]>(run: (...args: A) => unknown) =>
    (...args: A) => {
      acted.current = true;
      void run(...args);
    };
  const next = act(session.next);

  // After an answer: 1–4 choose a rating, Enter opens the next card.
  const card = useRef<HTMLElement>(null);
  useCardKeys((event, onControl) => {
    if (state.step !== 'answered') return;
    const choices = REVIEW_RATINGS.filter((r) => state.result.ratingChoices.includes(r));
    const choice = /^[1-4]$/.test(event.key) ? choices[Number(event.key) - 1] : undefined;
    if (choice) {
      event.preventDefault();
      act(session.rate)(choice);
    } else if (event.key === 'Enter' && !onControl) {
      event.preventDefault();
      next();
    }
  }, card);

  const answered = state.step === 'answered';
  return (
    <section
      aria-labelledby="review-card-title"
      aria-busy={state.step === 'loading'}
      data-testid="review-session"
      data-step={state.step}
      ref={card}
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2
          id="review-card-title"
          ref={heading}
          tabIndex={-1}
          data-testid="review-card-title"
          className={`scroll-mt-24 text-xl font-bold focus:outline-none ${answered ? (state.result.correct ? 'text-green-800 dark:text-green-300' : 'text-red-800 dark:text-red-300') : ''}`}
        >
          {headingOf(
            t,
            state,
            reviewed,
            state.step === 'empty' && dueLaterToday(state.nextDueAt, session.serverTime, locale),
          )}
        </h2>
        {(state.step === 'question' || answered) && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="review-due-left">
            {t('card.dueLeft', { count: session.dueToday })}
          </p>
        )}
      </div>
      {(state.step === 'question' || answered) && (
        <p className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-primary-50 px-3 py-1 text-primary-900 dark:bg-primary-950 dark:text-primary-100">
            {state.card.topic?.name ?? t('card.popQuiz')}
          </span>
          {state.card.reviews > 0 && (
            <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
              {t('card.reviewedBefore', { count: state.card.reviews })}
            </span>
          )}
        </p>
      )}

      {state.step === 'question' && (
        <ReviewQuestion
          key={`${state.card.cardId}-${state.card.version}`}
          card={state.card}
          busy={session.busy}
          error={session.error}
          onAnswer={act(session.answer)}
        />
      )}
      {state.step === 'question' && session.stale && (
        <button type="button" onClick={next} className={`${primary} mt-4`}>
          {t('error.loadNext')}
        </button>
      )}

      {answered && (
        <>
          <ReviewResult
            card={state.card}
            selected={state.selected}
            result={state.result}
            schedule={state.schedule}
            rating={session.rating}
            masteredCode={state.masteredCode}
            locale={locale}
            onRate={act(session.rate)}
          />
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <button
              type="button"
              onClick={next}
              data-testid="review-next"
              aria-keyshortcuts="Enter"
              className={primary}
            >
              {session.dueToday > 0 ? t('result.nextCard') : t('result.finish')}
            </button>
            <span className="hidden text-sm text-slate-600 sm:inline dark:text-slate-400">
              {t('result.enterKey')}
            </span>
          </div>
        </>
      )}

      {state.step === 'loading' && (
        <div className="mt-4 animate-pulse space-y-3 motion-reduce:animate-none" aria-hidden="true">
          <div className="h-5 w-3/4 rounded bg-slate-200 dark:bg-slate-800" />
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-12 rounded-xl bg-slate-100 dark:bg-slate-800/60" />
          ))}
        </div>
      )}

      {state.step === 'error' && (
        <div role="alert" data-testid="review-error" className="mt-4 space-y-4">
          <p className="text-red-800 dark:text-red-200">{state.message}</p>
          <button type="button" onClick={next} className={primary}>
            {t('error.retry')}
          </button>
        </div>
      )}

      {state.step === 'empty' && (
        <ReviewEmpty
          nextDueAt={state.nextDueAt}
          serverTime={session.serverTime}
          reviewedNow={reviewed}
          locale={locale}
        />
      )}
    </section>
  );
}
