/// <reference lib="webworker" />

// Web push: the service worker shows the notifications the server pushes and opens their link when
// one is clicked. The push message is JSON: { id, kind, title, body, link } (PushMessage in
// packages/contracts).

interface ShownMessage {
  id: string | null;
  title: string;
  body?: string;
  link?: string;
}

/** The message a push carries, or a plain notice when it cannot be read. */
export function readPushMessage(data: PushMessageData | null): ShownMessage {
  try {
    const message: unknown = data ? data.json() : null;
    if (message && typeof message === 'object' && typeof (message as ShownMessage).title === 'string') {
      return message as ShownMessage;
    }
  } catch {
    // Not JSON: show the generic notice below.
  }
  return { id: null, title: 'ESC+', body: 'You have a new notification.', link: '/' };
}

/** Only links inside the app are followed. */
export function safeLink(link: unknown): string {
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : '/';
}

export function installPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const message = readPushMessage(event.data);
    event.waitUntil(
      sw.registration.showNotification(message.title, {
        body: message.body || undefined,
        icon: '/pwa-192.png',
        badge: '/pwa-192.png',
        // One notification per id: a repeated push replaces it instead of showing it twice.
        tag: message.id || undefined,
        data: { link: safeLink(message.link) },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { link?: unknown } | null;
    const link = new URL(safeLink(data?.link), sw.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        // An open tab of the app goes to the link; otherwise a new one opens there.
        const tab = windows.find((client) => new URL(client.url).origin === sw.location.origin);
        if (tab) {
          await tab.focus();
          if ('navigate' in tab) await tab.navigate(link);
          return;
        }
        await sw.clients.openWindow(link);
      })(),
    );
  });
}
