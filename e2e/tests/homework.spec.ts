import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// The homework loop, in the journey's own school: the teacher builds a list on the teaching
// screen and assigns it to 10-A; the student sees the notification, opens the list and completes items (study notes as they
// open; a video by the progress rule, through the player that names the homework); the teacher's
// report shows it; the parent sees the child's homework. The demo catalogue: CBSE > Class 10 >
// Science > Chemical Reactions and Equations, whose "Chemical Equations" concept video is 10 s long.

test.describe.configure({ mode: 'serial' });

const LIST_NAME = 'Chemical equations — e2e';
const VIDEO = 'Chemical Equations — Concept Video';
const NOTES = 'Balancing Chemical Equations — Study Notes';
let reportPath = '';

const school = (): JourneySchool => journeySchool('homework');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent'): Promise<Page> {
  const page = await people.open();
  await signInAs(page, personOf(school(), role));
  return page;
}

/** Axe reads colours as drawn: a dialog still fading in would read as faint text. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

async function addFromTopic(page: Page, topic: string, title: string): Promise<void> {
  const topicButton = page.getByRole('button', { name: topic, exact: true });
  if ((await topicButton.getAttribute('aria-expanded')) !== 'true') await topicButton.click();
  await page.getByRole('button', { name: `Add ${title} to the list` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from the list` })).toBeVisible();
}

test('the teacher builds a list on the teaching screen and assigns it to 10-A', async ({ people }) => {
  const page = await signedIn(people, 'teacher');
  await page.getByRole('link', { name: 'Teach Science', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Teach Science' })).toBeVisible();
  await page.getByLabel('Name of the new list').fill(LIST_NAME);
  await page.getByRole('button', { name: /^Chemical Reactions and Equations/ }).click();
  await addFromTopic(page, 'Chemical Equations', VIDEO);
  await expect(page.getByTestId('teach-item-count')).toHaveText('1 item of 50');
  await addFromTopic(page, 'Balancing Chemical Equations', NOTES);
  await expect(page.getByTestId('teach-item-count')).toHaveText('2 items of 50');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: `Open “${LIST_NAME}” to publish and assign` }).click();
  await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
  await expect(page.getByTestId('learnlist-item')).toHaveCount(2);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: 'Assign as homework' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign as homework' });
  await dialog.getByRole('checkbox', { name: /^10-A/ }).check();
  await expect(dialog.getByTestId('homework-window')).toContainText('11:59 pm on the due day');
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Assign' }).click();
  const notice = page.getByTestId('assigned-notice');
  await expect(notice).toContainText('Assigned to 10-A');
  reportPath = (await notice.getByRole('link', { name: 'See who did what' }).getAttribute('href')) ?? '';
  expect(reportPath).toMatch(/^\/learnlist-report\/\d+\?assignId=\d+$/);
  await expectNoSeriousA11yViolations(page);
});

test('the student sees the notification, opens the list and completes items', async ({ people }) => {
  test.setTimeout(120_000);
  const page = await signedIn(people, 'student');
  const bell = page.getByTestId('notification-bell');
  const entry = page.getByRole('button', { name: /^Unread: New homework/ }).filter({ hasText: LIST_NAME });
  // Delivered by the server's job queue: it may take a moment.
  await expect(async () => {
    await page.reload();
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 2_000 });
    await bell.click();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await entry.click();
  await expect(page).toHaveURL(/\/learn-list-homework-details\/\d+\/\d+\/1\//);
  await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
  const items = page.getByTestId('homework-item');
  await expect(items).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);

  // Study notes are done as they open (spec 002 §4.2), then read in the player.
  await items.nth(1).getByRole('button', { name: 'Open item 2' }).click();
  await expect(page).toHaveURL(/\/content-player\/\d+\?assignId=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: NOTES })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the homework' }).click();
  await expect(page.getByTestId('homework-item').nth(1)).toContainText('Done');

  // The video counts by the progress rule: the player's posts name the homework.
  await page.getByTestId('homework-item').nth(0).getByRole('link', { name: 'Open item 1' }).click();
  await expect(page.getByRole('heading', { level: 1, name: VIDEO })).toBeVisible();
  await page.getByTestId('video-play-toggle').click();
  await expect(page.getByTestId('content-completed')).toBeVisible({ timeout: 45_000 });
  await page.getByRole('link', { name: 'Back to the homework' }).click();
  await expect(page.getByTestId('homework-item').nth(0)).toContainText('Done', { timeout: 10_000 });
  await expect(page.getByText('2 of 2 done')).toBeVisible();

  await page.goto('/learnlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  await expect(page.getByTestId('homework-card').filter({ hasText: LIST_NAME })).toContainText('Done');
  await expectNoSeriousA11yViolations(page);
});

test('the teacher’s report shows what the student did', async ({ people }) => {
  const page = await signedIn(people, 'teacher');
  await page.goto(reportPath);
  const table = page.getByRole('region', { name: 'Students of 10-A by item' });
  await expect(table).toBeVisible();
  const aarav = page.getByTestId('report-row').filter({ hasText: school().people.student.name });
  await expect(aarav).toContainText('2 of 2 (100%)');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /^Done/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('report-row').first()).toContainText('2 of 2');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download spreadsheet' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await expectNoSeriousA11yViolations(page);

  // On a phone the table scrolls sideways inside its box; the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the parent sees the child’s homework', async ({ people }) => {
  const page = await signedIn(people, 'parent');
  const card = page.getByTestId('homework-summary');
  const child = school().people.student.name;
  await expect(card.getByRole('heading', { name: `Homework of ${child}` })).toBeVisible();
  await page.getByRole('link', { name: `All homework of ${child}` }).click();
  await expect(page.getByTestId('homework-card').filter({ hasText: LIST_NAME })).toContainText('Done');
  await expectNoSeriousA11yViolations(page);
});
