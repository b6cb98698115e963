import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browseToTopic, CHEMICAL_EQUATIONS } from './support/browse.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// Doubts in the browser, in the journey's own school: the student of 10-A, on a 360 px phone, opens a
// Science chapter of the demo catalogue, asks a doubt about it with a photo from the camera; the
// teacher of 10-A's Science finds it in the queue, unanswered, and answers it; the student and their
// parent are told in the bell and read the answer.

test.describe.configure({ mode: 'serial' });

const PHONE = { width: 360, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
const CHAPTER = CHEMICAL_EQUATIONS.chapter;
const LESSON = 'Chemical Equations — Interactive Lesson';
const DOUBT = 'Why must both sides of a chemical equation have the same number of atoms?';
const ANSWER = 'Atoms are neither made nor destroyed in a reaction, so each kind is counted on both sides.';
// A 1 x 1 PNG, as a phone's camera would hand over a (much larger) photo.
const PHOTO = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5' +
    '8c3a1d0000000049454e44ae426082',
  'hex',
);

const school = (): JourneySchool => journeySchool('doubts');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent', viewport: typeof PHONE) {
  const page = await people.open({ viewport });
  await signInAs(page, personOf(school(), role));
  return page;
}

/** The bell's unread entry, once the server's job queue has delivered it. */
async function bellEntry(page: Page, name: RegExp) {
  const entry = page.getByRole('button', { name });
  await expect(async () => {
    await page.reload();
    await page.getByTestId('notification-bell').click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return entry;
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('the student asks a doubt about a chapter, with a photo, on a phone', async ({ people }) => {
  const page = await signedIn(people, 'student', PHONE);
  await page.goto('/browse');
  await page.getByTestId('board-link').filter({ hasText: 'CBSE' }).click();
  await page.getByTestId('class-link').filter({ hasText: 'Class 10' }).click();
  await page
    .getByTestId('subject-tile')
    .filter({ hasText: /^Science/ })
    .click();
  await page.getByTestId('chapter-link').filter({ hasText: CHAPTER }).click();
  await page.getByRole('link', { name: `Ask a doubt about ${CHAPTER}` }).click();

  await expect(page).toHaveURL(/\/ask-a-doubt\?about=chapter/);
  await expect(page.getByRole('heading', { level: 2, name: `Your doubt about ${CHAPTER}` })).toBeVisible();
  await page.getByRole('textbox', { name: 'Your doubt' }).fill(DOUBT);
  await page
    .getByTestId('doubt-photo-input')
    .setInputFiles({ name: 'working.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/doubts-ask-360.png', fullPage: true });

  await page.getByRole('button', { name: 'Send my doubt' }).click();
  await expect(page.getByText('Your doubt is sent to your teacher.')).toBeVisible();
  const card = page.getByTestId('doubt-card').filter({ hasText: DOUBT });
  await expect(card).toContainText('Waiting for an answer');
  await expect(card.getByRole('img', { name: 'Photo 1 of the doubt' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A lesson offers the same: the player has "Ask a doubt" beside its bookmark.
  await page.goto('/browse');
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await page.getByTestId('content-item-link').filter({ hasText: LESSON }).click();
  await expect(page.getByRole('link', { name: `Ask a doubt about ${LESSON}` })).toBeVisible();
  await noSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/doubts-player-360.png' });
});

test('the teacher finds it unanswered in the queue and answers it', async ({ people }) => {
  const page = await signedIn(people, 'teacher', DESKTOP);
  const told = await bellEntry(page, new RegExp(`^Unread: A new doubt: ${CHAPTER}`));
  await told.click();
  await expect(page).toHaveURL(/\/ask-a-doubt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Doubts to answer' })).toBeVisible();
  const card = page.getByTestId('doubt-card').filter({ hasText: DOUBT });
  await expect(card).toContainText('Waiting for an answer');
  await expect(card).toContainText(`Asked by ${school().people.student.name}`);
  await expect(page.getByRole('status').filter({ hasText: /waiting/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('button', { name: 'Answer' }).click();
  await card.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER);
  await card.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('Your answer is sent. The learner and their parents are told.')).toBeVisible();
  await expect(card).toContainText('Answered');
  await expect(card.getByTestId('doubt-answer')).toHaveText(ANSWER);
  await page.screenshot({ path: '/tmp/doubts-queue-desktop.png', fullPage: true });
  await expectNoSeriousA11yViolations(page);
});

test('the student and the parent are told, and read the answer', async ({ people }) => {
  const student = await signedIn(people, 'student', PHONE);
  const told = await bellEntry(student, /^Unread: Your doubt is answered/);
  await told.click();
  await expect(student).toHaveURL(/\/ask-a-doubt$/);
  const mine = student.getByTestId('doubt-card').filter({ hasText: DOUBT });
  await expect(mine.getByTestId('doubt-answer')).toHaveText(ANSWER);
  await noSidewaysScroll(student);
  await student.screenshot({ path: '/tmp/doubts-answered-360.png', fullPage: true });
  await expectNoSeriousA11yViolations(student);

  const parent = await signedIn(people, 'parent', PHONE);
  const firstName = school().people.student.name.split(' ')[0]!;
  const parentTold = await bellEntry(parent, new RegExp(`^Unread: ${firstName}’s doubt is answered`));
  await parentTold.click();
  await expect(
    parent.getByRole('heading', { level: 1, name: `${school().people.student.name}’s doubts` }),
  ).toBeVisible();
  await expect(parent.getByTestId('doubt-card').filter({ hasText: DOUBT }).getByTestId('doubt-answer')).toHaveText(
    ANSWER,
  );
  await expectNoSeriousA11yViolations(parent);
});
