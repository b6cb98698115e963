import type { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../lib/api-error';
import { openOfflineDb } from '../lib/offline-db';
import { createOutbox, type OutboxDeps, type OutboxEntry, type OutboxEvent } from '../lib/outbox';

// What the outbox's test files share: a person, writes of theirs, an outbox over a fake IndexedDB
// passed in (never made global: the web test files share one module registry and globals), and what
// it stored.

export const OWNER = 'learner-1';
export const LEGACY_KEY = 'esc.outbox';
export const write = (id: string, tag = 'progress', owner = OWNER) => ({
  id,
  tag,
  owner,
  path: '/mis/v2/addLearningProgress' as const,
  body: { id },
});
export const networkError = () => new ApiError({ status: 0, errorCode: ClientErrorCode.Network, message: 'offline' });
export type Send = (entry: OutboxEntry, options?: { keepalive?: boolean }) => Promise<unknown>;

const outboxes: (() => void)[] = [];

/**
 * Only the test's own flush() sends: the outbox's retry timers are held (IndexedDB's tasks are not),
 * and each test's outboxes stop after it. Called at the top of each file (a hook registered here would
 * run for the first importing file only: the files share this module).
 */
export function holdOutboxTimers(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => outboxes.splice(0).forEach((stop) => stop()));
}

export function outboxOver(factory: IDBFactory, send: Send, more: Partial<OutboxDeps> = {}) {
  const events: OutboxEvent[] = [];
  const clock = { now: 1_000_000 };
  const outbox = createOutbox({
    send,
    currentOwner: () => OWNER,
    indexedDB: factory,
    channelName: null,
    locks: null,
    // A clock of the test's own.
    backoffBaseMs: 60_000,
    now: () => clock.now,
    ...more,
  });
  outboxes.push(outbox.subscribe((event) => events.push(event)));
  return { outbox, events, clock };
}

export async function storedIds(factory: IDBFactory): Promise<string[]> {
  const db = await openOfflineDb(factory);
  const rows = await db.getAll('outbox');
  db.close();
  return rows.sort((a, b) => a.order - b.order).map((row) => row.id);
}

export const sentIds = (send: ReturnType<typeof vi.fn<Send>>) => send.mock.calls.map(([entry]) => entry.id);
