import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Two server processes on one PostgreSQL, each keeping the teacher's item-wise report it built: a
// completion made through one is in the other's next report as soon as the assignment's version
// reaches it over LISTEN/NOTIFY (well within a second), though the other had the report kept a
// moment before.

const clock = testClock('2026-03-10T06:00:00Z');
let one: TestApp;
let two: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };

beforeAll(async () => {
  one = await createTestApp({ clock: clock.now });
  two = await createTestApp({ clock: clock.now, sharing: one });
  world = await makeHomeworkWorld(one.db);
  token = await signInAll(one, world);
  hw = await assignedList(one, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

/** Asha's completion of the task T1 (the list's third item) in the report process `t` answers. */
async function ashaTaskIn(t: TestApp): Promise<string | null> {
  const res = await learnListApi(t).report(token.teacher, { learnListId: hw.listId, assignId: hw.assignId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const students = res.body.data.students as { uuid: string; completed_on: (string | null)[] }[];
  return students.find((s) => s.uuid === world.people.a1.uuid)!.completed_on[2] ?? null;
}

/** Reads the report in `t` until Asha's task shows `expected`, up to 5 s; how long that took. */
async function untilSeen(t: TestApp, expected: string | null): Promise<number> {
  const since = performance.now();
  let seen = await ashaTaskIn(t);
  while (seen !== expected && performance.now() - since < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen = await ashaTaskIn(t);
  }
  expect(seen).toBe(expected);
  return performance.now() - since;
}

describe('two server processes on one PostgreSQL and the item-wise report', () => {
  it('see a completion made through the other process within a second', async () => {
    expect(one.services.cacheVersions).not.toBe(two.services.cacheVersions);
    // Kept in the second process: read twice before the completion.
    expect(await ashaTaskIn(two)).toBeNull();
    expect(await ashaTaskIn(two)).toBeNull();
    const done = await learnListApi(one).complete(token.a1, {
      assign_id: hw.assignId,
      learnlist_id: hw.listId,
      learnlist_item_id: 'T1',
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await untilSeen(two, '2026-03-10T06:00:00.000Z')).toBeLessThan(1000);
    // In the process that recorded it, at once.
    expect(await ashaTaskIn(one)).toBe('2026-03-10T06:00:00.000Z');
  });
});
