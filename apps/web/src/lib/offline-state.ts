import { useSyncExternalStore } from 'react';

/**
 * What the app knows of the link and of the saved copies it shows: offline when
 * the browser says so or a call found no network, and, per call, the time of the saved copy the
 * service worker served for it (its x-esc-saved-at header). The offline banner reads it.
 */
export interface OfflineState {
  /** The link is down: the browser is offline, or the last call that went out found no network. */
  offline: boolean;
  /** Epoch ms of the oldest saved copy the screen shows, or null when everything came fresh. */
  oldestSavedAt: number | null;
}

const ONLINE: OfflineState = { offline: false, oldestSavedAt: null };

let browserOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
let callFailed = false;
/** Saved copies served, by call (method and path with query): a fresh answer for it removes it. */
const savedCopies = new Map<string, number>();
let snapshot: OfflineState = compute();
const listeners = new Set<() => void>();

function compute(): OfflineState {
  const offline = browserOffline || callFailed;
  let oldest: number | null = null;
  for (const at of savedCopies.values()) oldest = oldest === null ? at : Math.min(oldest, at);
  if (!offline && oldest === null) return ONLINE;
  return { offline, oldestSavedAt: oldest };
}

function publish(): void {
  const next = compute();
  if (next.offline === snapshot.offline && next.oldestSavedAt === snapshot.oldestSavedAt) return;
  snapshot = next;
  listeners.forEach((listener) => listener());
}

/** A call was answered: by the server (savedAt null) or from a copy saved at `savedAt`. */
export function noteAnswer(call: string, savedAt: number | null): void {
  if (savedAt === null) {
    callFailed = false;
    savedCopies.delete(call);
  } else {
    // A saved copy is served because the network failed or took too long.
    callFailed = true;
    savedCopies.set(call, savedAt);
  }
  publish();
}

/** A call found no network (and no saved copy answered for it). */
export function noteNetworkFailure(): void {
  callFailed = true;
  publish();
}

/**
 * The link came back and the screen asked again: copies held from before are replaced by what the
 * new answers bring (a call still answered from the device notes its copy again).
 */
export function forgetSavedCopies(): void {
  savedCopies.clear();
  callFailed = false;
  publish();
}

export function readOfflineState(): OfflineState {
  return snapshot;
}

export function subscribeOfflineState(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(subscribeOfflineState, readOfflineState, () => ONLINE);
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => {
    browserOffline = true;
    publish();
  });
  window.addEventListener('online', () => {
    browserOffline = false;
    publish();
  });
}

/** For tests: back to a fresh, online state. */
export function resetOfflineState(): void {
  browserOffline = false;
  callFailed = false;
  savedCopies.clear();
  publish();
}
