import type { Outbox, OutboxEvent, OutboxWrite } from './outbox';

/** What became of a write handed to the outbox, as far as a screen waits to know. */
export type OutboxOutcome<T> = { status: 'acknowledged'; data: T } | { status: 'waiting' };

/**
 * Hands a write to the outbox and tells the screen what became of it: acknowledged (with the
 * server's answer), or waiting for the link (the browser is offline or the first try failed: the
 * outbox keeps it and sends it later, so the screen keeps its optimistic state). Rejects with the
 * server's error when the write is refused for good (the outbox dropped it).
 */
export function sendThroughOutbox<T>(outbox: Outbox, write: OutboxWrite): Promise<OutboxOutcome<T>> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const settle = (done: () => void) => {
      stops.splice(0).forEach((stop) => stop());
      done();
    };
    stops.push(
      outbox.subscribe((event) => {
        if (event.entry.id !== write.id) return;
        if (event.type === 'acknowledged') settle(() => resolve({ status: 'acknowledged', data: event.data as T }));
        else settle(() => reject(event.error as Error));
      }),
      outbox.watch(() => {
        const entry = outbox.entries().find((e) => e.id === write.id);
        if (entry && (entry.attempts > 0 || entry.next_attempt_at > Date.now()))
          settle(() => resolve({ status: 'waiting' }));
      }),
    );
    outbox.enqueue(write);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) settle(() => resolve({ status: 'waiting' }));
  });
}

/** A client-made id for a write (the server counts it once). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `w${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** Runs when a write of this kind made earlier (perhaps offline) is acknowledged or refused. */
export function onOutboxSettled(outbox: Outbox, tag: string, listener: (event: OutboxEvent) => void): () => void {
  return outbox.subscribe((event) => {
    if (event.entry.tag === tag) listener(event);
  });
}
