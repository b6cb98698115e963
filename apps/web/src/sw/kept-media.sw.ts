/// <reference lib="webworker" />
import { createPartialResponse } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { openKeptDb, readMeta } from '../lib/kept/kept-db';
import { releasableFetch } from './release.sw';
import { APP_ASSETS_PATH, keptCacheName, keptFileAddress, MEDIA_FILE_PATH, OWNER_META } from '../lib/kept/kept-names';

/** The kept copy of a file for the person signed in on this device, if they kept it. */
async function keptCopy(address: string | null): Promise<Response | undefined> {
  if (!address) return undefined;
  const owner = await readMeta<string | null>(await openKeptDb(), OWNER_META).catch(() => null);
  if (!owner || !(await caches.has(keptCacheName(owner)))) return undefined;
  return (await caches.open(keptCacheName(owner))).match(address);
}

/**
 * Media a person kept for offline use (lib/kept), served from the device. A kept file is found by its
 * stable address (the media path without the signature, which expires within the hour), so any
 * signed link of it, old or new, plays the kept copy, online too (no byte downloaded twice).
 * Range requests are answered from the copy (206), so seeking a kept video works offline. Files not
 * kept go to the network as before. Registered before the API's routes (sw.ts).
 */
export function installKeptMedia(sw: ServiceWorkerGlobalScope): void {
  registerRoute(
    // Any origin: media may be served from a configured media host (MEDIA_BASE_URL); a kept copy is
    // found only under its own full address.
    ({ url, request }) => request.method === 'GET' && url.pathname.startsWith(MEDIA_FILE_PATH),
    async ({ request, url }) => {
      const kept = await keptCopy(keptFileAddress(url)).catch(() => undefined);
      if (!kept) return releasableFetch(request);
      return request.headers.has('range') ? createPartialResponse(request, kept) : kept;
    },
  );
  // The app's files a kept document needs that the precache does not hold (the PDF reader's worker,
  // kept with the document): from the network, or from the kept copy when there is none. The
  // precache's route comes first, so what it holds never reaches here.
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === sw.location.origin && url.pathname.startsWith(APP_ASSETS_PATH),
    async ({ request, url }) => {
      try {
        return await releasableFetch(request);
      } catch (error) {
        const kept = await keptCopy(url.href).catch(() => undefined);
        if (kept) return kept;
        throw error;
      }
    },
  );
}
