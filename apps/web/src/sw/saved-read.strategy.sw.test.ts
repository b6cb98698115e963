import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SavedReadStrategy, type LinkState } from './saved-read.strategy.sw';

// The strategy as the worker runs it, over a Cache Storage kept in memory and a fetch the test answers.

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(urlOf(key))?.clone();
  }
  async put(key: RequestInfo | URL, response: Response): Promise<void> {
    // As a real cache does, the body is read in full when stored.
    const body = await response.arrayBuffer();
    this.entries.set(urlOf(key), new Response(body, { status: response.status, headers: response.headers }));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(key: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(key));
  }
}

function urlOf(key: RequestInfo | URL): string {
  return typeof key === 'string' ? key : key instanceof URL ? key.href : key.url;
}

class FakeExtendableEvent extends Event {
  readonly extended: Promise<unknown>[] = [];
  waitUntil(promise: Promise<unknown>): void {
    this.extended.push(promise);
  }
}

const KEY = 'https://app.example/__saved-reads__/learner-a/learning/bookmarks';
const REQUEST_URL = 'https://app.example/api/learning/bookmarks';

let cache: FakeCache;
let network: ReturnType<typeof vi.fn>;

beforeEach(() => {
  cache = new FakeCache();
  network = vi.fn();
  vi.stubGlobal('caches', { open: async () => cache, match: (key: RequestInfo | URL) => cache.match(key) });
  vi.stubGlobal('fetch', network);
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent);
  vi.stubGlobal('FetchEvent', class extends FakeExtendableEvent {});
  // Workbox's development log would print each failed fetch the tests make on purpose.
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function strategy(
  savedFirst: boolean,
  link: LinkState,
  lastWriteAt = 0,
  networkTimeoutMs = 4_000,
  forgottenSince?: (person: string, since: number) => boolean,
) {
  return new SavedReadStrategy({
    forgottenSince,
    cacheName: 'saved-reads-test',
    plugins: [{ cacheKeyWillBeUsed: async () => KEY }],
    savedFirst,
    networkTimeoutMs,
    link,
    lastWriteAt: async () => lastWriteAt,
  });
}

/** Runs one request through the strategy and waits for everything it does behind the answer. */
async function ask(chosen: SavedReadStrategy): Promise<Response> {
  const event = new FakeExtendableEvent('fetch') as unknown as ExtendableEvent;
  const [answer, done] = chosen.handleAll({
    event,
    request: new Request(REQUEST_URL, { headers: { Authorization: 'Bearer x' } }),
    params: { key: KEY, person: 'learner-a' },
  });
  const response = await answer;
  await done;
  return response;
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

async function storeCopy(body: unknown, savedAt: string): Promise<void> {
  await cache.put(KEY, json(body, { 'x-esc-saved-at': savedAt }));
}

describe('the saved reads strategy', () => {
  it('stores what the network answers, with the time it was stored', async () => {
    network.mockResolvedValueOnce(json({ n: 1 }));
    const response = await ask(strategy(false, { down: false }));
    expect(await response.json()).toEqual({ n: 1 });
    expect(response.headers.has('x-esc-saved-at')).toBe(false);
    const stored = cache.entries.get(KEY)!;
    expect(Date.parse(stored.headers.get('x-esc-saved-at')!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers the saved copy, marked with its time, when the network fails, and then believes the link down', async () => {
    await storeCopy({ n: 1 }, '2026-11-29T10:42:00.000Z');
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const link = { down: false };
    const response = await ask(strategy(false, link));
    expect(await response.json()).toEqual({ n: 1 });
    expect(response.headers.get('x-esc-saved-at')).toBe('2026-11-29T10:42:00.000Z');
    expect(link.down).toBe(true);
  });

  it('does not keep a read whose person signed out while it was on its way', async () => {
    let signedOutAt: number | null = null;
    let answer!: (response: Response) => void;
    network.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const forgotten = (person: string, since: number) => person === 'learner-a' && (signedOutAt ?? -1) >= since;
    const asked = ask(strategy(false, { down: false }, 0, 4_000, forgotten));
    // The learner signs out (their copies are deleted) once the request is on its way, before the answer comes.
    await vi.waitFor(() => expect(network).toHaveBeenCalledTimes(1));
    signedOutAt = Date.now();
    answer(json({ n: 1 }));
    expect(await (await asked).json()).toEqual({ n: 1 });
    expect(cache.entries.has(KEY)).toBe(false);
    // Signed in again, their next read (begun after the sign-out) is kept as always.
    signedOutAt = Date.now() - 1;
    network.mockResolvedValueOnce(json({ n: 2 }));
    await ask(strategy(false, { down: false }, 0, 4_000, forgotten));
    expect(cache.entries.has(KEY)).toBe(true);
  });

  it('fails as the network did when nothing was saved', async () => {
    network.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(ask(strategy(false, { down: false }))).rejects.toThrow();
  });

  it('answers the saved copy when the network takes longer than its time', async () => {
    await storeCopy({ n: 1 }, '2026-11-29T10:42:00.000Z');
    network.mockReturnValueOnce(new Promise((resolve) => setTimeout(() => resolve(json({ n: 2 })), 200)));
    const response = await ask(strategy(false, { down: false }, 0, 20));
    expect(await response.json()).toEqual({ n: 1 });
    expect(response.headers.get('x-esc-saved-at')).toBe('2026-11-29T10:42:00.000Z');
    // The slow answer still arrives and replaces the copy.
    expect(await cache.entries.get(KEY)!.clone().json()).toEqual({ n: 2 });
  });

  it('saved-first: answers the copy at once while the link is good, unmarked, and refreshes it behind', async () => {
    await storeCopy({ n: 1 }, new Date().toISOString());
    network.mockResolvedValueOnce(json({ n: 2 }));
    const response = await ask(strategy(true, { down: false }, Date.now() - 60_000));
    expect(await response.json()).toEqual({ n: 1 });
    expect(response.headers.has('x-esc-saved-at')).toBe(false);
    expect(network).toHaveBeenCalledTimes(1);
    expect(await cache.entries.get(KEY)!.clone().json()).toEqual({ n: 2 });
  });

  it('saved-first: asks the network first when the person wrote since the copy was stored', async () => {
    await storeCopy({ n: 1 }, new Date(Date.now() - 60_000).toISOString());
    network.mockResolvedValueOnce(json({ n: 2 }));
    const response = await ask(strategy(true, { down: false }, Date.now()));
    expect(await response.json()).toEqual({ n: 2 });
  });

  it('saved-first: asks the network first once the link was found down, so the screen comes fresh when it returns', async () => {
    await storeCopy({ n: 1 }, new Date().toISOString());
    network.mockResolvedValueOnce(json({ n: 2 }));
    const link = { down: true };
    const response = await ask(strategy(true, link));
    expect(await response.json()).toEqual({ n: 2 });
    expect(link.down).toBe(false);
  });

  it('never stores an answer the server marked no-store', async () => {
    network.mockResolvedValueOnce(json({ secret: 1 }, { 'Cache-Control': 'private, no-store' }));
    await ask(strategy(false, { down: false }));
    expect(cache.entries.has(KEY)).toBe(false);
  });
});
