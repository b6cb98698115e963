import { ApiError, ClientErrorCode, NO_ANSWER } from './api-error';
import { LEGACY_OUTBOX_KEY, outboxChannelName } from './offline-db';
import { createOutboxBacking } from './outbox-backing';
import { dueRun, nextDue } from './outbox-due';
import type {
  BatchOutcome,
  FlushLocks,
  Outbox,
  OutboxDeps,
  OutboxEntry,
  OutboxEvent,
  OutboxListener,
  OutboxWrite,
  SendOptions,
} from './outbox.types';

export type {
  BatchOutcome,
  FlushLocks,
  Outbox,
  OutboxDeps,
  OutboxEntry,
  OutboxEvent,
  OutboxListener,
  OutboxWrite,
  SendOptions,
} from './outbox.types';

/**
 * The durable outbox for writes that must never be lost (ARCHITECTURE.md: progress, answers,
 * attendance, hand-ins, bookmarks, homework completions, reads). A write waits in IndexedDB
 * (`esc-offline`, store `outbox`; localStorage where IndexedDB fails) until the server acknowledges
 * it; it carries a client-made id so the server counts a retry once.
 *
 * - network failures, timeouts, 429 and 5xx: kept and retried with backoff (2 s, 4 s, 8 s ... 5 min),
 *   and at once when another write is acknowledged, the browser is back online or the page is shown;
 * - 401 or an ended session: kept, tried again after the next sign-in of the same person;
 * - any other 4xx: dropped for good, with a console warning and a `dropped` event.
 *
 * Entries are sent in order per kind (tag): a kind waiting out a failure holds back only its own later
 * writes. Only the session of the person who made them (`owner`) sends them, so a write never travels
 * under someone else's token. Tabs share the list (BroadcastChannel) and flush one at a time
 * (navigator.locks where present).
 */
export const OUTBOX_STORAGE_KEY = LEGACY_OUTBOX_KEY;

type Verdict = 'retry' | 'wait' | 'drop';

