import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { DEPOSIT_HEADERS, DEPOSIT_WEBHOOK_PATH, type DepositNotification } from '@app/contracts/wallet';
import { signDeposit } from './deposit-signature.ts';
import { DEV_DEPOSIT_SECRET } from './dev-deposit-secret.ts';

/**
 * `npm run deposit:send -- --email reader@kub-academy.local --amount 10`: plays the exchange and
 * sends one signed deposit notification to a running site, so a quick-start user can get KUB.
 * Options: --email | --user-id | --subject (the account), --amount (KUB, up to 8 decimals),
 * --event-id (default: a fresh one), --url (default PUBLIC_URL, else http://localhost:$PORT).
 * The secret is DEPOSIT_WEBHOOK_SECRET, else the development one the demo accepts.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'user-id': { type: 'string' },
    subject: { type: 'string' },
    amount: { type: 'string' },
    'event-id': { type: 'string' },
    url: { type: 'string' },
  },
});

if (!values.amount || !(values.email || values['user-id'] || values.subject)) {
  console.error(
    'usage: npm run deposit:send -- --email someone@example.com --amount 10 [--url http://localhost:3000]',
  );
  process.exit(2);
}

const body: DepositNotification = {
  eventId: values['event-id'] ?? `cli-${randomUUID()}`,
  currency: 'KUB',
  amount: values.amount,
  ...(values.email ? { email: values.email } : {}),
  ...(values['user-id'] ? { userId: Number(values['user-id']) } : {}),
  ...(values.subject ? { exchangeSubject: values.subject } : {}),
  occurredAt: new Date().toISOString(),
};
const raw = JSON.stringify(body);
const timestamp = String(Math.floor(Date.now() / 1000));
const secret = process.env.DEPOSIT_WEBHOOK_SECRET || DEV_DEPOSIT_SECRET;
const site = values.url ?? process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

const response = await fetch(new URL(DEPOSIT_WEBHOOK_PATH, site), {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    [DEPOSIT_HEADERS.timestamp]: timestamp,
    [DEPOSIT_HEADERS.signature]: signDeposit(secret, timestamp, raw),
  },
  body: raw,
});
const answer = await response.text();
if (!response.ok) {
  console.error(`deposit refused (${response.status}): ${answer}`);
  process.exit(1);
}
const result = JSON.parse(answer) as { userId: number; amount: string; eventId: string };
console.log(`credited ${result.amount} KUB to user ${result.userId} (event ${result.eventId})`);
