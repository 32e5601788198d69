import { Agent } from 'node:https';
import webpush from 'web-push';
import { checkPushEndpoint, publicOnlyLookup } from './push-endpoint-guard.ts';
import { isP256PublicKey } from './push-keys.ts';
import type { VapidKeys } from './reminder-config.ts';

/** What a reminder push carries; the service worker shows it and opens `url` on a click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** `sent`: the push service took it; `gone`: the subscription no longer exists (404/410) or is unusable. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  send(
    target: PushTarget,
    payload: PushPayload,
    options: { ttlSeconds: number; urgent?: boolean },
  ): Promise<PushOutcome>;
  close(): void;
}

/**
 * Sends Web Push messages with the `web-push` library (VAPID, aes128gcm). Its https agent looks
 * hosts up through `publicOnlyLookup`, so no push reaches the private network unless allowed;
 * `ca` lets tests trust their own local push service.
 */
export function webPushSender(options: {
  vapid: VapidKeys;
  allowPrivateHosts: boolean;
  ca?: string;
}): PushSender {
  const agent = new Agent({
    keepAlive: false,
    ...(options.ca ? { ca: options.ca } : {}),
    ...(options.allowPrivateHosts ? {} : { lookup: publicOnlyLookup as never }),
  });
  return {
    async send(target, payload, { ttlSeconds, urgent }) {
      // A subscription no push can ever reach (stored before these checks) goes, not retried.
      try {
        checkPushEndpoint(target.endpoint, options.allowPrivateHosts);
      } catch {
        return 'gone';
      }
      if (!isP256PublicKey(target.p256dh)) return 'gone';
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: {
              subject: options.vapid.subject,
              publicKey: options.vapid.publicKey,
              privateKey: options.vapid.privateKey,
            },
            TTL: Math.max(0, Math.floor(ttlSeconds)),
            urgency: urgent ? 'high' : 'normal',
            contentEncoding: 'aes128gcm',
            topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
            timeout: 15_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        if (error instanceof webpush.WebPushError && (error.statusCode === 404 || error.statusCode === 410))
          return 'gone';
        if ((error as { code?: string }).code === 'EPUSHPRIVATE') return 'gone';
        throw error;
      }
    },
    close: () => agent.destroy(),
  };
}
