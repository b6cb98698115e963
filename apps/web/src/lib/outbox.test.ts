import type { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { OutboxEntry } from './outbox';
import { fakeOfflineDb } from '../test/fake-offline-db';
import {
  holdOutboxTimers,
  LEGACY_KEY,
  networkError,
  outboxOver,
  sentIds,
  storedIds,
  write,
  type Send,
} from '../test/outbox-kit';

// The durable outbox over IndexedDB (fake-indexeddb, one fresh database per test: test/outbox-kit.ts).
holdOutboxTimers();

describe('the outbox in IndexedDB', () => {
  it('stores a write in IndexedDB before it is sent, and forgets it once acknowledged', async () => {
    const factory = fakeOfflineDb();
    let storedWhenSent: string[] = [];
    const send = vi.fn<Send>(async () => {
      storedWhenSent = await storedIds(factory);
      return { ok: true };
    });
    const { outbox, events } = outboxOver(factory, send);
    outbox.enqueue(write('event-1'));
    await outbox.ready;
    await outbox.flush();
    expect(storedWhenSent).toEqual(['event-1']);
    expect(await storedIds(factory)).toEqual([]);
    expect(outbox.entries()).toEqual([]);
    expect(events).toEqual([expect.objectContaining({ type: 'acknowledged', data: { ok: true } })]);
  });

  it('sends in order per kind: a failing write holds back only the later writes of its kind', async () => {
    const factory = fakeOfflineDb();
    let answersUp = false;
    const send = vi.fn<Send>(async (entry) => {
      if (entry.tag === 'answer' && !answersUp)
        throw new ApiError({ status: 503, errorCode: 'UNAVAILABLE', message: 'down' });
      return {};
    });
    const { outbox, clock } = outboxOver(factory, send);
    await outbox.ready;
    outbox.enqueue(write('answer-1', 'answer'));
    outbox.enqueue(write('answer-2', 'answer'));
    outbox.enqueue(write('bookmark-1', 'bookmark'));
    await outbox.flush();
    // answer-1 failed: answer-2 waits behind it, the bookmark does not.
    expect(sentIds(send)).toEqual(['answer-1', 'bookmark-1']);
    expect(outbox.entries().map((e) => e.id)).toEqual(['answer-1', 'answer-2']);
    expect(outbox.entries()[0]).toMatchObject({ attempts: 1 });

    answersUp = true;
    clock.now += 60_000;
    await outbox.flush();
    expect(sentIds(send)).toEqual(['answer-1', 'bookmark-1', 'answer-1', 'answer-2']);
    expect(await storedIds(factory)).toEqual([]);
  });

  it('counts a write enqueued twice with the same id once', async () => {
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>().mockRejectedValueOnce(networkError()).mockResolvedValue({ ok: true });
    const { outbox, events, clock } = outboxOver(factory, send);
    outbox.enqueue(write('bookmark-9', 'bookmark'));
    await outbox.ready;
    await outbox.flush();
    outbox.enqueue(write('bookmark-9', 'bookmark'));
    expect(outbox.entries()).toHaveLength(1);
    clock.now += 60_000;
    await outbox.retryNow();
    await outbox.flush();
    expect(sentIds(send)).toEqual(['bookmark-9', 'bookmark-9']);
    expect(events.filter((e) => e.type === 'acknowledged')).toHaveLength(1);
    expect(await storedIds(factory)).toEqual([]);
  });

  it("never sends another person's writes", async () => {
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>().mockResolvedValue({});
    const { outbox } = outboxOver(factory, send);
    await outbox.ready;
    outbox.enqueue(write('theirs', 'bookmark', 'learner-2'));
    outbox.enqueue(write('mine', 'bookmark'));
    await outbox.flush();
    expect(sentIds(send)).toEqual(['mine']);
    expect(await storedIds(factory)).toEqual(['theirs']);
  });

  it('survives a reload: a new outbox over the same database sends what the old one left, in order', async () => {
    const factory = fakeOfflineDb();
    const before = outboxOver(factory, vi.fn<Send>().mockRejectedValue(networkError()));
    before.outbox.enqueue(write('event-a'));
    before.outbox.enqueue(write('event-b', 'bookmark'));
    before.outbox.enqueue(write('event-c'));
    await before.outbox.ready;
    await before.outbox.flush();

    const send = vi.fn<Send>().mockResolvedValue({});
    const after = outboxOver(factory, send);
    await after.outbox.ready;
    expect(after.outbox.entries().map((e) => e.id)).toEqual(['event-a', 'event-b', 'event-c']);
    await after.outbox.retryNow();
    expect(sentIds(send)).toEqual(['event-a', 'event-b', 'event-c']);
    expect(await storedIds(factory)).toEqual([]);
  });

  it("moves today's localStorage entries into IndexedDB once, then sends each once", async () => {
    const factory = fakeOfflineDb();
    const old = (id: string) => ({ ...write(id), created_at: 999_000, attempts: 2, next_attempt_at: 999_000 });
    window.localStorage.setItem(LEGACY_KEY, JSON.stringify([old('old-1'), old('old-2')]));
    const send = vi.fn<Send>().mockRejectedValue(networkError());
    const first = outboxOver(factory, send);
    // Counted at once, before the database opens.
    expect(first.outbox.entries().map((e) => e.id)).toEqual(['old-1', 'old-2']);
    await first.outbox.ready;
    expect(window.localStorage.getItem(LEGACY_KEY)).toBeNull();
    expect(await storedIds(factory)).toEqual(['old-1', 'old-2']);

    const sendLater = vi.fn<Send>().mockResolvedValue({});
    const second = outboxOver(factory, sendLater);
    await second.outbox.ready;
    await second.outbox.retryNow();
    const third = outboxOver(factory, sendLater);
    await third.outbox.ready;
    await third.outbox.flush();
    expect(sentIds(sendLater)).toEqual(['old-1', 'old-2']);
  });

  it('gives up writes older than 30 days, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>().mockRejectedValue(networkError());
    const { outbox, events, clock } = outboxOver(factory, send);
    outbox.enqueue(write('forgotten'));
    await outbox.ready;
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    clock.now += 31 * 24 * 60 * 60_000;
    await outbox.retryNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await storedIds(factory)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('more than 30 days'), 'forgotten');
    expect(events).toEqual([expect.objectContaining({ type: 'dropped', error: new Error('expired') })]);
  });

  it('keeps a write on 401 and drops one the server refuses with 400', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>(async (entry) => {
      const status = entry.id === 'refused' ? 400 : 401;
      throw new ApiError({
        status,
        errorCode: status === 400 ? 'VALIDATION_FAILED' : 'UNAUTHENTICATED',
        message: 'no',
      });
    });
    const { outbox, events } = outboxOver(factory, send);
    outbox.enqueue(write('refused', 'bookmark'));
    outbox.enqueue(write('signed-out'));
    await outbox.ready;
    await outbox.flush();
    expect(await storedIds(factory)).toEqual(['signed-out']);
    expect(events.map((e) => [e.type, e.entry.id])).toEqual([['dropped', 'refused']]);
  });

  it('does not bring back a write removed while its request was out, when that request fails', async () => {
    const factory = fakeOfflineDb();
    let fail: (error: unknown) => void = () => undefined;
    const send = vi.fn<Send>(() => new Promise((_, reject) => (fail = reject)));
    const { outbox } = outboxOver(factory, send);
    outbox.enqueue(write('out'));
    await outbox.ready;
    const pass = outbox.flush();
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    // Another tab had it acknowledged, or the list was cleared at sign-out.
    outbox.remove(['out']);
    fail(networkError());
    await pass;
    expect(outbox.entries()).toEqual([]);
    expect(await storedIds(factory)).toEqual([]);
  });

  it('tells the app writes wait (to register Background Sync)', async () => {
    const onWaiting = vi.fn();
    const { outbox } = outboxOver(fakeOfflineDb(), vi.fn<Send>().mockRejectedValue(networkError()), { onWaiting });
    outbox.enqueue(write('waiting'));
    await outbox.ready;
    await outbox.flush();
    expect(onWaiting).toHaveBeenCalled();
  });

  it("shows another tab's writes, and each tab counts them", async () => {
    const factory = fakeOfflineDb();
    const channelName = `outbox-test-${Math.random()}`;
    const send = vi.fn<Send>().mockRejectedValue(networkError());
    const tabA = outboxOver(factory, send, { channelName });
    const tabB = outboxOver(factory, send, { channelName });
    await Promise.all([tabA.outbox.ready, tabB.outbox.ready]);
    const seen = new Promise<void>((resolve) => tabB.outbox.watch(resolve));
    tabA.outbox.enqueue(write('from-a', 'bookmark', 'learner-2'));
    await seen;
    expect(tabB.outbox.entries().map((e) => e.id)).toEqual(['from-a']);
  });
});

