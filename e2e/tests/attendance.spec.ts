import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// Attendance lived in the browser, in the journey's own school: the teacher takes today's
// register of 10-A on a phone-sized screen with one absence (the student Aarav, whose parent is Priya)
// and saving it tells the parent; the parent finds the absence in the child's attendance on the institute page
// and the notification in the bell, which opens the child's month.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 390, height: 844 };

const school = (): JourneySchool => journeySchool('attendance');

async function signedIn(people: People, role: 'teacher' | 'parent', viewport = PHONE): Promise<Page> {
  const page = await people.open({ viewport });
  await signInAs(page, personOf(school(), role));
  return page;
}

test('the teacher marks 10-A with one absence, and saving it tells the parent', async ({ people }) => {
  const page = await signedIn(people, 'teacher');
  await page.goto('/attendance');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Register of 10-A, / })).toBeVisible();
  const aarav = page.getByRole('listitem', { name: school().people.student.name });
  // Everyone is present until the teacher taps otherwise.
  await expect(aarav.getByRole('radio', { name: 'Present' })).toBeChecked();
  await aarav.getByText('Absent', { exact: true }).click();
  await expect(aarav.getByRole('radio', { name: 'Absent' })).toBeChecked();
  await expect(page.getByText(/^\d+ present, 1 absent, 0 late, 0 excused$/)).toBeVisible();
  // It fits the phone: nothing makes the page scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('Register saved.')).toBeVisible();
  // Times as English (India) writes them: "9:10 am" (one format per language).
  await expect(
    page.getByText(new RegExp(`^Marked by ${school().people.teacher.name} at \\d{1,2}:\\d\\d\\s?[ap]m`)),
  ).toBeVisible();
  // Saving told Aarav's parent already; the button tells only those a failure left out.
  await expect(page.getByText(/^Absence notice last sent at \d{1,2}:\d\d\s?[ap]m\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'Tell parents of absent learners' }).click();
  await expect(page.getByText('The parents of the absent learners were already told today.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the parent sees the absence in the child’s attendance and its notification', async ({ people }) => {
  const page = await signedIn(people, 'parent', { width: 1280, height: 900 });
  await page.goto('/parent-institute-dashboard');
  await page.getByRole('link', { name: `Details of ${school().name}` }).click();
  await page.getByRole('tab', { name: 'Attendance' }).click();
  const calendar = page.getByRole('table', { name: /: each day’s mark$/ });
  await expect(calendar.locator('td[aria-current="date"]')).toContainText('Absent');
  await expect(page.getByText(/^Attendance this month: [\d.]+%$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const bell = page.getByTestId('notification-bell');
  const entry = page.getByRole('button', { name: /^Unread: Absent today/ });
  // Delivered by the server's job queue: it may take a moment.
  await expect(async () => {
    await page.reload();
    await bell.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  // The notice names the child.
  const firstName = school().people.student.name.split(' ')[0]!;
  await expect(entry).toContainText(`${firstName} was marked absent today, 10-A`);
  await entry.click();
  await expect(page).toHaveURL(
    new RegExp(`/attendance\\?section=${school().sections.tenA.id}&date=\\d{4}-\\d{2}-\\d{2}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `${school().people.student.name}’s attendance` }),
  ).toBeVisible();
  await expect(
    page.getByRole('table', { name: /: each day’s mark$/ }).locator('td[aria-current="date"]'),
  ).toContainText('Absent');
  await expectNoSeriousA11yViolations(page);
});
