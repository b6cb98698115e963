import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { expect, test } from './support/journey-test.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// A family's shared phone (whose profile to use, this device's accounts) and the school
// admin's courses. The journey school is the demo's story with its own people (the admin assigns a
// teacher: no other journey reads that change).

const PHONE = { width: 360, height: 740 };

/** Opens a screen from the navigation, as a person does (a phone's navigation sits behind its menu button). */
async function openFromNavigation(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open navigation' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true }).click();
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const firstName = (name: string) => name.split(' ')[0]!;

test('a parent on a phone uses a child’s profile without a password, then switches back', async ({ people }) => {
  const school = journeySchool('profiles-courses');
  const page = await people.open({ viewport: PHONE });
  await signInAs(page, personOf(school, 'parent'));

  await openFromNavigation(page, 'Switch profile');
  await expect(page).toHaveURL(/\/choose-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Switch profile' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/family-choose-profile-phone.png', fullPage: true });

  const younger = firstName(school.people.child2.name);
  await page.getByRole('button', { name: `Use ${younger}’s profile` }).click();
  // The parent's own session acts for the child: the dashboard shows the child, no password was asked.
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(page.getByRole('main')).toContainText(school.sections.tenB.name);
  await expect(page.getByLabel('Password')).toHaveCount(0);

  await openFromNavigation(page, 'Switch profile');
  await page.getByRole('button', { name: `Use ${firstName(school.people.student.name)}’s profile` }).click();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  await expect(page.getByRole('main')).toContainText(school.sections.tenA.name);

  // Managing the family's profiles is one link away: names, the children's classes, a photo.
  await openFromNavigation(page, 'Switch profile');
  await page.getByRole('link', { name: 'Manage profiles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage profiles' })).toBeVisible();
  await expect(page.getByText('No photo yet.')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/family-manage-profile-phone.png', fullPage: true });
});

test('a device two people signed in on lists both; switching asks the other one’s password', async ({ page }) => {
  const school = journeySchool('profiles-courses');
  const student = personOf(school, 'student');
  const parent = personOf(school, 'parent');
  await signInAs(page, student);
  await signInAs(page, parent);

  await openFromNavigation(page, 'Accounts on this device');
  await expect(page).toHaveURL(/\/my-accounts$/);
  const accounts = page.getByTestId('device-accounts');
  await expect(accounts).toContainText(student.name);
  await expect(accounts).toContainText(parent.name);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/family-my-accounts-desktop.png', fullPage: true });

  await page.getByRole('button', { name: new RegExp(`^Switch to ${student.name}`) }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email or mobile number')).toHaveValue(student.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await page.getByLabel('Password', { exact: true }).fill(student.password!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in as the other account, back where the switch was made: that account is the one in use now.
  await expect(page).toHaveURL(/\/my-accounts$/);
  const current = page.getByTestId('device-accounts').getByRole('listitem').filter({ hasText: 'Signed in now' });
  await expect(current).toContainText(student.name);
});

test('the school admin gives a teacher a subject of a section on the course master; it is kept', async ({ page }) => {
  const school = journeySchool('profiles-courses');
  const teacher = personOf(school, 'teacher').name;
  await signInAs(page, personOf(school, 'admin'));
  await openFromNavigation(page, 'Courses');
  await expect(page).toHaveURL(/\/course-master$/);

  // 10-B: the teacher teaches the first half of its subjects; the first subject with no teacher gets them.
  const section = page.getByTestId(`section-courses-${school.sections.tenB.name}`);
  const untaught = section.getByRole('listitem').filter({ hasText: 'No teacher yet' }).first();
  const subject = (await untaught.locator('p').first().innerText()).trim();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/family-course-master-desktop.png', fullPage: true });

  const row = section.getByRole('listitem').filter({ hasText: new RegExp(`^${subject}`) });
  await row.getByRole('combobox', { name: `Teacher for ${subject} in ${school.sections.tenB.name}` }).click();
  await page.getByRole('option', { name: teacher }).click();
  await row.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText(`${teacher} now teaches ${subject} in ${school.sections.tenB.name}.`)).toBeVisible();
  await expect(row.getByRole('group', { name: 'Teachers' })).toContainText(teacher);

  await page.reload();
  const kept = page
    .getByTestId(`section-courses-${school.sections.tenB.name}`)
    .getByRole('listitem')
    .filter({ hasText: new RegExp(`^${subject}`) });
  await expect(kept.getByRole('group', { name: 'Teachers' })).toContainText(teacher);

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/family-course-master-phone.png', fullPage: true });
});
