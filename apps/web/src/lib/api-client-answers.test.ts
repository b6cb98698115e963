import { describe, expect, it, vi } from 'vitest';
import { HEALTH, NOW, REFRESH, memoryStore, refreshAnswer, session, setup, standIn } from '../test/api-client-kit';
import { createFakeFetch, envelope, errorResponse, type FakeHandler } from '../test/fake-api';
import { createApiClient } from './api-client';
import type { StoredSession } from './session';

// The api client's downloads, conditional reads and guest sessions (the rest: api-client.test.ts).

describe('api client: file downloads', () => {
  const INVOICE = '/cognito-login-service/auth/invoice';

  it('answers the body as a blob, with the refresh-on-401 rule, and envelope errors as ApiError', async () => {
    const { client } = setup({
      [REFRESH]: refreshAnswer(2),
      [`GET ${INVOICE}/INV-2026-000001`]: (call) =>
        call.authorization === 'Bearer access-2'
          ? new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } })
          : errorResponse(401, 'TOKEN_EXPIRED'),
      [`GET ${INVOICE}/INV-2026-000002`]: () => errorResponse(404, 'NOT_FOUND'),
    });
    const pdf = await client.blob(`${INVOICE}/INV-2026-000001`);
    expect(await pdf.text()).toBe('%PDF-1.7');
    await expect(client.blob(`${INVOICE}/INV-2026-000002`)).rejects.toMatchObject({
      status: 404,
      errorCode: 'NOT_FOUND',
    });
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

  const TREE = '/syllabus-v2/childList';
  const tree = (version: number) => ({ version, parent: null, child_list: [] });

  const withEtag = (data: unknown, etag: string) => {
    const response = envelope(data);
    response.headers.set('ETag', etag);
    return response;
  };

  it('answers the data with the ETag, and sends no If-None-Match without a held copy', async () => {
    const { client, ifNoneMatch } = setupConditional({ [`GET ${TREE}`]: () => withEtag(tree(3), 'W/"v3-a"') });
    await expect(client.conditional(TREE)).resolves.toEqual({
      notModified: false,
      data: tree(3),
      etag: 'W/"v3-a"',
    });
    expect(ifNoneMatch).toEqual([null]);
  });

  it('sends If-None-Match and reports 304 as "use the copy you hold"', async () => {
    const { client, ifNoneMatch } = setupConditional({ [`GET ${TREE}`]: () => new Response(null, { status: 304 }) });
    await expect(client.conditional(TREE, { etag: 'W/"v3-a"' })).resolves.toEqual({ notModified: true });
    expect(ifNoneMatch).toEqual(['W/"v3-a"']);
  });

  it('answers the new data when the version moved', async () => {
    const { client } = setupConditional({
      [`GET ${TREE}`]: () => withEtag(tree(4), 'W/"v4-b"'),
    });
    await expect(client.conditional(TREE, { etag: 'W/"v3-a"' })).resolves.toMatchObject({
      notModified: false,
      data: tree(4),
      etag: 'W/"v4-b"',
    });
  });

  it('keeps If-None-Match on the retry after a 401 refresh', async () => {
    const { client, ifNoneMatch } = setupConditional({
      [REFRESH]: refreshAnswer(2),
      [`GET ${TREE}`]: (call) =>
        call.authorization === 'Bearer access-2'
          ? new Response(null, { status: 304 })
          : errorResponse(401, 'TOKEN_EXPIRED'),
    });
    await expect(client.conditional(TREE, { etag: 'W/"v1"' })).resolves.toEqual({ notModified: true });
    expect(ifNoneMatch).toEqual(['W/"v1"', null, 'W/"v1"']);
  });

  it('a plain request never treats a stray 304 as data', async () => {
    // This server answers 304 only to If-None-Match; a stray one would come from something in between.
    const { fetch } = standIn(() => new Response(null, { status: 304 }));
    const client = createApiClient({ baseUrl: '/api', fetch, store: memoryStore(session()), now: () => NOW });
    await expect(client.request(TREE)).rejects.toMatchObject({ status: 304 });
  });
});

describe('api client: guest sessions (spec 000 §6)', () => {
  const GUEST_LOGIN = 'POST /cognito-login-service/auth/guestLogin';
  const guest = (overrides: Partial<StoredSession> = {}) =>
    session({ access_token: 'guest-1', refresh_token: '', username: '', user_type_id: 0, guest: true, ...overrides });
  const guestAnswer: FakeHandler = () =>
    envelope({
      uuid: '00000000-0000-4000-8000-000000000002',
      user_type_id: 0,
      access_token: 'guest-2',
      expires_in: 3600,
    });
  const guestHealth = { status: 'ok', disk: 'ok', signed_in: false, guest: true };

  it('gets a new guest token silently when the guest token expires, never calling refresh', async () => {
    const { client, calls, store } = setup(
      { [GUEST_LOGIN]: guestAnswer, [REFRESH]: refreshAnswer(2), [`GET ${HEALTH}`]: () => envelope(guestHealth) },
      guest({ expires_at: NOW - 1000 }),
    );
    await expect(client.request(HEALTH)).resolves.toEqual(guestHealth);
    expect(calls.map((c) => `${c.method} ${c.path} ${c.authorization}`)).toEqual([
      'POST /cognito-login-service/auth/guestLogin null',
      `GET ${HEALTH} Bearer guest-2`,
    ]);
    expect(store.read()).toMatchObject({ access_token: 'guest-2', guest: true, user_type_id: 0, refresh_token: '' });
    expect(store.end).not.toHaveBeenCalled();
  });

  it('on a 401 a guest gets a new guest token once and retries', async () => {
    const { client, calls } = setup(
      {
        [GUEST_LOGIN]: guestAnswer,
        [`GET ${HEALTH}`]: (call) =>
          call.authorization === 'Bearer guest-2' ? envelope(guestHealth) : errorResponse(401, 'TOKEN_EXPIRED'),
      },
      guest(),
    );
    await expect(client.request(HEALTH)).resolves.toEqual(guestHealth);
    expect(calls.filter((c) => c.path.endsWith('guestLogin'))).toHaveLength(1);
  });
});
