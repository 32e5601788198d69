import type { ErrorBody } from '@app/contracts/errors';
import type { AppLoadContext } from 'react-router';
import type { ActionResult } from '../admin/admin-api.server.ts';
import { routeLocale } from '../../lib/route-data.ts';

/**
 * Sends a quiz pool top-up. The Idempotency-Key was made when the page was rendered and travels
 * in a hidden field, so a double click is one top-up to the server.
 */
export async function submitPoolTopUp(
  args: { context: AppLoadContext; params: { lang?: string } },
  quizId: number,
  form: FormData,
): Promise<ActionResult> {
  const intent = `pool:${quizId}`;
  const points = String(form.get('points') ?? '').trim();
  const response = await args.context.api({
    method: 'POST',
    url: `/api/admin/quizzes/${quizId}/pool`,
    headers: {
      lang: routeLocale(args.params),
      type: 'user',
      'idempotency-key': String(form.get('idempotencyKey') ?? ''),
    },
    body: { points: points === '' ? null : Number(points), reason: String(form.get('reason') ?? '') },
  });
  if (response.status < 400) return { ok: true, intent };
  if (response.status >= 500 || response.status === 401) throw new Error(`top-up failed: ${response.status}`);
  const body = response.body as ErrorBody;
  const errors: Record<string, string> = {};
  for (const field of body.fields ?? [])
    errors[field.path.replace(/^body\.?/, '') || 'form'] ??= field.message;
  if (Object.keys(errors).length === 0) errors.form = body.message;
  return { ok: false, intent, errors };
}
