import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView, QuizQuestionView } from '@app/contracts/quizzes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { localePath } from '../../lib/site-map.ts';
import { formatSeconds, quizClient } from './quiz-client.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold disabled:opacity-60';
const primary = `${button} bg-primary-700 text-white hover:bg-primary-800`;
const secondary = `${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800`;

function firstOpenQuestion(view: QuizAttemptView): number {
  if (view.status === 'saved' || view.currentQuestion > 0) {
    return Math.min(view.currentQuestion, view.questions.length - 1);
  }
  const open = view.questions.findIndex((q) => !q.answer);
  return open < 0 ? view.questions.length - 1 : open;
}

/**
 * One attempt of a main quiz. Every rule is the server's: this only shows what it answered (the
 * options in the attempt's order, the reveal after each answer, the timer's seconds left) and
 * sends the attempt's version with each change, so a stale tab is told 'Data has been changed'.
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
  const client = quizClient(locale);
  const [view, setView] = useState(initial);
  const [index, setIndex] = useState(() => firstOpenQuestion(initial));
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<'submit' | 'hint' | 'save' | 'finish' | null>(null);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Spec §4: leaving mid-quiz asks first. Anything since the last save counts, even a fresh start
  // (its quota is spent) or an option picked but not yet sent.
  const [dirty, setDirty] = useState(initial.status !== 'saved');
  const [finished, setFinished] = useState(false);
  const [left, setLeft] = useState(initial.secondsLeft);

  const question: QuizQuestionView = view.questions[index]!;
  const removed = question.hint?.removedAnswers ?? [];

  // The countdown only displays the server's deadline; the server refuses late answers itself.
  useEffect(() => {
    if (left === null) return;
    const started = Date.now();
    const from = left;
    const timer = setInterval(
      () => setLeft(Math.max(0, from - Math.floor((Date.now() - started) / 1000))),
      1000,
    );
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.attemptId]);

  // Set just before the page itself moves on to the result, which needs no confirmation.
  const leaving = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && !finished && !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('quiz.leave'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);
  useEffect(() => {
    if (!dirty || finished) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their leave dialog only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, finished]);

  const fail = (caught: unknown) => {
    if (caught instanceof ApiError) {
      setError({ message: caught.body.message, stale: caught.body.code === 'DATA_CHANGED' });
    } else {
      setError({ message: String(caught), stale: false });
    }
  };

  const go = (next: number) => {
    setIndex(next);
    setSelected([]);
    setError(null);
    setNotice(null);
    setDirty(true);
  };

  const toggle = (key: string) => {
    setDirty(true);
    setSelected((current) =>
      question.multiple
        ? current.includes(key)
          ? current.filter((k) => k !== key)
          : [...current, key]
        : [key],
    );
  };

  const submit = async () => {
    setBusy('submit');
    setError(null);
    try {
      const labels = question.options.filter((o) => selected.includes(o.key)).map((o) => o.label);
      const answered = await client.submit(view.quizId, question.id, {
        selectedAnswers: selected,
        answerValues: labels,
        currentQuestion: index,
        version: view.version,
      });
      setView((current) => ({
        ...current,
        version: answered.version,
        answeredCount: answered.answeredCount,
        currentQuestion: index,
        questions: current.questions.map((q) =>
          q.id === question.id ? { ...q, answer: answered.answer } : q,
        ),
      }));
      setDirty(true);
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const hint = async () => {
    setBusy('hint');
    setError(null);
    try {
      const used = await client.hint(view.quizId, question.id);
      setView((current) => ({
        ...current,
        hintsRemaining: used.hintsRemaining,
        questions: current.questions.map((q) => (q.id === question.id ? { ...q, hint: used.hint } : q)),
      }));
      setSelected((current) => current.filter((key) => !used.hint.removedAnswers.includes(key)));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const save = async () => {
    setBusy('save');
    setError(null);
    try {
      const saved = await client.save(view.quizId, index, view.version);
      setView((current) => ({ ...current, version: saved.version, status: 'saved', currentQuestion: index }));
      setDirty(false);
      setNotice(left === null ? t('quiz.saved') : t('quiz.savedTimed'));
    } catch (caught) {
      fail(caught);
    } finally {
      setBusy(null);
    }
  };

  const finish = async () => {
    setBusy('finish');
    setError(null);
    try {
      await client.finish(view.quizId, index, view.version);
      leaving.current = true;
      setFinished(true);
      setDirty(false);
      await navigate(localePath(locale, `/quizzes/${slug}/result`), { replace: true });
    } catch (caught) {
      fail(caught);
      setBusy(null);
    }
  };

  const reload = async () => {
    try {
      const fresh = await client.progress(view.quizId);
      setView(fresh);
      setIndex(firstOpenQuestion(fresh));
      setSelected([]);
      setError(null);
    } catch (caught) {
      fail(caught);
    }
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
        <fieldset className="mt-5" disabled={Boolean(answer) || busy !== null}>
          <legend className="text-sm text-slate-600 dark:text-slate-400">
            {question.multiple ? t('quiz.chooseMany') : t('quiz.chooseOne')}
          </legend>
          <ul className="mt-3 grid gap-3">
            {question.options.map((option) => {
              const isRemoved = removed.includes(option.key);
              const chosen = answer
                ? answer.selectedAnswers.includes(option.key)
                : selected.includes(option.key);
              const right = answer?.correctAnswers.includes(option.key) ?? false;
              const tone = answer
                ? right
                  ? 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950'
                  : chosen
                    ? 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950'
                    : 'border-slate-200 dark:border-slate-700'
                : chosen
                  ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950'
                  : 'border-slate-200 hover:border-primary-400 dark:border-slate-700';
              return (
                <li key={option.key}>
                  <label
                    className={`flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border-2 p-3 ${tone} ${isRemoved && !answer ? 'opacity-40 line-through' : ''}`}
                  >
                    <input
                      type={question.multiple ? 'checkbox' : 'radio'}
                      name={`question-${question.id}`}
                      value={option.key}
                      checked={chosen}
                      disabled={isRemoved && !answer}
                      onChange={() => toggle(option.key)}
                      className="mt-1 size-4 accent-primary-700"
                    />
                    <span className="flex-1">
                      {option.label}
                      {answer && right && (
                        <span className="ml-2 text-xs font-semibold text-green-800 dark:text-green-300">
                          ✓ {t('quiz.rightAnswer')}
                        </span>
                      )}
                      {answer && chosen && !right && (
                        <span className="ml-2 text-xs font-semibold text-red-800 dark:text-red-300">
                          ✗ {t('quiz.yourAnswer')}
                        </span>
                      )}
                      {isRemoved && !answer && <span className="sr-only"> ({t('quiz.removed')})</span>}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>

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
            onClick={() => void save()}
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
            onClick={() => void finish()}
          >
            {busy === 'finish' ? t('quiz.finishing') : t('quiz.finish')}
          </button>
        )}
      </div>
    </section>
  );
}
