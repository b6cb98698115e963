import { describe, expect, it, vi } from 'vitest';
import { openOfflineDb, writeOfflineSession, type StoredOutboxEntry } from '../lib/offline-db';
import { fakeOfflineDb } from '../test/fake-offline-db';
import { installOutboxSync, type OutboxSyncEvent, type OutboxSyncScope } from './outbox-sync.sw';

// Background Sync for the outbox: the service worker asks open windows to flush, or, with none open,
// sends the signed-in person's waiting writes itself with the mirrored access token, in order per kind.

const NOW = Date.parse('2026-11-29T10:00:00Z');
const ME = 'learner-1';

let order = 0;
const entry = (id: string, tag: string, owner = ME): StoredOutboxEntry => ({
  id,
  tag,
  owner,
  path: '/mis/v2/bookmarkContentUniversity',
  body: { contentId: 1, client_write_id: id },
  created_at: NOW - 60_000,
  attempts: 1,
  next_attempt_at: NOW,
  order: (order += 1),
});

async function world(options: { entries: StoredOutboxEntry[]; expiresAt?: number | null; windows?: number }) {
  const factory = fakeOfflineDb();
  const db = await openOfflineDb(factory);
  for (const e of options.entries) await db.put('outbox', e);
  if (options.expiresAt !== null) {
    await writeOfflineSession(db, {
      uuid: ME,
      access_token: 'token-1',
      expires_at: options.expiresAt ?? NOW + 600_000,
    });
  }
  db.close();
  const listeners: ((event: OutboxSyncEvent) => void)[] = [];
  const windows = Array.from({ length: options.windows ?? 0 }, () => ({ postMessage: vi.fn() }));
  const fetch = vi.fn<OutboxSyncScope['fetch']>(async () => new Response('{}', { status: 200 }));
  const sw: OutboxSyncScope = {
    addEventListener: (_type, listener) => void listeners.push(listener),
    clients: { matchAll: async () => windows },
    fetch,
    indexedDB: factory,
  };
  installOutboxSync(sw, { now: () => NOW });
  /** Fires a sync event; resolves (or rejects) as the work handed to waitUntil does. */
  const sync = (tag = 'esc-outbox') => {
    let work: Promise<unknown> = Promise.resolve();
    const event = Object.assign(new Event('sync'), { tag, waitUntil: (p: Promise<unknown>) => void (work = p) });
    listeners.forEach((listener) => listener(event));
    return work;
  };
  const left = async () => {
    const reopened = await openOfflineDb(factory);
    const ids = (await reopened.getAll('outbox')).map((e) => e.id).sort();
    reopened.close();
    return ids;
  };
  return { sync, fetch, windows, left };
}

const sentIds = (fetch: ReturnType<typeof vi.fn<OutboxSyncScope['fetch']>>) =>
  fetch.mock.calls.map(([, init]) => (JSON.parse(init.body as string) as { client_write_id: string }).client_write_id);

describe('Background Sync of the outbox', () => {
  it('asks the open windows of the app to flush, and sends nothing itself', async () => {
    const w = await world({ entries: [entry('b-1', 'bookmark')], windows: 2 });
    await w.sync();
    w.windows.forEach((client) => expect(client.postMessage).toHaveBeenCalledWith({ type: 'outbox-flush' }));
    expect(w.fetch).not.toHaveBeenCalled();
    expect(await w.left()).toEqual(['b-1']);
  });

  it("with no window open, sends the signed-in person's writes in order with their token, and only theirs", async () => {
    const w = await world({
      entries: [
        entry('b-1', 'bookmark'),
        entry('theirs', 'bookmark', 'learner-2'),
        entry('h-1', 'homework-item'),
        entry('b-2', 'bookmark'),
      ],
    });
    await w.sync();
    expect(sentIds(w.fetch)).toEqual(['b-1', 'h-1', 'b-2']);
    const [url, init] = w.fetch.mock.calls[0]!;
    expect(url).toBe('/api/mis/v2/bookmarkContentUniversity');
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-1' } });
    expect(await w.left()).toEqual(['theirs']);
  });

  it('sends nothing with an expired token, or when no one is signed in', async () => {
    for (const expiresAt of [NOW - 1, null]) {
      const w = await world({ entries: [entry('b-1', 'bookmark')], expiresAt });
      await w.sync();
      expect(w.fetch).not.toHaveBeenCalled();
      expect(await w.left()).toEqual(['b-1']);
    }
  });

  it('leaves the writes to the app when the server answers 401', async () => {
    const w = await world({ entries: [entry('b-1', 'bookmark'), entry('h-1', 'homework-item')] });
    w.fetch.mockResolvedValue(new Response('{}', { status: 401 }));
    await w.sync();
    expect(w.fetch).toHaveBeenCalledTimes(1);
    expect(await w.left()).toEqual(['b-1', 'h-1']);
  });

  it('holds back only the failing kind, and asks the browser to try again later', async () => {
    const w = await world({
      entries: [entry('b-1', 'bookmark'), entry('b-2', 'bookmark'), entry('h-1', 'homework-item')],
    });
    w.fetch.mockImplementation(async (_url, init) => {
      if (String(init.body).includes('b-1')) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    await expect(w.sync()).rejects.toThrow('still wait');
    expect(sentIds(w.fetch)).toEqual(['b-1', 'h-1']);
    expect(await w.left()).toEqual(['b-1', 'b-2']);
  });

  it('answers only its own tag', async () => {
    const w = await world({ entries: [entry('b-1', 'bookmark')] });
    await w.sync('another-tag');
    expect(w.fetch).not.toHaveBeenCalled();
  });
});
