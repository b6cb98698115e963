import { expect, test } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { account } from './support/accounts.js';
import { signInAs } from './support/session.js';

// Slow links: a screen's first reads start while the app's code downloads
// (public/early-reads.js), and the app takes those answers rather than asking again. The demo
// student only reads here. The figures on a 750 kbit/s link are the bench's (npm run bench:slow-link).

const ME = '/api/cognito-login-service/auth/me';
const RECENT = '/api/mis/recentContent.2.0';

/** Counts the page's requests by path (the query left out), from now on. */
function countRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    counts.set(url.pathname, (counts.get(url.pathname) ?? 0) + 1);
  });
  return counts;
}

test('the student dashboard asks for its first reads once, before its code has arrived, and shows them', async ({
  page,
}) => {
  await signInAs(page, account('student@demo.school'), { at: '/favicon.svg' });
  const counts = countRequests(page);
  await page.goto('/student-dashboard');
  await expect(
    page.getByTestId('continue-learning-card').or(page.getByTestId('continue-learning-empty')).first(),
  ).toBeVisible();
  await expect(page.getByTestId('dashboard-person-name')).toBeVisible();
  // The head script started both reads, and the app took them: each went out once.
  const started = await page.evaluate(() =>
    Object.keys((window as { __escEarlyReads?: object }).__escEarlyReads ?? {}),
  );
  expect(started).toEqual([ME, RECENT]);
  expect(counts.get(ME)).toBe(1);
  expect(counts.get(RECENT)).toBe(1);
});

test('a chapter’s study page takes its early reads and shows its content items', async ({ page }) => {
  await signInAs(page, account('student@demo.school'), { at: '/favicon.svg' });
  const counts = countRequests(page);
  const science = await page.request.get('/api/syllabus-v2/childList?boardId=101&syllabusId=1010', {
    headers: {
      authorization: `Bearer ${await page.evaluate(() => JSON.parse(localStorage.getItem('esc.session')!).access_token as string)}`,
    },
  });
  const list = ((await science.json()) as { data: { child_list: { syllabus_id: number; name: string }[] } }).data;
  const id = list.child_list.find((s) => s.name === 'Science')!.syllabus_id;
  await page.goto(`/study-syllabus/${id}`);
  await expect(page.getByTestId('content-item').first()).toBeVisible();
  expect(counts.get('/api/syllabus-v2/syllabusParentDetail')).toBe(1);
  expect(counts.get('/api/syllabus-v2/groupListBySyllabusId/v2.1.1')).toBe(1);
});
