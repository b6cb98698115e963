/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installApiCache } from './api-cache.sw';
import { installKeptMedia } from './kept-media.sw';
import { installLanguageAssets } from './language-assets.sw';
import { installOutboxSync } from './outbox-sync.sw';
import { installPush } from './push.sw';
import { installRelease } from './release.sw';

// The app's service worker, built by vite-plugin-pwa (injectManifest) from this file into /sw.js.
// It precaches the app shell and every chunk of the build it came with, so the app opens with no
// network; it never swaps itself in while a page runs the old app: a new build waits until the
// person presses Reload on the "A new version is ready" prompt (lib/service-worker.app.ts), which
// sends SKIP_WAITING. Routes are matched in the order they are registered: kept media first, then
// the API's reads, then navigations.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The version being replaced lets go of its requests on their way, so the new one can take over.
installRelease(self);

// The first install takes the open page at once (there is no old app to protect); an update only
// after SKIP_WAITING.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

installKeptMedia(self);
installApiCache(self);
installLanguageAssets(self);

// Every screen of the app is index.html (the router draws it); the API and files are not.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/uploads?\//, /\.[a-z0-9]+$/i],
  }),
);

installPush(self);
// Writes waiting in the outbox go when the link returns, even with the app closed (Background Sync).
installOutboxSync(self);
