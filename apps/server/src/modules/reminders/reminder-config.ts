import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { installationSecret } from '../../lib/installation-secrets.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the reminders need from the configuration, resolved once when the app is built. */
export interface ReminderConfig {
  publicUrl: string;
  production: boolean;
  vapid: VapidKeys;
  /** HMAC key of the unsubscribe links. */
  unsubscribeKey: Buffer;
  /** Keys of links mailed before a rotation, still accepted while REMINDER_UNSUBSCRIBE_SECRET_PREVIOUS is set. */
  previousUnsubscribeKeys: Buffer[];
  /** Push endpoints on loopback or private addresses may be stored and contacted (tests only). */
  allowPrivatePushHosts: boolean;
}

// Without keys or a data directory (tests that pass part of the configuration): one set per process,
// shared by every app instance the process builds, as instances of one installation share theirs.
let processPrivateKey: string | undefined;
let processUnsubscribeKey: string | undefined;

/** The public key (uncompressed point) of a P-256 private key, both base64url. */
export function vapidPublicKeyOf(privateKey: string): string {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ecdh.getPublicKey().toString('base64url');
}

function vapidSubject(config: Partial<Config>, publicUrl: string): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (publicUrl.startsWith('https://')) return new URL(publicUrl).origin;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM ?? '')?.[1] ?? config.MAIL_FROM;
  return `mailto:${address && address.includes('@') ? address : 'no-reply@kub-academy.local'}`;
}

/**
 * VAPID keys: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else this installation's own private key beside
 * its database (32 random bytes are a valid P-256 key but for a chance of about 2^-32), its public
 * key derived from it, so nobody who only knows the source can sign pushes for the site.
 */
function vapidKeys(config: Partial<Config>, publicUrl: string): VapidKeys {
  const subject = vapidSubject(config, publicUrl);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const privateKey = config.dataDir
    ? installationSecret(config.dataDir, 'vapidPrivateKey')
    : (processPrivateKey ??= randomBytes(32).toString('base64url'));
  return { publicKey: vapidPublicKeyOf(privateKey), privateKey, subject };
}

/** The HMAC key of unsubscribe links from the configured secret (any text of 32 characters or more). */
export function unsubscribeKeyFrom(secret: string): Buffer {
  return createHash('sha256').update(`reminder-unsubscribe:${secret}`).digest();
}

function unsubscribeKey(config: Partial<Config>): Buffer {
  const secret =
    config.REMINDER_UNSUBSCRIBE_SECRET ??
    (config.dataDir
      ? installationSecret(config.dataDir, 'reminderUnsubscribeKey')
      : (processUnsubscribeKey ??= randomBytes(32).toString('base64url')));
  return unsubscribeKeyFrom(secret);
}

export function reminderConfig(config: Partial<Config>): ReminderConfig {
  const publicUrl = (config.PUBLIC_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    publicUrl,
    production: config.NODE_ENV === 'production',
    vapid: vapidKeys(config, publicUrl),
    unsubscribeKey: unsubscribeKey(config),
    previousUnsubscribeKeys: config.REMINDER_UNSUBSCRIBE_SECRET_PREVIOUS
      ? [unsubscribeKeyFrom(config.REMINDER_UNSUBSCRIBE_SECRET_PREVIOUS)]
      : [],
    allowPrivatePushHosts: config.PUSH_ALLOW_PRIVATE_HOSTS === true,
  };
}
