import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, isChunkLoadError, probeChunk, reloadForStaleChunk } from '../../lib/chunk-error';
import { envelope, stubFetch } from '../../test/fake-api';
import { profile, storeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// After a deploy or offline, a screen whose code failed to load showed React Router's
// raw "Unexpected Application Error ... Hey developer".
// The screen's lazy import rejects as the browser's does when its chunk cannot be fetched.
vi.mock('../../features/bookmarks/routes/my-bookmarks.route', () => ({
  get MyBookmarksRoute() {
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/my-bookmarks-1a2b3c.js');
  },
}));

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  // React Router reports the caught error on the console; the screen is what matters here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  // The screen goes first: with the reload mark cleared under it, it would ask the server about its chunk.
  cleanup();
  setOnline(true);
  window.sessionStorage.clear();
});

describe('a screen whose code fails to load', () => {
  it('offline: says so inside the shell with a way to retry and back to the dashboard, never the developer page', async () => {
    setOnline(false);
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    renderApp('/my-bookmarks');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This screen could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You seem to be offline/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute('href', '/');
    // The shell stays: its navigation is still there.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByText(/Hey developer/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('online, after a reload that did not help: explains and offers retry instead of reloading again', async () => {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    renderApp('/my-bookmarks');
    expect(await screen.findByText(/The app may have been updated/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('after the error screen', () => {
  it('going to another screen shows that screen again', async () => {
    setOnline(false);
    storeSession();
    stubFetch({ 'GET /cognito-login-service/auth/me': () => envelope(profile()) });
    const { router } = renderApp('/my-bookmarks');
    expect(await screen.findByTestId('route-error')).toBeInTheDocument();
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/customer-care-contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer care' })).toBeInTheDocument();
    expect(screen.queryByTestId('route-error')).not.toBeInTheDocument();
  });
});

describe('stale chunks', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x/assets/a.js',
    'error loading dynamically imported module: https://x/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('does not take other errors for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  });

  it('reloads once for a stale page, not while offline, and not again within 30 s', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadForStaleChunk({ now: 1_000_000, online: false, storage, reload })).toBe(false);
    expect(reloadForStaleChunk({ now: 1_000_000, online: true, storage, reload })).toBe(true);
    expect(reloadForStaleChunk({ now: 1_029_999, online: true, storage, reload })).toBe(false);
    expect(reloadForStaleChunk({ now: 1_030_000, online: true, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('before reloading for a missing chunk, the server is asked', () => {
  const failed = new TypeError('Failed to fetch dynamically imported module: https://x.in/assets/a-1b2c.js');
  const answering = (status: number, type = 'text/javascript') =>
    vi.fn(async () => new Response(null, { status, headers: { 'content-type': type } }));

  it('reloads only when the server says the chunk is gone (a deploy), never when it cannot be reached', async () => {
    expect(await probeChunk(failed, answering(404))).toBe('stale');
    // The server answers its app page for an address it does not have.
    expect(await probeChunk(failed, answering(200, 'text/html; charset=utf-8'))).toBe('stale');
    expect(await probeChunk(failed, answering(200))).toBe('present');
    expect(await probeChunk(failed, answering(503))).toBe('unreachable');
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await probeChunk(failed, offline)).toBe('unreachable');
  });

  it('asks for the chunk the browser named, without the cache', async () => {
    const fetcher = answering(404);
    await probeChunk(failed, fetcher);
    expect(fetcher).toHaveBeenCalledWith('https://x.in/assets/a-1b2c.js', { method: 'HEAD', cache: 'no-store' });
  });
});
