/// <reference lib="webworker" />

/** What a page sends the version that serves it when the person presses Reload on a new one. */
const RELEASE_MESSAGE = 'RELEASE';

let current = new AbortController();

/**
 * Fetch options whose signal is let go on RELEASE: the worker's own requests to the network (a read
 * on a slow link, a file passed through) are made with them. A version with a request still in hand
 * is not replaced until it ends, and Chromium was seen to leave a page's reload waiting for ever when
 * it started in that time; a page about to reload needs none of those answers.
 */
export const releasableFetchOptions: RequestInit = {
  get signal() {
    return current.signal;
  },
};

/** The network, as a request the worker lets go on RELEASE. */
export function releasableFetch(request: Request): Promise<Response> {
  return fetch(request, { signal: current.signal });
}

/**
 * On RELEASE, every request the worker has on its way is aborted; later ones go as usual. The page
 * waits for the answer (on the message's port) before it asks the new version to take over.
 */
export function installRelease(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('message', (event) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== RELEASE_MESSAGE) return;
    const released = current;
    current = new AbortController();
    released.abort();
    event.ports[0]?.postMessage({ type: RELEASE_MESSAGE });
  });
}
