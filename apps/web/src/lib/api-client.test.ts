import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKMARKS,
  HEALTH,
  LINKS,
  MODE,
  NOW,
  PROGRESS,
  REFRESH,
  bookmarkBody,
  bookmarks,
  health,
  links,
  memoryStore,
  mode,
  progress,
  progressBody,
  refreshAnswer,
  session,
  setup,
  standIn,
} from '../test/api-client-kit';
import { envelope, errorResponse } from '../test/fake-api';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

describe('api client', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.useRealTimers());

  it('sends JSON with the bearer token and answers the envelope data', async () => {
    const { client, calls } = setup({ [`POST ${BOOKMARKS}`]: () => envelope(bookmarks) });
    await expect(client.request(BOOKMARKS, { method: 'POST', body: bookmarkBody })).resolves.toEqual(bookmarks);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: BOOKMARKS,
      body: bookmarkBody,
      authorization: 'Bearer access-1',
    });
  });

  it('asks for answers in the language on screen', async () => {
    const { client, calls } = setup({ [`GET ${HEALTH}`]: () => envelope(health) });
    await i18next.changeLanguage('hi');
    try {
      await client.request(HEALTH);
    } finally {
      await i18next.changeLanguage('en');
    }
    expect(calls[0]?.language).toBe('hi');
    await client.request(HEALTH);
    expect(calls[1]?.language).toBe('en');
  });

  it('refreshes before sending when the token expires within 5 minutes', async () => {
    const { client, calls, store } = setup(
      { [REFRESH]: refreshAnswer(2), [`GET ${HEALTH}`]: () => envelope(health) },
      session({ expires_at: NOW + 4 * 60 * 1000 }),
    );
    await client.request(HEALTH);
    expect(calls.map((c) => c.path)).toEqual(['/cognito-login-service/auth/refreshToken', HEALTH]);
    expect(calls[0]?.body).toMatchObject({ refresh_token: 'refresh-1', username: 'student@demo.school' });
    expect(calls[1]?.authorization).toBe('Bearer access-2');
    expect(store.read()).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
      expires_at: NOW + 900_000,
    });
  });

  it('does not refresh a token with more than 5 minutes left', async () => {
    const { client, calls } = setup(
      { [`GET ${HEALTH}`]: () => envelope(health) },
      session({ expires_at: NOW + 6 * 60 * 1000 }),
    );
    await client.request(HEALTH);
    expect(calls).toHaveLength(1);
  });

  it('on a 401 refreshes once and retries once', async () => {
    const { client, calls } = setup({
      [REFRESH]: refreshAnswer(2),
      [`GET ${HEALTH}`]: (call) =>
        call.authorization === 'Bearer access-2' ? envelope(health) : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request(HEALTH)).resolves.toEqual(health);
    expect(calls.map((c) => `${c.path} ${c.authorization}`)).toEqual([
      `${HEALTH} Bearer access-1`,
      '/cognito-login-service/auth/refreshToken null',
      `${HEALTH} Bearer access-2`,
    ]);
  });

  it('does not refresh twice when the retried call is refused again', async () => {
    const { client, calls } = setup({
      [REFRESH]: refreshAnswer(2),
      [`GET ${HEALTH}`]: () => errorResponse(401, 'UNAUTHENTICATED'),
    });
    await expect(client.request(HEALTH)).rejects.toMatchObject({ status: 401, errorCode: 'UNAUTHENTICATED' });
    expect(calls.filter((c) => c.path.endsWith('refreshToken'))).toHaveLength(1);
    expect(calls.filter((c) => c.path === HEALTH)).toHaveLength(2);
  });

  it('ends the session when the refresh is refused with 401', async () => {
    const { client, store, calls } = setup({
      [REFRESH]: () => errorResponse(401, 'REFRESH_REJECTED'),
      [`GET ${HEALTH}`]: () => errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request(HEALTH)).rejects.toMatchObject({ status: 401, errorCode: 'SESSION_ENDED' });
    expect(store.end).toHaveBeenCalledTimes(1);
    expect(store.read()).toBeNull();
    expect(calls).toHaveLength(2); // no retry after the session ended
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const { client, store } = setup({
      [REFRESH]: () => errorResponse(500, 'INTERNAL_ERROR'),
      [`GET ${HEALTH}`]: () => errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.request(HEALTH)).rejects.toMatchObject({ status: 500 });
    expect(store.end).not.toHaveBeenCalled();
  });

  it('retries a GET on 503 with growing delays, then succeeds', async () => {
    let n = 0;
    const { client, calls, sleep } = setup({
      [`GET ${MODE}`]: () => (++n < 3 ? errorResponse(503, 'SERVICE_UNAVAILABLE') : envelope(mode)),
    });
    await expect(client.request(MODE)).resolves.toEqual(mode);
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1500], [3000]]);
  });

  it('gives up on a GET after the bounded retries', async () => {
    // 504 comes from a gateway in front of the server, with the gateway's own page.
    const { client, calls } = setup({
      [`GET ${MODE}`]: () => new Response('<h1>504 Gateway Time-out</h1>', { status: 504 }),
    });
    await expect(client.request(MODE)).rejects.toMatchObject({ status: 504 });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a POST on 503', async () => {
    const { client, calls } = setup({ [`POST ${BOOKMARKS}`]: () => errorResponse(503, 'SERVICE_UNAVAILABLE') });
    await expect(client.request(BOOKMARKS, { method: 'POST', body: bookmarkBody })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it('retries a POST that carries a client-made id', async () => {
    let n = 0;
    const { client, calls } = setup({
      [`POST ${PROGRESS}`]: () => (++n < 2 ? errorResponse(500, 'INTERNAL_ERROR') : envelope(progress)),
    });
    await expect(client.request(PROGRESS, { method: 'POST', body: progressBody, idempotent: true })).resolves.toEqual(
      progress,
    );
    expect(calls).toHaveLength(2);
  });

  it('passes EUSR4000015 to the caller without retry or refresh', async () => {
    // Spec 001 §8 names a code of the specs' servers that this server never sends, so the fake API
    // (which answers only as this server does) cannot play it.
    let status = 503;
    const { fetch, calls } = standIn(() =>
      Response.json({ status_code: status, status: 0, message: 'Passed on', error_code: 'EUSR4000015' }, { status }),
    );
    const client = createApiClient({ baseUrl: '/api', fetch, store: memoryStore(session()), now: () => NOW });
    const first = await client.request(HEALTH).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ApiError);
    expect(first).toMatchObject({ status: 503, errorCode: 'EUSR4000015', message: 'Passed on' });
    status = 401;
    await expect(client.request(MODE)).rejects.toMatchObject({ errorCode: 'EUSR4000015' });
    expect(calls).toEqual([HEALTH, MODE]);
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
        [`GET ${HEALTH}`]: () => envelope(health),
        [`GET ${MODE}`]: () => envelope(mode),
        [`GET ${LINKS}`]: () => envelope(links),
      },
      session({ expires_at: NOW + 60 * 1000 }),
    );
    const all = Promise.all([client.request(HEALTH), client.request(MODE), client.request(LINKS)]);
    releaseRefresh();
    await expect(all).resolves.toEqual([health, mode, links]);
    expect(calls.filter((c) => c.path.endsWith('refreshToken'))).toHaveLength(1);
    expect(
      calls.filter((c) => !c.path.endsWith('refreshToken')).every((c) => c.authorization === 'Bearer access-2'),
    ).toBe(true);
  });

  it('reuses a pair another call already rotated instead of refreshing again after a 401', async () => {
    const { client, calls, store } = setup({
      [REFRESH]: refreshAnswer(3),
      [`GET ${HEALTH}`]: (call) =>
        call.authorization === 'Bearer access-2' ? envelope(health) : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    const pending = client.request(HEALTH);
    // Another tab rotates the pair while the first answer (401) is on its way.
    store.write(session({ access_token: 'access-2', refresh_token: 'refresh-2' }));
    await expect(pending).resolves.toEqual(health);
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
    const pending = client.request(HEALTH).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(90_000);
    await expect(pending).resolves.toMatchObject({ status: 0, errorCode: 'TIMEOUT' });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: '/api', fetch, store: memoryStore(null), now: () => NOW });
    await expect(client.request(HEALTH, { auth: false })).rejects.toMatchObject({
      status: 0,
      errorCode: 'NETWORK_ERROR',
    });
  });

  it('carries the field errors of a validation failure', async () => {
    const { client } = setup({
      'POST /cognito-login-service/auth/login': () =>
        errorResponse(400, 'VALIDATION_FAILED', 'Invalid body', [{ field: 'password', message: 'is required' }]),
    });
    const login = '/cognito-login-service/auth/login';
    await expect(client.request(login, { method: 'POST', body: {}, auth: false })).rejects.toMatchObject({
      status: 400,
      fieldErrors: [{ field: 'password', message: 'is required' }],
    });
  });
});
