import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  contentItems,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  SYLLABUS,
  TEACHER,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { makeBankQuestion } from '../../test/assessment-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A school's teacher makes, publishes, shares and assigns a list; who else may see or change it.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof learnListApi>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = learnListApi(t);
});
afterAll(() => t.close());

const ids = () => world.contents.map((c) => c.content_id);
const singleKey = { key: { type: 'single' as const, optionId: 'a' } };

describe('making a list', () => {
  it("is the teacher's school's; its items come back in order with the catalogue's titles", async () => {
    const res = await api.create(token.teacher, {
      learnlist_name: 'Forces',
      learnlist_data: [
        { learnlist_item_id: ids()[1]!, learnlist_item_type: 1, learnlist_item_order: 2 },
        { learnlist_item_id: ids()[0]!, learnlist_item_type: 1, learnlist_item_order: 1 },
        { learnlist_item_id: 'EM4411', learnlist_item_type: 3, learnlist_item_order: 3 },
        { learnlist_item_id: 'T1', learnlist_item_type: 4, task_text: 'Push a box.', learnlist_item_order: 4 },
      ],
    });
    expect(res.status).toBe(200);
    const list = res.body.data.learnlist;
    expect(list).toMatchObject({
      school_id: world.school.school_id,
      stage: 1,
      uuid: world.people.teacher.uuid,
      can_edit: true,
    });
    expect(list.learnlist_data.map((i: { learnlist_item_id: string }) => i.learnlist_item_id)).toEqual([
      String(ids()[0]),
      String(ids()[1]),
      'EM4411',
      'T1',
    ]);
    // Content is named by the catalogue; a paper (NEMR test 'EM…' of type 3) is kept but not openable yet.
    expect(list.learnlist_data[0]).toMatchObject({
      content_title: 'Motion lesson 1',
      openable: true,
      item_kind: 'content',
    });
    expect(list.learnlist_data[2]).toMatchObject({ is_nemr_test: true, content_title: null, openable: false });
    expect(list.learnlist_data[3]).toMatchObject({ item_kind: 'task', task_text: 'Push a box.', openable: true });
  });

  it("an empty name becomes 'Homework_' and the next number (spec 000 §5)", async () => {
    const first = await api.create(token.colleague, { learnlist_data: contentItems([ids()[0]!]) });
    const second = await api.create(token.colleague, { learnlist_name: '' });
    expect(first.body.data.learnlist.learnlist_name).toBe('Homework_1');
    expect(second.body.data.learnlist.learnlist_name).toBe('Homework_2');
  });

  it('leaves out items of groups 3145, 3146, 3131 and 3132 unless questions, and says so', async () => {
    const question = await makeBankQuestion(t.db, { ...world, topics: [world.place.chapterId] }, singleKey, null);
    const res = await api.create(token.teacher, {
      learnlist_name: 'Skips',
      learnlist_data: [
        { learnlist_item_id: ids()[0]!, learnlist_item_type: 1, group_id: 3145 },
        { learnlist_item_id: question, learnlist_item_type: 2, group_id: 3146 },
        { learnlist_item_id: 9001, learnlist_item_type: 3, group_id: 3131 },
        { learnlist_item_id: ids()[1]!, learnlist_item_type: 1, group_id: 3200 },
      ],
    });
    expect(res.status).toBe(200);
    const kept = res.body.data.learnlist.learnlist_data.map((i: { learnlist_item_id: string }) => i.learnlist_item_id);
    expect(kept).toEqual([String(question), String(ids()[1])]);
    expect(res.body.data.skipped_items.map((s: { learnlist_item_id: string }) => s.learnlist_item_id)).toEqual([
      String(ids()[0]),
      '9001',
    ]);
  });

  it('holds at most 50 items from the teaching screen: the 51st is refused, naming its field', async () => {
    const items = Array.from({ length: 51 }, (_, i) => ({
      learnlist_item_id: `T${i + 1}`,
      learnlist_item_type: 4,
      task_text: `Task ${i + 1}`,
    }));
    const tooMany = await api.create(token.teacher, { from_teaching_screen: true, learnlist_data: items });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'learnlist_data.50', message: expect.stringContaining('50') }]);
    const fifty = await api.create(token.teacher, { from_teaching_screen: true, learnlist_data: items.slice(0, 50) });
    expect(fifty.status).toBe(200);
    const listId = fifty.body.data.learnlist.learnlist_id;
    const more = await api.post(`${SYLLABUS}/addItemToLearnListUniversity`, token.teacher, {
      learnlist_id: listId,
      items: [
        { learnlist_item_id: 'T1', learnlist_item_type: 4, task_text: 'Task 1' },
        { learnlist_item_id: 'T99', learnlist_item_type: 4, task_text: 'Task 99' },
      ],
    });
    expect(more.status).toBe(400);
    expect(more.body.errors[0].field).toBe('items.1');
    // The same list elsewhere (not the teaching screen) keeps no such limit for lists made elsewhere.
    const elsewhere = await api.create(token.teacher, { learnlist_data: items });
    expect(elsewhere.status).toBe(200);
  });

  it("refuses content that is not in the catalogue, or another school's own", async () => {
    await t.db
      .updateTable('contents')
      .set({ owner_school_id: world.school.school_id })
      .where('content_id', '=', ids()[3]!)
      .execute();
    const theirs = await api.post(`${SYLLABUS}/createUpdateLearnListUniversity`, token.otherTeacher, {
      learnlist_data: contentItems([ids()[3]!]),
    });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors[0].field).toBe('learnlist_data.0.learnlist_item_id');
    const ours = await api.create(token.teacher, { learnlist_data: contentItems([ids()[3]!]) });
    expect(ours.status).toBe(200);
  });
});

