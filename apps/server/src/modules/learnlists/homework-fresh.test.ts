import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLicence } from '../../test/institutes-factories.js';
import {
  assignedList,
  learnListApi,
  makeHomeworkWorld,
  placeByRoster,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// What a teacher's report and a learner's homework list show is current on the very next read: a
// completion, time spent, a learner joining the section, a new assignment and an extension each show
// at once (no answer is served from before the write), and one learner's answer never another's.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof learnListApi>;
let hw: { listId: number; assignId: number };

interface Student {
  uuid: string;
  name: string;
  done_count: number;
  completed_on: (string | null)[];
  time_spent: number[];
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  // Seats for the learner the roster import places.
  await makeLicence(t.db, world.school.school_id, { students: 100 });
  token = await signInAll(t, world);
  api = learnListApi(t);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

async function reportOf() {
  const res = await api.report(token.teacher, { learnListId: hw.listId, assignId: hw.assignId });
  expect(res.status).toBe(200);
  return res.body.data as { students: Student[]; items: { completion_percent: number }[] };
}
const studentIn = (report: { students: Student[] }, who: Who) =>
  report.students.find((s) => s.uuid === world.people[who].uuid)!;

async function homeworkOf(who: Who) {
  const res = await api.homework(token[who]);
  expect(res.status).toBe(200);
  return res.body.data.homework as { assign_id: number; due_at: string; completed_count: number }[];
}

describe('the item-wise report on the next read', () => {
  it('shows a completion right after it is posted', async () => {
    const before = await reportOf();
    expect(studentIn(before, 'a1').completed_on[2]).toBeNull();
    expect(before.items[2]!.completion_percent).toBe(0);
    const done = await api.complete(token.a1, {
      assign_id: hw.assignId,
      learnlist_id: hw.listId,
      learnlist_item_id: 'T1',
    });
    expect(done.status).toBe(200);
    const after = await reportOf();
    expect(studentIn(after, 'a1')).toMatchObject({ done_count: 1 });
    expect(studentIn(after, 'a1').completed_on[2]).toBe('2026-03-10T06:00:00.000Z');
    expect(studentIn(after, 'a2').completed_on[2]).toBeNull();
    expect(after.items[2]!.completion_percent).toBe(50);
  });

  it('shows time spent right after progress is posted, even without naming the homework', async () => {
    expect(studentIn(await reportOf(), 'a2').time_spent[0]).toBe(0);
    const posted = await api.post('/api/mis/v2/addLearningProgress', token.a2, {
      content_id: world.contents[0]!.content_id,
      total_consumption_time: 30,
      total_media_time: '00:01:00',
      source: 1,
    });
    expect(posted.status).toBe(200);
    expect(studentIn(await reportOf(), 'a2').time_spent[0]).toBe(30);
  });

  it('shows a learner who joins the section right after they join', async () => {
    expect((await reportOf()).students).toHaveLength(2);
    // The school admin's roster import places a new learner in the section.
    const placed = await placeByRoster(t, token.admin, [
      { section: '7-A', firstName: 'Dev', lastName: 'Iyer', email: 'dev.iyer@roster.test' },
    ]);
    const after = await reportOf();
    expect(after.students.map((s) => s.name)).toEqual(['Asha Rao', 'Bala Nair', 'Dev Iyer']);
    expect(after.students.find((s) => s.uuid === placed.get('dev.iyer@roster.test'))).toMatchObject({ done_count: 0 });
  });
});

describe('a learner’s homework list on the next read', () => {
  it('shows their own completion right after it, and not another learner’s', async () => {
    const entry = async (who: Who) => (await homeworkOf(who)).find((h) => h.assign_id === hw.assignId)!;
    expect((await entry('a1')).completed_count).toBe(1);
    expect((await entry('a2')).completed_count).toBe(0);
    await api.complete(token.a2, { assign_id: hw.assignId, learnlist_id: hw.listId, learnlist_item_id: 'T1' });
    expect((await entry('a2')).completed_count).toBe(1);
    expect((await entry('a1')).completed_count).toBe(1);
  });

  it('shows a new assignment to their section right after it is made', async () => {
    const before = await homeworkOf('a1');
    expect(before.map((h) => h.assign_id)).toEqual([hw.assignId]);
    const second = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-20' });
    const after = await homeworkOf('a1');
    expect(after.map((h) => h.assign_id).sort()).toEqual([hw.assignId, second.assignId].sort());
    // Section B's learner is not given section A's homework.
    expect((await homeworkOf('b1')).map((h) => h.assign_id)).toEqual([]);
  });

  it('shows an extension right after it is given, to the extended learner only', async () => {
    const dueOf = async (who: Who) => (await homeworkOf(who)).find((h) => h.assign_id === hw.assignId)!.due_at;
    // The due day closes at 23:59 in the school's time zone (India: 18:29 UTC).
    expect(await dueOf('a1')).toBe('2026-03-12T18:29:00.000Z');
    const extended = await api.assign(token.teacher, {
      learnlist_id: hw.listId,
      assign_id: hw.assignId,
      start_date: '2026-03-10',
      due_date: '2026-03-12',
      extensions: [{ uuid: world.people.a1.uuid, due_date: '2026-03-15' }],
    });
    expect(extended.status).toBe(200);
    expect(await dueOf('a1')).toBe('2026-03-15T18:29:00.000Z');
    expect(await dueOf('a2')).toBe('2026-03-12T18:29:00.000Z');
  });
});
