import { expect, test } from '@playwright/test';
import { account } from './support/accounts.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { signInAs } from './support/session.js';

// Issue 10 §2 and spec 001 §2: the institute calendar (a month of the learner's live classes,
// homework due days and tests) and the learning pathway calendar (a day's items), reached from the
// navigation and the institute dashboards; a grid of labelled days moved through with the keyboard;
// Back goes where comingFrom says; on a phone nothing spills sideways. Reads only.

test('the student opens the calendar, moves through days with the keyboard, and opens a day', async ({ page }) => {
  await signInAs(page, account('student@demo.school'));
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Calendar of / });
  const today = grid.getByRole('gridcell', { name: /, today/ });
  // The demo's 10-A has a class on now and one later today.
  await expect(today).toHaveAccessibleName(/live class/);
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[aria-selected="true"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(today).toBeFocused();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Open this day in the learning pathway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning pathway' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Quadratic equations: live doubt session' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/institute-calendar$/);
});

test('the parent reaches the child’s calendar from the institute dashboard, and Back returns there', async ({
  page,
}) => {
  await signInAs(page, account('parent@demo.school'));
  await page.goto('/parent-institute-dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByText('The calendar of Aarav Sharma')).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/parent-institute-dashboard$/);
});

test('the calendar works on a phone-sized screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await signInAs(page, account('student@demo.school'));
  await page.goto('/institute-calendar');
  await expect(page.getByRole('grid')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await context.close();
});
