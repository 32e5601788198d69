import type { CaptchaSettings } from '@app/contracts/captcha';
import { type AppLoadContext, data } from 'react-router';
import { ApiError, type ApiErrorBody } from '../../lib/api.ts';
import { serverApi } from '../../lib/route-data.ts';
import type { FormFailure } from './form-failure.ts';

/**
 * Refuses a form posted from another site, signed in or not (a forged login would sign the
 * visitor into someone else's account). The server checks posts that carry the session cookie
 * itself; this covers the ones that do not.
 */
export function assertSameSite(request: Request): void {
  const origin = request.headers.get('origin');
  if (!origin) return;
  let host: string | undefined;
  try {
    host = origin === 'null' ? undefined : new URL(origin).host;
  } catch {
    host = undefined;
  }
  if (host !== request.headers.get('host')) throw data({ formError: 'Forbidden' }, { status: 403 });
}

/** Turns an API refusal into messages; `fieldFor` places a code's message next to a field. */
export function failureFromApi(error: unknown, fieldFor: Partial<Record<string, string>> = {}) {
  if (!(error instanceof ApiError)) throw error;
  const body: ApiErrorBody = error.body;
  const fields: Record<string, string> = {};
  for (const field of body.fields ?? []) {
    const name = field.path.replace(/^body\./, '').split('.')[0] ?? 'form';
    fields[name] ??= field.message;
  }
  const target = fieldFor[body.code];
  if (target) fields[target] ??= body.message;
  const failure: FormFailure = {
    fields,
    code: body.code,
    ...(body.captchaRequired ? { captchaRequired: true } : {}),
    ...(body.challenge ? { challenge: body.challenge } : {}),
    ...(target || body.fields?.length ? {} : { formError: body.message }),
  };
  return data(failure, { status: error.status });
}

/** Whether the page shows the captcha widget, and the site key and script it needs. */
export function loadCaptchaSettings(
  context: AppLoadContext,
  params: { lang?: string },
): Promise<CaptchaSettings> {
  return serverApi(context, params).get('/v2/captcha-settings');
}
