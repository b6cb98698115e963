import { openOfflineDb, type OfflineDb, type StoredOutboxEntry } from './offline-db';
import type { OutboxEntry } from './outbox.types';
import { readJson, subscribeKey, writeJson } from './storage';

/**
 * Where the outbox keeps its entries. `list()` is synchronous (screens count waiting writes as they
 * draw); `save` and `remove` change the list at once and resolve when the change is stored.
 */
export interface OutboxBacking {
  /** Settles when what an earlier visit left is loaded (never rejects). */
  readonly ready: Promise<void>;
  list(): OutboxEntry[];
  /**
   * Adds entries at the end, or replaces an entry of the same id where it stands. `urgent`: the page
   * is going away and may not wait for IndexedDB: the entries are also kept in localStorage at once
   * (moved into IndexedDB by the next start if the page dies first).
   */
  save(entries: readonly OutboxEntry[], options?: { urgent?: boolean }): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Resolves when every change made so far is stored. */
  idle(): Promise<void>;
  /** Reads the stored list again (another tab may have sent entries); no-op for localStorage. */
  refresh(): Promise<void>;
  /** Runs after the list changed, in this tab or another. */
  watch(listener: () => void): () => void;
}

export function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.tag === 'string' &&
    typeof v.owner === 'string' &&
    typeof v.path === 'string' &&
    typeof v.created_at === 'number' &&
    typeof v.attempts === 'number' &&
    typeof v.next_attempt_at === 'number'
  );
}

function readLegacy(key: string): OutboxEntry[] {
  const value = readJson(key);
  return Array.isArray(value) ? value.filter(isEntry) : [];
}

function upsert<T extends OutboxEntry>(list: readonly T[], entries: readonly T[]): T[] {
  const next = [...list];
  for (const entry of entries) {
    const at = next.findIndex((e) => e.id === entry.id);
    if (at >= 0) next[at] = entry;
    else next.push(entry);
  }
  return next;
}

