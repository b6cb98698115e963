import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEALTH, health } from '../test/api-client-kit';
import { createFakeFetch, envelope, errorResponse } from '../test/fake-api';
import { createApiClient } from './api-client';
import type { StoredSession } from './session';

// Spec 001 §9: "Token refresh: threshold 5 minutes; refresh lock 2000 ms; result cached 90000 ms."
// The numbers below are the spec's, written out, not read from the code.

const START = 1_700_000_000_000;
const REFRESH = 'POST /cognito-login-service/auth/refreshToken';
/** Any call that sends the token; a real one, as the fake API checks calls against the contract. */
const ME = HEALTH;

/** A token that always expires within 5 minutes: every call would refresh without the cache. */
const SHORT_LIFE_S = 120;

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: START + 60_000,
    username: 'student@demo.school',
    uuid: 'u-1',
    user_type_id: 1,
    ...overrides,
  };
}

/** localStorage as every tab sees it: one store shared by the clients of a test. */
function sharedStore(initial: StoredSession | null) {
  let current = initial;
  return {
    read: () => current,
    write: (next: StoredSession) => {
      current = next;
    },
    end: () => {
      current = null;
    },
  };
}

/** Web Locks as the browser grants them: one holder; a waiter gives up when its signal aborts. */
function fakeLocks() {
  let held: Promise<unknown> | null = null;
  const locks = {
    async request<T>(_name: string, options: { signal?: AbortSignal }, callback: () => Promise<T>): Promise<T> {
      while (held) {
        const signal = options.signal;
        await new Promise<void>((resolve, reject) => {
          void held!.finally(resolve);
          signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        });
      }
      const run = callback();
      held = run;
      try {
        return await run;
      } finally {
        held = null;
      }
    },
  };
  /** Another tab takes the lock until `release` is called. */
  function holdElsewhere() {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    void locks.request('esc.token-refresh', {}, () => gate);
    return () => release();
  }
  return { locks: locks as unknown as Pick<LockManager, 'request'>, holdElsewhere };
}

function world(initial: StoredSession | null = session()) {
  let clock = START;
  let n = 1;
  const fake = createFakeFetch({
    [REFRESH]: () => {
      n += 1;
      return envelope({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: SHORT_LIFE_S });
    },
    [`GET ${ME}`]: (call) =>
      call.authorization === 'Bearer refused' ? errorResponse(401, 'TOKEN_EXPIRED') : envelope(health),
  });
  const store = sharedStore(initial);
  const { locks, holdElsewhere } = fakeLocks();
  const tab = () => createApiClient({ baseUrl: '/api', fetch: fake.fetch, store, now: () => clock, locks });
  return {
    store,
    tab,
    holdElsewhere,
    advance: (ms: number) => {
      clock += ms;
    },
    refreshes: () => fake.calls.filter((c) => c.path.endsWith('refreshToken')).length,
  };
}

afterEach(() => vi.useRealTimers());

describe('refresh result cached 90000 ms (spec 001 §9)', () => {
  it('answers again with a refresh made less than 90000 ms ago, and refreshes at 90000 ms', async () => {
    const w = world();
    const client = w.tab();
    await client.request(ME);
    expect(w.refreshes()).toBe(1);
    w.advance(89_999);
    await client.request(ME);
    expect(w.refreshes()).toBe(1);
    w.advance(1);
    await client.request(ME);
    expect(w.refreshes()).toBe(2);
    expect(w.store.read()?.access_token).toBe('access-3');
  });

  it('shares the cached result with another tab', async () => {
    const w = world();
    await w.tab().request(ME);
    w.advance(30_000);
    await w.tab().request(ME);
    expect(w.refreshes()).toBe(1);
  });

  it('still refreshes at once when the server refuses the token the cache holds', async () => {
    const w = world(session({ access_token: 'refused', expires_at: START + 60_000, refreshed_at: START }));
    await expect(w.tab().request(ME)).resolves.toEqual(health);
    expect(w.refreshes()).toBe(1);
  });

  it('never answers with a cached token that has expired', async () => {
    const w = world(session({ expires_at: START + 10_000, refreshed_at: START }));
    w.advance(10_000);
    await w.tab().request(ME);
    expect(w.refreshes()).toBe(1);
  });
});

describe('refresh lock 2000 ms (spec 001 §9)', () => {
  it('waits for another tab’s refresh and uses the pair it stored, without rotating again', async () => {
    vi.useFakeTimers();
    const w = world(session({ expires_at: START - 1 }));
    const release = w.holdElsewhere();
    const pending = w.tab().request(ME);
    await vi.advanceTimersByTimeAsync(1_999);
    // The other tab finishes within the 2000 ms.
    w.store.write(session({ access_token: 'access-9', refresh_token: 'refresh-9', expires_at: START + 900_000 }));
    release();
    await expect(pending).resolves.toEqual(health);
    expect(w.refreshes()).toBe(0);
  });

  it('after 2000 ms keeps a token that is still valid instead of rotating beside the other tab', async () => {
    vi.useFakeTimers();
    const w = world(session({ expires_at: START + 60_000 }));
    w.holdElsewhere();
    const pending = w.tab().request(ME);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(w.refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual(health);
    expect(w.refreshes()).toBe(0);
    expect(w.store.read()?.access_token).toBe('access-1');
  });

  it('after 2000 ms with an expired token fails the call as a passing error and keeps the session', async () => {
    vi.useFakeTimers();
    const w = world(session({ expires_at: START - 1 }));
    w.holdElsewhere();
    const pending = w
      .tab()
      .request(ME)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(pending).resolves.toMatchObject({ status: 0, errorCode: 'REFRESH_BUSY' });
    expect(w.refreshes()).toBe(0);
    expect(w.store.read()).not.toBeNull();
  });
});

describe('keep-alive requests (a page being left)', () => {
  it('start at once with the session as it is: no refresh first, no retry', () => {
    const w = world(session({ expires_at: START + 60_000 }));
    const fetch = vi.fn(() => Promise.resolve(errorResponse(503, 'SERVICE_UNAVAILABLE')));
    const client = createApiClient({ baseUrl: '/api', fetch, store: w.store, now: () => START });
    void client
      .request('/mis/v2/addLearningProgress', { method: 'POST', body: {}, keepalive: true, refresh: false })
      .catch(() => undefined);
    // Called in this very task, as a keep-alive request, with the token that is there.
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual([
      '/api/mis/v2/addLearningProgress',
      expect.objectContaining({
        keepalive: true,
        headers: expect.objectContaining({ Authorization: 'Bearer access-1' }),
      }),
    ]);
  });
});
