import type { AppLoadContext } from 'react-router';
import { settle } from '../../lib/api.ts';
import { adminApi, type ActionResult } from './admin-api.server.ts';

/** Refusals that are about one field of the form, though the server names no field. */
const FIELD_OF_CODE: Record<string, string> = {
  ADJUSTMENT_AMOUNT_INVALID: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  ADJUSTMENT_REASON_REQUIRED: 'reason',
};

/**
 * Sends the user page's credit-or-debit form. The Idempotency-Key was made when the form was
 * rendered and travels in a hidden field, so a double click (or a resent form) is the same
 * adjustment to the server, which moves the value once and answers the first result again.
 */
export async function submitAdjustment(
  args: { context: AppLoadContext; params: { lang?: string } },
  userId: number,
  form: FormData,
): Promise<ActionResult & { balance?: string; currency?: string; replayed?: boolean }> {
  const intent = 'adjust';
  const direction = String(form.get('direction') ?? 'credit');
  const amount = String(form.get('amount') ?? '').trim();
  const currency = String(form.get('currency') ?? 'POINT');
  const sent = await settle(
    adminApi(args.context, args.params).form.post(
      '/admin/ledger-adjustments',
      {
        userId,
        currency,
        amount: direction === 'debit' && amount !== '' ? `-${amount}` : amount,
        reason: String(form.get('reason') ?? ''),
      },
      { headers: { 'idempotency-key': String(form.get('idempotencyKey') ?? '') } },
    ),
  );
  if (sent.ok) {
    const done = sent.value;
    return { ok: true, intent, balance: done.balance, currency: done.currency, replayed: done.replayed };
  }
  const { status, body } = sent.error;
  if (status >= 500 || status === 401) throw new Error(`adjustment failed: ${status}`);
  const errors: Record<string, string> = {};
  for (const field of body.fields ?? []) {
    const name = field.path.replace(/^body\.?/, '') || 'form';
    errors[name] ??= field.message;
  }
  if (Object.keys(errors).length === 0) errors[FIELD_OF_CODE[body.code] ?? 'form'] = body.message;
  return { ok: false, intent, errors };
}
