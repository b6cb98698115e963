import { apiClient } from './api-client.app';
import { createOutbox } from './outbox';
import { readSession, subscribeSession } from './session';

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
  currentOwner: () => readSession()?.uuid ?? null,
});

let stopOutbox: (() => void) | null = null;

/**
 * Flushes what an earlier visit left in the outbox, and keeps flushing when the browser comes back
 * online or someone signs in. Safe to call more than once; call it at start-up (main.tsx).
 */
export function startOutbox(): void {
  if (typeof window === 'undefined' || stopOutbox) return;
  stopOutbox = appOutbox.start(subscribeSession);
}
