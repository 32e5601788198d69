import { CAPTCHA_FIELD } from '@app/contracts/captcha';
import { errorMessage, isErrorCode } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import { data } from 'react-router';
import type { z } from 'zod';
import type { FormFailure } from './form-failure.ts';

/** Reads a form's text fields into a plain object (checkboxes become booleans). */
export function formValues(form: FormData, text: string[], checkboxes: string[] = []) {
  const values: Record<string, string | boolean> = {};
  for (const name of text) values[name] = String(form.get(name) ?? '');
  for (const name of checkboxes) values[name] = form.get(name) === 'on';
  return values;
}

/**
 * The captcha answer the widget puts into the form, if one is on the page; the API decides
 * whether it is needed.
 */
export function captchaAnswer(form: FormData): { captchaToken?: string } {
  const token = form.get(CAPTCHA_FIELD);
  return typeof token === 'string' && token ? { captchaToken: token } : {};
}

/** The first problem of each field, in the page's language (the schema's messages are codes). */
export function fieldMessages(error: z.ZodError, locale: Locale): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fields[key] ??= isErrorCode(issue.message) ? errorMessage(issue.message, locale) : issue.message;
  }
  return fields;
}

/** Validates form values with the same schema the API uses; a failure is a 400 with messages. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown, locale: Locale) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true as const, value: parsed.data as z.infer<S> };
  const failure: FormFailure = { fields: fieldMessages(parsed.error, locale) };
  return { ok: false as const, response: data(failure, { status: 400 }) };
}
