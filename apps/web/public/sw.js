// The app's service worker: it shows the notifications the server pushes (web push) and opens
// their link when one is clicked. Hand-written and small on purpose: it caches nothing, so it can
// never serve an old app. The push message is JSON: { id, kind, title, body, link } (PushMessage
// in packages/contracts).

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The message a push carries, or a plain notice when it cannot be read. */
function readMessage(data) {
  try {
    const message = data ? data.json() : null;
    if (message && typeof message.title === 'string') return message;
  } catch {
    // Not JSON: show the generic notice below.
  }
  return { id: null, title: 'ESC+', body: 'You have a new notification.', link: '/' };
}

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body || undefined,
      icon: '/favicon.svg',
      // One notification per id: a repeated push replaces it instead of showing it twice.
      tag: message.id || undefined,
      data: { link: typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link || '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // An open tab of the app goes to the link; otherwise a new one opens there.
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        if ('navigate' in tab) await tab.navigate(link);
        return;
      }
      await self.clients.openWindow(link);
    })(),
  );
});
