import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Spec 001 §2: the institute calendar (a month of the learner's live classes,
// homework due days and tests) and the learning pathway calendar (a day's items), reached from the
// navigation and the institute dashboards; a grid of labelled days moved through with the keyboard;
// Back goes where comingFrom says; on a phone nothing spills sideways. Reads only.

/** The grid's name of a day, as English (India) writes it ("Monday, 9 March"): one format per language. */
function dayName(page: Page, day: string): Promise<string> {
  return page.evaluate(
    (d) =>
      new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
        new Date(`${d}T00:00:00Z`),
      ),
    day,
  );
}

test('the student opens the calendar, moves through days with the keyboard, and opens a day', async ({ page }) => {
  const school = journeySchool('calendars');
  await signInAs(page, personOf(school, 'student'));
  await page.getByRole('navigation').getByRole('link', { name: 'Calendar', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: /^Calendar of / });
  // The school's 10-A has a class on now and one later: the day the class on now falls on (today,
  // unless the school's midnight has passed since the world was seeded) says so.
  const classDay = grid.getByRole('gridcell', {
    name: new RegExp(`^${await dayName(page, school.classOnNow.day)}\\b`),
  });
  await expect(classDay).toHaveAccessibleName(/live class/);
  await expect(grid.getByRole('gridcell', { name: /, today/ })).toHaveCount(1);
  await classDay.focus();
  await page.keyboard.press('ArrowRight');
  await expect(grid.locator('[aria-selected="true"]')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(classDay).toBeFocused();
  await expect(classDay).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Open this day in the learning pathway' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning pathway' })).toBeVisible();
  await expect(page.getByRole('link', { name: school.classOnNow.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/institute-calendar$/);
});

test('the parent reaches the child’s calendar from the institute dashboard, and Back returns there', async ({
  page,
}) => {
  const school = journeySchool('calendars');
  await signInAs(page, personOf(school, 'parent'), { at: '/parent-institute-dashboard' });
  await page.getByRole('main').getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByText(`The calendar of ${school.people.student.name}`)).toBeVisible();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/parent-institute-dashboard$/);
});

test('the calendar works on a phone-sized screen', async ({ people }) => {
  const page = await people.open({ viewport: { width: 360, height: 740 } });
  await signInAs(page, personOf(journeySchool('calendars'), 'student'), { at: '/institute-calendar' });
  await expect(page.getByRole('grid')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
