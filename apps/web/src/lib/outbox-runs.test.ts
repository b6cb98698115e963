import type { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { OutboxDeps, OutboxEntry } from './outbox';
import { fakeOfflineDb } from '../test/fake-offline-db';
import {
  holdOutboxTimers,
  networkError,
  OWNER,
  outboxOver,
  sentIds,
  storedIds,
  write,
  type Send,
} from '../test/outbox-kit';

// The outbox sending what waits many writes to a request (the server's batch call), over IndexedDB.
holdOutboxTimers();

describe('the outbox sends what waits many to a request', () => {
  const batchPath = (id: string, tag: string) => ({ ...write(id, tag), path: '/mis/v2/addLearningProgress' as const });
  const submit = (id: string) => ({ ...write(id, 'submit'), path: '/student-report/student/submitAttempt' as const });

  /** An outbox whose person signs in only once the writes are queued, so one pass finds them all. */
  function queued(factory: IDBFactory, batch: OutboxDeps['sendBatch'], send: Send = async () => ({})) {
    let owner: string | null = null;
    const made = outboxOver(factory, send, { sendBatch: batch, currentOwner: () => owner });
    return { ...made, signIn: () => (owner = OWNER) };
  }

  it('sends the waiting writes of every kind in one request, in their order, each acknowledged by its own answer', async () => {
    const factory = fakeOfflineDb();
    const requests: string[][] = [];
    const batch = {
      max: 200,
      takes: (entry: OutboxEntry) => entry.path === '/mis/v2/addLearningProgress',
      send: vi.fn(async (entries: OutboxEntry[]) => {
        requests.push(entries.map((e) => e.id));
        return entries.map((e) => ({ id: e.id, ok: true, data: { saved: e.id } }));
      }),
    };
    const single = vi.fn<Send>(async () => ({}));
    const { outbox, events, signIn } = queued(factory, batch, single);
    for (const [id, tag] of [
      ['p1', 'progress'],
      ['b1', 'bookmark'],
      ['p2', 'progress'],
    ] as const)
      outbox.enqueue(batchPath(id, tag));
    await outbox.ready;
    signIn();
    await outbox.flush();
    expect(requests).toEqual([['p1', 'b1', 'p2']]);
    expect(single).not.toHaveBeenCalled();
    expect(events.map((e) => e.type === 'acknowledged' && e.data)).toEqual([
      { saved: 'p1' },
      { saved: 'b1' },
      { saved: 'p2' },
    ]);
    expect(await storedIds(factory)).toEqual([]);
  });

  it('keeps a write the server could not take now, drops one it refused, and acknowledges the rest', async () => {
    const factory = fakeOfflineDb();
    const batch = {
      max: 200,
      takes: () => true,
      send: async (entries: OutboxEntry[]) =>
        entries.map((e) => {
          if (e.id === 'busy')
            return {
              id: e.id,
              ok: false,
              error: new ApiError({ status: 503, errorCode: 'UNAVAILABLE', message: 'down' }),
            };
          if (e.id === 'bad')
            return {
              id: e.id,
              ok: false,
              error: new ApiError({ status: 422, errorCode: 'VALIDATION', message: 'no' }),
            };
          return { id: e.id, ok: true, data: {} };
        }),
    };
    const { outbox, events, signIn } = queued(factory, batch);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    outbox.enqueue(batchPath('busy', 'progress'));
    outbox.enqueue(batchPath('bad', 'bookmark'));
    outbox.enqueue(batchPath('fine', 'notice-read'));
    await outbox.ready;
    signIn();
    await outbox.flush();
    expect(outbox.entries().map((e) => [e.id, e.attempts])).toEqual([['busy', 1]]);
    expect(events.map((e) => `${e.type}:${e.entry.id}`).sort()).toEqual(['acknowledged:fine', 'dropped:bad']);
  });

  it('keeps every write of a request that got no answer', async () => {
    const factory = fakeOfflineDb();
    const batch = { max: 200, takes: () => true, send: async () => Promise.reject(networkError()) };
    const { outbox, events, signIn } = queued(factory, batch);
    outbox.enqueue(batchPath('p1', 'progress'));
    outbox.enqueue(batchPath('p2', 'progress'));
    await outbox.ready;
    signIn();
    await outbox.flush();
    expect(outbox.entries().map((e) => e.id)).toEqual(['p1', 'p2']);
    expect(events).toEqual([]);
  });

  it('sends a write the batch call does not take by its own call, and at most `max` writes a request', async () => {
    const factory = fakeOfflineDb();
    const requests: string[][] = [];
    const batch = {
      max: 2,
      takes: (entry: OutboxEntry) => entry.tag !== 'submit',
      send: async (entries: OutboxEntry[]) => {
        requests.push(entries.map((e) => e.id));
        return entries.map((e) => ({ id: e.id, ok: true, data: {} }));
      },
    };
    const single = vi.fn<Send>(async () => ({}));
    const { outbox, signIn } = queued(factory, batch, single);
    outbox.enqueue(batchPath('p1', 'progress'));
    outbox.enqueue(batchPath('p2', 'progress'));
    outbox.enqueue(batchPath('p3', 'progress'));
    outbox.enqueue(submit('s1'));
    await outbox.ready;
    signIn();
    await outbox.flush();
    expect(requests).toEqual([['p1', 'p2']]);
    expect(sentIds(single).sort()).toEqual(['p3', 's1']);
    expect(outbox.entries()).toEqual([]);
  });
});
