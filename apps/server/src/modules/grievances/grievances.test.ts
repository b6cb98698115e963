import { DEFAULT_SCHOOL_ID, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Grievances through the real server: a parent raises one about their child and it reaches the
// child's school (its admins until an officer is named); a learner who signed up alone reaches the
// platform's officer from the server's configuration. Each has a reference G-<year>-<six digits>
// and an answer due in 30 days; the officer answers (the parent is told in Hindi, their language)
// and closes it; another school's admin and the platform's officer do not see the school's.

const G = '/api/privacy/grievances';
const DAY = 86_400_000;
const clock = testClock('2026-12-05T06:00:00Z');
let t: TestApp;
let a: Awaited<ReturnType<typeof makeSchoolWorld>>;
let b: Awaited<ReturnType<typeof makeSchoolWorld>>;
let token: Record<'parent' | 'child' | 'adminA' | 'adminB' | 'teacherA' | 'alone' | 'editor' | 'classmate', string>;
let people: { alone: string; classmate: string; editorEmail: string };

beforeAll(async () => {
  t = await createTestApp({
    clock: clock.now,
    config: { grievanceOfficer: { name: 'Meera Rao', email: 'grievance@esc.test' } },
  });
  a = await makeSchoolWorld(t.db);
  b = await makeSchoolWorld(t.db);
  await t.db.updateTable('users').set({ preferred_language: 'hi' }).where('uuid', '=', a.parent.uuid).execute();
  const classmate = await makeUser(t.db, { schoolId: a.school.school_id, sectionIds: [a.section.section_id] });
  await makeSchool(t.db, { school_id: DEFAULT_SCHOOL_ID, school_name: 'ESC+' }).catch(() => undefined);
  const alone = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID });
  const editor = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: b.school.school_id });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editor.uuid, 'grievance tests');
  const sign = (u: { email: string | null }) => tokenOf(t.app, u);
  token = {
    parent: await sign(a.parent),
    child: await sign(a.student),
    adminA: await sign(a.admin),
    adminB: await sign(b.admin),
    teacherA: await sign(a.teacher),
    alone: await sign(alone),
    editor: await sign(editor),
    classmate: await sign(classmate),
  };
  people = { alone: alone.uuid, classmate: classmate.uuid, editorEmail: editor.email! };
});
afterAll(() => t.close());

const raise = (who: keyof typeof token, body: Record<string, unknown>) =>
  call(t.app, 'POST', G, { token: token[who], body: { subject: 'My marks', details: 'Please explain.', ...body } });
const officerList = (who: keyof typeof token) => call(t.app, 'GET', `${G}/officer`, { token: token[who] });

describe('raising a grievance', () => {
  let first: { reference: string; grievance_id: string };

  it('gives a parent’s grievance about their child a reference, a 30-day deadline and the school’s officer', async () => {
    const res = await raise('parent', { uuid: a.student.uuid, subject: 'Who saw my child’s answers?' });
    expect(res.status).toBe(200);
    first = res.body.data;
    expect(res.body.data.reference).toMatch(/^G-2026-\d{6}$/);
    expect(res.body.data).toMatchObject({
      person_uuid: a.student.uuid,
      state: 'open',
      raised_at: '2026-12-05T06:00:00.000Z',
      due_at: '2027-01-04T06:00:00.000Z',
      overdue: false,
      officer: { kind: 'school', school_id: a.school.school_id, name: '', contact: '' },
    });
  });

  it('numbers each grievance of the year once, one after the other', async () => {
    const second = (await raise('child', {})).body.data;
    const third = (await raise('alone', {})).body.data;
    const numbers = [first.reference, second.reference, third.reference].map((r) => Number(r.slice(7)));
    expect(new Set([first.reference, second.reference, third.reference]).size).toBe(3);
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[1]! + 1);
  });

  it('lets a parent raise one about their own child only', async () => {
    const res = await raise('parent', { uuid: people.classmate });
    expect(res.status).toBe(403);
  });

  it('sends someone who signed up alone to the platform’s officer named in the configuration', async () => {
    const mine = (await call(t.app, 'GET', G, { token: token.alone })).body.data;
    expect(mine.response_days).toBe(30);
    expect(mine.grievances).toHaveLength(1);
    expect(mine.grievances[0].officer).toEqual({
      kind: 'platform',
      school_id: null,
      name: 'Meera Rao',
      contact: 'grievance@esc.test',
    });
  });
});