describe('the outbox in two tabs', () => {
  /** navigator.locks as the outbox uses it: one holder at a time, the others wait their turn. */
  function fakeLocks() {
    let queue: Promise<void> = Promise.resolve();
    return {
      request(_name: string, callback: () => Promise<void>) {
        const turn = queue.then(callback);
        queue = turn.catch(() => undefined);
        return turn;
      },
    };
  }

  it('flushes one tab at a time, and the second sends nothing the first sent', async () => {
    const factory = fakeOfflineDb();
    const channelName = `outbox-test-${Math.random()}`;
    const locks = fakeLocks();
    const offline = outboxOver(factory, vi.fn<Send>().mockRejectedValue(networkError()), { channelName: null });
    offline.outbox.enqueue(write('left-1'));
    offline.outbox.enqueue(write('left-2', 'bookmark'));
    await offline.outbox.ready;
    await offline.outbox.flush();

    const send = vi.fn<Send>().mockResolvedValue({});
    const tabA = outboxOver(factory, send, { channelName, locks });
    const tabB = outboxOver(factory, send, { channelName, locks });
    await Promise.all([tabA.outbox.ready, tabB.outbox.ready]);
    await Promise.all([tabA.outbox.retryNow(), tabB.outbox.retryNow()]);
    expect(sentIds(send).sort()).toEqual(['left-1', 'left-2']);
    expect(await storedIds(factory)).toEqual([]);
  });
});

