import type { Locale } from '@app/contracts/locale';
import type { PushSubscriptionBody, ReminderSettingsBody } from '@app/contracts/reminders';
import { createApi } from '../../lib/api.ts';

/** Calls the reminders API from the browser (same origin, session cookie). */
export function remindersClient(locale: Locale) {
  const api = createApi('browser', locale);
  return {
    save: (body: ReminderSettingsBody) => api.put('/client/reminders', { body }),
    pushKey: () => api.get('/client/reminders/push/key'),
    subscribe: (body: PushSubscriptionBody) => api.post('/client/reminders/push/subscriptions', { body }),
    unsubscribe: (endpoint: string) =>
      api.delete('/client/reminders/push/subscriptions', { body: { endpoint } }),
  };
}

/** What this browser can do about Web Push, as far as can be told before asking. */
export type PushSupport = 'unknown' | 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unknown';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/** Why subscribing this browser did not work: each has its own message. */
export class PushSetupError extends Error {
  constructor(readonly reason: 'denied' | 'unavailable' | 'failed') {
    super(reason);
  }
}

/**
 * The site's service worker registration. The worker (`/sw.js`) is registered by the site shell;
 * while it is missing `ready` never settles, so after a while this gives up.
 */
async function readyRegistration(timeoutMs = 8000): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError('unavailable')), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks for permission, subscribes this browser with the site's VAPID key and hands the subscription to the API. */
export async function subscribeThisBrowser(locale: Locale) {
  const client = remindersClient(locale);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await readyRegistration();
  const { publicKey } = await client.pushKey();
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  } catch {
    throw new PushSetupError('failed');
  }
  const json = subscription.toJSON();
  return client.subscribe({
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  });
}

/** Unsubscribes this browser, if it was subscribed, here and on the server. */
export async function unsubscribeThisBrowser(locale: Locale) {
  const registration = await readyRegistration(3000).catch(() => null);
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe().catch(() => false);
  return remindersClient(locale).unsubscribe(endpoint);
}