/** What to do with an entry after a failed send. */
export function verdictFor(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return 'retry';
  if (error.errorCode === ClientErrorCode.SessionEnded || error.status === 401) return 'wait';
  if (error.status === NO_ANSWER || error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  if (error.status >= 400) return 'drop';
  return 'retry';
}

function defaultLocks(): FlushLocks | null {
  if (typeof navigator === 'undefined') return null;
  const locks = (navigator as { locks?: FlushLocks | null }).locks;
  return locks ?? null;
}

export function createOutbox(deps: OutboxDeps): Outbox {
  const key = deps.storageKey ?? OUTBOX_STORAGE_KEY;
  const now = deps.now ?? Date.now;
  const baseMs = deps.backoffBaseMs ?? 2000;
  const maxMs = deps.backoffMaxMs ?? 5 * 60_000;
  const maxAgeMs = deps.maxAgeMs ?? 30 * 24 * 60 * 60_000;
  const maxEntries = deps.maxEntries ?? 500;
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
  const backing = createOutboxBacking({
    factory: deps.indexedDB,
    legacyKey: key,
    channelName: deps.channelName === undefined ? outboxChannelName(key) : deps.channelName,
    now,
  });
  const listeners = new Set<OutboxListener>();
  let running: Promise<void> | null = null;
  /** Entries on their way as keep-alive requests: the normal pass does not send them beside it. */
  const leaving = new Map<string, Promise<void>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const read = () => backing.list();
  const emit = (event: OutboxEvent) => listeners.forEach((listener) => listener(event));
  /**
   * A sent entry's new state after a failure. An entry removed while its request was out (another tab
   * had it acknowledged, or the list was cleared at sign-out) stays removed: the failure does not
   * bring it back to be sent again.
   */
  const change = (entry: OutboxEntry) => {
    if (read().some((e) => e.id === entry.id)) void backing.save([entry]);
  };

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const owner = deps.currentOwner();
    const due = read().filter((e) => e.owner === owner);
    if (due.length === 0) return;
    deps.onWaiting?.();
    const wait = Math.max(0, Math.min(...due.map((e) => e.next_attempt_at)) - now());
    timer = setTimeout(() => {
      timer = null;
      void flush();
    }, wait);
  }

  /** Makes the waiting writes (of one person, or everyone's) due now. */
  function release(owner?: string | null): void {
    const t = now();
    const waiting = read().filter((e) => (owner === undefined || e.owner === owner) && e.next_attempt_at > t);
    if (waiting.length > 0) void backing.save(waiting.map((e) => ({ ...e, next_attempt_at: t })));
  }

  function dropStale(): void {
    const stale = read().filter((e) => now() - e.created_at > maxAgeMs);
    if (stale.length === 0) return;
    void backing.remove(stale.map((e) => e.id));
    for (const entry of stale) {
      console.warn(`outbox: gave up a ${entry.tag} write kept for more than 30 days`, entry.id);
      emit({ type: 'dropped', entry, error: new Error('expired') });
    }
  }

  function acknowledge(entry: OutboxEntry, data: unknown): void {
    void backing.remove([entry.id]);
    emit({ type: 'acknowledged', entry, data });
  }

  /** Sends one entry; false when the whole pass must stop (the session is not usable). */
  async function sendOne(entry: OutboxEntry, owner: string, held: Set<string>): Promise<boolean> {
    try {
      acknowledge(entry, await deps.send(entry));
      // The server answered: the connection works now, so writes waiting out a backoff go at once
      // (a phone's network comes back without an 'online' event; "N answers waiting" stayed up).
      release(owner);
      return true;
    } catch (error) {
      return failed(entry, error, held);
    }
  }

  /**
   * Sends a run of entries in one request (after a day offline, a thousand writes in a few round
   * trips); each is acknowledged, kept or dropped by its own answer, as if sent alone.
   */
  async function sendRun(run: OutboxEntry[], owner: string, held: Set<string>): Promise<boolean> {
    let outcomes: BatchOutcome[];
    try {
      outcomes = await deps.sendBatch!.send(run);
    } catch (error) {
      // No answer: none of the run is known to have arrived; each kind waits out its backoff.
      return run.map((entry) => failed(entry, error, held)).every(Boolean);
    }
    const byId = new Map(outcomes.map((outcome) => [outcome.id, outcome]));
    let goOn = true;
    for (const entry of run) {
      const outcome = byId.get(entry.id);
      if (outcome?.ok) acknowledge(entry, outcome.data);
      else goOn = failed(entry, outcome ? outcome.error : new Error('no answer for this write'), held) && goOn;
    }
    if (outcomes.some((outcome) => outcome.ok)) release(owner);
    return goOn;
  }

  /** An entry's failed send: dropped, kept for the next sign-in, or retried after a backoff. */
  function failed(entry: OutboxEntry, error: unknown, held: Set<string>): boolean {
    const verdict = verdictFor(error);
    if (verdict === 'drop') {
      console.warn(`outbox: the server refused a ${entry.tag} write; it is dropped`, entry.id, error);
      void backing.remove([entry.id]);
      emit({ type: 'dropped', entry, error });
      return true;
    }
    if (verdict === 'wait') {
      // Tried again after the next sign-in (start() listens), or in 5 minutes.
      change({ ...entry, next_attempt_at: now() + maxMs });
      return false;
    }
    const attempts = entry.attempts + 1;
    change({ ...entry, attempts, next_attempt_at: now() + Math.min(maxMs, baseMs * 2 ** (attempts - 1)) });
    // In order per kind: this kind's later writes wait with it; other kinds go on.
    held.add(entry.tag);
    return true;
  }

  async function pass(): Promise<void> {
    await backing.ready;
    // Another tab may have sent entries while this one waited for its turn.
    if (locks) await backing.refresh();
    const sentThisPass = new Set<string>();
    const held = new Set<string>();
    for (;;) {
      const owner = deps.currentOwner();
      if (owner === null) return;
      dropStale();
      // Stored before it is sent: a write the server has seen is always on the device too.
      await backing.idle();
      const mine = read().filter((e) => e.owner === owner);
      const skip = (e: OutboxEntry) => sentThisPass.has(e.id) || leaving.has(e.id);
      const run = deps.sendBatch ? dueRun(mine, held, skip, deps.sendBatch, now()) : [];
      if (run.length > 1) {
        run.forEach((e) => sentThisPass.add(e.id));
        if (!(await sendRun(run, owner, held))) return;
        continue;
      }
      const entry = nextDue(mine, held, skip, now());
      if (!entry) return;
      sentThisPass.add(entry.id);
      if (!(await sendOne(entry, owner, held))) return;
    }
  }

  /** One pass (one tab at a time); it also waits for the keep-alive sends under way. */
  function flush(): Promise<void> {
    if (running) return running;
    const turn = locks ? locks.request('esc-outbox-flush', pass) : pass();
    running = Promise.all([turn, ...leaving.values()])
      .then(() => undefined)
      .finally(() => {
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
        void backing.remove([entry.id]);
        emit({ type: 'acknowledged', entry, data });
      })
      .catch((error: unknown) => {
        if (verdictFor(error) !== 'drop') return;
        console.warn(`outbox: the server refused a ${entry.tag} write; it is dropped`, entry.id, error);
        void backing.remove([entry.id]);
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
    const entries = read();
    const extra = entries.length + (entries.some((e) => e.id === entry.id) ? 0 : 1) - maxEntries;
    if (extra > 0) {
      void backing.remove(entries.slice(0, extra).map((e) => e.id));
      console.warn(`outbox: full; ${extra} oldest writes dropped`);
    }
    const saved = backing.save([entry], { urgent: options.keepalive === true });
    // A page being left cannot wait for the database: the keep-alive request starts in this task.
    if (options.keepalive) sendLeaving(entry);
    void saved.then(() => flush());
    return entry;
  }

  function retryNow(): Promise<void> {
    release();
    return flush();
  }

  function start(subscribeSession?: (listener: () => void) => () => void): () => void {
    // Back online, or signed in again: what waited for its backoff may go now.
    const onOnline = () => void backing.ready.then(retryNow);
    window.addEventListener('online', onOnline);
    // A phone unlocked or the app brought back: its connection may have returned unannounced.
    const onVisible = () => {
      if (document.visibilityState === 'visible') onOnline();
    };
    document.addEventListener('visibilitychange', onVisible);
    let lastOwner = deps.currentOwner();
    const stopSession = subscribeSession?.(() => {
      const owner = deps.currentOwner();
      if (owner !== lastOwner) {
        lastOwner = owner;
        onOnline();
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
    ready: backing.ready,
    enqueue,
    flush,
    retryNow,
    entries: read,
    remove(ids) {
      void backing.remove(ids);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    watch: (listener) => backing.watch(listener),
    start,
  };
}
