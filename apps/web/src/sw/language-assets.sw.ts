/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

/**
 * The words of every language but English and the scripts' fonts are left out of the precache
 * (vite.config.ts): a person reads one language, and the others' words and fonts would download to
 * every phone with each new version. They are kept the first time they are used instead (their names
 * carry a hash: a file never changes), so the language in use works offline from then on.
 */
export const LANGUAGE_ASSET =
  /^\/assets\/(?:[\w-]+\.[a-z]{2,3}\.strings-[\w-]+\.js|noto-[\w-]+\.woff2?|(?:devanagari|bengali|tamil|arabic)-\d{3}-[\w-]+\.css)$/;

export function installLanguageAssets(self: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && LANGUAGE_ASSET.test(url.pathname),
    new CacheFirst({
      cacheName: 'esc-language-assets',
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        // A language's words and font are about 60 files; older builds' copies leave as new ones come.
        new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true }),
      ],
    }),
    'GET',
  );
}
