import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/content-factories.js';
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

// A homework task may ask for work; the learner hands in photos, a PDF or text, on
// time or late (the due day closes at 23:59 in the school's zone: India, UTC+5:30); the section's teacher
// marks it out of the maximum they set and returns it with a comment, or asks for it again; only the
// learner, their parents and the section's teachers see it.

const HANDINS = '/api/syllabus-v2/handins';
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082',
  'hex',
);

const post = async (path: string, who: Who, body: unknown) => {
  const res = await call(t.app, 'POST', `${HANDINS}/${path}`, { token: token[who], body });
  await t.services.jobs.drain();
  return res;
};

function uploadWork(
  who: Who,
  fields: Record<string, string>,
  file = { name: 'page 1.png', type: 'image/png', data: PNG },
) {
  const { payload, headers } = multipartBody(fields, { field: 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: `${HANDINS}/student/uploadWork`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token[who]}` },
  });
}

const task = () => ({ assign_id: hw.assignId, learnlist_item_id: 'T1' });
let n = 0;
const clientId = () => `client-${++n}-abcdef`;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

describe('a task that asks for work', () => {
  it('is set by the list’s teacher with a maximum mark; another school’s teacher finds no such list', async () => {
    const body = { learnlist_id: hw.listId, learnlist_item_id: 'T1', asks_for_work: true, max_marks: 10 };
    expect((await post('teacher/setTaskHandin', 'otherTeacher', body)).status).toBe(404);
    const missing = await post('teacher/setTaskHandin', 'teacher', { ...body, max_marks: undefined });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].field).toBe('max_marks');
    const set = await post('teacher/setTaskHandin', 'teacher', body);
    expect(set.status).toBe(200);
    expect(set.body.data.tasks).toEqual([{ learnlist_id: hw.listId, learnlist_item_id: 'T1', max_marks: 10 }]);
    const read = await post('teacher/taskHandins', 'colleague', { learnlist_id: hw.listId });
    expect(read.body.data.tasks).toHaveLength(1);
  });
});

describe('handing in and returning', () => {
  let photoKey: string;
  let handinId: number;

  it('the learner uploads a photo of their page; a learner of another section cannot', async () => {
    const fields = { assign_id: String(hw.assignId), learnlist_item_id: 'T1' };
    expect((await uploadWork('b1', fields)).statusCode).toBe(404);
    const svg = await uploadWork('a1', fields, { name: 'x.svg', type: 'image/svg+xml', data: Buffer.from('<svg/>') });
    expect(svg.statusCode).toBe(400);
    const res = await uploadWork('a1', fields);
    expect(res.statusCode).toBe(200);
    photoKey = res.json().data.key;
    expect(photoKey).toMatch(/\.png$/);
  });

  it('a learner’s work file is not a school upload a teacher may attach to a notice', async () => {
    const res = await call(t.app, 'POST', '/api/live-class/teacher/notices/saveNotice', {
      token: token.teacher,
      body: { notice_text: 'See this page', audience: 'school', attachments: [photoKey] },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('attachments.0');
  });

  it('another learner cannot hand in the first learner’s photo', async () => {
    const res = await post('student/handIn', 'a2', { ...task(), client_handin_id: clientId(), files: [photoKey] });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('files.0');
  });

  it('hands in on time before the due day closes, once however often it is retried', async () => {
    const id = clientId();
    const res = await post('student/handIn', 'a1', {
      ...task(),
      client_handin_id: id,
      files: [photoKey],
      text: 'My walk is 1.2 km.',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.handin).toMatchObject({ status: 1, late: false, attempt_no: 1, max_marks: 10, marks: null });
    expect(res.body.data.handin.files).toHaveLength(1);
    handinId = res.body.data.handin.handin_id;
    const retry = await post('student/handIn', 'a1', { ...task(), client_handin_id: id, files: [photoKey] });
    expect(retry.body.data.handin.handin_id).toBe(handinId);
    const twice = await post('student/handIn', 'a1', { ...task(), client_handin_id: clientId(), text: 'again' });
    expect(twice.status).toBe(409);
  });

  it('the section’s teacher sees who handed in; another section’s teacher and another school’s see nothing', async () => {
    const list = await post('teacher/handinList', 'teacher', task());
    expect(list.status).toBe(200);
    expect(list.body.data.handed_in_count).toBe(1);
    const asha = list.body.data.learners.find((l: { name: string }) => l.name.startsWith('Asha'));
    expect(asha.standing).toBe('handed_in');
    const bala = list.body.data.learners.find((l: { name: string }) => l.name.startsWith('Bala'));
    expect(bala.standing).toBe('not_handed_in');
    expect((await post('teacher/handinList', 'colleague', task())).status).toBe(403);
    expect((await post('teacher/handinList', 'otherTeacher', task())).status).toBe(404);
    expect((await post('teacher/handinList', 'admin', task())).status).toBe(200);
  });

  it('marks are 0 to the maximum in whole or half marks; only the section’s teacher returns the work', async () => {
    const over = await post('teacher/returnHandin', 'teacher', { handin_id: handinId, action: 'return', marks: 10.5 });
    expect(over.status).toBe(400);
    expect(over.body.errors[0].field).toBe('marks');
    const quarter = await post('teacher/returnHandin', 'teacher', {
      handin_id: handinId,
      action: 'return',
      marks: 7.25,
    });
    expect(quarter.status).toBe(400);
    const ret = { handin_id: handinId, action: 'return', marks: 8.5, comment: 'Good, show the units.' };
    expect((await post('teacher/returnHandin', 'otherTeacher', ret)).status).toBe(404);
    expect((await post('teacher/returnHandin', 'colleague', ret)).status).toBe(403);
    expect((await post('teacher/returnHandin', 'parentA1', ret)).status).toBe(403);
    const res = await post('teacher/returnHandin', 'teacher', ret);
    expect(res.status).toBe(200);
    expect(res.body.data.handin).toMatchObject({ status: 2, marks: 8.5, comment: 'Good, show the units.' });
  });

  it('returns the teacher’s drawing on a photo (an image of the school’s uploads); another school’s is refused', async () => {
    const drawing = async (who: Who) => {
      const { payload, headers } = multipartBody(
        { folderPath: 'marked' },
        { field: 'file', name: 'marked.png', type: 'image/png', data: PNG },
      );
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/uploadFile',
        payload,
        headers: { ...headers, authorization: `Bearer ${token[who]}` },
      });
      return res.json().data.key as string;
    };
    const theirs = await drawing('otherTeacher');
    const base = { handin_id: handinId, action: 'return', marks: 8.5, comment: 'Good, show the units.' };
    const refused = await post('teacher/returnHandin', 'teacher', { ...base, marked_files: [theirs] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('marked_files.0');
    const ours = await drawing('teacher');
    const res = await post('teacher/returnHandin', 'teacher', { ...base, marked_files: [ours] });
    expect(res.status).toBe(200);
    expect(res.body.data.handin.marked_files.map((f: { key: string }) => f.key)).toEqual([ours]);
  });

  it('the learner and their parent see the marks and comment; another child’s parent sees nothing', async () => {
    const mine = await post('student/myHandins', 'a1', { assign_id: hw.assignId });
    expect(mine.status).toBe(200);
    expect(mine.body.data.tasks[0]).toMatchObject({ standing: 'returned', may_hand_in: false });
    expect(mine.body.data.tasks[0].handins[0]).toMatchObject({ marks: 8.5, comment: 'Good, show the units.' });
    expect(mine.body.data.tasks[0].handins[0].marked_files).toHaveLength(1);
    const parent = await post('student/myHandins', 'parentA1', { assign_id: hw.assignId, uuid: world.people.a1.uuid });
    expect(parent.body.data.tasks[0].handins[0].marks).toBe(8.5);
    expect(parent.body.data.tasks[0].may_hand_in).toBe(false);
    const stranger = await post('student/myHandins', 'parentB1', {
      assign_id: hw.assignId,
      uuid: world.people.a1.uuid,
    });
    expect(stranger.status).toBe(403);
    // Another section's learner does not hold the homework at all.
    expect((await post('student/myHandins', 'b1', { assign_id: hw.assignId })).status).toBe(404);
    // The learner and the parent were told.
    for (const who of ['a1', 'parentA1'] as const) {
      const bell = await call(t.app, 'POST', '/api/notifications/list', { token: token[who], body: {} });
      expect(JSON.stringify(bell.body)).toContain('Work returned with marks');
    }
    const teacherBell = await call(t.app, 'POST', '/api/notifications/list', { token: token.teacher, body: {} });
    expect(JSON.stringify(teacherBell.body)).toContain('Work handed in');
  });

  it('asked again, the learner hands in again; the first turn is kept', async () => {
    const ask = await post('teacher/returnHandin', 'teacher', {
      handin_id: handinId,
      action: 'ask_again',
      comment: 'Add a diagram.',
    });
    expect(ask.status).toBe(200);
    expect(ask.body.data.handin.status).toBe(3);
    const again = await post('student/handIn', 'a1', {
      ...task(),
      client_handin_id: clientId(),
      text: 'With a diagram.',
    });
    expect(again.status).toBe(200);
    expect(again.body.data.handin.attempt_no).toBe(2);
    const mine = await post('student/myHandins', 'a1', { assign_id: hw.assignId });
    expect(mine.body.data.tasks[0].standing).toBe('handed_in');
    expect(mine.body.data.tasks[0].handins.map((h: { attempt_no: number }) => h.attempt_no)).toEqual([2, 1]);
    // The older turn is not marked any more.
    const old = await post('teacher/returnHandin', 'teacher', { handin_id: handinId, action: 'return', marks: 5 });
    expect(old.status).toBe(409);
  });

  it('work handed in after the due day (12 March 23:59 IST = 18:29 UTC) is late', async () => {
    clock.set('2026-03-12T18:30:00Z');
    token = await signInAll(t, world);
    const res = await post('student/handIn', 'a2', { ...task(), client_handin_id: clientId(), text: 'Sorry, late.' });
    expect(res.status).toBe(200);
    expect(res.body.data.handin.late).toBe(true);
    const list = await post('teacher/handinList', 'teacher', task());
    const bala = list.body.data.learners.find((l: { name: string }) => l.name.startsWith('Bala'));
    expect(bala.standing).toBe('late');
  });

  it('a hand-in with neither files nor text is refused naming the field', async () => {
    const res = await post('student/handIn', 'a2', { ...task(), client_handin_id: clientId() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('files');
  });
});

describe('a parent’s own homework for their child', () => {
  it('asks for no work: the learner and the parent read no tasks, and the teacher cannot set one', async () => {
    const api = learnListApi(t);
    const made = await api.create(token.parentA1, {
      learnlist_data: [{ learnlist_item_id: 'P1', learnlist_item_type: 4, task_text: 'Read a page aloud.' }],
    });
    const listId = made.body.data.learnlist.learnlist_id as number;
    await api.publish(token.parentA1, listId);
    const assigned = await api.assign(token.parentA1, {
      learnlist_id: listId,
      uuid: world.people.a1.uuid,
      start_date: '2026-03-12',
      due_date: '2026-03-14',
    });
    const assignId = assigned.body.data.assignment.assign_id as number;
    const mine = await post('student/myHandins', 'a1', { assign_id: assignId });
    expect(mine.status).toBe(200);
    expect(mine.body.data.tasks).toEqual([]);
    const parent = await post('student/myHandins', 'parentA1', { assign_id: assignId, uuid: world.people.a1.uuid });
    expect(parent.body.data.tasks).toEqual([]);
    // Another learner does not hold it.
    expect((await post('student/myHandins', 'a2', { assign_id: assignId })).status).toBe(404);
    const set = { learnlist_id: listId, learnlist_item_id: 'P1', asks_for_work: true, max_marks: 5 };
    expect((await post('teacher/setTaskHandin', 'teacher', set)).status).toBe(404);
    const handIn = { assign_id: assignId, learnlist_item_id: 'P1', client_handin_id: clientId(), text: 'Done' };
    expect((await post('student/handIn', 'a1', handIn)).status).toBe(404);
  });
});

describe('the item-wise report and its spreadsheet', () => {
  const report = (format?: 'xlsx') =>
    t.app.inject({
      method: 'GET',
      url: `/api/syllabus-v2/learnListItemWiseStudentReportUniversity?learnListId=${hw.listId}${format ? '&format=xlsx' : ''}`,
      headers: { authorization: `Bearer ${token.teacher}` },
    });

  it('shows for the task that asks for work who handed in, late or returned, and the marks', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const column = data.items.findIndex((i: { learnlist_item_id: string }) => i.learnlist_item_id === 'T1');
    expect(data.items[column].max_marks).toBe(10);
    const byName = (first: string) => data.students.find((s: { name: string }) => s.name.startsWith(first));
    // Asha handed in again after being asked; Bala handed in late.
    expect(byName('Asha').handins[column]).toMatchObject({ standing: 'handed_in', late: false });
    expect(byName('Bala').handins[column]).toMatchObject({ standing: 'late', late: true, marks: null });
    expect(byName('Asha').handins[0]).toBeNull();
  });

  it('the spreadsheet has a work column with each learner’s standing and marks', async () => {
    const list = await post('teacher/handinList', 'teacher', task());
    const bala = list.body.data.learners.find((l: { name: string }) => l.name.startsWith('Bala'));
    const returned = await post('teacher/returnHandin', 'teacher', {
      handin_id: bala.handins[0].handin_id,
      action: 'return',
      marks: 6,
    });
    expect(returned.status).toBe(200);
    const res = await report('xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    const header = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
    const col = header.findIndex((h) => h.startsWith('Work: Measure your walk to school.'));
    expect(header[col]).toBe('Work: Measure your walk to school. (out of 10)');
    const rows = [2, 3].map((r) => sheet.getRow(r).values as unknown[]);
    const balaRow = rows.find((r) => String(r[1]).startsWith('Bala'))!;
    expect(balaRow[col]).toBe('Returned 6/10 (late)');
  });
});
