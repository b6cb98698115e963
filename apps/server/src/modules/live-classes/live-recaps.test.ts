import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../../test/access-factories.js';
import {
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Class recaps through the real server on its database: while the presenter teaches a live class, each
// item they open is added to the class's recap (the first one makes the list, named after the class, and
// attaches it to the class; a repeat is not added twice); counts; publish and unpublish; the recap list
// of a section, which its learners (and parents) read once published and whose items open through the
// access gate's learn-list rule. Learners of another section and another school's teacher are refused
// (404); learners and parents cannot add items (403).

// 09:30 in India (the test school's zone): before the class.
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let schId: number;
let listId: number;

const TS = '/api/live-class/teacher/schedule';
const CR = '/api/live-class/classroom';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  const saved = await post(`${TS}/saveLiveClass`, 'teacher', {
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title: 'Motion in a straight line',
    schedule_date: '2026-11-25',
    start_time: '11:00',
    duration: 45,
    room_link: 'https://meet.jit.si/lakeside-7a-motion',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  schId = saved.body.data.live_class.sch_id as number;
});
afterAll(() => t.close());

/** Moves the clock; tokens are signed again (they expire after minutes). */
async function at(iso: string): Promise<void> {
  clock.set(iso);
  token = await signInAll(t, world);
}

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const content = (i: number) => world.contents[i]!.content_id;
const item = (i: number) => ({
  learnlist_item_id: content(i),
  learnlist_item_type: 1,
  syllabus_id: world.place.chapterId,
});
const addItem = (who: Who, i: number, lectureId = schId) =>
  post(`${CR}/addItemToClassRecap`, who, { lecture_id: lectureId, item: item(i) });
const publish = (who: Who, isPublished: 0 | 1) =>
  post(`${CR}/publishUnpublishLiveClassLearnlist`, who, { lecture_id: schId, is_published: isPublished });
const recapList = (who: Who, body: Record<string, unknown> = {}) =>
  post(`${CR}/classroomRecapList`, who, { start_date: '2026-11-23', end_date: '2026-11-29', ...body });
const titles = (res: {
  body: { data: { class_room_recap_list: { learnlist_data: { content_title: string }[] }[] } };
}) => res.body.data.class_room_recap_list.map((r) => r.learnlist_data.map((i) => i.content_title));

describe('a class recap built while teaching', () => {
  it('is not started before the class starts: nothing is added', async () => {
    const res = await addItem('teacher', 0);
    expect(res.status).toBe(409);
    expect((await post(`${CR}/activeClass`, 'teacher', {})).body.data.classes).toEqual([]);
  });

  it('the first item opened during the class makes the recap, named after the class, and attaches it', async () => {
    await at('2026-11-25T05:35:00Z');
    const res = await addItem('teacher', 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      created: true,
      added: true,
      recap: {
        lecture_id: schId,
        learnlist_name: 'Recap: Motion in a straight line 2026-11-25',
        item_count: 1,
        is_published: 0,
      },
    });
    listId = res.body.data.recap.learnlist_id as number;
  });

  it('later items are added to it, and a repeat of the same item is not added twice', async () => {
    const second = await addItem('teacher', 1);
    expect(second.body.data).toMatchObject({
      created: false,
      added: true,
      recap: { learnlist_id: listId, item_count: 2 },
    });
    const again = await addItem('teacher', 0);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ added: false, recap: { learnlist_id: listId, item_count: 2 } });
  });

  it('the teaching screen reads the class being taught with its recap and until when', async () => {
    const res = await post(`${CR}/activeClass`, 'teacher', { subject_id: world.place.subjectId });
    expect(res.status).toBe(200);
    expect(res.body.data.classes).toHaveLength(1);
    expect(res.body.data.classes[0]).toMatchObject({
      live_class: { sch_id: schId },
      // 11:45 in India plus 15 minutes.
      teaching_until: '2026-11-25T06:30:00.000Z',
      recap: { learnlist_id: listId, item_count: 2 },
    });
    expect((await post(`${CR}/activeClass`, 'teacher', { subject_id: 999_999 })).body.data.classes).toEqual([]);
    expect((await post(`${CR}/activeClass`, 'colleague', {})).body.data.classes).toEqual([]);
  });

  it('is the list a recap (is_class_recap 1) of the presenter', async () => {
    const res = await learnListApi(t).detail(token.teacher, { learnListId: listId });
    expect(res.body.data).toMatchObject({ is_class_recap: 1, stage: 1, uuid: world.people.teacher.uuid });
  });

  it('only the presenter adds: a colleague or the admin 403, learners and parents 403, another school 404', async () => {
    expect((await addItem('colleague', 2)).status).toBe(403);
    expect((await addItem('admin', 2)).status).toBe(403);
    expect((await addItem('a1', 2)).status).toBe(403);
    expect((await addItem('parentA1', 2)).status).toBe(403);
    expect((await addItem('otherTeacher', 2)).status).toBe(404);
  });

  it('refuses an item that is not content of the catalogue, naming the field', async () => {
    const res = await post(`${CR}/addItemToClassRecap`, 'teacher', {
      lecture_id: schId,
      item: { learnlist_item_id: 987_654, learnlist_item_type: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('item.learnlist_item_id');
  });

  it('counts its items for the school’s staff; another school’s teacher is answered nothing', async () => {
    const body = { lecture_learnlist_ids: [{ lecture_id: schId, learnlist_id: listId }] };
    const mine = await post(`${CR}/updatedLearnlistItemCount`, 'teacher', body);
    expect(mine.body.data.counts).toEqual([expect.objectContaining({ learnlist_id: listId, item_count: 2 })]);
    const admin = await post(`${CR}/updatedLearnlistItemCount`, 'admin', body);
    expect(admin.body.data.counts).toHaveLength(1);
    const other = await post(`${CR}/updatedLearnlistItemCount`, 'otherTeacher', body);
    expect(other.body.data.counts).toEqual([]);
    expect((await post(`${CR}/updatedLearnlistItemCount`, 'a1', body)).status).toBe(403);
  });
});

describe('publishing the recap to the class’s sections', () => {
  it('unpublished, its learners do not see it; the section’s teacher does', async () => {
    expect((await recapList('a1')).body.data.class_room_recap_list).toEqual([]);
    const staff = await recapList('teacher', { section_id: world.sectionA.section_id });
    expect(staff.status).toBe(200);
    expect(staff.body.data.class_room_recap_list).toEqual([
      expect.objectContaining({ lecture_id: schId, learnlist_id: listId, is_published: 0, item_count: 2 }),
    ]);
  });

  it('is published by its presenter only (a colleague 403, another school 404, learners 403)', async () => {
    expect((await publish('colleague', 1)).status).toBe(403);
    expect((await publish('otherTeacher', 1)).status).toBe(404);
    expect((await publish('a1', 1)).status).toBe(403);
    const res = await publish('teacher', 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.recap).toMatchObject({ is_published: 1, stage: 2, item_count: 2 });
  });

  it('its learners find it under the class, with the class’s day and subject and both items', async () => {
    const res = await recapList('a1', { section_id: world.sectionA.section_id, syllabus_ids: [world.place.subjectId] });
    expect(res.status).toBe(200);
    const [recap] = res.body.data.class_room_recap_list;
    expect(recap).toMatchObject({
      lecture_id: schId,
      title: 'Motion in a straight line',
      schedule_date: '2026-11-25',
      start_time: '11:00',
      subject_id: world.place.subjectId,
      is_published: 1,
    });
    expect(recap.assign_id).toEqual(expect.any(Number));
    expect(titles(res)).toEqual([['Motion lesson 1', 'Motion lesson 2']]);
    const parent = await recapList('parentA1', { uuid: world.people.a1.uuid });
    expect(titles(parent)).toEqual([['Motion lesson 1', 'Motion lesson 2']]);
  });

  it('its items open through the gate’s learn-list rule (the school grants no subjects otherwise)', async () => {
    const [recap] = (await recapList('a1')).body.data.class_room_recap_list;
    const fromRecap = await decide(t.app, token.a1, {
      item_kind: 'content',
      item_id: content(0),
      assign_id: recap.assign_id,
    });
    expect(fromRecap.body.data).toMatchObject({ allowed: true });
    const plain = await decide(t.app, token.a1, { item_kind: 'content', item_id: content(0) });
    expect(plain.body.data.allowed).toBe(false);
    const detail = await learnListApi(t).detail(token.a1, { learnListId: listId, assignId: recap.assign_id });
    expect(detail.status).toBe(200);
    expect(detail.body.data.learnlist_data).toHaveLength(2);
  });

  it('is not homework: the learner’s homework list does not hold it', async () => {
    const res = await learnListApi(t).homework(token.a1);
    expect(res.body.data.homework.map((h: { learnlist_id: number }) => h.learnlist_id)).not.toContain(listId);
  });

  it('learners of another section and another school’s teacher are refused', async () => {
    expect((await recapList('b1', { section_id: world.sectionA.section_id })).status).toBe(404);
    expect((await recapList('b1')).body.data.class_room_recap_list).toEqual([]);
    expect((await recapList('parentB1', { uuid: world.people.a1.uuid })).status).toBe(403);
    expect((await recapList('otherTeacher', { section_id: world.sectionA.section_id })).status).toBe(404);
    expect((await recapList('otherTeacher')).body.data.class_room_recap_list).toEqual([]);
  });

  it('is published and unpublished from its class only, and is not given as homework', async () => {
    const api = learnListApi(t);
    expect(
      (await api.put('/api/syllabus-v2/updateLearnListStage', token.teacher, { learnlist_id: listId, stage: 1 }))
        .status,
    ).toBe(409);
    const assigned = await api.assign(token.teacher, {
      learnlist_id: listId,
      sections: [world.sectionB.section_id],
      start_date: '2026-11-25',
      due_date: '2026-11-27',
    });
    expect(assigned.status).toBe(409);
  });

  it('unpublished, its learners no longer see it nor open its items from it', async () => {
    const [recap] = (await recapList('a1')).body.data.class_room_recap_list;
    const res = await publish('teacher', 0);
    expect(res.body.data.recap).toMatchObject({ is_published: 0, stage: 1 });
    expect((await recapList('a1')).body.data.class_room_recap_list).toEqual([]);
    const open = await decide(t.app, token.a1, {
      item_kind: 'content',
      item_id: content(0),
      assign_id: recap.assign_id,
    });
    expect(open.body.data.allowed).toBe(false);
    // Published again: the same assignment, so the learners' completions stay.
    const again = await publish('teacher', 1);
    expect(again.status).toBe(200);
    expect((await recapList('a1')).body.data.class_room_recap_list[0].assign_id).toBe(recap.assign_id);
  });
});