describe('the outbox where IndexedDB is missing or refused', () => {
  it('keeps writes in localStorage as before', async () => {
    const send = vi.fn<Send>().mockRejectedValue(networkError());
    const { outbox } = outboxOver(fakeOfflineDb(), send, { indexedDB: null });
    outbox.enqueue(write('kept'));
    await outbox.flush();
    const stored = JSON.parse(window.localStorage.getItem(LEGACY_KEY) ?? '[]') as OutboxEntry[];
    expect(stored).toMatchObject([{ id: 'kept', attempts: 1 }]);
  });

  it('falls back to localStorage when the database cannot be opened, losing nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refusing = {
      open: () => {
        throw new DOMException('A mutation operation was attempted', 'InvalidStateError');
      },
    } as unknown as IDBFactory;
    const send = vi.fn<Send>().mockRejectedValue(networkError());
    const { outbox } = outboxOver(fakeOfflineDb(), send, { indexedDB: refusing });
    outbox.enqueue(write('private-mode'));
    await outbox.ready;
    await outbox.flush();
    expect(sentIds(send)).toEqual(['private-mode']);
    const stored = JSON.parse(window.localStorage.getItem(LEGACY_KEY) ?? '[]') as OutboxEntry[];
    expect(stored.map((e) => e.id)).toEqual(['private-mode']);
  });
});

describe('the outbox: writes made while the page is left', () => {
  it('starts the keep-alive send in the same task, once, and forgets the write when acknowledged', async () => {
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    const { outbox, events } = outboxOver(factory, send);
    await outbox.ready;
    outbox.enqueue(write('leaving-1'), { keepalive: true });
    // No await yet: the page may be gone after this task.
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: true });
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(await storedIds(factory)).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['acknowledged']);
  });

  it('keeps a write made as the page goes in localStorage at once (the page may die before IndexedDB stores it)', async () => {
    const factory = fakeOfflineDb();
    const { outbox } = outboxOver(factory, vi.fn<Send>().mockRejectedValue(networkError()));
    await outbox.ready;
    outbox.enqueue(write('leaving-0'), { keepalive: true });
    const stashed = () =>
      (JSON.parse(window.localStorage.getItem(LEGACY_KEY) ?? '[]') as OutboxEntry[]).map((e) => e.id);
    expect(stashed()).toEqual(['leaving-0']);
    // Stored in IndexedDB: the copy in localStorage goes (the next start would move it there anyway).
    await outbox.flush();
    await vi.waitFor(() => expect(stashed()).toEqual([]));
    expect(await storedIds(factory)).toEqual(['leaving-0']);
  });

  it('keeps a write whose keep-alive send failed, and the next pass sends it normally', async () => {
    const factory = fakeOfflineDb();
    const send = vi.fn<Send>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ ok: true });
    const { outbox } = outboxOver(factory, send);
    await outbox.ready;
    outbox.enqueue(write('leaving-2'), { keepalive: true });
    await outbox.flush();
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBeUndefined();
    expect(await storedIds(factory)).toEqual([]);
  });
});
