import { expect, test, type People } from './support/journey-test.js';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.js';
import { schoolTimeSince } from './support/school-time.js';
import { journeySchool, personOf, type JourneySchool } from './support/schools.js';
import { signInAs } from './support/session.js';

// A school day lived in the browser by the teacher, student and parent of 10-A (of the
// journey's own school): the teacher schedules a class that is on now, the student finds it on the
// schedule and joins (the link provider's room opens in a new tab); a notice to 10-A is read by the
// student and the teacher sees the read receipt.

test.describe.configure({ mode: 'serial' });

const CLASS_TITLE = 'Probability — live practice';
const ROOM = 'https://meet.jit.si/sunrise-e2e-probability';
const NOTICE = 'Bring your geometry box tomorrow: we draw constructions in class.';

const school = (): JourneySchool => journeySchool('school-day');

async function signedIn(people: People, role: 'student' | 'teacher' | 'parent'): Promise<Page> {
  const page = await people.open();
  // The meeting room is outside: its tab gets a stand-in page, so the journey needs no network.
  await page
    .context()
    .route('https://meet.jit.si/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Meeting room</title><h1>Meeting room</h1>' }),
    );
  await signInAs(page, personOf(school(), role));
  return page;
}

test('the teacher schedules a class for 10-A that is on now', async ({ people }) => {
  const page = await signedIn(people, 'teacher');
  await page.goto('/live-class');
  await expect(page.getByRole('heading', { level: 1, name: 'Live classes' })).toBeVisible();
  await page.getByRole('button', { name: 'Schedule a class' }).click();
  const { date, time } = schoolTimeSince(2);
  await page.getByRole('checkbox', { name: '10-A' }).check();
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill(CLASS_TITLE);
  await page.getByLabel(/^Date/).fill(date);
  await page.getByLabel(/^Start time/).fill(time);
  await page.getByRole('textbox', { name: /Meeting link/ }).fill(ROOM);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Schedule class' }).click();
  // A class that has started is also among the past classes, where its recording is added.
  const upcoming = page.getByRole('list', { name: 'My upcoming classes' });
  await expect(upcoming.getByRole('listitem', { name: CLASS_TITLE })).toBeVisible();
});

test('the student sees it on now in the schedule and joins: the room opens in a new tab', async ({ people }) => {
  const page = await signedIn(people, 'student');
  await page.goto('/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My live classes' })).toBeVisible();
  const card = page.getByRole('article', { name: CLASS_TITLE });
  await expect(card.getByText('On now')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const [room] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: `Join ${CLASS_TITLE}` }).click(),
  ]);
  await expect(room).toHaveURL(ROOM);
  await expect(room.getByRole('heading', { name: 'Meeting room' })).toBeVisible();
  // The join flow's loading state is cleared once the room is open.
  await expect(card.getByRole('button', { name: `Join ${CLASS_TITLE}` })).toBeEnabled();
});

test('a notice to 10-A is read by the student and the teacher sees the receipt', async ({ people }) => {
  const teacher = await signedIn(people, 'teacher');
  await teacher.goto('/notices');
  await teacher.getByRole('tab', { name: 'Write a notice' }).click();
  await teacher.getByRole('textbox', { name: 'Notice' }).fill(NOTICE);
  await teacher.getByRole('radio', { name: 'Sections' }).check();
  await teacher.getByRole('checkbox', { name: '10-A' }).check();
  await teacher.getByRole('button', { name: 'Publish notice' }).click();
  // Published, the writer is shown their sent notices with it among them, read by nobody yet.
  const sent = teacher.getByRole('article').filter({ hasText: NOTICE });
  await expect(sent.getByText(/^Read by 0 of \d+$/)).toBeVisible();

  const student = await signedIn(people, 'student');
  await student.goto('/notices');
  const heading = student.getByRole('button', { name: new RegExp(NOTICE.slice(0, 30)) });
  await heading.click();
  await expect(heading).toHaveAttribute('aria-expanded', 'true');
  const body = student.locator(`[id="${await heading.getAttribute('aria-controls')}"]`);
  await expect(body).toContainText(NOTICE);
  await expectNoSeriousA11yViolations(student);

  await teacher.reload();
  await expect(sent.getByText(/^Read by 1 of \d+$/)).toBeVisible();
  await sent.getByRole('button', { name: 'Who has read it' }).click();
  const receipts = teacher.getByRole('dialog');
  await expect(receipts.getByRole('heading', { name: 'Read (1)' })).toBeVisible();
  await expect(receipts.getByText(school().people.student.name)).toBeVisible();
  await expectNoSeriousA11yViolations(teacher);
  await teacher.context().close();
  await student.context().close();
});
