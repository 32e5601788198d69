import type { AppLoadContext } from 'react-router';
import { settle } from '../../lib/api.ts';
import { adminApi, type ActionResult } from './admin-api.server.ts';

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
  const sent = await settle(
    adminApi(args.context, args.params).form.post(
      '/admin/quizzes/{id}/pool',
      { points: points === '' ? null : Number(points), reason: String(form.get('reason') ?? '') },
      {
        params: { path: { id: quizId } },
        headers: { 'idempotency-key': String(form.get('idempotencyKey') ?? '') },
      },
    ),
  );
  if (sent.ok) return { ok: true, intent };
  const { status, body } = sent.error;
  if (status >= 500 || status === 401) throw new Error(`top-up failed: ${status}`);
  const errors: Record<string, string> = {};
  for (const field of body.fields ?? [])
    errors[field.path.replace(/^body\.?/, '') || 'form'] ??= field.message;
  if (Object.keys(errors).length === 0) errors.form = body.message;
  return { ok: false, intent, errors };
}
