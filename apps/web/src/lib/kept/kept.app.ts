import type { ContentDetail, KeepGrantsBody, KeepGrantsData } from '@esc/contracts';
import { DEFAULT_LANGUAGE_ID } from '@esc/domain';
import { api } from '../api';
import { isApiError, NO_ANSWER } from '../api-error';
import { isGuestSession, readSession, subscribeSession } from '../session';
import { openKeptDb, readMeta, writeMeta, type KeepSource, type KeptItem } from './kept-db';
import { KeepDownloadError } from './kept-download';
import { keepGranted, type KeepOutcome, type KeepProgress } from './kept-keep';
import { keptCacheName, OWNER_META } from './kept-names';
import { checkKept } from './kept-sync';
import { keptDetail, keptLesson, listKept, removeKept } from './kept-store';

/** The signed-in person whose kept things this device shows (guests keep nothing). */
export function keptOwner(): string | null {
  const session = readSession();
  return session && !isGuestSession(session) ? session.uuid : null;
}

const openCache = (owner: string) => caches.open(keptCacheName(owner));

/** POST /media/keep-grants: what may be kept, with sizes ("Keep for offline: 48 MB"). */
export function fetchKeepGrants(body: KeepGrantsBody, signal?: AbortSignal): Promise<KeepGrantsData> {
  return api.call('POST /media/keep-grants', { body }, { signal });
}

/** The persistent-storage request, made when the first thing is kept; its answer is remembered. */
export type PersistState = 'granted' | 'refused' | 'unsupported';

async function askPersistence(): Promise<PersistState> {
  const db = await openKeptDb();
  const known = await readMeta<PersistState>(db, 'persisted');
  if (known === 'granted') return known;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  const state: PersistState = storage?.persist ? ((await storage.persist()) ? 'granted' : 'refused') : 'unsupported';
  await writeMeta(db, 'persisted', state);
  return state;
}

/** The persistent-storage answer as asked when the first thing was kept (null: not asked yet). */
export async function persistState(): Promise<PersistState | null> {
  if (typeof navigator !== 'undefined' && (await navigator.storage?.persisted?.())) return 'granted';
  return (await readMeta<PersistState>(await openKeptDb(), 'persisted')) ?? null;
}

/**
 * Keeps the code a kept document needs to open (the PDF reader's worker, which the app's precache
 * does not hold) in the person's kept cache; the worker answers it from there when offline.
 */
async function keepReaderFiles(owner: string, urls: readonly string[]): Promise<void> {
  const cache = await openCache(owner);
  for (const url of urls) {
    const address = new URL(url, window.location.origin).href;
    if (!(await cache.match(address))) await cache.add(address);
  }
}

/** Keeps what the grants allow for the signed-in person; run again after a drop, it goes on. */
export async function keepForOffline(
  request: {
    grants: KeepGrantsData;
    forUuid: string | null;
    source: KeepSource;
    /** Files of the app a kept document opens with (the PDF reader's worker). */
    readerFiles?: readonly string[];
  },
  onProgress: (progress: KeepProgress) => void,
  signal?: AbortSignal,
): Promise<KeepOutcome> {
  const owner = keptOwner();
  if (!owner) throw new Error('Sign in to keep content for offline use.');
  const db = await openKeptDb();
  await writeMeta(db, OWNER_META, owner);
  await askPersistence();
  const documents = request.grants.items.some((item) => item.granted && item.files.some((f) => f.role === 'document'));
  if (documents && request.readerFiles?.length) await keepReaderFiles(owner, request.readerFiles);
  return keepGranted(
    {
      db,
      cache: await openCache(owner),
      fetch: (input, init) => fetch(input, init),
      origin: window.location.origin,
      isRefusal: (error) =>
        (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401) ||
        (error instanceof KeepDownloadError && error.status !== 'network' && error.status >= 400 && error.status < 500),
      now: () => Date.now(),
      loadDetails: async (ids) =>
        ids.length === 0
          ? []
          : ((await api.call('POST /content/getAllContentDetails', { body: { content_ids: ids } }, { signal }))
              ?.content_details ?? []),
      loadLesson: (contentId) =>
        api.call(
          'GET /content/interactiveLesson/:contentId',
          { params: { contentId }, query: { languageId: DEFAULT_LANGUAGE_ID } },
          { signal },
        ),
    },
    { owner, forUuid: request.forUuid, grants: request.grants, source: request.source },
    onProgress,
    signal,
  );
}

