import type { PostPath } from './api-calls';
import { ApiError, ClientErrorCode, NO_ANSWER } from './api-error';
import { readJson, writeJson } from './storage';

/**
 * A small persistent outbox for writes that must never be lost (ARCHITECTURE.md: progress, answers,
 * attendance). A write waits in localStorage until the server acknowledges it; it carries a
 * client-made id so the server counts a retry once.
 *
 * - network failures, timeouts, 429 and 5xx: kept and retried with backoff (2 s, 4 s, 8 s ... 5 min),
 *   and at once when another write is acknowledged, the browser is back online or the page is shown;
 * - 401 or an ended session: kept, tried again after the next sign-in of the same person;
 * - any other 4xx: dropped for good, with a console warning and a `dropped` event.
 *
 * Entries are sent one at a time, oldest first, and only with the session of the person who made
 * them (`owner`), so a write never travels under someone else's token.
 */
export const OUTBOX_STORAGE_KEY = 'esc.outbox';

export interface OutboxEntry {
  /** Client-made id; for progress it is the body's client_event_id. */
  id: string;
  /** What kind of write, so listeners can pick theirs (e.g. 'progress'). */
  tag: string;
  /** uuid of the signed-in person who made the write. */
  owner: string;
  path: string;
  body: unknown;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
}

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

export interface OutboxDeps {
  /** Sends one entry; resolves with the answer's data, rejects with an ApiError. */
  send: (entry: OutboxEntry, options?: SendOptions) => Promise<unknown>;
  /** uuid of the signed-in person, or null. */
  currentOwner: () => string | null;
  storageKey?: string;
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
  /**
   * Keeps a write until the server acknowledges it, and sends it. `keepalive`: the page is being
   * left; the write is sent at once as a keep-alive request that outlives the page, and stays in
   * the outbox until acknowledged (a copy that arrives twice is counted once: it carries its id).
   */
  enqueue(write: OutboxWrite, options?: SendOptions): OutboxEntry;
  /** Sends what is due; resolves when this pass is over. Single-flight. */
  flush(): Promise<void>;
  entries(): OutboxEntry[];
  /** Puts aside writes the server acknowledged another way (answers that rode along with a submit). */
  remove(ids: readonly string[]): void;
  subscribe(listener: OutboxListener): () => void;
  /** Flushes now, when the browser comes back online and when the session changes; returns a stop function. */
  start(subscribeSession?: (listener: () => void) => () => void): () => void;
}

type Verdict = 'retry' | 'wait' | 'drop';

/** What to do with an entry after a failed send. */
export function verdictFor(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.errorCode === ClientErrorCode.SessionEnded || error.status === 401) return 'wait';
  if (error.status === NO_ANSWER || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  if (error.status >= 400) return 'drop';
  return 'retry';
}

