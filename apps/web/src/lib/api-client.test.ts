import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, envelope, errorResponse, type FakeHandler } from '../test/fake-api';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import type { StoredSession } from './session';

const NOW = 1_700_000_000_000;
const REFRESH = 'POST /cognito-login-service/auth/refreshToken';

function session(overrides: Partial<StoredSession> = {}): StoredSession {
  return {
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    expires_at: NOW + 60 * 60 * 1000,
    username: 'student@demo.school',
    uuid: 'u-1',
    user_type_id: 1,
    ...overrides,
  };
}

/** An in-memory session store, so each test sees exactly what the client wrote. */
function memoryStore(initial: StoredSession | null) {
  let current = initial;
  return {
    read: () => current,
    write: vi.fn((next: StoredSession) => {
      current = next;
    }),
    end: vi.fn(() => {
      current = null;
    }),
  };
}

function refreshAnswer(n: number): FakeHandler {
  return () => envelope({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 900 });
}

function setup(handlers: Record<string, FakeHandler>, initial: StoredSession | null = session()) {
  const fake = createFakeFetch(handlers);
  const store = memoryStore(initial);
  const sleep = vi.fn(() => Promise.resolve());
  const client = createApiClient({ baseUrl: '/api', fetch: fake.fetch, store, now: () => NOW, sleep });
  return { client, store, sleep, calls: fake.calls };
}

