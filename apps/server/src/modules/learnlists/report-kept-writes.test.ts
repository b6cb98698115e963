import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { assignTeacher, giveSchoolSubjects } from '../../test/institutes-factories.js';
import {
  assignedList,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The teacher's kept item-wise report on the very next read after more of what it shows changes:
// work handed in and its marks, a teacher's section taken away (refused at once), a learner erased
// ("Former learner"); and a content retitled, which no call of the product does (only SQL), once the
// kept report's age limit has passed.

const HANDINS = '/api/syllabus-v2/handins';
const COURSES = '/api/institutes/courses';
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof learnListApi>;
let hw: { listId: number; assignId: number };
let gita: { uuid: string; email: string | null };

interface Cell {
  standing: string;
  marks: number | null;
}
interface Report {
  students: { uuid: string; name: string; handins?: (Cell | null)[] }[];
  items: { learnlist_item_id: string; title?: string | null; content_title?: string | null }[];
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  // A teacher who reaches section 7-A only through the course master (Science of 7-A).
  gita = await makeUser(t.db, { userTypeId: UserType.Teacher, firstName: 'Gita', schoolId: world.school.school_id });
  const { boardId, classId, subjectId } = world.place;
  await giveSchoolSubjects(t.db, world.school.school_id, boardId, classId, [subjectId]);
  await assignTeacher(t.db, gita.uuid, world.sectionA.section_id, [subjectId]);
  token = await signInAll(t, world);
  api = learnListApi(t);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
  const set = await api.post(`${HANDINS}/teacher/setTaskHandin`, token.teacher, {
    learnlist_id: hw.listId,
    learnlist_item_id: 'T1',
    asks_for_work: true,
    max_marks: 10,
  });
  expect(set.status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const reportAs = (tokenOf: string) => api.report(tokenOf, { learnListId: hw.listId, assignId: hw.assignId });
async function reportOf(): Promise<Report> {
  const res = await reportAs(token.teacher);
  expect(res.status).toBe(200);
  return res.body.data as Report;
}
const studentIn = (report: Report, who: Who) => report.students.find((s) => s.uuid === world.people[who].uuid)!;
/** The task T1 is the list's third item. */
const taskCell = (report: Report, who: Who) => studentIn(report, who).handins?.[2] ?? null;

describe('the kept item-wise report on the next read', () => {
  it('shows work handed in, then its marks', async () => {
    expect(taskCell(await reportOf(), 'a1')).toMatchObject({ standing: 'not_handed_in' });
    const handed = await api.post(`${HANDINS}/student/handIn`, token.a1, {
      assign_id: hw.assignId,
      learnlist_item_id: 'T1',
      client_handin_id: 'kept-report-1-abc',
      text: 'I walked 1.2 km.',
    });
    expect(handed.status).toBe(200);
    expect(taskCell(await reportOf(), 'a1')).toMatchObject({ standing: 'handed_in', marks: null });
    const marked = await api.post(`${HANDINS}/teacher/returnHandin`, token.teacher, {
      handin_id: handed.body.data.handin.handin_id,
      action: 'return',
      marks: 8,
    });
    expect(marked.status).toBe(200);
    expect(taskCell(await reportOf(), 'a1')).toMatchObject({ marks: 8 });
  });

  it('refuses a teacher at once when the course master takes their section away', async () => {
    const gitaToken = await tokenFor(t.app, gita.email!, TEST_PASSWORD);
    expect((await reportAs(gitaToken)).status).toBe(200);
    expect((await reportAs(gitaToken)).status).toBe(200);
    const taken = await call(t.app, 'POST', `${COURSES}/teacher`, {
      token: token.admin,
      body: {
        section_id: world.sectionA.section_id,
        subject_id: world.place.subjectId,
        teacher_uuid: gita.uuid,
        assigned: false,
      },
    });
    expect(taken.status).toBe(200);
    expect((await reportAs(gitaToken)).status).toBe(403);
    // The section's own teacher still reads it.
    expect((await reportAs(token.teacher)).status).toBe(200);
  });

  it('shows a content retitled around the product (SQL) once the kept report has aged out', async () => {
    const content = world.contents[0]!;
    const titleOf = (r: Report) => JSON.stringify(r.items[0]);
    expect(titleOf(await reportOf())).toContain(content.content_title);
    await t.db
      .updateTable('contents')
      .set({ content_title: 'Speed and velocity' })
      .where('content_id', '=', content.content_id)
      .execute();
    clock.set('2026-03-10T06:01:01Z');
    token = await signInAll(t, world);
    expect(titleOf(await reportOf())).toContain('Speed and velocity');
  });

  it('names an erased learner "Former learner" once the erasure is done', async () => {
    expect(studentIn(await reportOf(), 'a1').name).toBe('Asha Rao');
    const asked = await call(t.app, 'POST', '/api/privacy/erasure-requests', {
      token: token.parentA1,
      body: { uuid: world.people.a1.uuid, reason: 'She has left the school' },
    });
    expect(asked.status).toBe(200);
    const approved = await call(t.app, 'POST', `/api/privacy/erasure-requests/${asked.body.data.request_id}/decision`, {
      token: token.admin,
      body: { approve: true },
    });
    expect(approved.status).toBe(200);
    await t.services.jobs.drain();
    const after = await reportOf();
    expect(studentIn(after, 'a1').name).toBe('Former learner');
    expect(studentIn(after, 'a2').name).toBe('Bala Nair');
  });
});
