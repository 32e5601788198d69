import type { ErrorBody } from '@app/contracts/errors';
import type { Locale } from '@app/contracts/locale';
import type { PurchaseResult } from '@app/contracts/subscriptions';
import { ApiError, browserTransport } from '../../lib/api.ts';

/** A new order key: the same order retried (a double click, a lost answer) reuses it. */
export function newOrderKey(): string {
  return `order-${crypto.randomUUID()}`;
}

/** Buys a package from the browser; the Idempotency-Key makes a retry return the first result. */
export async function purchasePackage(
  locale: Locale,
  body: { packageId: number; pin: string; expectedPrice: string },
  orderKey: string,
): Promise<PurchaseResult> {
  const response = await browserTransport({
    method: 'POST',
    url: '/api/client/user-subscription-infos',
    body,
    headers: { lang: locale, type: 'user', 'idempotency-key': orderKey },
  });
  if (response.status >= 400) throw new ApiError(response.status, response.body as ErrorBody);
  return response.body as PurchaseResult;
}
