import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
// Renamed: the server bundle's banner declares its own createRequire.
import { createRequire as createModuleRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type ErrorCode, errorMessage, isErrorCode } from '@app/contracts/errors';
import { parseKubAmount } from '@app/contracts/money';
import { DEMO_EXCHANGE_WALLET_PATH, type DepositNotification } from '@app/contracts/wallet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { urlOfAddress } from '../../lib/site-record.ts';
import { isSameOrigin } from '../../plugins/auth.ts';
import { depositSecret } from './deposit-secret.ts';
import { sendDepositNotification } from './deposit-sender.ts';
import {
  type DemoWalletForm,
  renderSendPage,
  renderSentPage,
  THAI_FONT_PATH,
} from './demo-exchange-deposit.page.ts';

type DemoWalletConfig = Pick<Config, 'NODE_ENV' | 'DEMO_MODE' | 'PUBLIC_URL' | 'dataDir'> &
  Partial<Pick<Config, 'DEPOSIT_WEBHOOK_SECRET'>>;

const FORM_COOKIE = 'demo_wallet_form';
const langField = z.enum(['en', 'th']).catch('en');
const pageQuery = z.object({ lang: langField, account: z.string().trim().max(254).catch('') });
const sentQuery = z.object({
  lang: langField,
  amount: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,8})?$/)
    .catch(''),
  reference: z.string().max(200).catch(''),
});
const formBody = z.object({
  lang: langField,
  account: z.string().trim().max(254).catch(''),
  amount: z.string().trim().max(40).catch(''),
  token: z.string().max(100).catch(''),
});

/** Which form field a refusal of the site belongs next to. */
const FIELD_OF: Partial<Record<ErrorCode, 'account' | 'amount'>> = {
  DEMO_WALLET_ACCOUNT_REQUIRED: 'account',
  DEPOSIT_ACCOUNT_REQUIRED: 'account',
  DEPOSIT_ACCOUNT_UNKNOWN: 'account',
  DEPOSIT_AMOUNT_INVALID: 'amount',
};

/** The theme the visitor chose on the site (its cookie), so this page matches it. */
function themeOf(request: FastifyRequest): DemoWalletForm['theme'] {
  const theme = request.cookies.theme;
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}

function sameToken(cookie: string | undefined, field: string): boolean {
  if (!cookie || cookie.length !== field.length) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(field));
}

/**
 * Demo mode only: the demo exchange's "Send KUB to KUB Academy" page. It plays the exchange's
 * side of a deposit for real: a signed notification over HTTP to this site's own webhook (the
 * code path of `npm run deposit:send`), `pending` at once and `credited` a moment later, so the
 * Deposit screen shows a deposit arrive. Plain HTML, no script; a form token bound to a
 * SameSite cookie plus the same-origin check keep other sites from posting it. Outside demo mode
 * nothing is mounted (404).
 */
