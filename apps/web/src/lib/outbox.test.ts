import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from './api-error';
import { createOutbox, OUTBOX_STORAGE_KEY, type OutboxEntry, type OutboxEvent } from './outbox';

const OWNER = 'learner-1';
const write = (id: string) => ({
  id,
  tag: 'progress',
  owner: OWNER,
  path: '/mis/v2/addLearningProgress' as const,
  body: { id },
});
const stored = () => JSON.parse(window.localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]') as OutboxEntry[];
const networkError = () => new ApiError({ status: 0, errorCode: ClientErrorCode.Network, message: 'offline' });

function outboxWith(send: (entry: OutboxEntry) => Promise<unknown>) {
  const events: OutboxEvent[] = [];
  const outbox = createOutbox({ send, currentOwner: () => OWNER, backoffBaseMs: 1000 });
  outbox.subscribe((event) => events.push(event));
  return { outbox, events };
}

describe('outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a write until the server acknowledges it, and retries it with backoff', async () => {
    const send = vi
      .fn<(entry: OutboxEntry) => Promise<unknown>>()
      .mockRejectedValueOnce(networkError())
      .mockRejectedValueOnce(new ApiError({ status: 503, errorCode: 'UNAVAILABLE', message: 'down' }))
      .mockResolvedValueOnce({ ok: true });
    const { outbox, events } = outboxWith(send);

    outbox.enqueue(write('event-1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored()).toMatchObject([{ id: 'event-1', attempts: 1 }]);

    await vi.advanceTimersByTimeAsync(999);
    expect(send).toHaveBeenCalledTimes(1); // backoff: 1 s after the first failure
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(stored()).toMatchObject([{ id: 'event-1', attempts: 2 }]);

    await vi.advanceTimersByTimeAsync(2000); // then 2 s
    expect(send).toHaveBeenCalledTimes(3);
    expect(send.mock.calls.every(([entry]) => entry.id === 'event-1')).toBe(true);
    expect(window.localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull();
    expect(events).toEqual([expect.objectContaining({ type: 'acknowledged', data: { ok: true } })]);
  });

  it('drops a write the server refuses with 400, with a console warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi
      .fn()
      .mockRejectedValue(new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'bad' }));
    const { outbox, events } = outboxWith(send);

    outbox.enqueue(write('event-bad'));
    await vi.advanceTimersByTimeAsync(10_000);

    expect(send).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([]);
    expect(events).toEqual([expect.objectContaining({ type: 'dropped' })]);
    expect(warn).toHaveBeenCalled();
  });

  it('keeps a write on 401 instead of dropping it', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError({ status: 401, errorCode: 'UNAUTHENTICATED', message: 'no' }));
    const { outbox, events } = outboxWith(send);
    outbox.enqueue(write('event-401'));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored()).toMatchObject([{ id: 'event-401' }]);
    expect(events).toEqual([]);
  });

  it('survives a reload: a new outbox reads localStorage and sends what was left', async () => {
    const offline = outboxWith(vi.fn().mockRejectedValue(networkError()));
    offline.outbox.enqueue(write('event-a'));
    offline.outbox.enqueue(write('event-b'));
    await vi.advanceTimersByTimeAsync(0);
    expect(stored().map((e) => e.id)).toEqual(['event-a', 'event-b']);

    // The page reloads: a fresh instance (same storage), started and back online.
    const send = vi.fn().mockResolvedValue({});
    const reloaded = outboxWith(send);
    const stop = reloaded.outbox.start();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);

    expect(send.mock.calls.map(([entry]) => entry.id)).toEqual(['event-a', 'event-b']);
    expect(stored()).toEqual([]);
    stop();
  });

  it('sends only the writes of the person signed in', async () => {
    const send = vi.fn().mockResolvedValue({});
    const outbox = createOutbox({ send, currentOwner: () => 'someone-else' });
    outbox.enqueue(write('event-mine'));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    expect(stored()).toHaveLength(1);
  });
});

// A write made as the page is left goes at once as a keep-alive request, through
// the outbox's rules (kept until acknowledged, refused for good dropped).
describe('outbox: writes made while the page is left', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  type Send = (entry: OutboxEntry, options?: { keepalive?: boolean }) => Promise<unknown>;

  it('starts the keep-alive send in the same task, once, and forgets the write when acknowledged', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ ok: true });
    const { outbox, events } = outboxWith(send);
    outbox.enqueue(write('leaving-1'), { keepalive: true });
    // No await yet: the page may be gone after this task.
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[1]).toEqual({ keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(stored()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['acknowledged']);
  });

  it('keeps a write whose keep-alive send failed, and the next pass sends it normally', async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(networkError()).mockResolvedValueOnce({ ok: true });
    const { outbox } = outboxWith(send);
    outbox.enqueue(write('leaving-2'), { keepalive: true });
    await vi.advanceTimersByTimeAsync(0);
    await outbox.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBeUndefined();
    expect(stored()).toEqual([]);
  });

  it('drops a write the server refuses for good, as a pass does', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const send = vi
      .fn<Send>()
      .mockRejectedValue(new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'no' }));
    const { outbox, events } = outboxWith(send);
    outbox.enqueue(write('leaving-3'), { keepalive: true });
    await outbox.flush();
    expect(stored()).toEqual([]);
    expect(events.map((e) => e.type)).toEqual(['dropped']);
  });
});

describe('the count of writes waiting ("N answers waiting" stayed after they were sent)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a write the server acknowledges lets the ones waiting out a backoff go at once', async () => {
    let up = false;
    const send = vi.fn(async (_entry: OutboxEntry) => {
      if (!up) throw networkError();
      return { ok: true };
    });
    const { outbox } = outboxWith(send);
    // The connection drops: the first write fails three times, its next try 4 s away.
    outbox.enqueue(write('early'));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(stored()).toMatchObject([{ id: 'early', attempts: 3 }]);
    // It comes back without an 'online' event (a phone's network): a new write goes through.
    up = true;
    outbox.enqueue(write('late'));
    await vi.advanceTimersByTimeAsync(0);
    // Both are with the server well before the 4 s backoff is over: nothing waits.
    expect(outbox.entries()).toEqual([]);
    expect(send.mock.calls.map(([entry]) => entry.id).slice(-2)).toEqual(['late', 'early']);
  });

  it('the page shown again sends what waits without waiting out its backoff', async () => {
    let up = false;
    const send = vi.fn(async (_entry: OutboxEntry) => {
      if (!up) throw networkError();
      return { ok: true };
    });
    const { outbox } = outboxWith(send);
    const stop = outbox.start();
    outbox.enqueue(write('kept'));
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(stored()).toMatchObject([{ id: 'kept', attempts: 2 }]);
    up = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(outbox.entries()).toEqual([]);
    stop();
  });
});
