import type { Locale } from '@app/contracts/locale';
import type { QuizAttemptView } from '@app/contracts/quizzes';
import { useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { quizClient } from './quiz-client.ts';

type Busy = 'submit' | 'hint' | 'save' | 'finish' | null;

function firstOpenQuestion(view: QuizAttemptView): number {
  if (view.status === 'saved' || view.currentQuestion > 0) {
    return Math.min(view.currentQuestion, view.questions.length - 1);
  }
  const open = view.questions.findIndex((q) => !q.answer);
  return open < 0 ? view.questions.length - 1 : open;
}

/**
 * One attempt as the server knows it, and the calls that change it. Each change carries the
 * attempt's version, so a stale tab is told 'Data has been changed' and offered a reload.
 */
export function useQuizAttempt(initial: QuizAttemptView, locale: Locale) {
  const client = quizClient(locale);
  const [view, setView] = useState(initial);
  const [index, setIndex] = useState(() => firstOpenQuestion(initial));
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Anything since the last save counts, even a fresh start (its quota is spent) or an option
  // picked but not yet sent.
  const [dirty, setDirty] = useState(initial.status !== 'saved');
  const question = view.questions[index]!;

  const fail = (caught: unknown) => {
    if (caught instanceof ApiError) {
      setError({ message: caught.body.message, stale: caught.body.code === 'DATA_CHANGED' });
    } else {
      setError({ message: String(caught), stale: false });
    }
  };

  /** Runs one server call with the busy state; `keepBusy` leaves it set on success (leaving the page). */
  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>, keepBusy = false) => {
    setBusy(what);
    setError(null);
    try {
      await work();
      if (!keepBusy) setBusy(null);
    } catch (caught) {
      fail(caught);
      setBusy(null);
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

  const submit = () =>
    run('submit', async () => {
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
    });

  const hint = () =>
    run('hint', async () => {
      const used = await client.hint(view.quizId, question.id);
      setView((current) => ({
        ...current,
        hintsRemaining: used.hintsRemaining,
        questions: current.questions.map((q) => (q.id === question.id ? { ...q, hint: used.hint } : q)),
      }));
      setSelected((current) => current.filter((key) => !used.hint.removedAnswers.includes(key)));
    });

  const save = (savedNotice: string) =>
    run('save', async () => {
      const saved = await client.save(view.quizId, index, view.version);
      setView((current) => ({ ...current, version: saved.version, status: 'saved', currentQuestion: index }));
      setDirty(false);
      setNotice(savedNotice);
    });

  /** Finishes on the server; `leave` then moves the page on to the result. */
  const finish = (leave: () => Promise<void>) =>
    run(
      'finish',
      async () => {
        await client.finish(view.quizId, index, view.version);
        setDirty(false);
        await leave();
      },
      true,
    );

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

  return {
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
  };
}
