import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// Assessment results that need a teacher: the closed written test of the journey's own school (the demo
// seed's "Life Processes — Written Test") holds a written question that two learners of 10-A answered
// in words (the student Aarav and Kavya). Nothing is published while their answers wait. The teacher
// marks both, with a comment; the results are published; the parent sees the child's score and the
// teacher's comment in the report.

test.describe.configure({ mode: 'serial' });

const PAPER = 'Life Processes — Written Test';
const COMMENT = 'Clear explanation of both circulations.';

const school = (): JourneySchool => journeySchool('assessment-marking');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent'): Promise<Page> {
  const page = await people.open();
  await signInAs(page, personOf(school(), role));
  return page;
}

/** Gives the open student's one written answer its marks and saves. */
async function mark(page: Page, student: string, marks: string, comment?: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${student} · 1 to mark$`) }).click();
  const form = page.getByRole('form', { name: student });
  await expect(form.getByTestId('answer-to-mark')).toHaveCount(1);
  const field = form.getByRole('textbox', { name: /^Marks for question \d+ \(0 to 5\)/ });
  // Out of range first: the field says what is wrong and nothing is saved.
  await field.fill('6');
  await form.getByRole('button', { name: 'Save marks' }).click();
  await expect(form.getByText(/must be between 0 and 5/)).toBeVisible();
  await field.fill(marks);
  if (comment) await form.getByRole('textbox', { name: /^Comment for question/ }).fill(comment);
  await form.getByRole('button', { name: 'Save marks' }).click();
}

test('before marking, the student’s written test waits: submitted, no score', async ({ people }) => {
  const page = await signedIn(people, 'student');
  await page.getByRole('link', { name: 'Tests', exact: true }).click();
  await page.getByRole('tab', { name: 'Submitted' }).click();
  const card = page.getByTestId('paper-card').filter({ hasText: PAPER });
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Score /)).toHaveCount(0);
});

test('the teacher marks the written answers and the results are published', async ({ people }) => {
  test.setTimeout(90_000);
  const page = await signedIn(people, 'teacher');
  await page.goto('/faculty-assessment-dashboard/assessments');
  const row = page.getByTestId('assignment-row').filter({ hasText: PAPER });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: PAPER, exact: true }).click();
  await page.getByRole('tab', { name: 'Results to mark' }).click();
  await expect(page.getByText('Written answers wait for your marks.')).toBeVisible();
  await expect(page.getByText('What is double circulation?').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await mark(page, school().people.student.name, '4', COMMENT);
  await expect(page.getByTestId('marking-saved')).toHaveText('Marks saved. This student’s answers are all marked.');
  // Kavya's answer still waits: nothing is published yet.
  await mark(page, school().people.kavya.name, '2');
  await expect(page.getByTestId('marking-saved')).toHaveText(
    'Marks saved. Every answer is marked and the results are published.',
  );
  await expect(page.getByRole('status').filter({ hasText: /^Results are published\.$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the parent sees the child’s published score, rank and the teacher’s comment', async ({ people }) => {
  const page = await signedIn(people, 'parent');
  await page.getByRole('link', { name: 'Tests', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tests of ${school().people.student.name}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Results' }).click();
  const card = page.getByTestId('paper-card').filter({ hasText: PAPER });
  await expect(card.getByText('Evaluated', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Score [\d.]+ of \d+ · Rank \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: 'See the report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Report: ${PAPER}` })).toBeVisible();
  await expect(page.getByText(`Teacher’s comment: ${COMMENT}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
