import { useId } from 'react';

const inputClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-primary-600 focus:ring-2 focus:ring-primary-600/30 focus:outline-none dark:bg-slate-950 dark:text-slate-100 ${
    invalid ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'
  }`;

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700 dark:text-red-300" data-testid="field-error">
      {message}
    </p>
  );
}

/** A labelled input with its hint and its error, tied together for screen readers. */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  error,
  hint,
  defaultValue,
}: {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  error?: string | undefined;
  hint?: string;
  defaultValue?: string | undefined;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="mb-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass(Boolean(error))}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-disabled={busy}
      className="mt-2 inline-flex h-11 w-full items-center justify-center rounded-full bg-primary-700 px-5 text-sm font-semibold text-white hover:bg-primary-800 disabled:cursor-wait disabled:opacity-80"
    >
      {busy ? busyLabel : label}
    </button>
  );
}
