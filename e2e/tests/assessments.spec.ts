import { expect, test, type People } from './support/journey-test.js';
import type { Locator, Page } from '@playwright/test';
import { answerWhatIsAsked } from './support/answer.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// A test taken end to end: the student of 10-A (of the journey's own school) opens the paper that is open now, reads
// the instructions and starts; answers some questions, reloads in the middle and finds every answer;
// answers more while offline (the screen says they are kept), comes back and submits. The teacher
// sees the submission among the assessment's students; the parent sees it in the child's tests.
// The school's open paper, as the demo seed's: "Real Numbers — Chapter Test", its questions of mixed kinds (choose
// one, choose many, true or false, whole numbers, blanks).

test.describe.configure({ mode: 'serial' });

const PAPER = 'Real Numbers — Chapter Test';

const school = (): JourneySchool => journeySchool('assessments');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent'): Promise<Page> {
  const page = await people.open();
  await signInAs(page, personOf(school(), role));
  return page;
}

/** Axe reads colours as drawn: a dialog still fading in would read as faint text. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** The open question's panel, named by where it sits ("Question 3 of 7"). */
function openQuestion(page: Page, n: number): Locator {
  return page.getByRole('region', { name: new RegExp(`^Question ${n} of \\d+`) });
}

/** Answers the open question by what it asks for: the first option, or 7 in every box. */
async function answer(page: Page, n: number): Promise<void> {
  const panel = openQuestion(page, n);
  await expect(panel).toBeVisible();
  await answerWhatIsAsked(panel);
  await expectAnswered(page, n);
}

/** The open question shows the answer `answer` gave it. */
async function expectAnswered(page: Page, n: number): Promise<void> {
  const panel = openQuestion(page, n);
  await expect(panel).toBeVisible();
  const radios = panel.getByRole('radio');
  const boxes = panel.getByRole('checkbox');
  if ((await radios.count()) > 0) await expect(radios.first()).toBeChecked();
  else if ((await boxes.count()) > 0) await expect(boxes.first()).toBeChecked();
  else for (const box of await panel.getByRole('textbox').all()) await expect(box).toHaveValue('7');
}

async function goToQuestion(page: Page, n: number): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^Question ${n}: `) }).click();
  await expect(openQuestion(page, n)).toBeVisible();
}

test('the student takes the open paper, through a reload and a dropped connection, and submits', async ({ people }) => {
  test.setTimeout(120_000);
  const page = await signedIn(people, 'student');
  await page.getByRole('link', { name: 'Tests', exact: true }).click();
  await expect(page).toHaveURL(/\/my-assignment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tests and assignments' })).toBeVisible();
  const card = page.getByTestId('paper-card').filter({ hasText: PAPER });
  await expect(card).toContainText('Not started');
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Start' }).click();
  await expect(page).toHaveURL(/\/paper-instructions\?paperId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: PAPER })).toBeVisible();
  await expect(page.getByText('Time: 30 minutes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start the test' }).click();

  await expect(page).toHaveURL(/\/test-engine\/\d+\/\d+\/\d+\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: PAPER })).toBeVisible();
  const position = (await page.locator('#engine-question-position').textContent()) ?? '';
  const total = Number(/^Question 1 of (\d+)/.exec(position)?.[1]);
  expect(total).toBeGreaterThanOrEqual(6);
  await expectNoSeriousA11yViolations(page);

  // Three answers, then a reload: every one is still there.
  for (const n of [1, 2, 3]) {
    await answer(page, n);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(openQuestion(page, 4)).toBeVisible();
  await page.reload();
  await expect(page.getByText('Welcome back: your answers so far are here.')).toBeVisible();
  for (const n of [1, 2, 3]) {
    await goToQuestion(page, n);
    await expectAnswered(page, n);
  }
  await expect(page.getByTestId('save-status')).toHaveText(/All answers saved/);

  // Offline: two more answers, kept on the device until the connection is back.
  await page.context().setOffline(true);
  await expect(page.getByText('You are offline. Your answers are kept on this device')).toBeVisible();
  for (const n of [4, 5]) {
    await goToQuestion(page, n);
    await answer(page, n);
  }
  await goToQuestion(page, 6);
  await expect(page.getByTestId('save-status')).toHaveText(/^\d+ answers? waiting to be sent$/);
  await expectNoSeriousA11yViolations(page);
  await page.context().setOffline(false);
  await expect(page.getByText('You are offline.')).toBeHidden();
  // The outbox resends on its own once the browser is back online.
  await expect(page.getByTestId('save-status')).toHaveText(/All answers saved/, { timeout: 30_000 });

  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await expect(dialog).toContainText(`You answered 5 of ${total} questions.`);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Submit now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Test submitted' })).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);

  // The window is open for days yet: the report says the result comes once the teacher publishes it.
  await page.getByRole('link', { name: 'See the report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Report: ${PAPER}` })).toBeVisible();
  await expect(page.getByText('The result appears once your teacher publishes it.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Tests', exact: true }).click();
  await page.getByRole('tab', { name: 'Submitted' }).click();
  await expect(page).toHaveURL(/\/my-assignment\?tab=submitted$/);
  const submitted = page.getByTestId('paper-card').filter({ hasText: PAPER });
  // Every question is objective and marked at once, but to the learner it is submitted until the
  // results are published.
  await expect(submitted.getByText('Submitted', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('tab', { name: 'To attempt' }).click();
  await expect(page.getByTestId('paper-card').filter({ hasText: 'Quadratic Equations — Unit Test' })).toBeVisible();
  await expect(page.getByTestId('paper-card').filter({ hasText: PAPER })).toHaveCount(0);
});

test('the teacher sees the submission among the assessment’s students', async ({ people }) => {
  const page = await signedIn(people, 'teacher');
  await page.goto('/faculty-assessment-dashboard/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Assessments' })).toBeVisible();
  const row = page.getByTestId('assignment-row').filter({ hasText: PAPER });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await row.getByRole('link', { name: PAPER, exact: true }).click();
  const students = page.getByRole('table', { name: `Students of ${PAPER}` });
  await expect(students).toBeVisible();
  const aarav = students.getByTestId('activity-row').filter({ hasText: school().people.student.name });
  // Every question is objective: marked as it was submitted.
  await expect(aarav.getByRole('cell').nth(1)).toHaveText('Marked');
  await expect(aarav.getByRole('cell').nth(2)).not.toHaveText('—');
  await expectNoSeriousA11yViolations(page);
});

test('the parent sees the child’s submitted test', async ({ people }) => {
  const page = await signedIn(people, 'parent');
  await page.getByRole('link', { name: 'Tests', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tests of ${school().people.student.name}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Submitted' }).click();
  const card = page.getByTestId('paper-card').filter({ hasText: PAPER });
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  // A parent only reads: no start or resume.
  await expect(card.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