describe('the officer', () => {
  it('is the school’s admins: they see their school’s grievances; another school’s admin sees none', async () => {
    const own = (await officerList('adminA')).body.data.grievances;
    expect(own.map((g: { person_uuid: string }) => g.person_uuid).sort()).toEqual([a.student.uuid, a.student.uuid]);
    expect((await officerList('adminB')).body.data.grievances).toEqual([]);
    const theirs = own[0].grievance_id;
    const foreign = await call(t.app, 'POST', `${G}/${theirs}/answer`, { token: token.adminB, body: { answer: 'x' } });
    expect(foreign.status).toBe(404);
    expect((await officerList('teacherA')).status).toBe(403);
  });

  it('of the platform (a platform editor) sees the self-registered learner’s, not a school’s', async () => {
    const list = (await officerList('editor')).body.data.grievances;
    expect(list.map((g: { person_uuid: string }) => g.person_uuid)).toEqual([people.alone]);
  });

  it('is named once by a school admin, and people then see that name with every grievance', async () => {
    const body = { name: 'Mrs. Kavita Menon', contact: 'grievance@school-a.in' };
    expect((await call(t.app, 'PUT', '/api/privacy/grievance-officer', { token: token.teacherA, body })).status).toBe(
      403,
    );
    const named = await call(t.app, 'PUT', '/api/privacy/grievance-officer', { token: token.adminA, body });
    expect(named.body.data).toMatchObject({ named: true, officer: { name: 'Mrs. Kavita Menon' } });
    const mine = (await call(t.app, 'GET', G, { token: token.parent })).body.data;
    expect(mine.grievances[0].officer).toMatchObject({ name: 'Mrs. Kavita Menon', contact: 'grievance@school-a.in' });
    expect(mine.officers).toContainEqual(
      expect.objectContaining({ person_uuid: a.student.uuid, officer: expect.objectContaining({ kind: 'school' }) }),
    );
  });

  it('answers (the person is told in their language), then closes; a closed grievance stays closed', async () => {
    const mine = (await call(t.app, 'GET', G, { token: token.parent })).body.data.grievances;
    const g = mine.find((x: { subject: string }) => x.subject === 'Who saw my child’s answers?');
    const url = `${G}/${g.grievance_id}`;
    expect((await call(t.app, 'POST', `${url}/close`, { token: token.adminA })).status).toBe(409);
    const answered = await call(t.app, 'POST', `${url}/answer`, {
      token: token.adminA,
      body: { answer: 'Only her class teacher opened them.' },
    });
    expect(answered.body.data).toMatchObject({ state: 'answered', answer: 'Only her class teacher opened them.' });
    await t.services.jobs.drain();
    const told = await call(t.app, 'POST', '/api/notifications/list', { token: token.parent, body: {} });
    const note = told.body.data.notifications.find((n: { kind: string }) => n.kind === 'grievance_answered');
    expect(note.title).toContain(g.reference);
    expect(note.title).toContain('शिकायत');
    const closed = await call(t.app, 'POST', `${url}/close`, { token: token.adminA });
    expect(closed.body.data).toMatchObject({ state: 'closed', closed_at: '2026-12-05T06:00:00.000Z' });
    const again = await call(t.app, 'POST', `${url}/answer`, { token: token.adminA, body: { answer: 'More.' } });
    expect(again.status).toBe(409);
    const seen = (await call(t.app, 'GET', G, { token: token.parent })).body.data.grievances;
    expect(seen.find((x: { grievance_id: string }) => x.grievance_id === g.grievance_id)).toMatchObject({
      state: 'closed',
      answer: 'Only her class teacher opened them.',
    });
  });

  it('marks an open grievance past its 30 days as overdue', async () => {
    clock.set(new Date(Date.parse('2026-12-05T06:00:00Z') + 31 * DAY).toISOString());
    // A month on, the editor signs in again (access tokens last minutes).
    const signedIn = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
      body: { username: people.editorEmail, password: TEST_PASSWORD },
    });
    const list = (await call(t.app, 'GET', `${G}/officer`, { token: signedIn.body.data.access_token })).body.data
      .grievances;
    expect(list[0]).toMatchObject({ state: 'open', overdue: true });
  });
});