function storageWorks(): boolean {
  try {
    const probe = 'esc.outbox-probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

/**
 * Today's outbox: localStorage under `key`, read on every use (another tab sees it at once), or
 * memory alone where localStorage is refused. Used where IndexedDB is missing or fails.
 */
export function createLocalBacking(key: string): OutboxBacking {
  const durable = typeof window !== 'undefined' && storageWorks();
  let memory: OutboxEntry[] = [];
  const list = () => (durable ? readLegacy(key) : memory);
  const watchers = new Set<() => void>();
  const store = (entries: OutboxEntry[]) => {
    if (durable) writeJson(key, entries.length === 0 ? null : entries);
    else {
      memory = entries;
      watchers.forEach((listener) => listener());
    }
    return Promise.resolve();
  };
  return {
    ready: Promise.resolve(),
    list,
    save: (entries) => store(upsert(list(), entries)),
    remove: (ids) => store(list().filter((e) => !ids.includes(e.id))),
    idle: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
    watch(listener) {
      watchers.add(listener);
      const stop = durable ? subscribeKey(key, listener) : () => undefined;
      return () => {
        watchers.delete(listener);
        stop();
      };
    },
  };
}

type TabMessage = { type: 'saved'; entries: StoredOutboxEntry[] } | { type: 'removed'; ids: string[] };

export interface IdbBackingOptions {
  factory?: IDBFactory | null;
  /** localStorage key of today's outbox: its entries move into IndexedDB once, then the key goes. */
  legacyKey: string;
  /** BroadcastChannel name that carries changes to the other tabs (null: none). */
  channelName: string | null;
  now: () => number;
}

/**
 * The outbox in IndexedDB with an in-memory mirror (so `list()` stays synchronous). A change is made
 * to the mirror at once, stored in order, then told to the other tabs. Rejects `ready` when the
 * database cannot be opened; the caller falls back to localStorage then.
 */
function createIdbBacking(options: IdbBackingOptions) {
  const sortByOrder = (entries: StoredOutboxEntry[]) => entries.sort((a, b) => a.order - b.order);
  let lastOrder = 0;
  const nextOrder = () => (lastOrder = Math.max(lastOrder + 1, options.now() * 1000));
  // Entries today's localStorage outbox holds count at once, before the database opens.
  const legacy = readLegacy(options.legacyKey).map((e) => ({ ...e, order: nextOrder() }));
  let mirror: StoredOutboxEntry[] = legacy;
  /** Bumped by every change, so a re-read never overwrites a change made while it ran. */
  let version = 0;
  const watchers = new Set<() => void>();
  const changed = () => {
    version += 1;
    watchers.forEach((listener) => listener());
  };
  const channel =
    options.channelName !== null && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(options.channelName)
      : null;
  // Node's channel would keep a test process alive; a browser's has no unref.
  (channel as unknown as { unref?: () => void } | null)?.unref?.();

  const opened: Promise<OfflineDb> = openOfflineDb(options.factory).then(async (db) => {
    const tx = db.transaction('outbox', 'readwrite');
    const kept = await tx.store.getAll();
    const known = new Set(kept.map((e) => e.id));
    // Migration: today's entries join the database once (an id already there is not added twice).
    for (const entry of legacy) if (!known.has(entry.id)) await tx.store.put(entry);
    await tx.done;
    unstash(legacy.map((e) => e.id));
    // What the database kept comes first (an entry also kept in localStorage keeps its place).
    const loaded = new Map([...legacy, ...kept].map((e) => [e.id, e]));
    // Written in this tab while the database opened: newer than what was kept.
    for (const entry of mirror) loaded.set(entry.id, entry);
    mirror = sortByOrder([...loaded.values()]);
    lastOrder = Math.max(lastOrder, ...mirror.map((e) => e.order));
    changed();
    return db;
  });
  let chain: Promise<unknown> = opened.catch(() => undefined);
  /**
   * Stores a change after the ones before it; resolves true once stored. Never rejects: a change that
   * could not be stored stays in the mirror (and moves to localStorage when the database never opened).
   */
  const enqueueWrite = (work: (db: OfflineDb) => Promise<unknown>, message: TabMessage): Promise<boolean> => {
    const done = chain.then(() => opened.then(work)).then(() => channel?.postMessage(message));
    const stored = done.then(
      () => true,
      (error: unknown) => {
        console.warn('outbox: could not store a change', error);
        return false;
      },
    );
    chain = stored;
    return stored;
  };
  /** Entries kept in localStorage while the page went away (see save's `urgent`), forgotten once stored. */
  const unstash = (ids: readonly string[]) => {
    const stashed = readLegacy(options.legacyKey);
    if (!stashed.some((e) => ids.includes(e.id))) return;
    const rest = stashed.filter((e) => !ids.includes(e.id));
    writeJson(options.legacyKey, rest.length === 0 ? null : rest);
  };

  channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
    const message = event.data;
    if (message.type === 'saved') mirror = sortByOrder(upsert(mirror, message.entries));
    else mirror = mirror.filter((e) => !message.ids.includes(e.id));
    changed();
  });

  const backing: OutboxBacking & { opened: Promise<OfflineDb>; mirror: () => StoredOutboxEntry[] } = {
    opened,
    mirror: () => mirror,
    ready: opened.then(
      () => undefined,
      () => undefined,
    ),
    list: () => mirror,
    async save(entries, { urgent = false } = {}) {
      const stored = entries.map((e) => ({ ...e, order: mirror.find((m) => m.id === e.id)?.order ?? nextOrder() }));
      mirror = sortByOrder(upsert(mirror, stored));
      if (urgent) writeJson(options.legacyKey, upsert(readLegacy(options.legacyKey), entries));
      changed();
      const saved = await enqueueWrite(
        async (db) => {
          const tx = db.transaction('outbox', 'readwrite');
          await Promise.all([...stored.map((e) => tx.store.put(e)), tx.done]);
        },
        { type: 'saved', entries: stored },
      );
      if (urgent && saved) unstash(stored.map((e) => e.id));
    },
    async remove(ids) {
      const gone = [...ids];
      mirror = mirror.filter((e) => !gone.includes(e.id));
      unstash(gone);
      changed();
      await enqueueWrite(
        async (db) => {
          const tx = db.transaction('outbox', 'readwrite');
          await Promise.all([...gone.map((id) => tx.store.delete(id)), tx.done]);
        },
        { type: 'removed', ids: gone },
      );
    },
    idle: () => chain.then(() => undefined),
    async refresh() {
      await backing.idle();
      const before = version;
      const rows = await (await opened).getAll('outbox');
      if (version !== before) return;
      mirror = sortByOrder(rows);
      changed();
    },
    watch(listener) {
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
      };
    },
  };
  return backing;
}

/**
 * The outbox's backing: IndexedDB where it opens, else today's localStorage (nothing regresses in
 * a private mode). Entries written before the database failed move to localStorage.
 */
export function createOutboxBacking(options: IdbBackingOptions): OutboxBacking {
  const idbMissing = options.factory === null || (options.factory === undefined && typeof indexedDB === 'undefined');
  if (idbMissing) return createLocalBacking(options.legacyKey);
  const idb = createIdbBacking(options);
  let current: OutboxBacking = idb;
  const watchers = new Set<() => void>();
  const forward = () => watchers.forEach((listener) => listener());
  idb.watch(forward);
  const ready = idb.opened.then(
    () => undefined,
    (error: unknown) => {
      console.warn('outbox: IndexedDB is not available; writes wait in localStorage', error);
      const local = createLocalBacking(options.legacyKey);
      void local.save(idb.mirror());
      local.watch(forward);
      current = local;
      forward();
    },
  );
  return {
    ready,
    list: () => current.list(),
    save: (entries, saveOptions) => current.save(entries, saveOptions),
    remove: (ids) => current.remove(ids),
    idle: () => ready.then(() => current.idle()),
    refresh: () => ready.then(() => current.refresh()),
    watch(listener) {
      watchers.add(listener);
      return () => {
        watchers.delete(listener);
      };
    },
  };
}
