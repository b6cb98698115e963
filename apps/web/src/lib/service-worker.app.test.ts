import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The person's Reload on "A new version is ready": the waiting version is asked to take over, and the
 * page reloads once it has, or after ten seconds whatever happened; never twice.
 */

type Listener = () => void;

function fakeBrowser(waiting: { postMessage: (message: unknown) => void } | null) {
  const listeners = new Set<Listener>();
  const controller = { postMessage: vi.fn() };
  const serviceWorker = {
    controller,
    getRegistration: vi.fn(async () => ({ waiting })),
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'controllerchange') listeners.add(listener);
    }),
  };
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker });
  Object.defineProperty(window, 'location', { configurable: true, value: { reload } });
  const controllerChanges = () => [...listeners].forEach((listener) => listener());
  return { reload, controllerChanges, controller };
}

/** A page of a fresh load whose app has heard that a new version waits. */
async function newVersionWaiting() {
  vi.resetModules();
  const app = await import('./service-worker.app');
  app.noteUpdateWaiting();
  return app;
}

describe('applyUpdate', () => {
  const realLocation = window.location;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Object.defineProperty(window, 'location', { configurable: true, value: realLocation });
  });

  it('asks the waiting version to take over and reloads when it controls the page', async () => {
    const postMessage = vi.fn();
    const browser = fakeBrowser({ postMessage });
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The version serving the page is asked to let go of its requests on their way, or it stays.
    expect(browser.controller.postMessage).toHaveBeenCalledWith({ type: 'RELEASE' });
    expect(browser.reload).not.toHaveBeenCalled();

    browser.controllerChanges();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    // The ten seconds' fallback has nothing left to do.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after ten seconds when the new version has not taken over, and not again when it does', async () => {
    const browser = fakeBrowser({ postMessage: vi.fn() });
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(browser.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.reload).toHaveBeenCalledTimes(1);

    // The old version's work ends while the page is loading again: that reload is not started twice.
    browser.controllerChanges();
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('only reloads when another tab already swapped the new version in', async () => {
    const browser = fakeBrowser(null);
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('a second press while the page reloads starts nothing more', async () => {
    const browser = fakeBrowser({ postMessage: vi.fn() });
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    browser.controllerChanges();
    applyUpdate();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });
});
