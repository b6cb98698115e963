import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A learner takes back a hand-in before it is marked: it leaves the teacher's list, the learner's
// history keeps it as taken back and they may hand in again; once marked it cannot be taken back
// (409 in words); nobody else takes it back for them.

const HANDINS = '/api/syllabus-v2/handins';
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };

const post = async (path: string, who: Who, body: unknown) => {
  const res = await call(t.app, 'POST', `${HANDINS}/${path}`, { token: token[who], body });
  await t.services.jobs.drain();
  return res;
};

const task = () => ({ assign_id: hw.assignId, learnlist_item_id: 'T1' });
let n = 0;
const handIn = async (who: Who, text: string) => {
  const res = await post('student/handIn', who, { ...task(), client_handin_id: `take-back-${++n}-abc`, text });
  expect(res.status).toBe(200);
  return res.body.data.handin.handin_id as number;
};
const standingOf = async (learnerName: string) => {
  const list = await post('teacher/handinList', 'teacher', task());
  expect(list.status).toBe(200);
  const learner = list.body.data.learners.find((l: { name: string }) => l.name.startsWith(learnerName));
  return { count: list.body.data.handed_in_count as number, standing: learner.standing, turns: learner.handins.length };
};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
  const set = await post('teacher/setTaskHandin', 'teacher', {
    learnlist_id: hw.listId,
    learnlist_item_id: 'T1',
    asks_for_work: true,
    max_marks: 10,
  });
  expect(set.status).toBe(200);
});
afterAll(() => t.close());

describe('taking back a hand-in', () => {
  it('only the learner who handed it in takes it back; a classmate, a parent and the teacher cannot', async () => {
    const id = await handIn('a1', 'My answers');
    expect((await post('student/takeBack', 'a2', { handin_id: id })).status).toBe(404);
    expect((await post('student/takeBack', 'parentA1', { handin_id: id })).status).toBe(403);
    expect((await post('student/takeBack', 'teacher', { handin_id: id })).status).toBe(403);
    expect((await post('student/takeBack', 'a1', { handin_id: 'x' })).body.errors[0].field).toBe('handin_id');
    expect(await standingOf('Asha')).toEqual({ count: 1, standing: 'handed_in', turns: 1 });
  });

  it('leaves the teacher’s list, stays in the learner’s history as taken back, and may be handed in again', async () => {
    const mine = await post('student/myHandins', 'a1', { assign_id: hw.assignId });
    const id = mine.body.data.tasks[0].handins[0].handin_id as number;
    const taken = await post('student/takeBack', 'a1', { handin_id: id });
    expect(taken.status).toBe(200);
    expect(taken.body.data.handin).toMatchObject({ handin_id: id, status: 4 });
    expect(await standingOf('Asha')).toEqual({ count: 0, standing: 'not_handed_in', turns: 0 });
    const marking = await post('teacher/returnHandin', 'teacher', { handin_id: id, action: 'return', marks: 5 });
    expect(marking.status).toBe(409);
    expect(marking.body.message).toMatch(/took this work back/);

    const after = await post('student/myHandins', 'a1', { assign_id: hw.assignId });
    expect(after.body.data.tasks[0]).toMatchObject({ standing: 'not_handed_in', may_hand_in: true });
    expect(after.body.data.tasks[0].handins.map((h: { status: number }) => h.status)).toEqual([4]);
    // A parent sees the child's history too.
    const parent = await post('student/myHandins', 'parentA1', { uuid: world.people.a1.uuid, assign_id: hw.assignId });
    expect(parent.body.data.tasks[0].handins[0].status).toBe(4);

    const again = await handIn('a1', 'Corrected answers');
    expect(again).not.toBe(id);
    expect(await standingOf('Asha')).toEqual({ count: 1, standing: 'handed_in', turns: 1 });
  });

  it('cannot be taken back once marked: 409 in words', async () => {
    const mine = await post('student/myHandins', 'a1', { assign_id: hw.assignId });
    const id = mine.body.data.tasks[0].handins[0].handin_id as number;
    const ret = await post('teacher/returnHandin', 'teacher', { handin_id: id, action: 'return', marks: 8.5 });
    expect(ret.status).toBe(200);
    const late = await post('student/takeBack', 'a1', { handin_id: id });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/marked already.*cannot be taken back/);
    expect(await standingOf('Asha')).toMatchObject({ count: 1, standing: 'returned' });
  });
});

describe('the states on the learner’s homework list', () => {
  const states = (who: Who, body: object) => post('student/handinStates', who, body);

  it('answers each work task’s state for the learner, and the child’s for their parent', async () => {
    // By now Asha's work is returned with 8.5 of 10 (above); Bala handed in nothing.
    const asha = await states('a1', { assign_ids: [hw.assignId] });
    expect(asha.status).toBe(200);
    expect(asha.body.data.homework).toEqual([
      {
        assign_id: hw.assignId,
        tasks: [{ learnlist_item_id: 'T1', standing: 'returned', marks: 8.5, max_marks: 10 }],
      },
    ]);
    const parent = await states('parentA1', { uuid: world.people.a1.uuid, assign_ids: [hw.assignId] });
    expect(parent.body.data).toEqual(asha.body.data);
    const bala = await states('a2', { assign_ids: [String(hw.assignId)] });
    expect(bala.body.data.homework[0].tasks[0]).toMatchObject({ standing: 'not_handed_in', marks: null });
  });

  it('leaves out homework the caller does not hold; another child’s parent is refused', async () => {
    expect((await states('b1', { assign_ids: [hw.assignId, 999_999] })).body.data).toEqual({ homework: [] });
    expect((await states('otherTeacher', { assign_ids: [hw.assignId] })).body.data).toEqual({ homework: [] });
    const stranger = await states('parentB1', { uuid: world.people.a1.uuid, assign_ids: [hw.assignId] });
    expect(stranger.status).toBe(403);
    const empty = await states('a1', { assign_ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe('assign_ids');
  });
});
