import { describe, expect, it, vi } from 'vitest';
import { HEALTH, NOW, health, memoryStore, session } from '../test/api-client-kit';
import { envelope } from '../test/fake-api';
import { createApiClient } from './api-client';

// The service worker (src/sw/api-cache.sw.ts) answers a read from the copy saved on the device when
// the network fails, and says when that copy was stored in x-esc-saved-at.
const SAVED = '2026-11-29T10:42:00.000Z';

function savedCopy(): Response {
  const response = envelope(health);
  response.headers.set('x-esc-saved-at', SAVED);
  return response;
}

describe('api client with the offline app', () => {
  it('tells the offline store which answers were copies saved on the device, and when they were saved', async () => {
    const onAnswer = vi.fn();
    const answers = [savedCopy(), envelope(health)];
    const client = createApiClient({
      baseUrl: '/api',
      fetch: vi.fn(async () => answers.shift()!),
      store: memoryStore(session()),
      now: () => NOW,
      onAnswer,
    });
    await expect(client.request(HEALTH)).resolves.toEqual(health);
    expect(onAnswer).toHaveBeenLastCalledWith(`GET ${HEALTH}`, Date.parse(SAVED));
    await client.request(HEALTH);
    expect(onAnswer).toHaveBeenLastCalledWith(`GET ${HEALTH}`, null);
  });

  it('tells it when a call found no network at all', async () => {
    const onNetworkFailure = vi.fn();
    const client = createApiClient({
      baseUrl: '/api',
      fetch: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
      store: memoryStore(null),
      now: () => NOW,
      onNetworkFailure,
    });
    await expect(client.request(HEALTH, { auth: false })).rejects.toMatchObject({ errorCode: 'NETWORK_ERROR' });
    expect(onNetworkFailure).toHaveBeenCalledTimes(1);
  });

  it('with no network, sends an expired token anyway so the worker can answer from the saved copy', async () => {
    // Hours offline: the 15-minute token expired and its refresh cannot reach the server.
    const sent: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.endsWith('/refreshToken')) throw new TypeError('Failed to fetch');
      sent.push(`${url} ${new Headers(init?.headers).get('Authorization')}`);
      return savedCopy();
    });
    const client = createApiClient({
      baseUrl: '/api',
      fetch,
      store: memoryStore(session({ expires_at: NOW - 60 * 60 * 1000 })),
      now: () => NOW,
    });
    await expect(client.request(HEALTH)).resolves.toEqual(health);
    expect(sent).toEqual([`/api${HEALTH} Bearer access-1`]);
  });

  it('still ends the session when the server refuses the refresh', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).endsWith('/refreshToken')) {
        return new Response(
          JSON.stringify({ status_code: 401, status: 0, message: 'No', error_code: 'UNAUTHENTICATED' }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        );
      }
      return envelope(health);
    });
    const store = memoryStore(session({ expires_at: NOW - 60 * 1000 }));
    const client = createApiClient({ baseUrl: '/api', fetch, store, now: () => NOW });
    await expect(client.request(HEALTH)).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
