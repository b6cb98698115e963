import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLicence } from '../../test/institutes-factories.js';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A learner's week (myScheduleUniversity) is kept between reads, and still every change it shows is
// seen on the very next read: a class made, moved, cancelled or started, a recording added, a learner
// moved to another section, the clock passing a class's start. Two learners of different sections
// never get each other's week.

// Wednesday 25 November, 09:30 in India: the default week runs to Tuesday 1 December.
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  await makeLicence(t.db, world.school.school_id, { students: 100, teachers: 10 });
  token = await signInAll(t, world);
});
afterAll(() => t.close());

interface Card {
  sch_id: number;
  title: string;
  start_time: string;
  live_class_status: number;
  is_active: boolean;
  join_link: string | null;
  recordings: unknown[];
}

async function weekOf(who: Who, body: Record<string, unknown> = {}) {
  const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
    token: token[who],
    body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.classes as Card[];
}
const hits = () => t.services['live-classes'].weeks.stats().hits;

async function schedule(title: string, sectionId: number, date: string, time: string): Promise<number> {
  const res = await call(t.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', {
    token: token.admin,
    body: {
      section_ids: [sectionId],
      subject_id: world.place.subjectId,
      title,
      schedule_date: date,
      start_time: time,
      duration: 40,
      room_link: 'https://meet.jit.si/lakeside-week',
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.live_class.sch_id as number;
}
const change = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', { token: token.admin, body });

describe("a learner's week, kept between reads", () => {
  let algebra: number;

  it('is served from the kept week on the second read, the same answer', async () => {
    algebra = await schedule('Algebra', world.sectionA.section_id, '2026-11-26', '10:00');
    const first = await weekOf('a1');
    const before = hits();
    expect(await weekOf('a1')).toEqual(first);
    expect(hits()).toBe(before + 1);
    expect(first.map((c) => c.title)).toEqual(['Algebra']);
  });

  it("never hands one section's week to a learner of another section", async () => {
    await schedule('Botany', world.sectionB.section_id, '2026-11-26', '11:00');
    await weekOf('a1');
    expect((await weekOf('b1')).map((c) => c.title)).toEqual(['Botany']);
    expect((await weekOf('a1')).map((c) => c.title)).toEqual(['Algebra']);
    // A parent reads the linked child's week, and only theirs.
    expect((await weekOf('parentA1', { uuid: world.people.a1.uuid })).map((c) => c.title)).toEqual(['Algebra']);
  });

  it('shows a new class on the next read', async () => {
    await weekOf('a1');
    await schedule('Geometry', world.sectionA.section_id, '2026-11-27', '09:00');
    expect((await weekOf('a1')).map((c) => c.title)).toEqual(['Algebra', 'Geometry']);
  });

  it('shows a class moved to another time, and a cancelled one, on the next read', async () => {
    await weekOf('a1');
    const moved = await change({ sch_id: algebra, start_time: '12:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await weekOf('a1')).find((c) => c.sch_id === algebra)?.start_time).toBe('12:00');
    expect((await change({ sch_id: algebra, is_cancelled: true })).status).toBe(200);
    // 001 §4: a cancelled class (status 4) shows as expired.
    expect((await weekOf('a1')).find((c) => c.sch_id === algebra)?.live_class_status).toBe(4);
  });

  it('shows a recording of a class on the next read', async () => {
    const geometry = (await weekOf('a1')).find((c) => c.title === 'Geometry')!;
    expect(geometry.recordings).toEqual([]);
    await t.services.recordings.providerRecordings.addProviderRecording({
      sch_id: geometry.sch_id,
      provider: 'bbb',
      external_id: 'week-geometry-1',
      playback_url: 'https://bbb.lakeside.example/playback/week-geometry-1',
      duration_seconds: 1800,
    });
    expect((await weekOf('a1')).find((c) => c.sch_id === geometry.sch_id)?.recordings).toHaveLength(1);
  });

  it('shows a class started by its presenter on the next read', async () => {
    const soon = await schedule('Chemistry', world.sectionA.section_id, '2026-11-25', '09:40');
    await weekOf('a1');
    const started = await call(t.app, 'POST', '/api/live-class/teacher/schedule/startLiveLecture', {
      token: token.admin,
      body: { sch_id: soon },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    // 002 §4.1: status 2 is a started class.
    expect((await weekOf('a1')).find((c) => c.sch_id === soon)?.live_class_status).toBe(2);
  });

  it("shows a learner moved to another section that section's classes on the next read", async () => {
    expect((await weekOf('a2')).map((c) => c.title)).toContain('Geometry');
    const a2 = world.people.a2;
    const res = await call(t.app, 'POST', '/api/institutes/roster/apply', {
      token: token.admin,
      body: {
        csv: [
          'row_type,section_name,board_id,class_id,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email',
          `student,7-B,,,,,Bala,Nair,${a2.email},${a2.mobile},IN,,`,
        ].join('\n'),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await weekOf('a2')).map((c) => c.title)).toEqual(['Botany']);
  });

  it('turns a class on when the clock passes its start, and off at its end', async () => {
    const now = await schedule('Physics', world.sectionA.section_id, '2026-11-25', '10:00');
    const physics = async () => (await weekOf('a1')).find((c) => c.sch_id === now)!;
    expect(await physics()).toMatchObject({ is_active: false, join_link: null });
    // Tokens live 15 minutes: the moved clock asks for a new sign-in.
    clock.set('2026-11-25T04:31:00Z');
    token = await signInAll(t, world);
    expect(await physics()).toMatchObject({ is_active: true, join_link: 'https://meet.jit.si/lakeside-week' });
    clock.set('2026-11-25T05:11:00Z');
    token = await signInAll(t, world);
    expect(await physics()).toMatchObject({ is_active: false, join_link: null });
  });
});
