declare const self: ServiceWorkerGlobalScope;

const ICON = '/icons/icon-192.png';

interface PushPayload {
  title: string;
  body?: string;
  url?: string;
  tag?: string;
}

function readPayload(event: PushEvent): PushPayload | undefined {
  try {
    const data: unknown = event.data?.json();
    if (!data || typeof data !== 'object') return undefined;
    const { title, body, url, tag } = data as Record<string, unknown>;
    if (typeof title !== 'string' || title === '') return undefined;
    return {
      title,
      ...(typeof body === 'string' ? { body } : {}),
      ...(typeof url === 'string' ? { url } : {}),
      ...(typeof tag === 'string' ? { tag } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Only an address on this site is opened from a notification; anything else opens the home page. */
function sameOriginUrl(raw: unknown): string {
  try {
    const url = new URL(typeof raw === 'string' ? raw : '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

/** A push message `{"title","body","url","tag"}` becomes a notification that opens `url`. */
export function showPushNotification(event: PushEvent): void {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      icon: ICON,
      data: { url: sameOriginUrl(payload.url) },
      ...(payload.body ? { body: payload.body } : {}),
      ...(payload.tag ? { tag: payload.tag } : {}),
    }),
  );
}

/** A click focuses a tab already showing the address, else opens it. */
export function openNotification(event: NotificationEvent): void {
  event.notification.close();
  const url = sameOriginUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url);
      if (open) await open.focus();
      else await self.clients.openWindow(url);
    })(),
  );
}
