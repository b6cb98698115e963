import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  SYLLABUS,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The teacher's item-wise report of a section (spec 000 §7: learnListId, schoolId), its sorting and
// its .xlsx download, and who opened the list.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof learnListApi>;
let hw: { listId: number; assignId: number };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = learnListApi(t);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
  // Bala finishes the task and watches 90 s of the first content with the homework named; Asha only opens it.
  await api.complete(token.a2, { assign_id: hw.assignId, learnlist_id: hw.listId, learnlist_item_id: 'T1' });
  const watch = (who: Who, seconds: number) =>
    api.post('/api/mis/v2/addLearningProgress', token[who], {
      content_id: world.contents[0]!.content_id,
      total_consumption_time: seconds,
      total_media_time: '00:01:00',
      source: 1,
      assign_id: hw.assignId,
    });
  await watch('a2', 60);
  clock.set('2026-03-10T07:00:00Z');
  token = await signInAll(t, world);
  await watch('a1', 20);
});
afterAll(() => t.close());

const report = (who: Who, query: Record<string, string | number> = {}) =>
  api.report(token[who], { learnListId: hw.listId, ...query });

describe('item-wise report', () => {
  it('shows each learner of the section by item: done, when, time spent, last opened', async () => {
    const res = await report('teacher');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ assign_id: hw.assignId, section_id: world.sectionA.section_id, section_name: '7-A' });
    // A task is named by its words (as the pilot found, it read "Item without a title yet").
    expect(data.items.map((i: { content_title: string | null }) => i.content_title)).toEqual([
      'Motion lesson 1',
      'Motion lesson 2',
      'Measure your walk to school.',
    ]);
    // Two learners, three items: Bala did two (the content by progress, and the task), Asha none.
    expect(data.items.map((i: { completion_percent: number }) => i.completion_percent)).toEqual([50, 0, 50]);
    expect(data.completion_percent).toBe(33);
    const [asha, bala] = data.students;
    expect(asha).toMatchObject({ name: 'Asha Rao', done_count: 0, time_spent_seconds: 20, completion_percent: 0 });
    // Cells are arrays in the order of items: when completed, time spent, last opened.
    expect(asha).toMatchObject({
      completed_on: [null, null, null],
      time_spent: [20, 0, 0],
      opened_at: ['2026-03-10T07:00:00.000Z', null, null],
      last_opened_at: '2026-03-10T07:00:00.000Z',
    });
    expect(bala).toMatchObject({ name: 'Bala Nair', done_count: 2, time_spent_seconds: 60, completion_percent: 67 });
    expect(bala.completed_on).toEqual(['2026-03-10T06:00:00.000Z', null, '2026-03-10T06:00:00.000Z']);
    expect(bala.time_spent).toEqual([60, 0, 0]);
  });

  it('sorts by name a-z, by done most first, by last opened latest first, and order flips each', async () => {
    const names = async (query: Record<string, string>) =>
      (await report('teacher', query)).body.data.students.map((s: { name: string }) => s.name);
    expect(await names({ sortBy: 'name' })).toEqual(['Asha Rao', 'Bala Nair']);
    expect(await names({ sortBy: 'name', order: 'desc' })).toEqual(['Bala Nair', 'Asha Rao']);
    expect(await names({ sortBy: 'done' })).toEqual(['Bala Nair', 'Asha Rao']);
    expect(await names({ sortBy: 'done', order: 'asc' })).toEqual(['Asha Rao', 'Bala Nair']);
    expect(await names({ sortBy: 'last_opened' })).toEqual(['Asha Rao', 'Bala Nair']);
    expect(await names({ sortBy: 'time_spent' })).toEqual(['Bala Nair', 'Asha Rao']);
  });

  it('downloads as a real .xlsx: a cell holds the student and the day an item was completed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SYLLABUS}/learnListItemWiseStudentReportUniversity?learnListId=${hw.listId}&sortBy=done&format=xlsx`,
      headers: { authorization: `Bearer ${token.teacher}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Motion_homework-7-A\.xlsx"$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.getCell('A1').value).toBe('Student');
    expect(sheet.getCell('F1').value).toBe('Motion lesson 1');
    // The task's column is headed by its words, not "Item 3 (type 4: T1)".
    expect(sheet.getCell('H1').value).toBe('Measure your walk to school.');
    expect(sheet.getCell('A2').value).toBe('Bala Nair');
    expect(sheet.getCell('B2').value).toBe(2);
    expect(sheet.getCell('H2').value).toBe('2026-03-10');
    expect(sheet.getCell('A3').value).toBe('Asha Rao');
  });

  it('is for the school’s staff who teach the section: not another school, not another section’s teacher', async () => {
    expect((await report('otherTeacher')).status).toBe(404);
    expect((await report('colleague')).status).toBe(403);
    expect((await report('colleague', { sectionId: world.sectionA.section_id })).status).toBe(403);
    expect((await report('admin')).status).toBe(200);
    expect((await report('a1')).status).toBe(403);
    expect((await report('teacher', { sectionId: world.sectionB.section_id })).status).toBe(404);
  });
});

describe('attempted users', () => {
  it('lists the learners who opened or completed an item, with their counts', async () => {
    const res = await api.post(`${SYLLABUS}/learnlistAttemptedUserListUniversity`, token.teacher, {
      learnlist_id: hw.listId,
    });
    expect(res.body.data.users).toEqual([
      expect.objectContaining({ name: 'Asha Rao', completed_count: 0, item_count: 3, section_name: '7-A' }),
      expect.objectContaining({ name: 'Bala Nair', completed_count: 2, item_count: 3 }),
    ]);
    const outsider = await api.post(`${SYLLABUS}/learnlistAttemptedUserListUniversity`, token.otherTeacher, {
      learnlist_id: hw.listId,
    });
    expect(outsider.status).toBe(404);
  });
});
