import { SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Who looked: a teacher opening a child's answers is in the child's access log, which the child,
// their parent and the school's admin read; the child's and the parent's own reads are not; another
// school's admin and another parent see nothing of it; no call changes the log; old entries go.

const LOG = '/api/privacy/access-log';
const clock = testClock('2026-06-01T08:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;
let attemptId: number;
let assignId: number;
let otherAdmin: string;
let otherAdminEmail: string;

const logOf = (who: string, query = '') => call(t.app, 'GET', `${LOG}${query}`, { token: who });
const schoolLog = (who: string, query = '') => call(t.app, 'GET', `${LOG}/school${query}`, { token: who });
const teacherOpensAnswers = () =>
  call(t.app, 'GET', `/api/student-report/student/paperReport?attempt_id=${attemptId}`, {
    token: token.teacher,
    remoteAddress: '203.0.113.7',
  });

async function move(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
  otherAdmin = await tokenFor(t.app, otherAdminEmail, TEST_PASSWORD);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  const paper = await makeFixturePaper(t.db, world, {
    name: 'Chapter 3 test',
    questions: [{ key: { type: 'single', optionId: 'a' }, topic: 0 }],
  });
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-06-01T08:00:00Z',
    end: '2026-06-01T09:00:00Z',
    minutes: 30,
  });
  const started = await api.start(token.a1, { paper_id: paper.paperId, assign_id: assignId });
  attemptId = started.body.data.attempt_id;
  await api.submit(token.a1, attemptId, [answer(paper.questionIds[0]!, 0, { option_ids: ['a'] })]);
  const hilltop = await makeSchool(t.db, { school_name: 'Far School' });
  const admin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    schoolId: hilltop.school_id,
  });
  otherAdminEmail = admin.email!;
  otherAdmin = await tokenFor(t.app, otherAdminEmail, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('who looked at a child’s answers', () => {
  it('a teacher’s read of the child’s answers is in the parent’s log: who, what, which, when, from where', async () => {
    expect((await teacherOpensAnswers()).status).toBe(200);
    const res = await logOf(token.parentA1, `?uuid=${world.people.a1.uuid}`);
    expect(res.status).toBe(200);
    expect(res.body.data.entries).toEqual([
      expect.objectContaining({
        viewer_uuid: world.people.teacher.uuid,
        viewer_name: `Tara ${world.people.teacher.last_name}`,
        viewer_role: 'teacher',
        learner_uuid: world.people.a1.uuid,
        learner_name: 'Asha Rao',
        kind: 'attempt-answers',
        record_id: String(attemptId),
        record_label: 'Chapter 3 test',
        read_at: '2026-06-01T08:00:00.000Z',
        ip: '203.0.113.7',
      }),
    ]);
    expect(res.body.data.has_more).toBe(false);
  });

  it('the child reads their own log, and their own and their parent’s reads are not in it', async () => {
    expect((await api.report(token.a1, { attempt_id: attemptId })).status).toBe(200);
    expect((await api.report(token.parentA1, { attempt_id: attemptId, uuid: world.people.a1.uuid })).status).toBe(200);
    const own = await logOf(token.a1);
    expect(own.status).toBe(200);
    expect(own.body.data.entries.map((e: { viewer_uuid: string }) => e.viewer_uuid)).toEqual([
      world.people.teacher.uuid,
    ]);
  });

  it('the school’s admin sees it, filtered by learner and by staff member; another school’s admin sees nothing', async () => {
    const all = await schoolLog(token.admin);
    expect(all.status).toBe(200);
    expect(all.body.data.entries).toHaveLength(1);
    const byLearner = await schoolLog(token.admin, `?learner_uuid=${world.people.a2.uuid}`);
    expect(byLearner.body.data.entries).toEqual([]);
    const byTeacher = await schoolLog(token.admin, `?viewer_uuid=${world.people.teacher.uuid}`);
    expect(byTeacher.body.data.entries).toHaveLength(1);
    const far = await schoolLog(otherAdmin);
    expect(far.status).toBe(200);
    expect(far.body.data.entries).toEqual([]);
  });

  it('a teacher may not read the school’s log; a parent may not read a child not linked to them', async () => {
    expect((await schoolLog(token.teacher)).status).toBe(403);
    const stranger = await logOf(token.parentB1, `?uuid=${world.people.a1.uuid}`);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('no call changes or removes an entry', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const path of [LOG, `${LOG}/school`]) {
        const res = await call(t.app, method, path, { token: token.admin, body: {} });
        expect(res.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await logOf(token.parentA1, `?uuid=${world.people.a1.uuid}`)).body.data.entries).toHaveLength(1);
  });

  it('a member of staff reading a learner’s email and mobile is in the log too', async () => {
    const details = await call(t.app, 'POST', '/api/cognito-login-service/auth/studentDetailUuid', {
      token: token.admin,
      body: { uuid: world.people.a2.uuid },
    });
    expect(details.status).toBe(200);
    const res = await schoolLog(token.admin, `?learner_uuid=${world.people.a2.uuid}`);
    expect(res.body.data.entries).toEqual([
      expect.objectContaining({ viewer_uuid: world.people.admin.uuid, viewer_role: 'admin', kind: 'contact-details' }),
    ]);
  });

  it('a list of learners read at once is one entry per learner, written together', async () => {
    const activity = await call(
      t.app,
      'GET',
      `/api/student-report/teacher/studentActivityOnAssignedAssessment?assignId=${assignId}`,
      { token: token.teacher },
    );
    expect(activity.status).toBe(200);
    const res = await schoolLog(token.admin, `?viewer_uuid=${world.people.teacher.uuid}`);
    const listed = res.body.data.entries.filter((e: { kind: string }) => e.kind === 'assessment-activity');
    expect(listed.map((e: { learner_uuid: string }) => e.learner_uuid).sort()).toEqual(
      [world.people.a1.uuid, world.people.a2.uuid].sort(),
    );
    expect(new Set(listed.map((e: { read_at: string }) => e.read_at)).size).toBe(1);
  });

  it('the school’s admin narrows the log by what was read and by a time range; a range ending before it starts is refused', async () => {
    await move('2026-06-03T08:00:00Z');
    expect((await teacherOpensAnswers()).status).toBe(200);
    const kinds = (res: Awaited<ReturnType<typeof schoolLog>>) =>
      res.body.data.entries.map((e: { kind: string; read_at: string }) => `${e.kind} ${e.read_at.slice(0, 10)}`);
    expect(kinds(await schoolLog(token.admin, '?kind=contact-details'))).toEqual(['contact-details 2026-06-01']);
    // Days as a reader in India sees them: from the start of 2 June, to (not including) the start of 3 June.
    const june2 = encodeURIComponent('2026-06-02T00:00:00+05:30');
    const june3 = encodeURIComponent('2026-06-03T00:00:00+05:30');
    expect(kinds(await schoolLog(token.admin, `?from=${june2}`))).toEqual(['attempt-answers 2026-06-03']);
    expect(kinds(await schoolLog(token.admin, `?from=${june2}&to=${june3}`))).toEqual([]);
    const before = await schoolLog(token.admin, `?to=${june2}&kind=attempt-answers`);
    expect(kinds(before)).toEqual(['attempt-answers 2026-06-01']);
    const backwards = await schoolLog(token.admin, `?from=${june3}&to=${june2}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors.map((e: { field: string }) => e.field)).toEqual(['to']);
    expect((await schoolLog(token.admin, '?kind=gossip')).status).toBe(400);
    const noDay = await schoolLog(token.admin, `?to=${encodeURIComponent('2026-00-00T00:00Z')}`);
    expect(noDay.status).toBe(400);
    expect(noDay.body.errors.map((e: { field: string }) => e.field)).toEqual(['to']);
    // Said in the reader's language, the field named in it.
    const inHindi = (query: string) =>
      call(t.app, 'GET', `${LOG}/school${query}`, { token: token.admin, language: 'hi' });
    const backwardsHi = await inHindi(`?from=${june3}&to=${june2}`);
    expect(backwardsHi.body.errors[0].message).toBe('समय-सीमा का अंत उसकी शुरुआत के बाद होना चाहिए।');
    const noDayHi = await inHindi(`?to=${encodeURIComponent('2026-00-00T00:00Z')}`);
    expect(noDayHi.body.errors[0].message).toBe('कब तक सही नहीं है।');
  });

  it('offers the admin the learners and staff their school’s log names; another school’s admin gets none of them', async () => {
    const people = await schoolLog(token.admin, '/people');
    expect(people.status).toBe(200);
    const { a1, a2, teacher, admin } = world.people;
    expect(people.body.data.learners.map((p: { uuid: string }) => p.uuid).sort()).toEqual([a1.uuid, a2.uuid].sort());
    expect(people.body.data.learners).toContainEqual({ uuid: a1.uuid, name: 'Asha Rao' });
    expect(people.body.data.viewers.map((p: { uuid: string }) => p.uuid).sort()).toEqual(
      [teacher.uuid, admin.uuid].sort(),
    );
    const far = await schoolLog(otherAdmin, '/people');
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual({ learners: [], viewers: [] });
    expect((await schoolLog(token.teacher, '/people')).status).toBe(403);
  });

  it('entries older than the retention are removed by the daily job; newer ones stay', async () => {
    await move('2027-01-01T08:00:00Z');
    expect((await teacherOpensAnswers()).status).toBe(200);
    // The retention the registry states is 400 days: 426 days after the first read, 212 after the second.
    await move('2027-08-01T08:00:00Z');
    // The daily run, due now (pg-boss counts its delays in real time, not the test's clock).
    await t.services.jobs.enqueue('audit.prune-access-log', {});
    await t.services.jobs.drain();
    const res = await logOf(token.parentA1, `?uuid=${world.people.a1.uuid}`);
    expect(res.body.data.entries.map((e: { read_at: string }) => e.read_at)).toEqual(['2027-01-01T08:00:00.000Z']);
  });
});