describe('publishing, sharing and who sees a list', () => {
  it('a draft is its owner’s; published, the school’s staff see it; another school never does', async () => {
    const made = await api.create(token.teacher, {
      learnlist_name: 'Drafted',
      learnlist_data: contentItems([ids()[0]!]),
    });
    const id = made.body.data.learnlist.learnlist_id;
    const read = (who: Who) => api.detail(token[who], { learnListId: id });
    expect((await read('colleague')).status).toBe(404);
    expect((await api.publish(token.colleague, id)).status).toBe(404);
    expect((await api.publish(token.teacher, id)).status).toBe(200);
    expect((await read('colleague')).body.data).toMatchObject({ can_edit: false, can_assign: true });
    expect((await read('admin')).status).toBe(200);
    // Another school's teacher, and learners who were not given it: as if it did not exist.
    for (const who of ['otherTeacher', 'a1', 'parentA1'] as const) expect((await read(who)).status, who).toBe(404);
    const rename = await api.create(token.otherTeacher, { learnlist_id: id, learnlist_name: 'Mine now' });
    expect(rename.status).toBe(404);
    // A teacher of the school who was not given it to edit sees it, and may not change it.
    expect((await api.create(token.colleague, { learnlist_id: id, learnlist_name: 'x' })).status).toBe(403);
  });

  it('shared with a teacher of the school, the list may be changed by them (teacher only)', async () => {
    const made = await api.create(token.teacher, {
      learnlist_name: 'Shared',
      learnlist_data: contentItems([ids()[0]!]),
    });
    const id = made.body.data.learnlist.learnlist_id;
    const share = (who: Who, uuid: string) =>
      api.post(`${TEACHER}/assignLearnListToTeacherUniversity`, token[who], {
        learnlist_id: id,
        teacher_uuids: [uuid],
      });
    expect((await share('teacher', world.people.otherTeacher.uuid)).status).toBe(404);
    expect((await share('parentA1', world.people.colleague.uuid)).status).toBe(403);
    const shared = await share('teacher', world.people.colleague.uuid);
    expect(shared.body.data.shared_with).toEqual([
      { uuid: world.people.colleague.uuid, name: expect.stringContaining('Colin') },
    ]);
    const renamed = await api.create(token.colleague, { learnlist_id: id, learnlist_name: 'Shared and renamed' });
    expect(renamed.body.data.learnlist).toMatchObject({ learnlist_name: 'Shared and renamed', can_edit: true });
  });

  it('searches the caller’s own and shared lists; type 5 the school’s past draft; names only over 2 characters', async () => {
    const mine = await api.get(`${SYLLABUS}/searchLearnListUniversity`, token.colleague, { searchText: 'sh' });
    const names = mine.body.data.learnlist_list.map((l: { learnlist_name: string }) => l.learnlist_name);
    expect(names).toEqual(expect.arrayContaining(['Shared and renamed', 'Homework_2', 'Homework_1']));
    expect(names).not.toContain('Forces');
    const filtered = await api.get(`${SYLLABUS}/searchLearnListUniversity`, token.colleague, { searchText: 'sha' });
    expect(filtered.body.data.learnlist_list.map((l: { learnlist_name: string }) => l.learnlist_name)).toEqual([
      'Shared and renamed',
    ]);
    const school = await api.get(`${SYLLABUS}/searchLearnListUniversity`, token.colleague, { learnListTypeId: 5 });
    const all = school.body.data.learnlist_list.map((l: { learnlist_name: string }) => l.learnlist_name);
    expect(all).toContain('Drafted');
    expect(all).not.toContain('Forces');
    const outsider = await api.get(`${SYLLABUS}/searchLearnListUniversity`, token.otherTeacher, { learnListTypeId: 5 });
    expect(outsider.body.data.total_count).toBe(0);
    expect((await api.get(`${SYLLABUS}/searchLearnListUniversity`, token.a1, {})).status).toBe(403);
  });

  it('an assigned list cannot go back to draft or be deleted; archived, it is read-only', async () => {
    const { listId } = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
    const stage = (s: number) =>
      api.put(`${SYLLABUS}/updateLearnListStage`, token.teacher, { learnlist_id: listId, stage: s });
    expect((await stage(1)).status).toBe(409);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${SYLLABUS}/removeLearnListUniversity?learnlist_id=${listId}`,
      headers: { authorization: `Bearer ${token.teacher}` },
    });
    expect(removed.statusCode).toBe(409);
    expect((await stage(3)).body.data.stage).toBe(3);
    const add = await api.post(`${SYLLABUS}/addItemToLearnListUniversity`, token.teacher, {
      learnlist_id: listId,
      items: contentItems([ids()[2]!]),
    });
    expect(add.status).toBe(409);
    expect(
      (
        await api.assign(token.teacher, {
          learnlist_id: listId,
          sections: [world.sectionA.section_id],
          start_date: '2026-03-10',
          due_date: '2026-03-12',
        })
      ).status,
    ).toBe(409);
  });

  it('removes a list nobody was assigned, and items from a list', async () => {
    const made = await api.create(token.teacher, { learnlist_data: contentItems(ids().slice(0, 2)) });
    const id = made.body.data.learnlist.learnlist_id;
    const removedItem = await api.put(`${SYLLABUS}/removeItemFromLearnListUniversity`, token.teacher, {
      learnlist_id: id,
      items: [{ learnlist_item_id: ids()[0]!, learnlist_item_type: 1 }],
    });
    expect(removedItem.body.data.learnlist_data.map((i: { learnlist_item_id: string }) => i.learnlist_item_id)).toEqual(
      [String(ids()[1])],
    );
    const del = await t.app.inject({
      method: 'DELETE',
      url: `${SYLLABUS}/removeLearnListUniversity?learnlist_id=${id}`,
      headers: { authorization: `Bearer ${token.teacher}` },
    });
    expect(del.json().data).toEqual({ learnlist_id: id, removed: true });
    expect((await api.detail(token.teacher, { learnListId: id })).status).toBe(404);
  });
});

describe('assigning to sections', () => {
  it('a teacher assigns to sections they teach; an admin to any of the school; another school’s: 404', async () => {
    const made = await api.create(token.teacher, { learnlist_data: contentItems([ids()[0]!]) });
    const id = made.body.data.learnlist.learnlist_id;
    const assign = (who: Who, sectionId: number) =>
      api.assign(token[who], {
        learnlist_id: id,
        sections: [sectionId],
        start_date: '2026-03-11',
        due_date: '2026-03-13',
      });
    expect((await assign('teacher', world.sectionA.section_id)).status).toBe(409);
    await api.publish(token.teacher, id);
    expect((await assign('teacher', world.sectionB.section_id)).status).toBe(403);
    expect((await assign('otherTeacher', world.sectionA.section_id)).status).toBe(404);
    expect((await assign('a1', world.sectionA.section_id)).status).toBe(403);
    const byAdmin = await assign('admin', world.sectionB.section_id);
    expect(byAdmin.status).toBe(200);
    const res = await assign('teacher', world.sectionA.section_id);
    expect(res.body.data.assignment).toMatchObject({
      learnlist_id: id,
      is_parent_assigned: 0,
      learnlist_assigned_as: [1, 2, 3],
      sections: [{ section_id: world.sectionA.section_id, section_name: '7-A', learner_count: 2 }],
    });
  });

  it('refuses a due day before the start day, or one that has passed', async () => {
    const { listId } = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-11' });
    const at = (start: string, due: string) =>
      api.assign(token.teacher, {
        learnlist_id: listId,
        sections: [world.sectionA.section_id],
        start_date: start,
        due_date: due,
      });
    expect((await at('2026-03-12', '2026-03-11')).body.errors[0].field).toBe('due_date');
    expect((await at('2026-03-01', '2026-03-09')).body.errors[0].field).toBe('due_date');
  });
});
