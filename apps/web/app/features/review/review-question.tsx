import type { ReviewCard } from '@app/contracts/review';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionKey } from './review-client.ts';
import { useCardKeys } from './use-card-keys.ts';

/**
 * One due card: the prompt and its options in this serving's order, lettered A, B, C… as the
 * server named them. A letter key picks its option and Enter checks the answer, as well as the
 * usual Tab, arrows and Space of the radio buttons or check boxes. Nothing here knows which
 * options are right: the server says so after the answer.
 */
export function ReviewQuestion({
  card,
  busy,
  error,
  onAnswer,
}: {
  card: ReviewCard;
  busy: boolean;
  error: string | null;
  onAnswer: (keys: OptionKey[]) => void;
}) {
  const { t } = useTranslation('review');
  const multiple = card.answerCount > 1;
  const [selected, setSelected] = useState<OptionKey[]>([]);
  const [countError, setCountError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const lastKey = card.options.at(-1)?.key ?? 'A';

  function toggle(key: OptionKey, on: boolean) {
    setCountError(null);
    setSelected((current) =>
      multiple ? (on ? [...current, key] : current.filter((k) => k !== key)) : on ? [key] : [],
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (selected.length === 0) return setCountError(t('card.chooseFirst'));
    if (selected.length !== card.answerCount)
      return setCountError(t('card.chooseCount', { count: card.answerCount }));
    // Sent in the order shown, whatever order they were picked in.
    onAnswer(card.options.map((option) => option.key).filter((key) => selected.includes(key)));
  }

  // A letter picks its option and Enter checks, wherever the focus is (not in a text field).
  useCardKeys((event, onControl) => {
    const option = card.options.find((o) => o.key === event.key.toUpperCase());
    if (option) {
      event.preventDefault();
      toggle(option.key, multiple ? !selected.includes(option.key) : true);
      form.current?.querySelector<HTMLInputElement>(`input[value="${option.key}"]`)?.focus();
    } else if (event.key === 'Enter' && !onControl) {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  }, form);

  const message = countError ?? error;
  return (
    <form ref={form} onSubmit={submit} noValidate className="mt-4 space-y-5" data-testid="review-question">
      <fieldset aria-describedby={message ? 'review-answer-error' : 'review-answer-help'}>
        <legend className="text-lg font-semibold text-pretty sm:text-xl" data-testid="review-prompt">
          {card.prompt}
        </legend>
        <p id="review-answer-help" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {multiple ? t('card.chooseMany', { count: card.answerCount }) : t('card.chooseOne')}{' '}
          <span className="hidden sm:inline">{t('card.keys', { last: lastKey })}</span>
        </p>
        <div className="mt-4 grid gap-3">
          {card.options.map((option) => (
            <label
              key={option.key}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 px-4 py-3 hover:border-primary-400 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600 dark:border-slate-700 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950/60"
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="answer"
                value={option.key}
                checked={selected.includes(option.key)}
                onChange={(event) => toggle(option.key, event.target.checked)}
                className="size-5 shrink-0 accent-primary-700 focus-visible:outline-none"
              />
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-md border border-slate-300 font-mono text-sm font-semibold text-slate-600 dark:border-slate-600 dark:text-slate-300"
              >
                {option.key}
              </span>
              <span className="min-w-0 flex-1 text-pretty">{option.text}</span>
            </label>
          ))}
        </div>
        {message && (
          <p
            id="review-answer-error"
            role="alert"
            data-testid="review-answer-error"
            className="mt-3 text-sm font-medium text-red-700 dark:text-red-300"
          >
            {message}
          </p>
        )}
      </fieldset>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        data-testid="review-check"
        className="inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 py-2.5 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60"
      >
        {busy ? t('card.checking') : t('card.check')}
      </button>
    </form>
  );
}
