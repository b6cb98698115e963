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
/** How long the old version has to say it let go before the new one is asked to take over anyway. */
const RELEASE_ANSWER_MS = 3_000;
/** How often the old version is asked again to let go while the new one has not taken over. */
const NUDGE_MS = 2_000;

let reloading = false;

/** Reloads the page, once: a second reload (the swap's after the fallback's) would cancel the first. */
function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Asks the version serving the page to let go of its requests on their way (sw/release.sw.ts) and
 * waits for its answer, or RELEASE_ANSWER_MS. The answer also says it runs: a browser that had
 * stopped an idle worker starts it for the message.
 */
function released(controller: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(done, RELEASE_ANSWER_MS);
    function done() {
      clearTimeout(timer);
      channel.port1.close();
      resolve();
    }
    channel.port1.onmessage = done;
    controller.postMessage({ type: 'RELEASE' }, [channel.port2]);
  });
}

/**
 * Swaps the waiting version in and reloads the page once it controls it. When another tab's Reload
 * already swapped it in, there is nothing left waiting: this page only reloads to run it. The page
 * listens to the browser's own controllerchange, not workbox-window's 'controlling': workbox-window
 * counts a worker found long after its own registration as another page's and may not say so.
 *
 * Chromium replaces the old version only once it has no work in hand, and it looks again only when
 * that worker next falls idle: a request still on its way, or a worker the browser had stopped and
 * is starting again when the new one asks to take over, left the swap waiting, and a reload started
 * meanwhile was seen never to finish. So the old version first lets go and answers (it runs), then
 * the new one asks to take over, and the old one is asked again every NUDGE_MS (each message ends
 * in its falling idle again). Past SWAP_WAIT_MS the page reloads anyway.
 */
export function applyUpdate(): void {
  if (!updateWaiting || !('serviceWorker' in navigator)) {
    reloadOnce();
    return;
  }
  // Whatever happens below (a registration that never answers, a swap never reported), the person's
  // Reload ends in a reload.
  setTimeout(reloadOnce, SWAP_WAIT_MS);
  void swapIn().catch(reloadOnce);
}

async function swapIn(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting;
  if (!waiting) {
    reloadOnce();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', reloadOnce, { once: true });
  const old = navigator.serviceWorker.controller;
  if (old) await released(old);
  waiting.postMessage({ type: 'SKIP_WAITING' });
  if (!old) return;
  const nudge = setInterval(() => {
    if (reloading || navigator.serviceWorker.controller !== old) clearInterval(nudge);
    else void released(old);
  }, NUDGE_MS);
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
