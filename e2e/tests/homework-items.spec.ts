import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Homework beyond content: every kind of homework item opens and counts. The teacher's 10-A homework in
// the journey's own school ("Acids, Bases and Salts — Homework 1", as the demo seed's) holds the
// platform's practice paper and yesterday's recorded class beside its content and task. The student
// opens the paper from the homework (the instructions, then the test engine: their own attempt, which
// completes the item) and the recorded lecture (played through the gate from the homework, which
// completes it too).

const PAPER = 'Class 10 Science — Acids, Bases and Salts Practice Paper';

async function openHomework(page: Page, list: string) {
  await page.goto('/learnlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  await page.getByTestId('homework-card').filter({ hasText: list }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: list })).toBeVisible();
}

const itemOf = (page: Page, title: string) => page.getByTestId('homework-item').filter({ hasText: title });

test('the student takes the paper of their homework and watches its recorded lecture; each is then done', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const school = journeySchool('homework-items');
  const { homework } = school;
  const RECORDING = homework.recording;
  await signInAs(page, personOf(school, 'student'));
  await openHomework(page, homework.title);
  await expect(page.getByTestId('homework-item')).toHaveCount(7);
  await expectNoSeriousA11yViolations(page);

  const paper = itemOf(page, PAPER);
  await expect(paper).toContainText('Test paper');
  await paper.getByRole('link', { name: /^Open item \d+$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/paper-instructions\\?paperId=${homework.paperId}&homework=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Before you start' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Start the test' }).click();
  await expect(page).toHaveURL(new RegExp(`/test-engine/${homework.paperId}/0/0/1\\?homework=\\d+$`));
  await expect(page.getByRole('heading', { level: 1, name: PAPER })).toBeVisible();

  await openHomework(page, homework.title);
  await expect(itemOf(page, PAPER)).toContainText('Done');

  const lecture = itemOf(page, RECORDING);
  await expect(lecture).toContainText('Recorded lecture');
  await lecture.getByRole('link', { name: /^Open item \d+$/ }).click();
  await expect(page).toHaveURL(/\/play-live-class\?video_id=\d+&assign_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: RECORDING })).toBeVisible();
  await expect(page.getByTestId('recording-video')).toBeVisible();

  await openHomework(page, homework.title);
  await expect(itemOf(page, RECORDING)).toContainText('Done');
  await expectNoSeriousA11yViolations(page);
});