export async function demoExchangeDepositRoutes(
  app: FastifyInstance,
  options: { config: DemoWalletConfig; creditDelayMs?: number },
) {
  const { config } = options;
  if (!config.DEMO_MODE) return;
  const secret = depositSecret(config);
  if (!secret) return;
  const creditDelayMs = options.creditDelayMs ?? 5000;
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });

  // The site's own webhook, dialled over the network as the exchange would.
  const siteUrl = () => {
    const [address] = app.addresses();
    return address ? urlOfAddress(address) : config.PUBLIC_URL;
  };

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const showForm = (request: FastifyRequest, reply: FastifyReply, form: DemoWalletForm, status = 200) => {
    const token = randomBytes(24).toString('base64url');
    reply.setCookie(FORM_COOKIE, token, {
      path: DEMO_EXCHANGE_WALLET_PATH,
      httpOnly: true,
      sameSite: 'strict',
      maxAge: 3600,
    });
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSendPage({ ...form, token, theme: themeOf(request) }));
  };

  app.get(DEMO_EXCHANGE_WALLET_PATH, { schema: { hide: true } }, async (request, reply) => {
    const query = pageQuery.parse(request.query ?? {});
    return showForm(request, reply, { lang: query.lang, account: query.account, amount: '' });
  });

  // The site's Thai face, so the page reads on machines without a Thai system font.
  let thaiFont: Promise<Buffer> | undefined;
  app.get(THAI_FONT_PATH, { schema: { hide: true } }, async (_request, reply) => {
    thaiFont ??= (async () => {
      const require = createModuleRequire(import.meta.url);
      const dir = dirname(require.resolve('@fontsource-variable/noto-sans-thai/package.json'));
      return readFile(join(dir, 'files', 'noto-sans-thai-thai-wght-normal.woff2'));
    })();
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=86400')
      .send(await thaiFont);
  });

  app.get(`${DEMO_EXCHANGE_WALLET_PATH}/sent`, { schema: { hide: true } }, async (request, reply) => {
    const query = sentQuery.parse(request.query ?? {});
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSentPage({ ...query, theme: themeOf(request) }));
  });

  app.post(
    DEMO_EXCHANGE_WALLET_PATH,
    { schema: { hide: true }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request: FastifyRequest, reply) => {
      const body = formBody.parse(request.body ?? {});
      const form: DemoWalletForm = { lang: body.lang, account: body.account, amount: body.amount };
      const refuse = (code: ErrorCode, status: number) => {
        const field = FIELD_OF[code];
        const message = errorMessage(code, body.lang);
        return showForm(
          request,
          reply,
          { ...form, errors: field ? { [field]: message } : { form: message } },
          status,
        );
      };
      if (!isSameOrigin(request) || !sameToken(request.cookies[FORM_COOKIE], body.token)) {
        return refuse('DEMO_WALLET_FORM_EXPIRED', 403);
      }
      if (!body.account) return refuse('DEMO_WALLET_ACCOUNT_REQUIRED', 400);
      const units = parseKubAmount(body.amount);
      if (units === undefined || units <= 0n) return refuse('DEPOSIT_AMOUNT_INVALID', 400);

      const reference = `demo-${randomUUID()}`;
      const notification: DepositNotification = {
        eventId: reference,
        currency: 'KUB',
        amount: body.amount,
        ...(body.account.includes('@') ? { email: body.account } : { exchangeSubject: body.account }),
        occurredAt: new Date().toISOString(),
      };
      const pending = await sendDepositNotification(
        siteUrl(),
        secret,
        { ...notification, status: 'pending' },
        { lang: body.lang },
      ).catch((error: unknown) => {
        request.log.warn({ err: error }, 'demo exchange: the deposit webhook did not answer');
        return undefined;
      });
      if (!pending) return refuse('SERVICE_UNAVAILABLE', 503);
      if (pending.status !== 200) {
        const code = isErrorCode(pending.body.code) ? pending.body.code : 'SERVICE_UNAVAILABLE';
        return refuse(code, pending.status >= 500 ? 503 : 400);
      }

      // The exchange confirms the deposit a moment later, as a real one settles after a while.
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendDepositNotification(siteUrl(), secret, { ...notification, status: 'credited' })
          .then((outcome) => {
            if (outcome.status !== 200) app.log.warn({ outcome }, 'demo exchange: crediting was refused');
          })
          .catch((error: unknown) => app.log.warn({ err: error }, 'demo exchange: crediting failed'));
      }, creditDelayMs);
      timers.add(timer);

      const sent = new URLSearchParams({ lang: body.lang, amount: body.amount, reference });
      return reply.redirect(`${DEMO_EXCHANGE_WALLET_PATH}/sent?${sent}`, 303);
    },
  );
  app.log.warn(`demo mode: the demo exchange's Send KUB page is served at ${DEMO_EXCHANGE_WALLET_PATH}`);
}
