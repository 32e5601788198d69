import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

export const inputClass =
  'mt-1.5 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white aria-[invalid=true]:border-red-600 dark:aria-[invalid=true]:border-red-400';
export const buttonClass =
  'inline-flex items-center justify-center rounded-full bg-primary-700 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-800 disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex items-center justify-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:border-primary-500 dark:border-slate-700 dark:text-slate-100';
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950';
export const cardClass =
  'rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

const fieldId = (form: string, name: string) => `${form}-${name.replace(/\./g, '-')}`;

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} data-testid={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      {message}
    </p>
  );
}

interface Common {
  form: string;
  name: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  className?: string;
}

function Shell({ form, name, label, hint, error, className, children }: Common & { children: ReactNode }) {
  const id = fieldId(form, name);
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function described(form: string, name: string, hint?: string, error?: string) {
  const id = fieldId(form, name);
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A labelled input with its error right under it (the API's message, in the page's language). */
export function Field(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const { form, name, label, hint, error, className, ...input } = props;
  return (
    <Shell {...{ form, name, label, hint, error, className }}>
      <input
        id={fieldId(form, name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(form, name, hint, error)}
        className={inputClass}
        {...input}
      />
    </Shell>
  );
}

export function TextArea(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const { form, name, label, hint, error, className, ...area } = props;
  return (
    <Shell {...{ form, name, label, hint, error, className }}>
      <textarea
        id={fieldId(form, name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(form, name, hint, error)}
        className={`${inputClass} text-sm leading-relaxed`}
        {...area}
      />
    </Shell>
  );
}

export function SelectField(
  props: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: { value: string; label: string }[] },
) {
  const { form, name, label, hint, error, className, options, ...select } = props;
  return (
    <Shell {...{ form, name, label, hint, error, className }}>
      <select
        id={fieldId(form, name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described(form, name, hint, error)}
        className={inputClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

export function CheckField({
  form,
  name,
  label,
  defaultChecked,
}: {
  form: string;
  name: string;
  label: string;
  defaultChecked?: boolean;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold" htmlFor={fieldId(form, name)}>
      <input
        id={fieldId(form, name)}
        type="checkbox"
        name={name}
        value="true"
        defaultChecked={defaultChecked}
        className="size-4 accent-primary-700"
      />
      {label}
    </label>
  );
}

/** A form-level message (an error not tied to one field, or a success note). */
export function FormNote({ tone, message }: { tone: 'error' | 'success'; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:bg-red-950 dark:text-red-200'
          : 'rounded-xl bg-primary-50 px-4 py-3 text-sm font-medium text-primary-800 dark:bg-primary-950 dark:text-primary-200'
      }
    >
      {message}
    </p>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
      {message}
    </p>
  );
}
