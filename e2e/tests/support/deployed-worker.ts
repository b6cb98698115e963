import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';

// A deploy of the app while tabs are open, as the offline journeys play it, and what a failing
// journey says about the page and the service workers when a Reload does not load the page again.

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/dist');

/** The page runs under the app's service worker (registered once the first screen is idle). */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * The requests of a browser (its tabs and its worker) still on their way, with their age: a worker
 * with work in hand is not replaced until that work ends.
 */
export function requestsOnTheirWay(context: BrowserContext): () => string[] {
  const inFlight = new Map<Request, number>();
  context.on('request', (request) => inFlight.set(request, Date.now()));
  context.on('requestfinished', (request) => inFlight.delete(request));
  context.on('requestfailed', (request) => inFlight.delete(request));
  const whose = (request: Request) => {
    if (request.serviceWorker()) return 'worker';
    try {
      return request.frame().page().url();
    } catch {
      return '?';
    }
  };
  return () =>
    [...inFlight].map(
      ([request, at]) => `${request.method()} ${request.url()} (${whose(request)}, ${Date.now() - at} ms)`,
    );
}

/**
 * Clicks Reload and waits for the page to load again. Should it not within half a minute, the
 * failure says why and where the service workers stood, as another tab of the same app sees them (a
 * navigation waits while a new worker activates, so the stalled page cannot be asked).
 */
export async function reloadsUnder(
  page: Page,
  reload: Locator,
  witness: Page | null,
  pending: () => string[],
): Promise<void> {
  const seen: string[] = [];
  const t0 = Date.now();
  const note = (what: string) => seen.push(`${Date.now() - t0}ms ${what}`);
  page.on('console', (message) => note(`console ${message.text()}`));
  page.on('request', (request) => request.isNavigationRequest() && note(`navigation ${request.url()}`));
  page.on('requestfailed', (request) => note(`failed ${request.url()} ${request.failure()?.errorText}`));
  page.on('response', (response) => response.request().isNavigationRequest() && note(`response ${response.status()}`));
  page.on('crash', () => note('crash'));
  // The versions' states over time, as DevTools' Application panel sees them (it does not attach to
  // the workers, so their idle timing stays the browser's own).
  const cdp = await page.context().newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions)
      note(`sw v${v.versionId} ${v.status}/${v.runningStatus} clients=${v.controlledClients?.length ?? 0}`);
  });
  await cdp.send('ServiceWorker.enable');
  await page.evaluate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => console.log('controllerchange'));
    window.addEventListener('pagehide', () => console.log('pagehide'));
    document.addEventListener(
      'click',
      (event) => console.log(`click ${(event.target as Element).outerHTML.slice(0, 60)}`),
      true,
    );
  });
  const navigated = page.waitForEvent('framenavigated', { timeout: 30_000 });
  navigated.catch(() => undefined); // awaited below, unless the click fails first
  try {
    note(`in flight at the click: ${pending().join(', ')}`);
    await reload.click({ timeout: 15_000 });
    note('clicked');
    const later = setTimeout(() => note(`in flight at 5 s: ${pending().join(', ')}`), 5_000);
    await navigated.finally(() => clearTimeout(later));
  } catch (error) {
    const workers = await witness?.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        active: registration?.active?.state ?? null,
        waiting: registration?.waiting?.state ?? null,
        installing: registration?.installing?.state ?? null,
        controller: navigator.serviceWorker.controller?.state ?? null,
      };
    });
    const state = await Promise.race([
      page.evaluate(() => ({
        href: location.href,
        ready: document.readyState,
        hidden: document.hidden,
        old: (window as { oldVersion?: boolean }).oldVersion,
      })),
      new Promise((resolve) => setTimeout(() => resolve('page does not answer'), 3_000)),
    ]);
    const why = (error as Error).message.split('\n')[0];
    throw new Error(
      `Reload did not load the page again (${why}); workers: ${JSON.stringify(workers)}; page: ${JSON.stringify(state)}; seen: ${seen.join(' | ')}; in flight: ${pending().join(', ')}`,
      {
        cause: error,
      },
    );
  }
}

/**
 * A deploy, as far as the worker goes: the served /sw.js changes (its compressed copies, which the
 * server prefers, are set aside) for the time of `run`, then everything is put back.
 */
export async function withDeployedWorker(run: () => Promise<void>): Promise<void> {
  const worker = path.join(DIST, 'sw.js');
  const backup = `${worker}.journey-backup`;
  const compressed = ['.br', '.gz'].map((ext) => `${worker}${ext}`).filter((file) => existsSync(file));
  copyFileSync(worker, backup);
  for (const file of compressed) renameSync(file, `${file}.journey-backup`);
  try {
    writeFileSync(worker, `${readFileSync(backup, 'utf8')}\n// deployed by the offline-app journey at ${Date.now()}\n`);
    await run();
  } finally {
    copyFileSync(backup, worker);
    rmSync(backup);
    for (const file of compressed) renameSync(`${file}.journey-backup`, file);
  }
}