export async function listKeptItems(): Promise<KeptItem[]> {
  const owner = keptOwner();
  return owner ? listKept(await openKeptDb(), owner) : [];
}

export async function removeKeptItem(contentId: number): Promise<void> {
  const owner = keptOwner();
  if (owner) await removeKept(await openKeptDb(), await openCache(owner), owner, contentId);
}

/** Whether a read failed for want of a connection (the kept copy answers then). */
export const isOffline = (error: unknown) => isApiError(error) && error.status === NO_ANSWER;

/** A kept item's details for the player when the network does not answer; null when not kept. */
export async function keptDetailFor(contentId: number): Promise<ContentDetail | null> {
  const owner = keptOwner();
  if (!owner || typeof indexedDB === 'undefined') return null;
  return keptDetail(await openKeptDb(), owner, contentId);
}

/** A kept interactive lesson for the player when the network does not answer. */
export async function keptLessonFor(contentId: number): Promise<unknown> {
  const owner = keptOwner();
  if (!owner || typeof indexedDB === 'undefined') return null;
  return keptLesson(await openKeptDb(), owner, contentId);
}

let syncing: Promise<void> | null = null;
/** A token refresh changes the session too: the check runs for a new person, or after this long. */
const CHECK_EVERY_MS = 10 * 60_000;
let lastCheck: { owner: string | null; at: number } | null = null;

/** Tells the worker whose kept files to serve, then (online) checks the kept items with the server. */
async function syncNow(): Promise<void> {
  const owner = keptOwner();
  const db = await openKeptDb();
  await writeMeta(db, OWNER_META, owner);
  if (!owner || !navigator.onLine) return;
  if (lastCheck?.owner === owner && Date.now() - lastCheck.at < CHECK_EVERY_MS) return;
  lastCheck = { owner, at: Date.now() };
  const removed = await checkKept(
    {
      db,
      cache: await openCache(owner),
      check: (ids, forUuid) =>
        api.call('POST /media/keep-grants/check', {
          body: { content_ids: ids, ...(forUuid ? { uuid: forUuid } : {}) },
        }),
    },
    owner,
  );
  if (removed.length > 0)
    await writeMeta(
      db,
      'removed-by-check',
      removed.map((item) => item.title),
    );
}

function sync(): void {
  syncing ??= syncNow()
    .catch((error: unknown) => console.warn('kept for offline: check failed', error))
    .finally(() => {
      syncing = null;
    });
}

let started = false;

/**
 * The kept items' sync (call once at start-up): on start when online, after each sign-in and when the
 * link returns, the server's check removes copies whose access ended and renews the others' grant.
 */
export function startKeptSync(): void {
  if (started || typeof window === 'undefined' || typeof indexedDB === 'undefined') return;
  started = true;
  sync();
  subscribeSession(sync);
  window.addEventListener('online', sync);
}

/** What the storage page says about the device: free space, the persistent-storage answer, recent removals. */
export interface KeptDeviceFacts {
  persist: PersistState | null;
  /** Bytes the browser still allows this app (quota less usage); null when it does not say. */
  free: number | null;
  used: number | null;
  removedByCheck: string[];
}

export async function keptDeviceFacts(): Promise<KeptDeviceFacts> {
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  const db = await openKeptDb();
  return {
    persist: await persistState(),
    free: estimate?.quota !== undefined ? Math.max(0, estimate.quota - (estimate.usage ?? 0)) : null,
    used: estimate?.usage ?? null,
    removedByCheck: (await readMeta<string[]>(db, 'removed-by-check')) ?? [],
  };
}
