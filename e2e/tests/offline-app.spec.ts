import type { Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { controlled, reloadsUnder, requestsOnTheirWay, withDeployedWorker } from './support/deployed-worker.js';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// The installed app with its service worker running: a learner's reads
// are saved on the device and shown with no network, saying so; the next person on the same phone
// never sees them; a deploy while tabs are open offers "A new version is ready" and Reload swaps it,
// but never in a tab where a test runs, even while the old version waits on a slow answer, and when
// the browser had stopped both versions while idle.

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 740 };
const PAPER = 'Real Numbers — Chapter Test';
const SAVED_READS = 'esc-saved-reads-v1';

const school = (): JourneySchool => journeySchool('offline-app');

/** Keys of the saved reads on this device (the worker's cache). */
function savedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => request.url);
  }, SAVED_READS);
}

/** What a screen shows while its reads are on their way. */
const loading = (page: Page) => page.locator('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root');

test('a learner’s reads show offline with the time they were saved, and never to the next person', async ({
  page,
  context,
}) => {
  await page.setViewportSize(PHONE);
  const learner = personOf(school(), 'student');
  await signInAs(page, learner);
  await controlled(page);

  // The app can be installed: Chrome's own check finds nothing missing.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  await cdp.detach();

  // What the learner opens under the worker is saved: the dashboard, a subject, homework, notices.
  await page.reload();
  await expect(page.getByRole('main')).toContainText(learner.name);
  const subject = page.getByTestId('subject-tile').first();
  const subjectName = (await subject.locator('p').first().textContent())!;
  await subject.click();
  await expect(page.getByRole('heading', { level: 1, name: subjectName })).toBeVisible();
  // Each screen's reads have come (and the worker has them) before the next screen: nothing loading.
  await expect(loading(page)).toHaveCount(0);
  const syllabusUrl = page.url();
  await page.goto('/learnlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await page.goto('/notices');
  await expect(page.getByRole('heading', { level: 1, name: 'Notice board' })).toBeVisible();
  await expect(loading(page)).toHaveCount(0);
  await page.goto(learner.dashboard);
  await expect(page.getByRole('main')).toContainText(learner.name);

  await context.setOffline(true);
  await page.reload();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText(/Offline: showing what was saved at \d{1,2}:\d{2}/);
  await expect(banner).toContainText('Your answers, progress, bookmarks and register marks are kept on this device');
  await expect(page.getByRole('main')).toContainText(learner.name);
  await expect(page.getByTestId('subject-tile').first()).toBeVisible();
  // What was saved answers: no part of the dashboard says it could not load.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/pwa-offline-dashboard-360.png' });

  await page.goto(syllabusUrl);
  await expect(page.getByRole('heading', { level: 1, name: subjectName })).toBeVisible();
  await expect(banner).toContainText('Offline: showing what was saved at');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '/tmp/pwa-offline-syllabus-desktop.png' });
  await page.setViewportSize(PHONE);

  // Back online, the learner signs out: the worker deletes the learner's saved reads.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  const learnerUuid = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('esc.session')!) as { uuid: string }).uuid,
  );
  expect((await savedKeys(page)).some((key) => key.includes(`/${learnerUuid}/`))).toBe(true);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(async () => (await savedKeys(page)).filter((key) => key.includes(`/${learnerUuid}/`))).toEqual([]);

  // Another learner on the same phone, offline: only their own saved reads, none of the first's.
  const next = personOf(school(), 'kavya');
  await signInAs(page, next);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('main')).toContainText(next.name);
  await expect(banner).toContainText('Offline: showing what was saved at');
  await expect(page.getByRole('main')).not.toContainText(learner.name);
  await page.goto(syllabusUrl);
  await expect(page.getByRole('main')).not.toContainText(learner.name);
  await context.setOffline(false);
});

test('a deploy while tabs are open offers Reload, and never swaps a running test', async ({ browser }, testInfo) => {
  test.setTimeout(90_000);
  await inBrowserOfItsOwn(browser, testInfo, deployWhileTabsAreOpen);
});

test('Reload swaps the new version in while the old one still waits on a slow answer, which it lets go', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await inBrowserOfItsOwn(browser, testInfo, async (page, context) => {
    let letGo: Promise<unknown> = Promise.resolve();
    await reloadAfterDeploy(page, context, async () => {
      // A file on a slow link: the version that serves the page asks the network for it, which never
      // answers. A version with a request in hand is not replaced until that request ends.
      let asked = false;
      await context.route('**/api/media/file/slow-answer', () => {
        asked = true;
      });
      letGo = context.waitForEvent('requestfailed', (request) => request.url().endsWith('/slow-answer'));
      await page.evaluate(() => void fetch('/api/media/file/slow-answer').catch(() => undefined));
      await expect.poll(() => asked).toBe(true);
    });
    await letGo;
  });
});

