import { CAPTCHA_ERROR_CODES, CAPTCHA_FIELD } from '@app/contracts/captcha';
import type { AppLoadContext } from 'react-router';
import type { z } from 'zod';
import type { ApiAnswer, CollectionPath } from '../../lib/api.ts';
import { routeLocale, serverApi } from '../../lib/route-data.ts';
import { assertSameSite, failureFromApi } from './accounts-api.server.ts';
import { captchaAnswer, formValues, validateForm } from './form-errors.ts';

interface FormActionArgs {
  request: Request;
  context: AppLoadContext;
  params: { lang?: string };
}

interface AccountFormOptions<
  S extends z.ZodType<Record<string, unknown>>,
  Path extends CollectionPath<'post'>,
> {
  /** The API's own schema for the payload. */
  schema: S;
  /** Where the validated payload is posted. */
  url: Path;
  fields: string[];
  checkboxes?: string[];
  /** Also send the captcha widget's answer; a refusal of it is shown next to the widget. */
  captcha?: boolean;
  /** Values the form does not carry, such as the page's language. */
  extra?: Record<string, unknown>;
  /** Error codes whose message belongs next to a field rather than above the form. */
  fieldFor?: Partial<Record<string, string>>;
}

const nextToWidget = Object.fromEntries(CAPTCHA_ERROR_CODES.map((code) => [code, CAPTCHA_FIELD]));

/**
 * What every accounts form action does: refuse posts from other sites, read and validate the
 * fields with the API's schema, post them, and turn any refusal into messages for the page.
 */
export async function submitAccountForm<
  S extends z.ZodType<Record<string, unknown>>,
  Path extends CollectionPath<'post'>,
>({ request, context, params }: FormActionArgs, options: AccountFormOptions<S, Path>) {
  assertSameSite(request);
  const locale = routeLocale(params);
  const form = await request.formData();
  const values = {
    ...formValues(form, options.fields, options.checkboxes),
    ...(options.captcha ? captchaAnswer(form) : {}),
    ...options.extra,
  };
  const checked = validateForm(options.schema, values, locale);
  if (!checked.ok) return { ok: false as const, response: checked.response };
  try {
    const body: ApiAnswer<Path, 'post'> = await serverApi(context, params).form.post(
      options.url,
      checked.value,
    );
    return { ok: true as const, form, value: checked.value, body };
  } catch (error) {
    const fieldFor = { ...(options.captcha ? nextToWidget : {}), ...options.fieldFor };
    return { ok: false as const, response: failureFromApi(error, fieldFor) };
  }
}
