import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { answerWhatIsAsked } from './support/answer.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browseToTopic, CHEMICAL_EQUATIONS } from './support/browse.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// The demo catalogue: CBSE > Class 10 > Science > Chemical Reactions and Equations > Chemical Equations,
// whose concept video is 10 s long, and its next topic, Balancing Chemical Equations. The learner is the
// student of the journey's own school: what they watch and bookmark is theirs alone.
const VIDEO_TITLE = 'Chemical Equations — Concept Video';
const LESSON_TITLE = 'Chemical Equations — Interactive Lesson';
const BALANCING = { ...CHEMICAL_EQUATIONS, topic: 'Balancing Chemical Equations' } as const;
const PDF_TITLE = 'Balancing Chemical Equations — Notes (PDF)';
const FLASH_TITLE = 'Balancing Chemical Equations — Flash Animation';

const student = () => personOf(journeySchool('learning'), 'student');

/** Opens an item of a topic as a person would: from the topic's list, in the player. */
async function openFromTopic(page: Page, where: typeof CHEMICAL_EQUATIONS | typeof BALANCING, title: string) {
  await page.goto('/browse');
  await browseToTopic(page, where);
  await page.getByTestId('content-item-link').filter({ hasText: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Plays the video until its play head has passed `seconds` (however slowly the machine runs), then pauses. */
async function playPast(page: Page, seconds: number): Promise<void> {
  await page.getByTestId('video-play-toggle').click();
  await page.getByTestId('content-video').evaluate(
    (video: HTMLVideoElement, past) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (video.currentTime < past) return;
          video.removeEventListener('timeupdate', check);
          resolve();
        };
        video.addEventListener('timeupdate', check);
        check();
      }),
    seconds,
  );
  await page.getByTestId('video-play-toggle').click();
}

test('a student browses to a video, watches it to completion, resumes it and bookmarks it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, student(), { at: '/browse' });
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);

  await page.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE }).click();
  await expect(page.getByRole('heading', { level: 1, name: VIDEO_TITLE })).toBeVisible();
  const video = page.getByTestId('content-video');
  await expect(video).toBeVisible();

  // Watch part of it, pause (which records progress), reload: it resumes where it stopped.
  const saved = page.waitForResponse((r) => r.url().includes('/addLearningProgress') && r.ok());
  await playPast(page, 5);
  await saved;
  await page.reload();
  await expect(page.getByTestId('video-resume-note')).toContainText(/Resumed at 0:0[4-9]/);
  await expect(page.getByTestId('content-completed')).toHaveCount(0);

  // Watch to the end: the server marks it complete.
  await page.getByTestId('video-play-toggle').click();
  await expect(page.getByTestId('content-completed')).toBeVisible({ timeout: 40_000 });
  await page.reload();
  await expect(page.getByTestId('content-completed')).toBeVisible();

  await page.getByRole('button', { name: 'Bookmark', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Remove bookmark', exact: true }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/my-bookmarks');
  await expect(page.getByRole('tab', { name: 'Content' })).toBeVisible();
  await expect(page.getByTestId('bookmark-item').filter({ hasText: VIDEO_TITLE })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The dashboard's continue learning shows what was watched.
  await page.goto('/student-dashboard');
  await expect(page.getByTestId('continue-learning-card').filter({ hasText: VIDEO_TITLE })).toBeVisible();
});

test('a PDF opens and pages through', async ({ page }) => {
  await signInAs(page, student());
  await openFromTopic(page, BALANCING, PDF_TITLE);
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText(/Page 1 of \d+/);
  await page.getByTestId('pdf-next').click();
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText(/Page 2 of \d+/);
  await expectNoSeriousA11yViolations(page);
});

test('an interactive lesson steps through its slides and activities', async ({ page }) => {
  await signInAs(page, student());
  await openFromTopic(page, CHEMICAL_EQUATIONS, LESSON_TITLE);
  await expect(page.getByTestId('lesson-step-indicator')).toHaveText(/Step 1 of \d+/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByTestId('lesson-step-indicator')).toHaveText(/Step 2 of \d+/);
  await expectNoSeriousA11yViolations(page);

  // The question step is a real question of the chapter, answered and checked here.
  await expect(page.getByRole('heading', { name: 'A question on Chemical Reactions and Equations' })).toBeVisible();
  await answerWhatIsAsked(page.getByRole('main'));
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^(Correct|Not correct|Partly correct)\.$/ })).toBeVisible();
  await expect(page.getByText('Correct answer', { exact: true })).toBeVisible();

  // Its last step opens the chapter's practice paper in the test engine.
  const indicator = page.getByTestId('lesson-step-indicator');
  const [, at, steps] = (/Step (\d+) of (\d+)/.exec((await indicator.textContent()) ?? '') ?? []).map(Number);
  for (let step = at! + 1; step <= steps!; step++) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(indicator).toHaveText(`Step ${step} of ${steps}`);
  }
  const open = page.getByRole('button', { name: 'Open the test' });
  await open.click();
  await expect(page).toHaveURL(/\/test-engine\/\d+\//);
  await expect(page.getByRole('heading', { level: 1, name: /Chemical Reactions and Equations/ })).toBeVisible();
});

test('Flash content shows the end-of-support message instead of playing', async ({ page }) => {
  await signInAs(page, student());
  await openFromTopic(page, BALANCING, FLASH_TITLE);
  await expect(page.getByTestId('player-alert')).toContainText(/Flash Player/);
});

test('a guest browses boards and lists, and is asked to sign in to open content', async ({ page, people }) => {
  await page.goto('/login');
  await page.getByTestId('guest-entry').click();
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await expect(page.getByTestId('sign-in-card')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A learner shares the link of the topic's video (a guest's topic lists no content to open).
  const learner = await people.open();
  await signInAs(learner, student(), { at: '/browse' });
  await browseToTopic(learner, CHEMICAL_EQUATIONS);
  const shared = await learner.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE }).getAttribute('href');
  await learner.context().close();
  expect(shared).toMatch(/^\/content-player\/\d+/);

  await page.goto(shared!);
  const card = page.getByTestId('sign-in-card');
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('teachers browse the same catalogue, without the entrance-test boards', async ({ page, people }) => {
  await signInAs(page, personOf(journeySchool('learning'), 'teacher'), { at: '/browse' });
  await expect(page.getByTestId('board-link').filter({ hasText: 'CBSE' })).toBeVisible();
  await expect(page.getByTestId('board-link').filter({ hasText: 'JEE' })).toHaveCount(0);

  // A learner (here a guest in India) does see them.
  const guest = await people.open();
  await guest.goto('/login');
  await guest.getByTestId('guest-entry').click();
  await expect(guest).toHaveURL(/\/browse$/);
  await expect(guest.getByTestId('board-link').filter({ hasText: 'JEE' })).toBeVisible();
  await guest.context().close();
});