test('Reload swaps the new version in when the browser had stopped the idle old one, as a phone does', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await inBrowserOfItsOwn(browser, testInfo, async (page, context) => {
    await reloadAfterDeploy(page, context, async () => {
      // A browser stops a worker that had nothing to do for half a minute, as a phone's tab left open
      // soon has: here both versions are stopped at once, and Reload has to start them again.
      const devtools = await context.newCDPSession(page);
      await devtools.send('ServiceWorker.enable');
      await devtools.send('ServiceWorker.stopAllWorkers');
    });
  });
});

/**
 * A learner alone on a phone, a deploy, and Reload on the prompt: `beforeReload` puts the old version
 * in the state the journey is about once the new one waits. The page loads under the new version,
 * with nothing left waiting and nothing offered again.
 */
async function reloadAfterDeploy(
  page: Page,
  context: BrowserContext,
  beforeReload: () => Promise<void>,
): Promise<void> {
  const pending = requestsOnTheirWay(context);
  const learner = personOf(school(), 'kavya');
  await signInAs(page, learner);
  await controlled(page);

  await withDeployedWorker(async () => {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is ready', { timeout: 30_000 });
    await beforeReload();

    await page.evaluate(() => Object.assign(window, { oldVersion: true }));
    await reloadsUnder(page, prompt.getByRole('button', { name: 'Reload' }), null, pending);
    await expect.poll(() => page.evaluate(() => (window as { oldVersion?: boolean }).oldVersion ?? false)).toBe(false);
    await expect(page.getByRole('main')).toContainText(learner.name);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, controller: navigator.serviceWorker.controller?.state };
      }),
    ).toEqual({ waiting: null, controller: 'activated' });
    await expect(prompt).toHaveCount(0);
  });
}

/**
 * A browser of its own, as a phone that has only ever run the app: a deploy is about the worker's
 * life, so it starts from none (a kept tab's origin has had workers of earlier journeys).
 */
async function inBrowserOfItsOwn(
  browser: Browser,
  testInfo: TestInfo,
  journey: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const { baseURL, viewport, reducedMotion } = testInfo.project.use;
  // eslint-disable-next-line no-restricted-properties -- a worker without a past (above)
  const context = await browser.newContext({ baseURL, viewport, reducedMotion, serviceWorkers: 'allow' });
  try {
    await journey(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

async function deployWhileTabsAreOpen(page: Page, context: BrowserContext): Promise<void> {
  const pending = requestsOnTheirWay(context);
  const learner = personOf(school(), 'student');
  await signInAs(page, learner);
  await controlled(page);

  // A second tab of the same learner starts the open test.
  const testTab = await context.newPage();
  await testTab.setViewportSize(PHONE);
  await testTab.goto('/my-assignment');
  await testTab.getByTestId('paper-card').filter({ hasText: PAPER }).getByRole('button', { name: 'Start' }).click();
  await testTab.getByRole('button', { name: 'Start the test' }).click();
  await expect(testTab).toHaveURL(/\/test-engine\/\d+\/\d+\/\d+\/1$/);
  await expect(testTab.getByRole('heading', { level: 1, name: PAPER })).toBeVisible();
  await controlled(testTab);
  // Marks this page: a reload would lose it.
  await testTab.evaluate(() => Object.assign(window, { notReloaded: true }));

  await withDeployedWorker(async () => {
    // The first tab comes to the front: a tab behind another draws no frames, and a click waits for them.
    await page.bringToFront();
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toContainText('A new version is ready', { timeout: 30_000 });
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/pwa-update-prompt-360.png' });
    await expectNoSeriousA11yViolations(page);

    // The tab in the test shows no prompt and is not reloaded.
    await expect(testTab.getByTestId('update-prompt')).toHaveCount(0);
    expect(await testTab.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Reload swaps the new version in: the page reloads under it.
    await page.evaluate(() => Object.assign(window, { oldVersion: true }));
    await reloadsUnder(page, prompt.getByRole('button', { name: 'Reload' }), testTab, pending);
    await expect.poll(() => page.evaluate(() => (window as { oldVersion?: boolean }).oldVersion ?? false)).toBe(false);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await expect(page.getByRole('main')).toContainText(learner.name);

    // The test goes on in its tab, never reloaded; once it ends, that tab is offered the reload too.
    // (A tab behind another draws no frames: the learner's tab comes to the front to go on.)
    await testTab.bringToFront();
    expect(await testTab.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await expect(testTab.getByTestId('update-prompt')).toHaveCount(0);
    await testTab.getByRole('button', { name: 'Submit', exact: true }).click();
    await testTab.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit now' }).click();
    await expect(testTab.getByRole('heading', { level: 1, name: 'Test submitted' })).toBeVisible({ timeout: 30_000 });
    expect(await testTab.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await testTab.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(testTab.getByTestId('update-prompt')).toContainText('A new version is ready');
  });
}