function isEntry(value: unknown): value is OutboxEntry {
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

export function createOutbox(deps: OutboxDeps): Outbox {
  const key = deps.storageKey ?? OUTBOX_STORAGE_KEY;
  const now = deps.now ?? Date.now;
  const baseMs = deps.backoffBaseMs ?? 2000;
  const maxMs = deps.backoffMaxMs ?? 5 * 60_000;
  const maxAgeMs = deps.maxAgeMs ?? 30 * 24 * 60 * 60_000;
  const maxEntries = deps.maxEntries ?? 500;
  const listeners = new Set<OutboxListener>();
  let running: Promise<void> | null = null;
  /** Entries on their way as keep-alive requests: the normal pass does not send them beside it. */
  const leaving = new Map<string, Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  // Read on every use: another tab, or the previous page load, may have written entries.
  const read = (): OutboxEntry[] => {
    const value = readJson(key);
    return Array.isArray(value) ? value.filter(isEntry) : [];
  };
  const write = (entries: OutboxEntry[]) => writeJson(key, entries.length === 0 ? null : entries);
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));

  function update(id: string, change: (entry: OutboxEntry) => OutboxEntry | null): void {
    const next: OutboxEntry[] = [];
    for (const entry of read()) {
      if (entry.id !== id) next.push(entry);
      else {
        const changed = change(entry);
        if (changed) next.push(changed);
      }
    }
    write(next);
  }

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const owner = deps.currentOwner();
    const due = read().filter((e) => e.owner === owner);
    if (due.length === 0) return;
    const wait = Math.max(0, Math.min(...due.map((e) => e.next_attempt_at)) - now());
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, wait);
  }

  /** Makes the person's waiting writes due now. */
  function releaseOwner(owner: string | null): void {
    const entries = read();
    if (!entries.some((e) => e.owner === owner && e.next_attempt_at > now())) return;
    write(entries.map((e) => (e.owner === owner ? { ...e, next_attempt_at: Math.min(e.next_attempt_at, now()) } : e)));
  }

  async function pass(): Promise<void> {
    const sentThisPass = new Set<string>();
    for (;;) {
      const owner = deps.currentOwner();
      if (owner === null) return;
      const entries = read();
      const stale = entries.filter((e) => now() - e.created_at > maxAgeMs);
      for (const entry of stale) {
        console.warn(`outbox: gave up a ${entry.tag} write kept for more than 30 days`, entry.id);
        update(entry.id, () => null);
        emit({ type: 'dropped', entry, error: new Error('expired') });
      }
      const entry = read().find(
        (e) => e.owner === owner && e.next_attempt_at <= now() && !sentThisPass.has(e.id) && !leaving.has(e.id),
      );
      if (!entry) return;
      sentThisPass.add(entry.id);
      try {
        const data = await deps.send(entry);
        update(entry.id, () => null);
        emit({ type: 'acknowledged', entry, data });
        // The server answered: the connection works now, so writes waiting out a backoff go at once
        // (a phone's network comes back without an 'online' event; "N answers waiting" stayed up).
        releaseOwner(owner);
      } catch (error) {
        const verdict = verdictFor(error);
        if (verdict === 'drop') {
          console.warn(`outbox: the server refused a ${entry.tag} write; it is dropped`, entry.id, error);
          update(entry.id, () => null);
          emit({ type: 'dropped', entry, error });
          continue;
        }
        if (verdict === 'wait') {
          // Tried again after the next sign-in (start() listens), or in 5 minutes.
          update(entry.id, (e) => ({ ...e, next_attempt_at: now() + maxMs }));
          return;
        }
        const attempts = entry.attempts + 1;
        const delay = Math.min(maxMs, baseMs * 2 ** (attempts - 1));
        update(entry.id, (e) => ({ ...e, attempts, next_attempt_at: now() + delay }));
        // Oldest first: one failing write holds the rest back until its next attempt.
        return;
      }
    }
  }

  /** One pass; it also waits for the keep-alive sends under way (they settle entries too). */
  function flush(): Promise<void> {
    if (running) return running;
    running = Promise.all([pass(), ...leaving.values()]).then(() => undefined);
    running = running.finally(() => {
      running = null;
      schedule();
    });
    return running;
  }

  /**
   * One keep-alive attempt, started in this task (before the page goes). Acknowledged or refused
   * for good: as in a pass. A passing failure leaves the entry as it was, for the next pass (or
   * the next visit), with no backoff: the keep-alive try was an extra one.
   */
  function sendLeaving(entry: OutboxEntry): void {
    if (deps.currentOwner() !== entry.owner) return;
    const sent = deps
      .send(entry, { keepalive: true })
      .then((data) => {
        update(entry.id, () => null);
        emit({ type: 'acknowledged', entry, data });
      })
      .catch((error: unknown) => {
        if (verdictFor(error) !== 'drop') return;
        console.warn(`outbox: the server refused a ${entry.tag} write; it is dropped`, entry.id, error);
        update(entry.id, () => null);
        emit({ type: 'dropped', entry, error });
      })
      .finally(() => {
        leaving.delete(entry.id);
        schedule();
      });
    leaving.set(entry.id, sent);
  }

  function enqueue(writeIn: OutboxWrite, options: SendOptions = {}): OutboxEntry {
    const entry: OutboxEntry = { ...writeIn, created_at: now(), attempts: 0, next_attempt_at: now() };
    const entries = read().filter((e) => e.id !== entry.id);
    entries.push(entry);
    if (entries.length > maxEntries) {
      const removed = entries.splice(0, entries.length - maxEntries);
      console.warn(`outbox: full; ${removed.length} oldest writes dropped`);
    }
    write(entries);
    if (options.keepalive) sendLeaving(entry);
    void flush();
    return entry;
  }

  function start(subscribeSession?: (listener: () => void) => () => void): () => void {
    // Back online, or signed in again: what waited for its backoff may go now.
    const releaseAndFlush = () => {
      write(read().map((e) => ({ ...e, next_attempt_at: Math.min(e.next_attempt_at, now()) })));
      void flush();
    };
    const onOnline = releaseAndFlush;
    window.addEventListener('online', onOnline);
    // A phone unlocked or the app brought back: its connection may have returned unannounced.
    const onVisible = () => {
      if (document.visibilityState === 'visible') releaseAndFlush();
    };
    document.addEventListener('visibilitychange', onVisible);
    let lastOwner = deps.currentOwner();
    const stopSession = subscribeSession?.(() => {
      const owner = deps.currentOwner();
      if (owner !== lastOwner) {
        lastOwner = owner;
        releaseAndFlush();
      }
    });
    void flush();
    return () => {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      stopSession?.();
      if (timer !== null) clearTimeout(timer);
      timer = null;
    };
  }

  return {
    enqueue,
    flush,
    entries: read,
    remove(ids) {
      const gone = new Set(ids);
      write(read().filter((entry) => !gone.has(entry.id)));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start,
  };
}
