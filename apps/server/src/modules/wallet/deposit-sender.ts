import { DEPOSIT_HEADERS, DEPOSIT_WEBHOOK_PATH, type DepositNotification } from '@app/contracts/wallet';
import { signDeposit } from './deposit-signature.ts';

export interface DepositSendOutcome {
  /** The HTTP status the site answered. */
  status: number;
  /** Its JSON answer: the deposit's state, or an error with a code and a message. */
  body: Record<string, unknown>;
}

/**
 * Plays the exchange: signs a deposit notification exactly as the exchange does (HMAC of
 * "timestamp.body" over the bytes sent) and posts it to a site's webhook over HTTP. Shared by
 * `npm run deposit:send` and the demo exchange's "Send KUB" page, so both take the real path.
 * Rejects (a fetch error) when nothing answers at `siteUrl`.
 */
export async function sendDepositNotification(
  siteUrl: string,
  secret: string,
  notification: DepositNotification,
  options: { now?: Date; lang?: 'en' | 'th' } = {},
): Promise<DepositSendOutcome> {
  const raw = JSON.stringify(notification);
  const timestamp = String(Math.floor((options.now ?? new Date()).getTime() / 1000));
  const response = await fetch(new URL(DEPOSIT_WEBHOOK_PATH, siteUrl), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The language of the refusal's message, for a page that shows it to a person.
      ...(options.lang ? { lang: options.lang } : {}),
      [DEPOSIT_HEADERS.timestamp]: timestamp,
      [DEPOSIT_HEADERS.signature]: signDeposit(secret, timestamp, raw),
    },
    body: raw,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { message: text.slice(0, 500) };
  }
  return { status: response.status, body };
}
