import { DEFAULT_SCHOOL_ID, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createRecordingNotifier } from '../../test/recording-notifier.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Officers are told when a grievance arrives: in the app, the people who answer it (a school's admins,
// or the platform's editors for a learner who signed up alone), each in their language; by e-mail, the
// officer named for it, with the reference and the due date. When 5 days are left and nothing is
// answered, both are reminded; an answered grievance brings no reminder.

const G = '/api/privacy/grievances';
const clock = testClock('2026-12-05T06:00:00Z');
const inbox = createRecordingNotifier();
let t: TestApp;
let a: Awaited<ReturnType<typeof makeSchoolWorld>>;
let b: Awaited<ReturnType<typeof makeSchoolWorld>>;
let editor: Awaited<ReturnType<typeof makeUser>>;
let token: Record<'parentA' | 'adminA' | 'adminB' | 'alone' | 'editor', string>;

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    notifier: inbox.notifier,
    config: { grievanceOfficer: { name: 'Meera Rao', email: 'grievance@esc.test' } },
  });
  a = await makeSchoolWorld(t.db);
  b = await makeSchoolWorld(t.db);
  // School A speaks Hindi: its officer's e-mail and its admin's notifications come in Hindi.
  await t.db
    .updateTable('schools')
    .set({ default_language: 'hi' })
    .where('school_id', '=', a.school.school_id)
    .execute();
  await makeSchool(t.db, { school_id: DEFAULT_SCHOOL_ID, school_name: 'ESC+' }).catch(() => undefined);
  const alone = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID });
  editor = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: b.school.school_id });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editor.uuid, 'officer notice tests');
  const sign = (u: { email: string | null }) => tokenOf(t.app, u);
  token = {
    parentA: await sign(a.parent),
    adminA: await sign(a.admin),
    adminB: await sign(b.admin),
    alone: await sign(alone),
    editor: await sign(editor),
  };
  await call(t.app, 'PUT', '/api/privacy/grievance-officer', {
    token: token.adminA,
    body: { name: 'Mrs. Kavita Menon', contact: 'officer@school-a.in' },
  });
});
afterAll(() => t.close());

const told = async (who: keyof typeof token, kind: string) => {
  const res = await call(t.app, 'POST', '/api/notifications/list', { token: token[who], body: {} });
  return res.body.data.notifications.filter((n: { kind: string }) => n.kind === kind) as {
    title: string;
    body: string;
  }[];
};
/** Days on, the morning's tokens have expired: the readers sign in again. */
async function moveClock(iso: string) {
  clock.set(iso);
  const signIn = async (u: { email: string | null }) =>
    (
      await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
        body: { username: u.email, password: TEST_PASSWORD },
      })
    ).body.data.access_token as string;
  token.adminA = await signIn(a.admin);
  token.editor = await signIn(editor);
}
const raisedIds: string[] = [];
/**
 * The reminders fall due: the local queue runs them by the app's clock; pg-boss waits by the database's
 * own clock (weeks here), so on PostgreSQL each queued reminder's handler runs as the queue would run it.
 */
async function remindersFallDue() {
  if (t.services.jobs.engine === 'local') return t.services.jobs.drain();
  for (const id of raisedIds) await t.services.grievances.notices.tell({ grievance_id: id, moment: 'dueSoon' });
  await t.services.jobs.drain();
}
const mails = (to: string) => inbox.sent.filter((m) => m.to === to && m.kind === 'grievance_officer');

describe('a grievance reaches its officer', () => {
  let schoolRef: string;
  let platformRef: string;
  let answeredRef: string;

  it('a school’s admins are told in the app and its named officer by e-mail, in the school’s language', async () => {
    const res = await call(t.app, 'POST', G, {
      token: token.parentA,
      body: { uuid: a.student.uuid, subject: 'Who saw my child’s marks?', details: 'Please tell me.' },
    });
    schoolRef = res.body.data.reference;
    raisedIds.push(res.body.data.grievance_id);
    await t.services.jobs.drain();
    const [note] = await told('adminA', 'grievance_raised');
    expect(note!.title).toBe(`नई शिकायत ${schoolRef}`);
    expect(note!.body).toContain('तक इसका उत्तर दें');
    const [mail] = mails('officer@school-a.in');
    expect(mail).toMatchObject({ channel: 'email', variables: { reference: schoolRef, due: '2027-01-04' } });
    expect(mail!.subject).toContain(schoolRef);
    expect(mail!.subject).toContain('नई शिकायत');
    // Another school's admin and the platform's editors hear nothing of it.
    expect(await told('adminB', 'grievance_raised')).toEqual([]);
    expect(await told('editor', 'grievance_raised')).toEqual([]);
  });

  it('a learner who signed up alone reaches the platform: its editors in the app, its officer by e-mail', async () => {
    const res = await call(t.app, 'POST', G, {
      token: token.alone,
      body: { subject: 'Delete my old answers', details: 'They are wrong.' },
    });
    platformRef = res.body.data.reference;
    raisedIds.push(res.body.data.grievance_id);
    await t.services.jobs.drain();
    const notes = await told('editor', 'grievance_raised');
    expect(notes.map((n) => n.title)).toEqual([`New grievance ${platformRef}`]);
    expect(notes[0]!.body).toBe('Please answer it by Mon, 4 Jan.');
    const [mail] = mails('grievance@esc.test');
    expect(mail!.subject).toBe(`New grievance ${platformRef}: please answer by Mon, 4 Jan`);
    expect(mail!.text).toContain(platformRef);
  });

  it('5 days before the due date, what is still unanswered is reminded; what was answered is not', async () => {
    const res = await call(t.app, 'POST', G, {
      token: token.parentA,
      body: { uuid: a.student.uuid, subject: 'Photo', details: 'Remove the class photo.' },
    });
    answeredRef = res.body.data.reference;
    raisedIds.push(res.body.data.grievance_id);
    await call(t.app, 'POST', `${G}/${res.body.data.grievance_id}/answer`, {
      token: token.adminA,
      body: { answer: 'Removed.' },
    });
    await t.services.jobs.drain();
    const before = mails('officer@school-a.in').length;
    // A day before the reminder is due: nothing yet.
    await moveClock('2026-12-29T05:00:00Z');
    await t.services.jobs.drain();
    expect(await told('adminA', 'grievance_due_soon')).toEqual([]);
    // 30 December, 06:00 UTC: 5 days before the 4 January deadline.
    await moveClock('2026-12-30T06:00:01Z');
    await remindersFallDue();
    const reminded = (await told('adminA', 'grievance_due_soon')).map((n) => n.title);
    expect(reminded).toEqual([`शिकायत ${schoolRef}: 5 दिन बचे हैं`]);
    expect((await told('editor', 'grievance_due_soon')).map((n) => n.title)).toEqual([
      `Grievance ${platformRef}: 5 days left`,
    ]);
    const later = mails('officer@school-a.in').slice(before);
    expect(later.map((m) => m.variables.reference)).toEqual([schoolRef]);
    expect(later.some((m) => m.subject.includes(answeredRef))).toBe(false);
  });
});
