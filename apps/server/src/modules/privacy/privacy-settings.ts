import type { Config } from '../../config.ts';
import { type ProfileSettings, profileSettings } from '../profile/profile-settings.ts';
import { type DownloadKeys, downloadKeys } from './download-token.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long each kind of data is kept before the retention job removes it (milliseconds). */
export interface RetentionPeriods {
  mailMs: number;
  signInMs: number;
  sessionMs: number;
  pushMs: number;
  unconfirmedMs: number;
  auditMs: number;
}

/** What the privacy feature needs from the configuration, resolved once when the app is built. */
export interface PrivacySettings {
  publicUrl: string;
  coolingOffMs: number;
  exportLinkMs: number;
  /** HMAC keys of the data-download links (their own secret, with the ones still accepted in a rotation). */
  downloadKeys: DownloadKeys;
  retention: RetentionPeriods;
  /** The exchange's OAuth2 client, to revoke a closed account's grant (RFC 7009). */
  profile: ProfileSettings;
}

/** A request under the law is answered within 30 days (PDPA section 30, GDPR article 12). */
export const ANSWER_WITHIN_MS = 30 * DAY_MS;

/** An exchange-only account proves it is its owner by signing in again: this recently. */
export const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

export function privacySettings(config: Partial<Config> & Pick<Config, 'NODE_ENV'>): PrivacySettings {
  const profile = profileSettings(config);
  const days = (value: number | undefined, fallback: number) => (value ?? fallback) * DAY_MS;
  return {
    publicUrl: (config.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    coolingOffMs: days(config.PRIVACY_COOLING_OFF_DAYS, 7),
    exportLinkMs: (config.PRIVACY_EXPORT_LINK_HOURS ?? 72) * 60 * 60 * 1000,
    downloadKeys: downloadKeys(config, profile.exchangeTokenKeys.current),
    retention: {
      mailMs: days(config.RETENTION_MAIL_DAYS, 30),
      signInMs: days(config.RETENTION_SIGN_IN_DAYS, 30),
      sessionMs: days(config.RETENTION_SESSION_DAYS, 30),
      pushMs: days(config.RETENTION_PUSH_DAYS, 180),
      unconfirmedMs: days(config.RETENTION_UNCONFIRMED_DAYS, 30),
      auditMs: days(config.RETENTION_AUDIT_DAYS, 365),
    },
    profile,
  };
}
