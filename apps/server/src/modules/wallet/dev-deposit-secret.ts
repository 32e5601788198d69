/**
 * The deposit webhook's secret when none is configured, outside production and in the demo only
 * (see wallet-money.module.ts). Public on purpose: it lets `npm run deposit:send` credit KUB on a
 * developer's machine; production sets DEPOSIT_WEBHOOK_SECRET.
 */
export const DEV_DEPOSIT_SECRET = 'kub-academy-dev-deposit-secret';
