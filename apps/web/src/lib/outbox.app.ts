import { SYNC_BATCH_MAX } from '@esc/contracts/sync-paths';
import { apiClient } from './api-client.app';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from './offline-db';
import { startOfflineSessionMirror } from './offline-session';
import { createOutbox } from './outbox';
import { canSendInBatch, sendOutboxBatch } from './outbox-batch';
import { readSession, subscribeSession } from './session';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the service worker when the link returns (Chromium's Background Sync). */
function registerBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then(async (registration) => {
    const sync = (registration as (ServiceWorkerRegistration & SyncRegistration) | undefined)?.sync;
    // Refused (no permission, an old browser): the app flushes when it is next open.
    await sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
  });
}

/**
 * The app's outbox: writes go through the session-aware api client, as idempotent POSTs. A write
 * made while the page is being left goes as a keep-alive request with the session as it is.
 */
export const appOutbox = createOutbox({
  send: (entry, options) =>
    apiClient.request<unknown>(entry.path, {
      method: 'POST',
      body: entry.body,
      idempotent: true,
      ...(options?.keepalive ? { keepalive: true, refresh: false } : {}),
    }),
  // What waits goes many to a request through the server's batch call (after a day offline, a
  // thousand writes in a few round trips instead of a thousand).
  sendBatch: { send: sendOutboxBatch, takes: canSendInBatch, max: SYNC_BATCH_MAX },
  currentOwner: () => readSession()?.uuid ?? null,
  onWaiting: registerBackgroundSync,
});

let stopOutbox: (() => void) | null = null;

/**
 * Flushes what an earlier visit left in the outbox, and keeps flushing when the browser comes back
 * online, someone signs in, or the service worker passes on a Background Sync. Safe to call more than
 * once; call it at start-up (main.tsx).
 */
export function startOutbox(): void {
  if (typeof window === 'undefined' || stopOutbox) return;
  const stop = appOutbox.start(subscribeSession);
  const sessionMirror = startOfflineSessionMirror();
  const onMessage = (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === OUTBOX_FLUSH_MESSAGE.type) void appOutbox.retryNow();
  };
  const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
  worker?.addEventListener('message', onMessage);
  stopOutbox = () => {
    stop();
    sessionMirror.stop();
    worker?.removeEventListener('message', onMessage);
  };
}
