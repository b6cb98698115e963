import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expect, test } from './support/journey-test.js';
import { account, DEMO_PASSWORD } from './support/accounts.js';
import { readSession, signInAs } from './support/session.js';

// SCORM 1.2 and SCORM 2004 lessons on the demo world: Sunrise's teacher adds the fixture packages
// (written from the specifications, apps/server/src/modules/content-packages/test-fixtures) to the
// school's own rack "Olympiad Science", which no other journey reads; Aarav opens each, the SCO says
// completed, the player shows it, the completion counts once, and reopening resumes where he left.
// Then the same with the H5P fixture, played by the H5P player the server serves.

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../apps/server/src/modules/content-packages/test-fixtures/${name}`, import.meta.url));
const OLYMPIAD_SCIENCE = '45002';

function zipOf(root: string): Buffer {
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full);
    }
  };
  walk(root);
  return Buffer.from(zipSync(files));
}

async function addLesson(page: Page, title: string, fixtureName: string, fileName: string): Promise<number> {
  const login = await page.request.post('/api/cognito-login-service/auth/login', {
    data: { username: 'teacher@demo.school', password: DEMO_PASSWORD },
  });
  const teacher = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const upload = await page.request.post('/api/content/packages', {
    headers: { authorization: `Bearer ${teacher}` },
    multipart: {
      syllabus_id: OLYMPIAD_SCIENCE,
      title,
      file: { name: fileName, mimeType: 'application/zip', buffer: zipOf(fixture(fixtureName)) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  return ((await upload.json()) as { data: { content_id: number } }).data.content_id;
}

/**
 * Plays the lesson's SCO to its end and back: completion counted once, the resume point given back.
 * `finishReports`: the runtime reports the SCO's Finish makes (the 1.2 fixture commits once; the 2004
 * one commits, then terminates).
 */
async function finishAndResume(page: Page, content_id: number, finishReports: number): Promise<void> {
  await page.goto(`/content-player/${content_id}`);
  const lesson = page.frameLocator('[data-testid="package-frame"]');
  // The SCO found its API (the runtime the server put in its page) and starts fresh.
  await expect(lesson.locator('#resume')).toHaveText('Starting fresh');

  const reports: { newly_completed: boolean }[] = [];
  page.on('response', async (r) => {
    if (r.url().includes(`/packages/${content_id}/runtime`) && r.ok()) {
      reports.push(((await r.json()) as { data: { newly_completed: boolean } }).data);
    }
  });
  await lesson.getByRole('button', { name: 'Finish' }).click();
  await expect(lesson.locator('#resume')).toHaveText('Finished');
  await expect(page.getByTestId('package-done')).toHaveText('You have finished this lesson.');
  // The 2004 SCO reports twice (Commit, then Terminate); the completion is new in one report only.
  await expect.poll(() => reports.filter((r) => r.newly_completed).length).toBe(1);
  // Every report read before the page reloads: a body still on its way then can no longer be read.
  await expect.poll(() => reports.length).toBe(finishReports);

  // Reopened: the lesson resumes at the location and suspend data it saved, and stays finished.
  await page.reload();
  await expect(lesson.locator('#resume')).toHaveText('Resumed at page-2 with answers=42');
  await expect(page.getByTestId('package-done')).toBeVisible();
  expect(reports.filter((r) => r.newly_completed)).toHaveLength(1);
}

test('a learner finishes a SCORM 1.2 and a SCORM 2004 lesson in the player and resumes each where they left', async ({
  page,
}) => {
  const scorm12 = await addLesson(page, 'Forces — SCORM lesson', 'scorm12', 'forces.zip');
  const scorm2004 = await addLesson(page, 'Friction — SCORM 2004 lesson', 'scorm2004', 'friction.zip');

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, account('student@demo.school'), { at: `/content-player/${scorm12}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Forces — SCORM lesson' })).toBeVisible();
  await finishAndResume(page, scorm12, 1);
  await finishAndResume(page, scorm2004, 2);

  // The learner's progress holds each lesson once, complete, with one completion's second each.
  const { value: session } = await readSession(page);
  const resume = await page.request.get(`/api/mis/getContentResumeTime?contentIds=${scorm12},${scorm2004}`, {
    headers: { authorization: `Bearer ${session.access_token}` },
  });
  const { contents } = ((await resume.json()) as { data: { contents: Record<string, number>[] } }).data;
  const byId = contents.sort((a, b) => a['content_id']! - b['content_id']!);
  expect(byId.map((c) => [c['content_id'], c['is_content_completely_consumed'], c['total_consumption_time']])).toEqual([
    [scorm12, 1, 1],
    [scorm2004, 1, 1],
  ]);
});

test('a learner presses the button of an H5P lesson, the lesson is finished, and reopening resumes it', async ({
  page,
}) => {
  const content_id = await addLesson(page, 'Magnets — H5P activity', 'h5p', 'magnets.h5p');

  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, account('student@demo.school'), { at: `/content-player/${content_id}` });
  // The H5P player draws the content in the sandboxed lesson frame.
  const content = page.frameLocator('[data-testid="package-frame"]');
  const reported = page.waitForResponse((r) => r.url().includes(`/packages/${content_id}/runtime`) && r.ok());
  await content.getByRole('button', { name: 'I have finished' }).click();
  const answer = (await (await reported).json()) as {
    data: { newly_completed: boolean; state: { suspend_data: string; score: number | null } };
  };
  expect(answer.data.newly_completed).toBe(true);
  expect(answer.data.state.score).toBe(100);
  expect(JSON.parse(answer.data.state.suspend_data)).toEqual({ pressed: true });
  await expect(page.getByTestId('package-done')).toHaveText('You have finished this lesson.');

  // Reopened: the content gets its saved state back.
  await page.reload();
  await expect(content.getByText('Pressed before')).toBeVisible();
});
