import { errorMessage } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import type { PopQuizQuestion, PopQuizSubmitResult } from '@app/contracts/pop-quizzes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api.ts';
import { ClaimBox } from './claim-box.tsx';
import { announcedCheckpoint, clockText, secondsLeft } from './countdown.ts';
import { popQuizClient } from './pop-quiz-client.ts';
import { QuestionResult } from './question-result.tsx';

/**
 * One timed question. The deadline is the server's; the timer only shows it. Screen readers hear
 * the time left at the start, every 30 seconds, at 10 and 5 seconds and when time is up.
 */
export function QuestionPanel({
  attempt,
  now,
  locale,
  onChanged,
  onClose,
}: {
  attempt: PopQuizQuestion;
  now: number;
  locale: Locale;
  onChanged: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('popquiz');
  const { question } = attempt;
  const multiple = question.answerCount > 1;
  const [selected, setSelected] = useState<number[]>([]);
  const [hint, setHint] = useState(attempt.hint);
  const [hintsRemaining, setHintsRemaining] = useState(attempt.hintsRemaining);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hintError, setHintError] = useState<string | null>(null);
  const [result, setResult] = useState<PopQuizSubmitResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const remaining = secondsLeft(attempt.deadlineAt, now);
  const client = popQuizClient(locale);

  useEffect(() => heading.current?.focus(), [result]);
  const allowed = secondsLeft(attempt.deadlineAt, Date.parse(attempt.startedAt));
  const checkpoint = announcedCheckpoint(remaining, allowed);
  const announcement = result
    ? ''
    : checkpoint === 'start'
      ? t('announce.start', { count: allowed })
      : checkpoint === 0
        ? t('announce.timeUp')
        : t('announce.left', { count: checkpoint });

  function toggle(id: number, checked: boolean) {
    setError(null);
    setSelected((current) =>
      multiple ? (checked ? [...current, id] : current.filter((x) => x !== id)) : checked ? [id] : [],
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (selected.length === 0) return setError(errorMessage('POP_QUIZ_ANSWER_REQUIRED', locale));
    if (selected.length !== question.answerCount)
      return setError(errorMessage('POP_QUIZ_ANSWER_COUNT', locale));
    setBusy(true);
    setError(null);
    try {
      setResult(await client.submit(attempt.popQuizId, question.id, selected));
      onChanged();
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.body.message : errorMessage('QUIZ_SUBMIT_FAILED', locale),
      );
      if (failure instanceof ApiError && failure.status !== 400) onChanged();
    } finally {
      setBusy(false);
    }
  }

  async function showHint() {
    setHintError(null);
    try {
      const answer = await client.hint(attempt.popQuizId, question.id);
      setHint(answer.hint);
      setHintsRemaining(answer.hintsRemaining);
    } catch (failure) {
      setHintError(failure instanceof ApiError ? failure.body.message : t('question.noHints'));
    }
  }

  return (
    <section
      aria-labelledby="pop-quiz-question-title"
      data-testid="pop-quiz-question"
      className="rounded-3xl border border-primary-200 bg-white p-6 shadow-sm sm:p-8 dark:border-primary-900 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h2
          id="pop-quiz-question-title"
          ref={heading}
          tabIndex={-1}
          className="text-xl font-bold focus:outline-none"
        >
          {result ? (result.correct ? t('result.correct') : t('result.wrong')) : attempt.title}
        </h2>
        {!result && (
          <p className="text-sm">
            <span className="text-slate-600 dark:text-slate-400">{t('question.timeLeft')} </span>
            <span
              role="timer"
              data-testid="pop-quiz-timer"
              className={`font-mono text-lg font-bold tabular-nums ${remaining <= 10 ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {clockText(remaining)}
            </span>
          </p>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="pop-quiz-announcer">
        {announcement}
      </p>

      {result ? (
        <QuestionResult question={question} selected={selected} result={result} locale={locale}>
          {result.status === 'pending' && result.claimExpiresAt && (
            <ClaimBox
              popQuizId={attempt.popQuizId}
              claimExpiresAt={result.claimExpiresAt}
              rewardPoints={result.rewardPoints}
              now={now}
              locale={locale}
              onClaimed={onChanged}
            />
          )}
        </QuestionResult>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-5">
          <fieldset aria-describedby={error ? 'pop-quiz-answer-error' : 'pop-quiz-answer-help'}>
            <legend className="text-lg font-semibold">{question.prompt}</legend>
            <p id="pop-quiz-answer-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {multiple ? t('question.chooseMany', { count: question.answerCount }) : t('question.chooseOne')}
            </p>
            <div className="mt-4 grid gap-3">
              {question.options.map((option) => (
                <label
                  key={option.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 has-checked:border-primary-600 has-checked:bg-primary-50 dark:border-slate-700 dark:has-checked:bg-primary-950/50"
                >
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name="answer"
                    value={option.id}
                    checked={selected.includes(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    className="size-5 shrink-0 accent-primary-700"
                  />
                  <span>{option.text}</span>
                </label>
              ))}
            </div>
            {error && (
              <p
                id="pop-quiz-answer-error"
                role="alert"
                data-testid="pop-quiz-error"
                className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
              >
                {error}
              </p>
            )}
          </fieldset>

          <div className="rounded-xl bg-slate-50 p-4 text-sm dark:bg-slate-800/60">
            {hint ? (
              <p data-testid="pop-quiz-hint">
                <strong>{t('question.hintLabel')}: </strong>
                {hint}
              </p>
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  onClick={() => void showHint()}
                  disabled={hintsRemaining === 0}
                  aria-describedby="pop-quiz-hints-left"
                  className="rounded-full border border-slate-300 px-4 py-2 font-semibold disabled:opacity-60 dark:border-slate-600"
                >
                  {t('question.hint')}
                </button>
                <span id="pop-quiz-hints-left" className="text-slate-600 dark:text-slate-400">
                  {hintsRemaining > 0
                    ? t('question.hintsLeft', { count: hintsRemaining })
                    : t('question.noHints')}
                </span>
              </div>
            )}
            {hintError && (
              <p role="alert" className="mt-2 font-medium text-red-700 dark:text-red-300">
                {hintError}
              </p>
            )}
          </div>

          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            data-testid="pop-quiz-submit"
            className="rounded-full bg-primary-700 px-6 py-3 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
          >
            {busy ? t('question.sending') : t('question.submit')}
          </button>
        </form>
      )}

      <button
        type="button"
        onClick={onClose}
        className="mt-6 text-sm font-semibold text-primary-700 hover:underline dark:text-primary-300"
      >
        ← {t('question.close')}
      </button>
    </section>
  );
}
