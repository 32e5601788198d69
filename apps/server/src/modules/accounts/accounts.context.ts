import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SealingKeys } from '../../lib/token-crypto.ts';
import type { CaptchaConfig } from '../captcha/captcha.service.ts';

export interface AccountsConfig extends CaptchaConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  PUBLIC_URL: string;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  /** Demo mode keeps the mailbox readable in production (see demo-mode.ts). */
  DEMO_MODE?: boolean;
  /** Whether admins and editors must use a second factor (see second-factor.service.ts). */
  STAFF_TWO_FACTOR?: 'required' | 'optional' | undefined;
  /** Where the key sealing second-factor seeds comes from (see lib/sealing-secret.ts). */
  EXCHANGE_TOKEN_KEY?: string | undefined;
  EXCHANGE_TOKEN_KEY_PREVIOUS?: string | undefined;
  dataDir?: string;
}

/** What every accounts service function needs: the database, the time and where links point. */
export interface AccountsContext {
  db: Db;
  clock: Clock;
  config: AccountsConfig;
  /** Seals the TOTP seeds at rest (AES-256-GCM): a database dump alone cannot mint codes. */
  secondFactorKey: SealingKeys;
  /** Asks the mail worker to send queued mail now (after the queuing transaction committed). */
  mailQueued: () => void;
}