describe('api client', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('sends JSON with the bearer token and answers the envelope data', async () => {
    const { client, calls } = setup({ 'POST /things': () => envelope({ id: 7 }) });
    await expect(client.request('/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ id: 7 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/things',
      body: { a: 1 },
      authorization: 'Bearer access-1',
    });
  });

  it('refreshes before sending when the token expires within 5 minutes', async () => {
    const { client, calls, store } = setup(
      { [REFRESH]: refreshAnswer(2), 'GET /me': () => envelope('ok') },
      session({ expires_at: NOW + 4 * 60 * 1000 }),
    );
    await client.request('/me');
    expect(calls.map((c) => c.path)).toEqual(['/cognito-login-service/auth/refreshToken', '/me']);
    expect(calls[0]?.body).toMatchObject({ refresh_token: 'refresh-1', username: 'student@demo.school' });
    expect(calls[1]?.authorization).toBe('Bearer access-2');
    expect(store.read()).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      expires_at: NOW + 900_000,
    });
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { client, calls } = setup({ 'GET /me': () => envelope('ok') }, session({ expires_at: NOW + 6 * 60 * 1000 }));
    await client.request('/me');
    expect(calls).toHaveLength(1);
  });

  it('on a 401 refreshes once and retries once', async () => {
    const { client, calls } = setup({
      [REFRESH]: refreshAnswer(2),
      'GET /me': (call) =>
        call.authorization === 'Bearer access-2' ? envelope('fresh') : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request('/me')).resolves.toBe('fresh');
    expect(calls.map((c) => `${c.path} ${c.authorization}`)).toEqual([
      '/me Bearer access-1',
      '/cognito-login-service/auth/refreshToken null',
      '/me Bearer access-2',
    ]);
  });

  it('does not refresh twice when the retried call is refused again', async () => {
    const { client, calls } = setup({
      [REFRESH]: refreshAnswer(2),
      'GET /me': () => errorResponse(401, 'UNAUTHENTICATED'),
    });
    await expect(client.request('/me')).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });
    expect(calls.filter((c) => c.path.endsWith('refreshToken'))).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/me')).toHaveLength(2);
  });

  it('ends the session when the refresh is refused with 401', async () => {
    const { client, store, calls } = setup({
      [REFRESH]: () => errorResponse(401, 'REFRESH_REJECTED'),
      'GET /me': () => errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request('/me')).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_ENDED' });
    expect(store.end).toHaveBeenCalledTimes(1);
    expect(store.read()).toBeNull();
    expect(calls).toHaveLength(2); // no retry after the session ended
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const { client, store } = setup({
      [REFRESH]: () => errorResponse(500, 'INTERNAL_ERROR'),
      'GET /me': () => errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request('/me')).rejects.toMatchObject({ status: 500 });
    expect(store.end).not.toHaveBeenCalled();
  });

  it('retries a GET on 503 with growing delays, then succeeds', async () => {
    let n = 0;
    const { client, calls, sleep } = setup({
      'GET /list': () => (++n < 3 ? errorResponse(503, 'SERVICE_UNAVAILABLE') : envelope([1])),
    });
    await expect(client.request('/list')).resolves.toEqual([1]);
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1500], [3000]]);
  });

  it('gives up on a GET after the bounded retries', async () => {
    const { client, calls } = setup({ 'GET /list': () => errorResponse(504, 'GATEWAY_TIMEOUT') });
    await expect(client.request('/list')).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a POST on 503', async () => {
    const { client, calls } = setup({ 'POST /save': () => errorResponse(503, 'SERVICE_UNAVAILABLE') });
    await expect(client.request('/save', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries a POST that carries a client-made id', async () => {
    let n = 0;
    const { client, calls } = setup({
      'POST /progress': () => (++n < 2 ? errorResponse(500, 'INTERNAL_ERROR') : envelope('saved')),
    });
    await expect(client.request('/progress', { method: 'POST', body: {}, idempotent: true })).resolves.toBe('saved');
    expect(calls).toHaveLength(2);
  });

  it('passes EUSR4000015 to the caller without retry or refresh', async () => {
    const { client, calls } = setup({
      [REFRESH]: refreshAnswer(2),
      'GET /a': () => errorResponse(503, 'EUSR4000015', 'Passed on'),
      'GET /b': () => errorResponse(401, 'EUSR4000015', 'Passed on'),
    });
    const a = await client.request('/a').catch((e: unknown) => e);
    expect(a).toBeInstanceOf(ApiError);
    expect(a).toMatchObject({ status: 503, errorCode: 'EUSR4000015', message: 'Passed on' });
    await expect(client.request('/b')).rejects.toMatchObject({ errorCode: 'EUSR4000015' });
    expect(calls.map((c) => c.path)).toEqual(['/a', '/b']);
  });

  it('shares one refresh among concurrent calls', async () => {
    let releaseRefresh: () => void = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, calls } = setup(
      {
        [REFRESH]: async () => {
          await refreshGate;
          return refreshAnswer(2)({} as never);
        },
        'GET /a': () => envelope('a'),
        'GET /b': () => envelope('b'),
        'GET /c': () => envelope('c'),
      },
      session({ expires_at: NOW + 60 * 1000 }),
    );
    const all = Promise.all([client.request('/a'), client.request('/b'), client.request('/c')]);
    releaseRefresh();
    await expect(all).resolves.toEqual(['a', 'b', 'c']);
    expect(calls.filter((c) => c.path.endsWith('refreshToken'))).toHaveLength(1);
    expect(
      calls.filter((c) => !c.path.endsWith('refreshToken')).every((c) => c.authorization === 'Bearer access-2'),
    ).toBe(true);
  });

  it('reuses a pair another call already rotated instead of refreshing again after a 401', async () => {
    const { client, calls, store } = setup({
      [REFRESH]: refreshAnswer(3),
      'GET /me': (call) =>
        call.authorization === 'Bearer access-2' ? envelope('ok') : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    const pending = client.request('/me');
    // Another tab rotates the pair while the first answer (401) is on its way.
    store.write(session({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    await expect(pending).resolves.toBe('ok');
    expect(calls.filter((c) => c.path.endsWith('refreshToken'))).toHaveLength(0);
  });

  it('times out after the request timeout with a TIMEOUT error', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch, store: memoryStore(session()), now: () => NOW });
    const pending = client.request('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(90_000);
    await expect(pending).resolves.toMatchObject({ status: 0, errorCode: 'TIMEOUT' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: '/api', fetch, store: memoryStore(null), now: () => NOW });
    await expect(client.request('/x', { auth: false })).rejects.toMatchObject({
      status: 0,
      errorCode: 'NETWORK_ERROR',
    });
  });

  it('carries the field errors of a validation failure', async () => {
    const { client } = setup({
      'POST /login': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Invalid body', [{ field: 'password', message: 'is required' }]),
    });
    await expect(client.request('/login', { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'password', message: 'is required' }],
    });
  });
});

describe('api client: file downloads', () => {
  it('answers the body as a blob, with the refresh-on-401 rule, and envelope errors as ApiError', async () => {
    const { client } = setup({
      [REFRESH]: refreshAnswer(2),
      'GET /invoice/1': (call) =>
        call.authorization === 'Bearer access-2'
          ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
          : errorResponse(401, 'TOKEN_EXPIRED'),
      'GET /invoice/2': () => errorResponse(404, 'NOT_FOUND'),
    });
    const pdf = await client.blob('/invoice/1');
    expect(await pdf.text()).toBe('%PDF-1.7');
    await expect(client.blob('/invoice/2')).rejects.toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
  });
});

describe('api client: conditional GET (versioned tree reads, spec 000 §4)', () => {
  /** A fake fetch that also records the If-None-Match header each call carried. */
  function setupConditional(handlers: Record<string, FakeHandler>, initial: StoredSession | null = session()) {
    const fake = createFakeFetch(handlers);
    const ifNoneMatch: (string | null)[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      ifNoneMatch.push(new Headers(init?.headers).get('If-None-Match'));
      return fake.fetch(input, init);
    });
    const store = memoryStore(initial);
    const client = createApiClient({ baseUrl: '/api', fetch, store, now: () => NOW, sleep: () => Promise.resolve() });
    return { client, store, calls: fake.calls, ifNoneMatch };
  }

  const withEtag = (data: unknown, etag: string) => {
    const response = envelope(data);
    response.headers.set('ETag', etag);
    return response;
  };

  it('answers the data with the ETag, and sends no If-None-Match without a held copy', async () => {
    const { client, ifNoneMatch } = setupConditional({ 'GET /tree': () => withEtag({ version: 3 }, 'W/"v3-a"') });
    await expect(client.conditional('/tree')).resolves.toEqual({
      notModified: false,
      data: { version: 3 },
      etag: 'W/"v3-a"',
    });
    expect(ifNoneMatch).toEqual([null]);
  });

  it('sends If-None-Match and reports 304 as "use the copy you hold"', async () => {
    const { client, ifNoneMatch } = setupConditional({ 'GET /tree': () => new Response(null, { status: 304 }) });
    await expect(client.conditional('/tree', { etag: 'W/"v3-a"' })).resolves.toEqual({ notModified: true });
    expect(ifNoneMatch).toEqual(['W/"v3-a"']);
  });

  it('answers the new data when the version moved', async () => {
    const { client } = setupConditional({
      'GET /tree': (call) => withEtag({ version: 4, by: call.authorization }, 'W/"v4-b"'),
    });
    await expect(client.conditional('/tree', { etag: 'W/"v3-a"' })).resolves.toMatchObject({
      notModified: false,
      data: { version: 4 },
      etag: 'W/"v4-b"',
    });
  });

  it('keeps If-None-Match on the retry after a 401 refresh', async () => {
    const { client, ifNoneMatch } = setupConditional({
      [REFRESH]: refreshAnswer(2),
      'GET /tree': (call) =>
        call.authorization === 'Bearer access-2'
          ? new Response(null, { status: 304 })
          : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.conditional('/tree', { etag: 'W/"v1"' })).resolves.toEqual({ notModified: true });
    expect(ifNoneMatch).toEqual(['W/"v1"', null, 'W/"v1"']);
  });

  it('a plain request never treats a stray 304 as data', async () => {
    const { client } = setupConditional({ 'GET /x': () => new Response(null, { status: 304 }) });
    await expect(client.request('/x')).rejects.toMatchObject({ status: 304 });
  });
});

describe('api client: guest sessions (spec 000 §6)', () => {
  const GUEST_LOGIN = 'POST /cognito-login-service/auth/guestLogin';
  const guest = (overrides: Partial<StoredSession> = {}) =>
    session({ access_token: 'guest-1', refresh_token: '', username: '', user_type_id: 0, guest: true, ...overrides });
  const guestAnswer: FakeHandler = () =>
    envelope({ uuid: 'g-2', user_type_id: 0, access_token: 'guest-2', expires_in: 3600 });

  it('gets a new guest token silently when the guest token expires, never calling refresh', async () => {
    const { client, calls, store } = setup(
      { [GUEST_LOGIN]: guestAnswer, [REFRESH]: refreshAnswer(2), 'GET /boards': () => envelope(['CBSE']) },
      guest({ expires_at: NOW - 1000 }),
    );
    await expect(client.request('/boards')).resolves.toEqual(['CBSE']);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'POST /cognito-login-service/auth/guestLogin null',
      'GET /boards Bearer guest-2',
    ]);
    expect(store.read()).toMatchObject({ access_token: 'guest-2', guest: true, user_type_id: 0, refresh_token: '' });
    expect(store.end).not.toHaveBeenCalled();
  });

  it('on a 401 a guest gets a new guest token once and retries', async () => {
    const { client, calls } = setup(
      {
        [GUEST_LOGIN]: guestAnswer,
        'GET /boards': (call) =>
          call.authorization === 'Bearer guest-2' ? envelope('ok') : errorResponse(401, 'TOKEN_EXPIRED'),
      },
      guest(),
    );
    await expect(client.request('/boards')).resolves.toBe('ok');
    expect(calls.filter((c) => c.path.endsWith('guestLogin'))).toHaveLength(1);
  });
});
