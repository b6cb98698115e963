import { expect, test } from './support/journey-test.js';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { journeySchool, personOf } from './support/schools.js';
import { readSession, signInAs } from './support/session.js';

// A notification published while a page is open shows in its bell at once (the live stream), and the
// centre opens it: published through the same `publish` the modules call (the operator's command),
// delivered by the running server's queue.

const command = fileURLToPath(new URL('../../apps/server/src/cli/publish-notification.ts', import.meta.url));

function publish(uuid: string, title: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', command, '--to', uuid, '--title', title, '--link', '/profile'], {
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  });
}

test('a notification published shows in the bell of an open page, and opens from the centre', async ({ page }) => {
  // The journey's own student: no other journey's notifications reach their bell.
  const who = personOf(journeySchool('notifications'), 'student');
  const listed = page.waitForResponse((r) => r.url().includes('/api/notifications/list'));
  await signInAs(page, who);
  await listed;
  const bell = page.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName(/^Notifications, /);
  const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  const title = `Fractions homework ${Date.now()}`;
  publish((await readSession(page)).value.uuid as string, title);

  await expect(bell).toHaveAccessibleName(`Notifications, ${before + 1} unread`, { timeout: 15_000 });
  await bell.click();
  const entry = page.getByRole('button', { name: new RegExp(`^Unread: ${title}`) });
  await expect(entry).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(bell).toHaveAccessibleName(
    before === 0 ? 'Notifications, none unread' : `Notifications, ${before} unread`,
  );
});

test('the bell’s panel fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, personOf(journeySchool('notifications'), 'student'));
  await page.getByTestId('notification-bell').click();
  const panel = page.getByRole('dialog', { name: /^Notifications, / });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
