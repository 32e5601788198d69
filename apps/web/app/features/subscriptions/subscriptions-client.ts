import type { Locale } from '@app/contracts/locale';
import { createApi } from '../../lib/api.ts';

/** A new order key: the same order retried (a double click, a lost answer) reuses it. */
export function newOrderKey(): string {
  return `order-${crypto.randomUUID()}`;
}

/** Buys a package from the browser; the Idempotency-Key makes a retry return the first result. */
export async function purchasePackage(
  locale: Locale,
  body: { packageId: number; pin: string; expectedPrice: string },
  orderKey: string,
) {
  return createApi('browser', locale).post('/client/user-subscription-infos', {
    body,
    headers: { 'idempotency-key': orderKey },
  });
}
