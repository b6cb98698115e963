import { afterEach, describe, expect, it } from 'vitest';
import { startSharedStream, type StreamMessage } from './shared-stream.client';

// One stream per browser: two tabs (two startSharedStream calls sharing a lock manager and a
// BroadcastChannel), only the lock holder opens an EventSource, both hear its events, and when the
// holder's tab closes the other takes the stream over with a fresh ticket.

class FakeSource {
  static all: FakeSource[] = [];
  readonly listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(name: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data: unknown = {}) {
    for (const l of this.listeners.get(name) ?? []) l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  close() {
    this.closed = true;
  }
}

/** Exclusive locks by name, granted in request order; a holder keeps it until its callback settles. */
function fakeLocks(): Pick<LockManager, 'request'> {
  const held = new Set<string>();
  const waiting: { name: string; grant: () => void }[] = [];
  const next = (name: string) => {
    const i = waiting.findIndex((w) => w.name === name);
    if (i >= 0) waiting.splice(i, 1)[0]!.grant();
  };
  return {
    request: ((name: string, options: LockOptions, callback: () => Promise<void>) =>
      new Promise<void>((resolve, reject) => {
        const grant = () => {
          held.add(name);
          void callback().finally(() => {
            held.delete(name);
            resolve();
            next(name);
          });
        };
        if (!held.has(name)) return grant();
        const entry = { name, grant };
        waiting.push(entry);
        options.signal?.addEventListener('abort', () => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      })) as LockManager['request'],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const stops: (() => void)[] = [];
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  FakeSource.all = [];
});

function tab(locks: Pick<LockManager, 'request'>, heard: StreamMessage[], tickets: string[]) {
  const stop = startSharedStream({
    uuid: 'u-1',
    fetchTicket: async () => {
      tickets.push(`ticket-${tickets.length + 1}`);
      return tickets[tickets.length - 1]!;
    },
    onMessage: (m) => heard.push(m),
    streamUrl: (ticket) => `/api/notifications/stream?ticket=${ticket}`,
    createEventSource: (url) => new FakeSource(url) as unknown as EventSource,
    locks,
    backoffMs: () => 5,
  });
  stops.push(stop);
  return stop;
}

describe('the shared notification stream', () => {
  it('is held by one tab, heard by all, and taken over when that tab closes', async () => {
    const locks = fakeLocks();
    const tickets: string[] = [];
    const heardA: StreamMessage[] = [];
    const heardB: StreamMessage[] = [];
    const closeA = tab(locks, heardA, tickets);
    tab(locks, heardB, tickets);
    await settle();
    expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/notifications/stream?ticket=ticket-1']);

    FakeSource.all[0]!.emit('notification', { id: 'n-1' });
    await settle();
    expect(heardA).toEqual([{ type: 'notification', id: 'n-1' }]);
    expect(heardB).toEqual([{ type: 'notification', id: 'n-1' }]);

    closeA();
    await settle();
    expect(FakeSource.all[0]!.closed).toBe(true);
    expect(FakeSource.all).toHaveLength(2);
    expect(FakeSource.all[1]!.url).toBe('/api/notifications/stream?ticket=ticket-2');
    FakeSource.all[1]!.emit('read');
    await settle();
    expect(heardB.at(-1)).toEqual({ type: 'read' });
  });

  it('opens a new stream with a new ticket after reauth and after an error', async () => {
    const tickets: string[] = [];
    tab(fakeLocks(), [], tickets);
    await settle();
    FakeSource.all[0]!.emit('reauth');
    await settle();
    expect(FakeSource.all[0]!.closed).toBe(true);
    expect(FakeSource.all[1]!.url).toContain('ticket-2');
    FakeSource.all[1]!.onerror?.();
    await settle();
    expect(FakeSource.all[1]!.closed).toBe(true);
    expect(FakeSource.all[2]!.url).toContain('ticket-3');
  });

  it('keeps a stream per tab where the browser has no Web Locks', async () => {
    tab(null as unknown as Pick<LockManager, 'request'>, [], []);
    await settle();
    expect(FakeSource.all).toHaveLength(1);
  });
});
