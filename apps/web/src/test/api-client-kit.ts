import { vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import type { StoredSession } from '../lib/session';
import { createFakeFetch, envelope, type FakeHandler } from './fake-api';

// What the api client's tests share: a session, a store, a client over the fake API.

/** The clock of every api-client test. */
export const NOW = 1_700_000_000_000;
export const REFRESH = 'POST /cognito-login-service/auth/refreshToken';

// Real calls, answered as their contracts allow: the fake API checks every request and answer
// against packages/contracts/src/calls, so these tests use calls the server serves.
export const HEALTH = '/platform/health';
export const health = { status: 'ok', disk: 'ok', signed_in: true, guest: false };
export const MODE = '/platform/mode';
export const mode = { mode: 'demo', payment_provider: 'test', demo_accounts: [] };
export const LINKS = '/cognito-login-service/auth/parentLinkRequests';
export const links = { requests: [] };
export const BOOKMARKS = '/learning/bookmarks/status';
export const bookmarkBody = { items: [{ kind: 'content', item_id: '7' }] };
export const bookmarks = {
  items: [{ kind: 'content', item_id: '7', is_bookmarked: 1, bookmarked_on: '2025-03-01T10:00:00Z' }],
};
export const PROGRESS = '/mis/v2/addLearningProgress';
export const progressBody = { client_event_id: 'event-1', content_id: 7, total_consumption_time: 10, source: 1 };
export const progress = {
  content_id: 7,
  paper_id: null,
  total_consumption_time: 10,
  total_media_time: '00:01:30',
  is_content_completely_consumed: 0,
  resume_time: 0,
  source: 1,
  completed_at: null,
  updated_at: '2025-03-01T10:00:00Z',
  duplicate: false,
};

/** A fetch standing in for something the fake API never plays: not this server's answer. */
export function standIn(answer: () => Response) {
  const calls: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL) => {
    calls.push(new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, ''));
    return Promise.resolve(answer());
  });
  return { fetch, calls };
}

export function session(overrides: Partial<StoredSession> = {}): StoredSession {
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
export function memoryStore(initial: StoredSession | null) {
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

export function refreshAnswer(n: number): FakeHandler {
  return () => envelope({ access_token: `access-${n}`, refresh_token: `refresh-${n}`, expires_in: 900 });
}

export function setup(handlers: Record<string, FakeHandler>, initial: StoredSession | null = session()) {
  const fake = createFakeFetch(handlers);
  const store = memoryStore(initial);
  const sleep = vi.fn(() => Promise.resolve());
  const client = createApiClient({ baseUrl: '/api', fetch: fake.fetch, store, now: () => NOW, sleep });
  return { client, store, sleep, calls: fake.calls };
}
