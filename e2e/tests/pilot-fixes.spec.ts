import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test.js';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browseToTopic, CHEMICAL_EQUATIONS } from './support/browse.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// What a pilot school found on a day of use as each role, on a phone and a desktop.

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

/** The axe findings, whatever their impact (the shared helper fails on serious ones only). */
async function expectNoneOf(page: Page, rules: string[]): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(rules).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')} ${v.nodes[0]?.failureSummary ?? ''}`,
  );
  expect(found, `axe on ${page.url()}`).toEqual([]);
}

test('axe: the Premium badge, the roster file input and its table, and heading order', async ({ page }) => {
  await signInAs(page, account('student@demo.school'), { at: '/browse' });
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await expect(page.getByRole('region', { name: 'Concept Videos' })).toBeVisible();
  await expectNoneOf(page, ['heading-order']);
  // A subject's page lists its premium groups too.
  await page.getByRole('navigation', { name: 'Where you are' }).getByRole('link', { name: 'Science' }).click();
  const premium = page.getByText('Premium', { exact: true }).first();
  await expect(premium).toBeVisible();
  await expectNoneOf(page, ['color-contrast', 'heading-order']);
  await premium.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/pilot-premium-desktop.png' });

  await signInAs(page, personOf(journeySchool('roster'), 'admin'), { at: '/batch-master' });
  await expect(page.getByRole('button', { name: 'Roster file (CSV or OneRoster zip)' })).toBeVisible();
  await expectNoneOf(page, ['color-contrast', 'heading-order', 'scrollable-region-focusable']);
  const rows = ['row_type,section_name,board,class,valid_from,valid_until,first_name,last_name,email'];
  for (let i = 0; i < 40; i++) rows.push(`student,no-such-section,,,,,Learner,Number,e2e.axe.${i}@example.in`);
  await page
    .getByTestId('roster-file-input')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\n')) });
  const table = page.getByTestId('roster-preview-table');
  await expect(table).toContainText('no-such-section');
  await expectNoneOf(page, ['color-contrast', 'heading-order', 'scrollable-region-focusable']);
  // On a phone the table scrolls sideways: its scroll area is reached by Tab and moved with the arrows.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(table).toBeVisible();
  await expectNoneOf(page, ['scrollable-region-focusable']);
  await page.screenshot({ path: '/tmp/pilot-roster-phone.png' });
});

test('on a phone, a test’s window reads in the one format of English (India)', async ({ people }) => {
  const page = await people.open({ viewport: { width: 360, height: 740 } });
  await signInAs(page, account('student@demo.school'), { at: '/my-assignment' });
  const window = page.getByText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d\s?[ap]m to /).first();
  await expect(window).toBeVisible();
  await expect(window).toHaveText(/ to \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d\s?[ap]m$/);
  // The card's state is read whole beside a long title ("NOT ST..." was cut on a 360 px phone).
  const state = page.locator('.mantine-Badge-label', { hasText: /^Not started$/i }).first();
  await expect(state).toBeVisible();
  expect(await state.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: '/tmp/pilot-dates-phone.png' });
});
