import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Keep for offline, with the app's service worker on, on a 360 px phone. The demo chapter Chemical
// Reactions and Equations has concept videos (mp4; Types of Chemical Reactions' is 45 s, long enough to
// seek 10 s into and play on), an interactive lesson and notes as a PDF; the student of the journey's
// own school keeps it, loses the network, reloads, plays the video with a seek and reads the PDF, then
// removes it on the page of what is kept.
test.use({ serviceWorkers: 'allow' });

const CHAPTER = 'Chemical Reactions and Equations';
const VIDEO_TITLE = 'Types of Chemical Reactions — Concept Video';
const PDF_TITLE = 'Balancing Chemical Equations — Notes (PDF)';
const PHONE = { width: 360, height: 740 };

/** The app's worker controls the page (it installs once the first screen is drawn). */
async function workerInCharge(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
}

test('a learner keeps a chapter, plays its video with a seek and reads its PDF offline, then removes it', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signInAs(page, personOf(journeySchool('offline-keep'), 'student'), { at: '/browse' });
  await workerInCharge(page);

  await page.getByTestId('board-link').filter({ hasText: 'CBSE' }).click();
  await page.getByTestId('class-link').filter({ hasText: 'Class 10' }).click();
  await page
    .getByTestId('subject-tile')
    .filter({ hasText: /^Science/ })
    .click();
  await page.getByTestId('chapter-link').filter({ hasText: CHAPTER }).click();

  // The size first, from the server's grant; then a progress bar; then done.
  await page.getByRole('button', { name: `Keep for offline: ${CHAPTER}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Keep for offline use' });
  await expect(dialog.getByTestId('keep-size')).toHaveText(/^Keep for offline: \d+(\.\d)? (KB|MB)$/);
  const promised = dialog.getByText(/^\d+ items will open with no connection\.$/);
  await expect(promised).toBeVisible();
  const count = Number(/^\d+/.exec(await promised.innerText())![0]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/keep-dialog-360.png' });
  await dialog.getByRole('button', { name: 'Keep', exact: true }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Downloading for offline use' });
  await expect(progress.or(dialog.getByTestId('keep-done'))).toBeVisible();
  await expect(dialog.getByTestId('keep-done')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByTestId('keep-done')).toContainText(`${count} items are on this device.`);
  await page.screenshot({ path: '/tmp/keep-dialog-done-360.png' });
  await dialog.getByRole('link', { name: 'See what is kept' }).click();
  // What the dialog promised is what the device holds.
  await expect(page.getByTestId('kept-item')).toHaveCount(count);
  await expect(page.getByTestId('kept-persist')).toBeVisible();

  // Open the video while online, then lose the network and reload: it plays from the device.
  await page.getByRole('link', { name: VIDEO_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: VIDEO_TITLE })).toBeVisible();
  await page.screenshot({ path: '/tmp/keep-player-360.png' });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: VIDEO_TITLE })).toBeVisible();
  const video = page.getByTestId('content-video');
  await expect(video).toBeVisible();
  await page.getByTestId('video-play-toggle').click();
  await page.getByRole('button', { name: /forward 10/i }).click();
  // Seeking works offline (ranges are answered from the kept copy) and the video plays on from there.
  await video.evaluate(
    (el: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (el.currentTime >= 11 && !el.paused) resolve();
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await page.getByTestId('video-play-toggle').click();

  // The page of what is kept works offline too: from there the PDF opens.
  await page.goto('/offline-storage');
  await page.getByRole('link', { name: PDF_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: PDF_TITLE })).toBeVisible();
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText(/Page 1 of \d+/);

  // Back online, remove it: the list and the total follow.
  await context.setOffline(false);
  await page.goto('/offline-storage');
  await expect(page.getByTestId('kept-total')).toContainText(`${count} items`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/keep-storage-360.png', fullPage: true });
  await page.getByRole('button', { name: `Remove ${PDF_TITLE} from this device` }).click();
  await expect(page.getByTestId('kept-item')).toHaveCount(count - 1);
  await expect(page.getByTestId('kept-total')).toContainText(`${count - 1} items`);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '/tmp/keep-storage-desktop.png' });
});
