import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// Work handed in and returned, in the journey's own school: the teacher asks for work on the task of
// 10-A's homework (out of 10); the student, on a 360 px phone, hands in two photos of the notebook and
// a PDF (after taking back a first, typed hand-in before it was marked); the teacher opens the hand-in
// beside the task, gives 8.5 with a comment and returns it; the student and the parent see the marks
// and the comment, and "Returned: 8.5/10" on the homework list.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 740 };
const COMMENT = 'Neat work; label the axes next time.';
// A 1×1 PNG: a photo as small as can be (the journey is about the steps, not the pictures).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let homeworkPath = '';
let reportPath = '';

const school = (): JourneySchool => journeySchool('handins');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent', phone = false): Promise<Page> {
  const page = await people.open(phone ? { viewport: PHONE } : undefined);
  await signInAs(page, personOf(school(), role));
  return page;
}

test('the teacher asks for work on the homework’s task, out of 10', async ({ people }) => {
  const student = await signedIn(people, 'student');
  await student.goto('/learnlist');
  await student
    .getByTestId('homework-card')
    .filter({ hasText: school().homework.title })
    .getByRole('link')
    .first()
    .click();
  await expect(student.getByRole('heading', { level: 1, name: school().homework.title })).toBeVisible();
  homeworkPath = new URL(student.url()).pathname + new URL(student.url()).search;
  const ids = /\/learn-list-homework-details\/(\d+)\/(\d+)\//.exec(homeworkPath);
  expect(ids).not.toBeNull();
  reportPath = `/learnlist-report/${ids![2]}?assignId=${ids![1]}`;

  const teacher = await signedIn(people, 'teacher');
  await teacher.goto(reportPath);
  const work = teacher.getByRole('region', { name: 'Work handed in' });
  await expect(work).toBeVisible();
  await work.getByLabel('Maximum marks').fill('10');
  await work.getByRole('button', { name: 'Ask for work' }).click();
  await expect(work.getByText('Out of 10 marks')).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  // The list's own screen says so too, where its editors change it.
  await teacher.goto(`/my-learnlists/${reportPath.split('/')[2]!.split('?')[0]!}`);
  const onList = teacher.getByRole('region', { name: 'Work handed in' });
  await expect(onList.getByText('Out of 10 marks')).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
});

test('the student takes back a typed hand-in, then hands in two photos and a PDF from a phone', async ({ people }) => {
  const page = await signedIn(people, 'student', true);
  await page.goto(homeworkPath);
  const panel = page.getByRole('region', { name: 'Hand in your work' });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId('handin-standing')).toHaveText('Not handed in');
  await panel.getByLabel('Or type your work').fill('A first try.');
  await panel.getByRole('button', { name: 'Hand in' }).click();
  await expect(panel.getByTestId('handin-standing')).toHaveText('Handed in');
  await panel.getByRole('button', { name: 'Take back' }).click();
  await expect(panel.getByTestId('handin-standing')).toHaveText('Not handed in');
  await expect(panel.getByText('Hand-in 1: taken back')).toBeAttached();
  await panel.getByTestId('handin-photos').setInputFiles([
    { name: 'page-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'page-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await panel.getByTestId('handin-pdf').setInputFiles({ name: 'graph.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByRole('button', { name: /^Remove / })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Hand in' }).click();
  await expect(panel.getByTestId('handin-standing')).toHaveText('Handed in');
  await expect(panel.getByRole('img')).toHaveCount(2);
  await expect(panel.getByRole('link', { name: 'graph.pdf' })).toBeVisible();
  // Nothing spills sideways on a 360 px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: '/tmp/handins-student-360.png', fullPage: true });
});

test('the teacher opens the hand-in beside the task, marks it 8.5 with a comment and returns it', async ({
  people,
}) => {
  const page = await signedIn(people, 'teacher');
  await page.goto(reportPath);
  const work = page.getByRole('region', { name: 'Work handed in' });
  const name = school().people.student.name;
  await work.getByRole('button', { name: `Open ${name}’s work` }).click();
  const marking = page.getByRole('region', { name: `${name}’s work` });
  await expect(marking.getByRole('img')).toHaveCount(2);
  // The teacher draws a ring on the first photo and keeps the drawing.
  await marking
    .getByRole('button', { name: /^Draw on / })
    .first()
    .click();
  const canvas = marking.getByTestId('photo-drawing').locator('canvas');
  await expect(marking.getByRole('button', { name: 'Keep the drawing' })).toBeEnabled();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.5, { steps: 5 });
  await page.mouse.up();
  await marking.getByRole('button', { name: 'Keep the drawing' }).click();
  await expect(marking.getByTestId('drawn-count')).toContainText('1');
  await marking.getByLabel(/^Marks \(out of 10/).fill('8.5');
  await marking.getByLabel('Comment').fill(COMMENT);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/handins-teacher-desktop.png', fullPage: true });
  await marking.getByRole('button', { name: 'Return with marks' }).click();
  await expect(marking.getByRole('status')).toHaveText(`Returned to ${name}.`);
  await expect(work.getByTestId('handin-standing').first()).toBeVisible();
  await expect(work).toContainText('8.5/10');
});

test('the student and the parent see the marks and the comment, and the state on the homework list', async ({
  people,
}) => {
  const student = await signedIn(people, 'student', true);
  await student.goto('/learnlist');
  const card = student.getByTestId('homework-card').filter({ hasText: school().homework.title });
  await expect(card.getByTestId('handin-list-state')).toHaveText('Returned: 8.5/10');
  expect(await student.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await student.screenshot({ path: '/tmp/handin2-list-360.png', fullPage: true });
  await student.goto(homeworkPath);
  const panel = student.getByRole('region', { name: 'Hand in your work' });
  await expect(panel.getByTestId('handin-standing')).toHaveText('Returned');
  await expect(panel.getByTestId('handin-marks')).toContainText('Marks: 8.5 out of 10');
  await expect(panel.getByTestId('handin-marks')).toContainText(COMMENT);
  await expect(panel).toContainText('Marked by the teacher');
  await expect(panel.getByRole('img')).toHaveCount(3);
  await expectNoSeriousA11yViolations(student);

  const parent = await signedIn(people, 'parent');
  await parent.goto('/learnlist');
  const childCard = parent.getByTestId('homework-card').filter({ hasText: school().homework.title });
  await expect(childCard.getByTestId('handin-list-state')).toHaveText('Returned: 8.5/10');
  await parent.screenshot({ path: '/tmp/handin2-list-desktop.png', fullPage: true });
  await parent.goto(homeworkPath);
  const childPanel = parent.getByRole('region', { name: 'Work handed in' });
  await expect(childPanel.getByTestId('handin-marks')).toContainText('Marks: 8.5 out of 10');
  await expect(childPanel.getByTestId('handin-marks')).toContainText(COMMENT);
  await expect(childPanel.getByRole('button', { name: 'Hand in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(parent);
  await parent.screenshot({ path: '/tmp/handins-parent-360.png', fullPage: true });
});
