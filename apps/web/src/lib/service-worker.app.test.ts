import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The person's Reload on "A new version is ready": the waiting version is asked to take over, and the
 * page reloads once it has, or after ten seconds whatever happened; never twice.
 */

type Listener = () => void;

/** A message channel whose answer arrives at once (the page listens on port1, the worker answers on port2). */
class AnsweringChannel {
  port1 = { onmessage: null as ((event: unknown) => void) | null, close: vi.fn() };
  port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
}

/**
 * The browser of a page whose app runs under an old version. That version answers RELEASE when
 * `answer` is called (at once unless `answersLater`).
 */
function fakeBrowser(waiting: { postMessage: (message: unknown) => void } | null, answersLater = false) {
  const listeners = new Set<Listener>();
  const unanswered: AnsweringChannel['port2'][] = [];
  const controller = {
    postMessage: vi.fn((_message: unknown, ports?: AnsweringChannel['port2'][]) => {
      const port = ports?.[0];
      if (!port) return;
      if (answersLater) unanswered.push(port);
      else port.postMessage({ type: 'RELEASE' });
    }),
  };
  const serviceWorker = {
    controller,
    getRegistration: vi.fn(async () => ({ waiting })),
    addEventListener: vi.fn((type: string, listener: Listener) => {
      if (type === 'controllerchange') listeners.add(listener);
    }),
  };
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker });
  vi.stubGlobal('MessageChannel', AnsweringChannel);
  Object.defineProperty(window, 'location', { configurable: true, value: { reload } });
  const controllerChanges = () => [...listeners].forEach((listener) => listener());
  const answer = () => unanswered.splice(0).forEach((port) => port.postMessage({ type: 'RELEASE' }));
  const releasesAsked = () => controller.postMessage.mock.calls.filter(([m]) => isRelease(m)).length;
  return { reload, controllerChanges, controller, answer, releasesAsked };
}

const isRelease = (message: unknown) => (message as { type?: string }).type === 'RELEASE';

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

  it('asks the old version to let go, then the new one to take over, and reloads when it controls the page', async () => {
    const postMessage = vi.fn();
    const browser = fakeBrowser({ postMessage }, true);
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    // The version serving the page is asked to let go of its requests on their way, or it stays;
    // the new one asks to take over only once the old one answered (it runs again).
    expect(browser.releasesAsked()).toBe(1);
    expect(postMessage).not.toHaveBeenCalled();
    browser.answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(browser.reload).not.toHaveBeenCalled();

    browser.controllerChanges();
    expect(browser.reload).toHaveBeenCalledTimes(1);
    // The ten seconds' fallback has nothing left to do.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(browser.reload).toHaveBeenCalledTimes(1);
  });

  it('asks the new version to take over after three seconds when the old one never answers', async () => {
    const postMessage = vi.fn();
    fakeBrowser({ postMessage }, true);
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('asks the old version again every two seconds until the new one has taken over', async () => {
    const browser = fakeBrowser({ postMessage: vi.fn() });
    const { applyUpdate } = await newVersionWaiting();

    applyUpdate();
    await vi.advanceTimersByTimeAsync(0);
    expect(browser.releasesAsked()).toBe(1);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(browser.releasesAsked()).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(browser.releasesAsked()).toBe(3);

    browser.controllerChanges();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(browser.releasesAsked()).toBe(3);
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
