/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions, RouteMatchCallbackOptions } from 'workbox-core/types';
import {
  apiPath,
  bodyDigest,
  cacheKeyUrl,
  KEY_PREFIX,
  personOf,
  personPrefix,
  readStrategy,
  savedAtOf,
} from './api-cache-rules.sw';
import { releasableFetchOptions } from './release.sw';
import { SavedReadStrategy, type LinkState, type SavedReadParams } from './saved-read.strategy.sw';

// The API's reads kept per person for offline use. A person's copies never serve
// another person on the same device: every key carries whose token asked (api-cache-rules.sw.ts),
// and signing out (or switching account) tells this worker to delete that person's copies
// (FORGET_PERSON, sent by lib/saved-reads.app.ts).

export const API_CACHE_NAME = 'esc-saved-reads-v1';
/** How long the network may take before a stored copy answers instead. */
const NETWORK_TIMEOUT_MS = 4_000;
/** Copies older than this are deleted; so are the oldest beyond MAX_SAVED_READS. */
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_SAVED_READS = 600;
/** The cache is tidied at most this often (and when the worker starts). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

export interface ForgetPersonMessage {
  type: 'FORGET_PERSON';
  person: string;
}

interface MatchParams {
  person: string;
  strategy: 'saved-first' | 'network-first';
}

export function installApiCache(sw: ServiceWorkerGlobalScope): void {
  const origin = sw.location.origin;
  const link: LinkState = { down: false };
  const writes = createWriteLog(origin);
  // When each person signed out on this device: a read of theirs still on its way is not kept.
  const forgotten = new Map<string, number>();
  const forgottenSince = (person: string, since: number) => (forgotten.get(person) ?? -Infinity) >= since;

  let prunedAt = 0;
  const plugins = [
    // The key was worked out before the strategy ran (it needs the body of a POST read).
    { cacheKeyWillBeUsed: async ({ params }: { params?: unknown }) => (params as SavedReadParams).key },
    {
      // Tidied by the copies' own saved-at times, not in IndexedDB: a database another tab or an old
      // worker holds open must never keep a fetch (and so an update of the app) waiting.
      cacheDidUpdate: async () => {
        if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
        prunedAt = Date.now();
        await pruneSavedReads(Date.now());
      },
    },
  ];
  const common = {
    cacheName: API_CACHE_NAME,
    plugins,
    // Let go when the person reloads into a new version (release.sw.ts).
    fetchOptions: releasableFetchOptions,
    networkTimeoutMs: NETWORK_TIMEOUT_MS,
    link,
    forgottenSince,
  };
  const savedFirst = new SavedReadStrategy({ ...common, savedFirst: true, lastWriteAt: writes.lastWriteAt });
  const networkFirst = new SavedReadStrategy({ ...common, savedFirst: false, lastWriteAt: writes.lastWriteAt });

  // A write of a person (sent or queued) may change what their reads answer: their copies stored
  // before it are asked of the network first. Seen here, never answered here.
  sw.addEventListener('fetch', (event) => {
    const { request } = event;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const path = apiPath(new URL(request.url), origin);
    if (path === null || readStrategy(request.method, path) !== 'none') return;
    const person = personOf(request.headers.get('authorization'));
    if (person) event.waitUntil(writes.mark(person));
  });

  const match = ({ url, request }: RouteMatchCallbackOptions): MatchParams | false => {
    const path = apiPath(url, origin);
    if (path === null) return false;
    const strategy = readStrategy(request.method, path, request.headers.get('accept'));
    if (strategy === 'none') return false;
    const person = personOf(request.headers.get('authorization'));
    return person ? { person, strategy } : false;
  };

  const handle = async ({ request, event, params }: RouteHandlerCallbackOptions): Promise<Response> => {
    const { person, strategy } = params as unknown as MatchParams;
    const digest = request.method === 'POST' ? await bodyDigest(await request.clone().text()) : null;
    const key = cacheKeyUrl(origin, person, new URL(request.url), digest);
    const chosen = strategy === 'saved-first' ? savedFirst : networkFirst;
    return chosen.handle({ request, event: event as ExtendableEvent, params: { key, person } });
  };

  registerRoute(match, handle, 'GET');
  registerRoute(match, handle, 'POST');

  sw.addEventListener('message', (event) => {
    const data = event.data as Partial<ForgetPersonMessage> | null;
    if (data?.type !== 'FORGET_PERSON' || typeof data.person !== 'string') return;
    // Marked before any await, so a read that answers while the copies are deleted sees it.
    forgotten.set(data.person, Date.now());
    event.waitUntil(forgetPerson(origin, data.person).then(() => writes.forget(data.person!)));
  });
}

/** Deletes every stored copy of a person (sign-out, a switch of device account). */
export async function forgetPerson(origin: string, person: string): Promise<number> {
  const cache = await caches.open(API_CACHE_NAME);
  const prefix = personPrefix(origin, person);
  const keys = (await cache.keys()).filter((key) => key.url.startsWith(prefix));
  await Promise.all(keys.map((key) => cache.delete(key)));
  return keys.length;
}

/** Deletes copies older than 30 days, then the oldest beyond the cap. */
export async function pruneSavedReads(now: number): Promise<void> {
  const cache = await caches.open(API_CACHE_NAME);
  const dated: { key: Request; at: number }[] = [];
  for (const key of await cache.keys()) {
    const copy = await cache.match(key);
    const at = copy ? savedAtOf(copy) : null;
    // The write log's entries carry no saved-at: they stay.
    if (at !== null) dated.push({ key, at });
  }
  dated.sort((a, b) => b.at - a.at);
  const gone = dated.filter(({ at }, index) => now - at > MAX_AGE_MS || index >= MAX_SAVED_READS);
  await Promise.all(gone.map(({ key }) => cache.delete(key)));
}

/** When each person last wrote: in memory, and stored so a restarted worker still knows. */
function createWriteLog(origin: string) {
  const known = new Map<string, number>();
  const keyOf = (person: string) => `${origin}${KEY_PREFIX}-writes/${encodeURIComponent(person)}`;
  return {
    async mark(person: string): Promise<void> {
      const at = Date.now();
      known.set(person, at);
      const cache = await caches.open(API_CACHE_NAME);
      await cache.put(keyOf(person), new Response(String(at)));
    },
    async lastWriteAt(person: string): Promise<number> {
      const inMemory = known.get(person);
      if (inMemory !== undefined) return inMemory;
      const stored = await (await caches.open(API_CACHE_NAME)).match(keyOf(person));
      const at = stored ? Number(await stored.text()) || 0 : 0;
      known.set(person, at);
      return at;
    },
    async forget(person: string): Promise<void> {
      known.delete(person);
      await (await caches.open(API_CACHE_NAME)).delete(keyOf(person));
    },
  };
}
