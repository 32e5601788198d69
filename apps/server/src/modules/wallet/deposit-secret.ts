import type { Config } from '../../config.ts';
import { installationSecret } from '../../lib/installation-secrets.ts';

export type WalletConfig = Partial<Config> & Pick<Config, 'NODE_ENV'>;

/**
 * The deposit webhook's secret: the configured one; on a developer's machine or in the demo
 * (localhost only, see demo-mode.ts) this installation's own, generated at first start into
 * `$DATA_DIR/installation-secrets.json` (owner-only), which `npm run deposit:send` reads too. Never
 * a constant: a secret printed in the source would let anyone who reaches the site mint KUB. In
 * production without one, none (the webhook answers 503), as for an app given no data folder.
 */
export function depositSecret(config: WalletConfig): string | undefined {
  if (config.DEPOSIT_WEBHOOK_SECRET) return config.DEPOSIT_WEBHOOK_SECRET;
  if (config.NODE_ENV === 'production' && !config.DEMO_MODE) return undefined;
  return config.dataDir ? installationSecret(config.dataDir, 'depositWebhook') : undefined;
}

/**
 * Every secret a notification may be signed with, the current one first. While the exchange
 * moves to a new secret, DEPOSIT_WEBHOOK_SECRET_PREVIOUS keeps the old one accepted, so neither
 * side has to change at the same second; unsetting it retires the old secret.
 */
export function depositSecrets(config: WalletConfig): string[] {
  const current = depositSecret(config);
  if (!current) return [];
  const previous = config.DEPOSIT_WEBHOOK_SECRET_PREVIOUS;
  return previous && previous !== current ? [current, previous] : [current];
}
