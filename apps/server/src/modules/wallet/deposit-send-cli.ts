import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { DepositNotification } from '@app/contracts/wallet';
import { readInstallationSecrets } from '../../lib/installation-secrets.ts';
import { readSiteRecord } from '../../lib/site-record.ts';
import { sendDepositNotification } from './deposit-sender.ts';

/**
 * `npm run deposit:send -- --email reader@kub-academy.local --amount 10`: plays the exchange and
 * sends one signed deposit notification to the running site, so a quick-start user can get KUB.
 * Options: --email | --user-id | --subject (the account), --amount (KUB, up to 8 decimals),
 * --event-id (default: a fresh one), --status pending|credited (default credited), --url (the
 * site; default the one recorded by the running server in $DATA_DIR/site.json, else PUBLIC_URL,
 * else http://localhost:$PORT). The secret is DEPOSIT_WEBHOOK_SECRET, else this installation's
 * own from $DATA_DIR/installation-secrets.json (DATA_DIR defaults to ./data, as for the server).
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'user-id': { type: 'string' },
    subject: { type: 'string' },
    amount: { type: 'string' },
    'event-id': { type: 'string' },
    status: { type: 'string' },
    url: { type: 'string' },
  },
});

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

if (!values.amount || !(values.email || values['user-id'] || values.subject)) {
  fail(
    'usage: npm run deposit:send -- --email someone@example.com --amount 10 [--status pending] [--url http://localhost:3000]',
    2,
  );
}
if (values.status !== undefined && values.status !== 'pending' && values.status !== 'credited') {
  fail('--status is pending or credited', 2);
}

const dataDir = resolve(process.env.DATA_DIR || './data');
const secret = process.env.DEPOSIT_WEBHOOK_SECRET || readInstallationSecrets(dataDir).depositWebhook;
if (!secret) {
  fail(
    `No deposit secret: DEPOSIT_WEBHOOK_SECRET is unset and ${dataDir} holds no installation secret yet. ` +
      'Start the site once (npm start), or set DEPOSIT_WEBHOOK_SECRET to the one the site uses.',
  );
}
const site =
  values.url ||
  readSiteRecord(dataDir)?.url ||
  process.env.PUBLIC_URL ||
  `http://localhost:${process.env.PORT || 3000}`;

const notification: DepositNotification = {
  eventId: values['event-id'] ?? `cli-${randomUUID()}`,
  currency: 'KUB',
  amount: values.amount,
  ...(values.email ? { email: values.email } : {}),
  ...(values['user-id'] ? { userId: Number(values['user-id']) } : {}),
  ...(values.subject ? { exchangeSubject: values.subject } : {}),
  ...(values.status ? { status: values.status as 'pending' | 'credited' } : {}),
  occurredAt: new Date().toISOString(),
};

const outcome = await sendDepositNotification(site, secret, notification).catch((error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  return fail(
    `No KUB Academy site answers at ${site} (${cause}). Start it with npm start, ` +
      'or name the site with --url (the server records its address in $DATA_DIR/site.json).',
  );
});
if (outcome.status !== 200) {
  fail(`deposit refused by ${site} (${outcome.status}): ${JSON.stringify(outcome.body)}`);
}
const result = outcome.body as { userId: number; amount: string; eventId: string; status: string };
console.log(
  result.status === 'pending'
    ? `announced ${result.amount} KUB to user ${result.userId} as pending (event ${result.eventId})`
    : `credited ${result.amount} KUB to user ${result.userId} (event ${result.eventId})`,
);
