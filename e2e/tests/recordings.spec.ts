import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { schoolTimeSince } from './support/school-time.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// Recordings of live classes in the browser: the student of 10-A (of the journey's own school) opens the
// recording of yesterday's class (the demo world's generated MP4) from the class's card on the
// schedule, and from the recorded lectures by subject; it plays, and its PDF notes open.

/** The Monday (YYYY-MM-DD) of the school's week today: the schedule opens on that week. */
function schoolWeekStart(): string {
  const { date } = schoolTimeSince(0);
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

async function expectPlaying(page: Page): Promise<void> {
  const video = page.getByTestId('recording-video');
  await expect(video).toBeVisible();
  await page.getByTestId('video-play-toggle').click();
  // Looked at every tenth of a second: the default back-off (up to a second between looks) found the
  // play head past 1 s only at about 1.9 s.
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000, intervals: [100] })
    .toBeGreaterThan(1);
  await page.getByTestId('video-play-toggle').click();
}

test('the student opens yesterday’s recording from its class on the schedule: it plays, and its notes open', async ({
  page,
}) => {
  const { recordedClass } = journeySchool('recordings');
  const RECORDING = recordedClass.recording;
  await signInAs(page, personOf(journeySchool('recordings'), 'student'), { at: '/my-schedule' });
  await expect(page.getByRole('heading', { level: 1, name: 'My live classes' })).toBeVisible();
  // The class was the school's day before the seed: on a Monday, that is last week.
  if (recordedClass.day < schoolWeekStart()) await page.getByRole('button', { name: 'Previous week' }).click();
  const card = page.getByRole('article', { name: recordedClass.title });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recorded classes' }).getByRole('article', { name: RECORDING }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: `Watch the recording of ${RECORDING}` }).click();
  await expect(page).toHaveURL(/\/play-live-class\?video_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: RECORDING })).toBeVisible();
  await expectPlaying(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Open the class notes' }).click();
  await expect(page).toHaveURL(/\/lecture-note\?video_id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Class notes: ${RECORDING}` })).toBeVisible();
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
  await expect(page.getByTestId('pdf-page-indicator')).toHaveText('Page 1 of 2');
  await expectNoSeriousA11yViolations(page);
});

test('the student finds it among the recorded lectures by subject and watches it', async ({ page }) => {
  const school = journeySchool('recordings');
  const RECORDING = school.recordedClass.recording;
  await signInAs(page, personOf(school, 'student'));
  await page.getByRole('navigation').getByRole('link', { name: 'Recorded lectures' }).first().click();
  await expect(page).toHaveURL(/\/view-all-recorded-lecture$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recorded lectures' })).toBeVisible();
  const subjects = page.getByRole('group', { name: 'Subjects' });
  await subjects.getByRole('button', { name: /· 1 recording$/ }).click();
  const lecture = page.getByRole('article', { name: RECORDING });
  await expect(lecture).toBeVisible();
  await expect(page.getByRole('link', { name: /^Study / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await lecture.getByRole('link', { name: `Watch ${RECORDING}` }).click();
  await expectPlaying(page);
});
