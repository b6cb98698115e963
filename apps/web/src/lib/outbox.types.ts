import type { PostPath } from './api-calls';

// The outbox's shapes (lib/outbox.ts builds it; the offline database and the service worker read its entries).

export type { OutboxEntry } from './outbox-entry.types';
import type { OutboxEntry } from './outbox-entry.types';

export type OutboxEvent =
  { type: 'acknowledged'; entry: OutboxEntry; data: unknown } | { type: 'dropped'; entry: OutboxEntry; error: unknown };

export type OutboxListener = (event: OutboxEvent) => void;

export interface SendOptions {
  /**
   * The page is going away (pagehide, hidden): the request must outlive it (fetch keepalive), and
   * so must start at once, with the session as it is (no refresh first, no retry).
   */
  keepalive?: boolean;
}

/** The part of navigator.locks the outbox uses. */
export interface FlushLocks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

/** One entry's answer within a batch: its own call's data, or its own call's error. */
export interface BatchOutcome {
  id: string;
  ok: boolean;
  data?: unknown;
  error?: unknown;
}

export interface OutboxDeps {
  /** Sends one entry; resolves with the answer's data, rejects with an ApiError. */
  send: (entry: OutboxEntry, options?: SendOptions) => Promise<unknown>;
  /** uuid of the signed-in person, or null. */
  currentOwner: () => string | null;
  /**
   * Sends several entries in one request (the server's batch call), answering each entry's outcome
   * in order; rejects when the request got no answer. Without it, every entry goes alone.
   */
  sendBatch?: {
    send: (entries: OutboxEntry[]) => Promise<BatchOutcome[]>;
    /** Whether the batch call takes this entry's path. */
    takes: (entry: OutboxEntry) => boolean;
    /** Entries a request carries at most. */
    max: number;
  };
  /** localStorage key of the outbox before IndexedDB (migrated once; the fallback's key). */
  storageKey?: string;
  /** The IndexedDB to keep entries in; null: localStorage only. Default: the browser's. */
  indexedDB?: IDBFactory | null;
  /** BroadcastChannel shared by the tabs; null: none. */
  channelName?: string | null;
  /** Lets one tab flush at a time; default navigator.locks where present. */
  locks?: FlushLocks | null;
  /** Writes wait for the link after a pass (the app registers Background Sync then). */
  onWaiting?: () => void;
  now?: () => number;
  /** Base of the backoff in ms (doubles per attempt). */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Entries older than this are given up (a device left unused for a month). */
  maxAgeMs?: number;
  maxEntries?: number;
}

export interface OutboxWrite {
  id: string;
  tag: string;
  owner: string;
  /** The POST call it is, by path (kept so in storage): a path the call table lacks does not compile. */
  path: PostPath;
  body: unknown;
}

export interface Outbox {
  /** Settles when the entries an earlier visit left are loaded (nothing is sent before). */
  ready: Promise<void>;
  /**
   * Keeps a write until the server acknowledges it, and sends it. `keepalive`: the page is being
   * left; the write is sent at once as a keep-alive request that outlives the page, and stays in
   * the outbox until acknowledged (a copy that arrives twice is counted once: it carries its id).
   * The same id enqueued again replaces the waiting write where it stands.
   */
  enqueue(write: OutboxWrite, options?: SendOptions): OutboxEntry;
  /** Sends what is due; resolves when this pass is over. Single-flight. */
  flush(): Promise<void>;
  /** Makes every waiting write due now and flushes (back online, Background Sync asked). */
  retryNow(): Promise<void>;
  entries(): OutboxEntry[];
  /** Puts aside writes the server acknowledged another way (answers that rode along with a submit). */
  remove(ids: readonly string[]): void;
  subscribe(listener: OutboxListener): () => void;
  /** Runs whenever the waiting entries change (this tab or another). */
  watch(listener: () => void): () => void;
  /** Flushes now, when the browser comes back online and when the session changes; returns a stop function. */
  start(subscribeSession?: (listener: () => void) => () => void): () => void;
}
