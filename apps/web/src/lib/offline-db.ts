import { wrap, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry.types';

/**
 * The device's offline database (IndexedDB `esc-offline`), shared by the app and its service worker.
 * Each part of the offline app owns its stores: the outbox keeps the writes that must never be lost,
 * `session` the signed-in person's uuid and access token for Background Sync (never the refresh
 * token). Another part adds its store to STORES and raises OFFLINE_DB_VERSION: the upgrade creates
 * whatever store is missing, so versions made on different branches still meet.
 */
export const OFFLINE_DB_NAME = 'esc-offline';
export const OFFLINE_DB_VERSION = 1;

/** An outbox entry as kept: `order` keeps the order of writes across tabs and reloads. */
export type StoredOutboxEntry = OutboxEntry & { order: number };

/** What the service worker needs to send waiting writes while no window is open. */
export interface OfflineSession {
  uuid: string;
  access_token: string;
  /** Epoch milliseconds when the access token expires. */
  expires_at: number;
}

export const OFFLINE_SESSION_KEY = 'current';

/** The Background Sync tag the service worker answers by sending the outbox (sw/outbox-sync.sw.ts). */
export const OUTBOX_SYNC_TAG = 'esc-outbox';

/** localStorage key of the outbox before IndexedDB (and of its fallback). */
export const LEGACY_OUTBOX_KEY = 'esc.outbox';

/** The BroadcastChannel that tells every tab (and the service worker's sends) of outbox changes. */
export function outboxChannelName(storageKey: string): string {
  return `esc-outbox:${storageKey}`;
}

/** What the service worker asks of open windows when Background Sync fires: flush now. */
export const OUTBOX_FLUSH_MESSAGE = { type: 'outbox-flush' } as const;

export interface OfflineSchema extends DBSchema {
  outbox: { key: string; value: StoredOutboxEntry };
  session: { key: string; value: OfflineSession };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

const STORES: readonly { name: string; options?: IDBObjectStoreParameters }[] = [
  { name: 'outbox', options: { keyPath: 'id' } },
  { name: 'session' },
];

function upgrade(db: IDBDatabase): void {
  for (const { name, options } of STORES) {
    if (!db.objectStoreNames.contains(name)) db.createObjectStore(name, options);
  }
}

/**
 * Opens the offline database (rejects where IndexedDB is missing or refused, e.g. some private
 * modes). `factory`: the page's or the service worker's indexedDB; tests pass fake-indexeddb's.
 */
export async function openOfflineDb(factory?: IDBFactory | null): Promise<OfflineDb> {
  const idb = factory ?? (typeof indexedDB === 'undefined' ? null : indexedDB);
  if (!idb) throw new Error('IndexedDB is not available');
  const request = idb.open(OFFLINE_DB_NAME, OFFLINE_DB_VERSION);
  request.addEventListener('upgradeneeded', () => upgrade(request.result));
  const db = (await wrap(request)) as OfflineDb | undefined;
  if (!db) throw new Error('IndexedDB did not open');
  // A newer version of the app (another tab, the service worker) needs the database: let it upgrade.
  db.addEventListener('versionchange', () => db.close());
  return db;
}

/** The session the service worker may send with, or null. */
export async function readOfflineSession(db: OfflineDb): Promise<OfflineSession | null> {
  return (await db.get('session', OFFLINE_SESSION_KEY)) ?? null;
}

/** Mirrors the signed-in session (null: signed out, forget it). */
export async function writeOfflineSession(db: OfflineDb, session: OfflineSession | null): Promise<void> {
  if (session) await db.put('session', session, OFFLINE_SESSION_KEY);
  else await db.delete('session', OFFLINE_SESSION_KEY);
}
