import type { InputHTMLAttributes } from 'react';

export const inputClass =
  'mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-testid={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

/** A labelled input with an optional hint and the API's error right under it. */
export function TextField({
  name,
  label,
  hint,
  error,
  className = '',
  inputClassName = '',
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  inputClassName?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const id = `profile-${name}`;
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${inputClass} ${inputClassName}`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
