import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type People } from './support/journey-test.js';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { waitingWrites } from './support/outbox.js';
import { signInAs } from './support/session.js';

// A teacher with no connection (docs/offline-conflicts.md): she takes 10-A's register on a
// 360 px phone with the browser offline; the screen says the save waits on the device; back online it
// arrives, once. Meanwhile the admin, online, marked one of the same learners later: that mark stands,
// and the register tells the teacher in words whose mark was kept.

const PHONE = { width: 360, height: 740 };
const MARK = '/api/live-class/offlineAttendance/v2/markAttendance';
const READ = '/api/live-class/offlineAttendance/markAttendanceDetails';

const school = (): JourneySchool => journeySchool('offline-teacher');

async function tokenOf(request: APIRequestContext, role: 'teacher' | 'admin'): Promise<string> {
  const who = personOf(school(), role);
  const answer = await request.post('/api/cognito-login-service/auth/login', {
    data: { username: who.username, password: who.password },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { access_token: string } }).data.access_token;
}

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  return (await answer.json()) as { data: Record<string, unknown> & { learners: { uuid: string; mark: string }[] } };
}

/** The app's outbox as stored on the device (apps/web/src/lib/outbox.ts). */

async function teacherOnRegister(people: People): Promise<Page> {
  const page = await people.open({ viewport: PHONE });
  await signInAs(page, personOf(school(), 'teacher'), { at: '/attendance' });
  await expect(page.getByRole('heading', { level: 2, name: /^Register of 10-A, / })).toBeVisible();
  return page;
}

test('a register marked offline waits on the device and arrives once; a later online mark wins and she is told', async ({
  people,
}) => {
  const { student, kavya, admin } = school().people;
  const page = await teacherOnRegister(people);

  await page.context().setOffline(true);
  const aarav = page.getByRole('listitem', { name: student.name });
  const kavyaRow = page.getByRole('listitem', { name: kavya.name });
  await aarav.getByText('Absent', { exact: true }).click();
  await kavyaRow.getByText('Late', { exact: true }).click();
  await page.getByRole('button', { name: 'Save register' }).click();
  await expect(page.getByText('Saved on this device; it will be sent when the connection is back.')).toBeVisible();
  // The marks stay shown as given, and the note fits the phone: nothing scrolls sideways.
  await expect(aarav.getByRole('radio', { name: 'Absent' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/teach-register-offline-360.png', fullPage: true });
  // Stored on the device (the outbox's IndexedDB) before anything is sent.
  await expect.poll(async () => (await waitingWrites(page)).length).toBe(1);
  const [waiting] = await waitingWrites(page);
  expect(waiting?.path).toBe('/live-class/offlineAttendance/v2/markAttendance');

  // Meanwhile the admin, online, marks Aarav present: later than the teacher's mark was made.
  const adminToken = await tokenOf(page.request, 'admin');
  const section = { section_id: school().sections.tenA.id };
  const online = await post(page.request, adminToken, MARK, {
    ...section,
    date: (waiting!.body as { date: string }).date,
    client_mark_id: `admin-${Date.now()}`,
    marks: [{ uuid: student.uuid, mark: 'present' }],
  });
  expect(online.data.replaced).toEqual([]);

  // Back online: the outbox sends the save; the register says Aarav's mark was not kept, and whose is.
  await page.context().setOffline(false);
  await expect(page.getByText('Register saved.')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByText(
      new RegExp(`^${student.name}: your mark \\(Absent\\) was not kept\\. ${admin.name} marked Present later, at `),
    ),
  ).toBeVisible();
  await expect.poll(() => waitingWrites(page)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/teach-register-replaced-360.png', fullPage: true });

  // Through the API: Kavya's late mark arrived, Aarav stays present, and the same save sent again
  // counts once (the server answers it as a replay and the counts do not move).
  const register = await post(page.request, adminToken, READ, section);
  const markOf = (uuid: string) => register.data.learners.find((l) => l.uuid === uuid)?.mark;
  expect(markOf(kavya.uuid)).toBe('late');
  expect(markOf(student.uuid)).toBe('present');
  const teacherToken = await tokenOf(page.request, 'teacher');
  const again = await post(page.request, teacherToken, MARK, waiting!.body);
  expect(again.data.replayed).toBe(true);
  expect(again.data.counts).toEqual(register.data.counts);
});

test('a notice written offline on a phone waits with the device and is published once when back online', async ({
  people,
}) => {
  const page = await people.open({ viewport: PHONE });
  await signInAs(page, personOf(school(), 'teacher'), { at: '/notices?tab=compose' });
  const text = `Sports day moves to Friday (${Date.now()})`;
  await page.getByRole('textbox', { name: /^Notice/ }).fill(text);

  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Publish notice' }).click();
  await expect(
    page.getByText('Saved on this device; it will be sent, with its publish time, when you are online.'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/teach-notice-offline-360.png', fullPage: true });

  await page.context().setOffline(false);
  // Sent, it shows among the teacher's sent notices; the server has it once.
  await expect(page.getByRole('heading', { name: text })).toBeVisible({ timeout: 30_000 });
  const token = await tokenOf(page.request, 'teacher');
  const sent = await page.request.post('/api/live-class/teacher/notices/searchNoticesUniversity', {
    data: { list_type: 'sent' },
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await sent.json()) as { data: { notices: { notice_text: string; published: boolean }[] } };
  expect(data.notices.filter((n) => n.notice_text === text)).toEqual([
    expect.objectContaining({ notice_text: text, published: true }),
  ]);
});
