import type { Workbox } from 'workbox-window';

/**
 * The app's service worker (src/sw/sw.ts, built to /sw.js): registered once the first screen has
 * drawn, so it never competes with it. A new build's worker waits: the app learns it is ready and
 * shows "A new version is ready: Reload"; only the person's Reload swaps it in (SKIP_WAITING) and
 * reloads the page, so a running test is never swapped under the learner.
 */
export const SERVICE_WORKER_URL = '/sw.js';

type Listener = () => void;

let workbox: Workbox | null = null;
let updateWaiting = false;
const listeners = new Set<Listener>();

/** A new build's worker is installed and waits (workbox-window's 'waiting'; tests say it too). */
export function noteUpdateWaiting(value = true): void {
  updateWaiting = value;
  listeners.forEach((listener) => listener());
}

/** Whether a new version of the app is installed and waits for the person's Reload. */
export function isUpdateWaiting(): boolean {
  return updateWaiting;
}

export function subscribeUpdate(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** How long a page waits for the new version to take control before it reloads anyway. */
const SWAP_WAIT_MS = 10_000;

let reloading = false;

/** Reloads the page, once: a second reload (the swap's after the fallback's) would cancel the first. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Swaps the waiting version in and reloads the page once it controls it. When another tab's Reload
 * already swapped it in, there is nothing left waiting: this page only reloads to run it. The page
 * listens to the browser's own controllerchange, not workbox-window's 'controlling': workbox-window
 * counts a worker found long after its own registration as another page's and may not say so. The
 * old version is not replaced while it has a request in hand (a read on a slow link), and a reload
 * started meanwhile was seen never to finish in Chromium: it is asked to let go of them first. Past
 * SWAP_WAIT_MS the page reloads anyway.
 */
export function applyUpdate(): void {
  if (!updateWaiting || !('serviceWorker' in navigator)) {
    reloadOnce();
    return;
  }
  // Whatever happens below (a registration that never answers, a swap never reported), the person's
  // Reload ends in a reload.
  setTimeout(reloadOnce, SWAP_WAIT_MS);
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const waiting = registration?.waiting;
      if (!waiting) {
        reloadOnce();
        return;
      }
      navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
      // The version serving the page lets go of its requests on their way (a slow read): it is not
      // replaced while it has one in hand (sw/release.sw.ts).
      navigator.serviceWorker.controller?.postMessage({ type: 'RELEASE' });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    })
    .catch(reloadOnce);
}

/** Registers the worker (production builds only, where the browser has service workers). */
export async function registerServiceWorker(): Promise<void> {
  if (workbox || !import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => noteUpdateWaiting());
  await workbox.register().catch((error: unknown) => {
    console.warn('service worker: not registered', error);
  });
  // A tab left open for days asks for a new build now and then (the browser also does on navigations).
  setInterval(() => void workbox?.update().catch(() => undefined), 60 * 60_000);
}
