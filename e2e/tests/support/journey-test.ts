import { test as base, type BrowserContext, type Page, type TestInfo, type ViewportSize } from '@playwright/test';

export { expect } from '@playwright/test';

// A journey's people browse in tabs that the worker keeps open from one journey to the next, each tab
// in a browser context of its own, emptied before it is handed out again (cookies, permissions, every
// kind of storage and service worker of the app's origin, other windows, routes, the network, the
// window's size). A tab opened for each journey cost about 5 s of CPU before the person's first screen
// showed (a new context, a new renderer, the app's code fetched and compiled again), a reused one about
// 2.5 s: on the 2-core machine that was a quarter of the whole run. What a journey may not rely on is
// the browser's HTTP cache being cold: its code and the answers it revalidates (private, no-cache,
// Vary: Authorization) stay cached, as on a phone a family shares.

/**
 * Whether the app's service worker may run. Blocked by default (playwright.config.ts): installing it
 * precaches the whole build, a cost each journey would pay again after its tab is emptied. The
 * offline journeys allow it: `test.use({ serviceWorkers: 'allow' })`.
 */
type ServiceWorkers = 'allow' | 'block';

interface Tab {
  context: BrowserContext;
  page: Page;
  serviceWorkers: ServiceWorkers;
}

interface TabSettings {
  baseURL: string;
  viewport: ViewportSize;
  reducedMotion: 'reduce' | 'no-preference' | null;
}

class TabPool {
  private readonly idle: Tab[] = [];
  private readonly all: Tab[] = [];

  constructor(
    private readonly openContext: (serviceWorkers: ServiceWorkers) => Promise<BrowserContext>,
    private readonly settings: TabSettings,
  ) {}

  /** An empty tab: a kept one, emptied, or a new one when none is free. */
  async take(serviceWorkers: ServiceWorkers): Promise<Tab> {
    const index = this.idle.findIndex((tab) => tab.serviceWorkers === serviceWorkers);
    const kept = index < 0 ? undefined : this.idle.splice(index, 1)[0];
    if (kept && !kept.page.isClosed()) {
      await this.empty(kept);
      return kept;
    }
    const context = await this.openContext(serviceWorkers);
    const tab = { context, page: await context.newPage(), serviceWorkers };
    this.all.push(tab);
    return tab;
  }

  give(tab: Tab): void {
    this.idle.push(tab);
  }

  async closeAll(): Promise<void> {
    await Promise.all(this.all.map((tab) => tab.context.close().catch(() => undefined)));
  }

  private async empty({ context, page }: Tab): Promise<void> {
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    await context.clearCookies();
    await context.clearPermissions();
    await page.setViewportSize(this.settings.viewport);
    // A small file of the app's origin, so that the script below reaches that origin's storage.
    await page.goto(new URL('/favicon.svg', this.settings.baseURL).href);
    await page.evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((done) => {
              if (!name) return done();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => done();
            }),
        ),
      );
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
  }
}

/** A screenshot of each of the journey's tabs when it failed, as Playwright's own option does for its pages. */
async function keepScreenshots(tabs: readonly Tab[], testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const [index, { context }] of tabs.entries()) {
    for (const [pageIndex, page] of context.pages().entries()) {
      const body = await page.screenshot({ timeout: 5_000 }).catch(() => null);
      if (body) await testInfo.attach(`tab ${index + 1}, window ${pageIndex + 1}`, { body, contentType: 'image/png' });
    }
  }
}

export interface People {
  /** Another person's tab, in a browser context of its own; a phone's width when asked. */
  open(options?: { viewport?: ViewportSize }): Promise<Page>;
}

interface JourneyFixtures {
  /** The tabs this journey took, handed back when it ends. */
  journeyTabs: Tab[];
  people: People;
}

export const test = base.extend<JourneyFixtures, { tabPool: TabPool }>({
  tabPool: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, reducedMotion } = workerInfo.project.use;
      if (!baseURL) throw new Error('the journeys need use.baseURL');
      const settings: TabSettings = {
        baseURL,
        viewport: viewport ?? { width: 1280, height: 720 },
        reducedMotion: reducedMotion ?? null,
      };
      const pool = new TabPool(
        (serviceWorkers) =>
          browser.newContext({
            baseURL,
            viewport: settings.viewport,
            reducedMotion: settings.reducedMotion,
            serviceWorkers,
          }),
        settings,
      );
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  journeyTabs: async ({ tabPool }, use, testInfo) => {
    const taken: Tab[] = [];
    await use(taken);
    await keepScreenshots(taken, testInfo);
    for (const tab of taken) tabPool.give(tab);
  },
  context: async ({ tabPool, journeyTabs, serviceWorkers }, use) => {
    const tab = await tabPool.take(serviceWorkers);
    journeyTabs.push(tab);
    await use(tab.context);
  },
  page: async ({ context, journeyTabs }, use) => {
    const tab = journeyTabs.find((t) => t.context === context);
    if (!tab) throw new Error('the journey’s context has no tab');
    await use(tab.page);
  },
  people: async ({ tabPool, journeyTabs, serviceWorkers }, use) => {
    await use({
      async open(options = {}) {
        const tab = await tabPool.take(serviceWorkers);
        journeyTabs.push(tab);
        if (options.viewport) await tab.page.setViewportSize(options.viewport);
        return tab.page;
      },
    });
  },
});
