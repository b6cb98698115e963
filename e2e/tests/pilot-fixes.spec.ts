import { expect, test } from './support/journey-test.js';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signInAs } from './support/session.js';

// Issue 18, what a pilot school found on a day of use as each role, on a phone and a desktop.

test('a screen whose code cannot be fetched says so in words, with Retry and the way back, never a blank page', async ({
  page,
}) => {
  await signInAs(page, account('student@demo.school'));
  // The connection drops for the app's code after the first screen (offline, or a deploy's old names).
  await page.route('**/assets/**', (route) => route.abort('internetdisconnected'));
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'My bookmarks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This screen could not be loaded' })).toBeVisible();
  await expect(navigation).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/pilot-chunk-desktop.png' });

  // Try again while the code still cannot be fetched: the page's floor says so, not a white page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ESC+ could not be loaded' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the start' })).toBeVisible();
  await page.screenshot({ path: '/tmp/pilot-boot-desktop.png' });

  // The connection is back: Try again opens the screen.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My bookmarks' })).toBeVisible();
});

test('on a phone, a dashboard card whose code cannot be fetched says so and the rest of the dashboard stays', async ({
  people,
}) => {
  const page = await people.open({ viewport: { width: 360, height: 740 } });
  await page.route('**/assets/child-performance*', (route) => route.abort('internetdisconnected'));
  await signInAs(page, account('parent@demo.school'));
  const card = page.getByTestId('part-error');
  await expect(card).toContainText('This part could not be loaded');
  await expect(card.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('homework-summary')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pilot-part-phone.png' });
});
