import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView } from '@app/contracts/quizzes';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localePath } from '../../lib/site-map.ts';
import { formatSeconds } from './quiz-client.ts';
import { QuizOptions } from './quiz-options.tsx';
import { useCountdown } from './use-countdown.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useQuizAttempt } from './use-quiz-attempt.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60';
const primary = `${button} bg-primary-700 text-white hover:bg-primary-800`;
const secondary = `${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;

/**
 * One attempt of a main quiz. Every rule is the server's: this only shows what it answered (the
 * options in the attempt's order, the reveal after each answer, the timer's seconds left); the
 * calls and the attempt's state are in use-quiz-attempt.ts.
 */
export function QuizPlayer({
  initial,
  locale,
  slug,
}: {
  initial: QuizAttemptView;
  locale: Locale;
  slug: string;
}) {
  const { t } = useTranslation('quizzes');
  const navigate = useNavigate();
  const {
    view,
    index,
    question,
    selected,
    busy,
    error,
    notice,
    dirty,
    go,
    toggle,
    submit,
    hint,
    save,
    finish,
    reload,
  } = useQuizAttempt(initial, locale);
  const [finished, setFinished] = useState(false);
  const left = useCountdown(initial.secondsLeft, view.attemptId);

  // Set just before the page itself moves on to the result, which needs no confirmation.
  const leaving = useRef(false);
  useLeaveGuard(dirty && !finished, () => !leaving.current, t('quiz.leave'));
  const leave = async () => {
    leaving.current = true;
    setFinished(true);
    await navigate(localePath(locale, `/quizzes/${slug}/result`), { replace: true });
  };

  const answer = question.answer;
  const last = index === view.questions.length - 1;
  const percent = Math.round((view.answeredCount / view.questionCount) * 100);

  return (
    <section aria-labelledby="quiz-question" data-testid="quiz-player" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span data-testid="quiz-progress">
          {t('quiz.progress', { answered: view.answeredCount, total: view.questionCount })}
        </span>
        {left !== null && (
          <span
            role="timer"
            data-testid="quiz-timer"
            className={left === 0 ? 'font-semibold text-red-700 dark:text-red-400' : 'font-semibold'}
          >
            {left === 0 ? t('quiz.timeUp') : t('quiz.timeLeft', { time: formatSeconds(left) })}
          </span>
        )}
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label={t('quiz.progress', { answered: view.answeredCount, total: view.questionCount })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-primary-600" style={{ width: `${percent}%` }} />
      </div>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-primary-700 dark:text-primary-300">
          {t('quiz.question', { current: index + 1, total: view.questionCount })}
        </p>
        <h2 id="quiz-question" className="mt-2 text-xl font-bold sm:text-2xl">
          {question.prompt}
        </h2>
        <QuizOptions question={question} selected={selected} disabled={busy !== null} onToggle={toggle} />

        {question.hint?.clue && !answer && (
          <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            {t('quiz.clue', { clue: question.hint.clue })}
          </p>
        )}

        {answer && (
          <div
            data-testid="quiz-reveal"
            role="status"
            className={`mt-5 rounded-xl p-4 ${answer.correct ? 'bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100' : 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100'}`}
          >
            <p className="font-semibold">{answer.correct ? t('quiz.correct') : t('quiz.incorrect')}</p>
            <p className="mt-1 text-sm">{answer.explanation}</p>
          </div>
        )}

        {error && (
          <div
            role="alert"
            data-testid="quiz-error"
            className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            <p>{error.message}</p>
            {error.stale && (
              <button type="button" onClick={() => void reload()} className={`${secondary} mt-2`}>
                {t('quiz.reload')}
              </button>
            )}
          </div>
        )}
        {notice && (
          <p
            role="status"
            data-testid="quiz-notice"
            className="mt-4 text-sm text-green-800 dark:text-green-300"
          >
            {notice}
          </p>
        )}

        <div className="mt-6 flex flex-wrap gap-3">
          {!answer && (
            <button
              type="button"
              className={primary}
              disabled={selected.length === 0 || busy !== null}
              onClick={() => void submit()}
            >
              {busy === 'submit' ? t('quiz.submitting') : t('quiz.submit')}
            </button>
          )}
          {!answer && !question.hint && (
            <button type="button" className={secondary} disabled={busy !== null} onClick={() => void hint()}>
              {t('quiz.hint')} · {t('quiz.hintsLeft', { count: view.hintsRemaining })}
            </button>
          )}
          {answer && !last && (
            <button type="button" className={primary} onClick={() => go(index + 1)}>
              {t('quiz.next')}
            </button>
          )}
        </div>
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex gap-3">
          {index > 0 && (
            <button type="button" className={secondary} onClick={() => go(index - 1)}>
              {t('quiz.previous')}
            </button>
          )}
          <button
            type="button"
            className={secondary}
            disabled={busy !== null}
            onClick={() => void save(left === null ? t('quiz.saved') : t('quiz.savedTimed'))}
            aria-describedby={left === null ? undefined : 'quiz-clock-rule'}
            data-testid="quiz-save"
          >
            {t('quiz.save')}
          </button>
        </div>
        {left !== null && (
          // The deadline is fixed at the start and the server holds it (decision 021): say so
          // before the reader saves, so "finish later" is not read as "pause the clock".
          <p
            id="quiz-clock-rule"
            className="w-full text-sm text-slate-600 sm:order-last dark:text-slate-400"
            data-testid="quiz-clock-rule"
          >
            {t('quiz.clockRule')}
          </p>
        )}
        {(view.answeredCount === view.questionCount || last || left === 0) && (
          <button
            type="button"
            className={primary}
            data-testid="quiz-finish"
            disabled={busy !== null}
            onClick={() => void finish(leave)}
          >
            {busy === 'finish' ? t('quiz.finishing') : t('quiz.finish')}
          </button>
        )}
      </div>
    </section>
  );
}
