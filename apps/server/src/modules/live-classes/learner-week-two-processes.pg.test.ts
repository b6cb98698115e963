import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { makeLicence } from '../../test/institutes-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Two server processes on one PostgreSQL: each keeps the learners' weeks and placements it read. A
// class made or cancelled, or a learner moved to another section, through one is in the other's next
// reads as soon as the version reaches it over LISTEN/NOTIFY (well within a second), though the other
// had them kept a moment before.

const clock = testClock('2026-11-25T04:00:00Z');
let one: TestApp;
let two: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  one = await createTestApp({ clock: clock.now });
  two = await createTestApp({ clock: clock.now, sharing: one });
  world = await makeHomeworkWorld(one.db);
  // A roster import (a learner's move) needs the school's licence.
  await makeLicence(one.db, world.school.school_id, { students: 100, teachers: 10 });
  token = await signInAll(one, world);
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

async function titlesIn(t: TestApp): Promise<string[]> {
  const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
    token: token.a1,
    body: {},
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.classes as { title: string; live_class_status: number }[]).map(
    (c) => `${c.title}:${c.live_class_status}`,
  );
}

/** Reads the week in the app until it answers `expected`, up to 5 s; how long that took. */
async function untilSeen(t: TestApp, expected: string[]): Promise<number> {
  const since = performance.now();
  let titles = await titlesIn(t);
  while (JSON.stringify(titles) !== JSON.stringify(expected) && performance.now() - since < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    titles = await titlesIn(t);
  }
  expect(titles).toEqual(expected);
  return performance.now() - since;
}

const save = (body: Record<string, unknown>) =>
  call(one.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', { token: token.admin, body });

describe("two server processes on one PostgreSQL and a learner's week", () => {
  let algebra: number;

  it('keeps a week in each process', async () => {
    expect(one.services.cacheVersions).not.toBe(two.services.cacheVersions);
    expect(await titlesIn(two)).toEqual([]);
    const before = two.services['live-classes'].weeks.stats().hits;
    expect(await titlesIn(two)).toEqual([]);
    expect(two.services['live-classes'].weeks.stats().hits).toBe(before + 1);
  });

  it('see a class made through the other process within a second', async () => {
    const res = await save({
      section_ids: [world.sectionA.section_id],
      subject_id: world.place.subjectId,
      title: 'Algebra',
      schedule_date: '2026-11-26',
      start_time: '10:00',
      duration: 40,
      room_link: 'https://meet.jit.si/lakeside-two',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    algebra = res.body.data.live_class.sch_id;
    // 002 §4.1: a scheduled class is status 1.
    expect(await untilSeen(two, ['Algebra:1'])).toBeLessThan(1000);
  });

  it('see a class cancelled through the other process within a second', async () => {
    expect(await titlesIn(two)).toEqual(['Algebra:1']);
    expect((await save({ sch_id: algebra, is_cancelled: true })).status).toBe(200);
    // 001 §4: a cancelled class is status 4.
    expect(await untilSeen(two, ['Algebra:4'])).toBeLessThan(1000);
  });

  it('see a learner moved to another section through the other process within a second', async () => {
    expect(await titlesIn(two)).toEqual(['Algebra:4']);
    const a1 = world.people.a1;
    const moved = await call(one.app, 'POST', '/api/institutes/roster/apply', {
      token: token.admin,
      body: {
        csv: [
          'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email',
          `student,7-B,,,,,Asha,Rao,${a1.email},${a1.mobile},IN,,`,
        ].join('\n'),
      },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // Her placements were kept in the other process a moment before; 7-B has no class this week.
    expect(await untilSeen(two, [])).toBeLessThan(1000);
    // In the process that moved her, at once.
    expect(await titlesIn(one)).toEqual([]);
  });
});
