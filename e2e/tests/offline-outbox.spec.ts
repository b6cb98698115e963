import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { browseToTopic, CHEMICAL_EQUATIONS } from './support/browse.js';
import { journeySchool, personOf } from './support/schools.js';
import { signInAs } from './support/session.js';

// The durable outbox: writes made with no connection wait on the device and reach the server once the
// link returns, each exactly once. Vihaan, a 10-A classmate in the journey's own school who has done
// none of "Acids, Bases and Salts — Homework 1", bookmarks a video of a topic and marks the homework's
// task done with the browser offline, is told the two changes wait, and goes online again.

const VIDEO_TITLE = 'Chemical Equations — Concept Video';
const TASK = /Test three things from your kitchen/;
const BOOKMARK_PATH = '/mis/v2/bookmarkContentUniversity';
const MARK_PATH = '/syllabus-v2/markLearnListItemComplete';

/** The person's own reads, through the API with their token. */
async function apiAs(page: Page, username: string, password: string) {
  const login = await page.request.post('/api/cognito-login-service/auth/login', { data: { username, password } });
  const { access_token } = ((await login.json()) as { data: { access_token: string } }).data;
  const headers = { Authorization: `Bearer ${access_token}` };
  return {
    async bookmarkedContent(): Promise<{ item_id: string; title: string }[]> {
      const res = await page.request.get('/api/learning/bookmarks?kind=content', { headers });
      return ((await res.json()) as { data: { items: { item_id: string; title: string }[] } }).data.items;
    },
    async homework(title: string) {
      const res = await page.request.post('/api/syllabus-v2/learnerLearnListHomework', { headers, data: {} });
      const entries = ((await res.json()) as { data: { homework: { title: string; completed_count: number }[] } }).data
        .homework;
      return entries.find((entry) => entry.title === title);
    },
  };
}

test('a learner bookmarks and completes a homework task offline; online again, each reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const school = journeySchool('offline-outbox');
  const vihaan = personOf(school, 'vihaan');
  const api = await apiAs(page, vihaan.username, vihaan.password!);
  const before = await api.homework(school.homework.title);
  expect(before?.completed_count).toBe(0);

  // Online: the topic's list, then the homework, as the learner reaches them.
  await signInAs(page, vihaan, { at: '/browse' });
  await browseToTopic(page, CHEMICAL_EQUATIONS);
  await expect(page.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Homework', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
  await page.getByTestId('homework-card').filter({ hasText: school.homework.title }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: school.homework.title })).toBeVisible();

  // The writes the server answered (tries while offline never reach it), sent alone or many to a
  // request through the outbox's batch call.
  const answered = { [BOOKMARK_PATH]: 0, [MARK_PATH]: 0 };
  const count = (path: string) => {
    if (path in answered) answered[path as keyof typeof answered] += 1;
  };
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname.replace(/^\/api/, '');
    if (response.request().method() !== 'POST' || !response.ok()) return;
    if (path !== '/sync/outbox') return count(path);
    const sent = response.request().postDataJSON() as { entries: { path: string }[] };
    sent.entries.forEach((entry) => count(entry.path));
  });

  // The link drops. The task is marked done, and the row says it will be sent.
  await context.setOffline(true);
  const task = page.getByTestId('homework-item').filter({ hasText: TASK });
  await task.getByRole('button', { name: /^Mark item \d+ as done$/ }).click();
  await expect(task).toContainText('Done: sent when you are online');
  const pending = page.getByTestId('pending-changes');
  await expect(pending).toHaveText('1 change will be sent when you are online');

  // Back to the topic (the app's own history: no page load), where the video is bookmarked.
  await page.goBack();
  await page.goBack();
  const video = page.getByTestId('content-item-link').filter({ hasText: VIDEO_TITLE });
  await expect(video).toBeVisible();
  const bookmark = page.getByTestId('content-item').filter({ has: video }).getByRole('button', { name: 'Bookmark' });
  const contentId = (await bookmark.getAttribute('data-testid'))!.replace('bookmark-content-', '');
  await bookmark.click();
  await expect(
    page.getByTestId('content-item').filter({ has: video }).getByRole('button', { name: 'Remove bookmark' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(pending).toHaveText('2 changes will be sent when you are online');
  await expectNoSeriousA11yViolations(page);

  // The link returns: both are sent, and nothing waits any more.
  await context.setOffline(false);
  await expect(page.getByTestId('pending-changes')).toBeEmpty();
  expect(answered).toEqual({ [BOOKMARK_PATH]: 1, [MARK_PATH]: 1 });

  // The server has each write once: one bookmark of the video, one more item of the homework done.
  const bookmarked = (await api.bookmarkedContent()).filter((item) => item.item_id === contentId);
  expect(bookmarked).toHaveLength(1);
  expect((await api.homework(school.homework.title))?.completed_count).toBe(1);
});
