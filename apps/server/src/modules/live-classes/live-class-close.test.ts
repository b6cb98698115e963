import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A class whose time is over does not stay scheduled or ongoing (001 §4: 4 and 5 show as expired):
// one its presenter started is completed; one never started is completed when a learner joined it
// and expired when nobody did. The job queued at the class's end does it, and a second run changes nothing.

// 09:30 in India (the test school's zone).
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

async function at(iso: string): Promise<void> {
  clock.set(iso);
  token = await signInAll(t, world);
}

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });

/** A 30-minute class of section A today at `time` (India), answered by its id. */
async function classAt(time: string, title: string): Promise<number> {
  const res = await post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title,
    schedule_date: '2026-11-25',
    start_time: time,
    duration: 30,
    room_link: 'https://meet.jit.si/lakeside-close',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.live_class.sch_id as number;
}

const statusOf = async (schId: number) =>
  (
    await t.db
      .selectFrom('live_classes')
      .select('live_class_status')
      .where('sch_id', '=', schId)
      .executeTakeFirstOrThrow()
  ).live_class_status;

describe('classes whose time is over', () => {
  let started: number;
  let joined: number;
  let empty: number;
  let later: number;

  it('stay as they are while they run', async () => {
    started = await classAt('10:00', 'Started by the teacher');
    joined = await classAt('10:00', 'Joined, never started');
    empty = await classAt('10:00', 'Nobody came');
    later = await classAt('12:00', 'This afternoon');
    // 10:10 in India: all three are on.
    await at('2026-11-25T04:40:00Z');
    expect(
      (await post('/api/live-class/teacher/schedule/startLiveLecture', 'teacher', { sch_id: started })).status,
    ).toBe(200);
    const join = await post('/api/live-class/student/attendance/addImpartusUserUniversity', 'a1', { sch_id: joined });
    expect(join.status, JSON.stringify(join.body)).toBe(200);
    expect(await t.services['live-classes'].closing.closeEnded()).toBe(0);
    expect(await statusOf(started)).toBe(2);
  });

  it('are closed by the job queued at their end: started or joined completed, the empty one expired', async () => {
    // 10:31 in India: the three 10:00 classes are over, the 12:00 one is not.
    await at('2026-11-25T05:01:00Z');
    await t.services.jobs.drain();
    // pg-boss starts jobs by the database's own clock, days past this test's: there the queued run may
    // have come and gone before these classes ended by the test's clock. Its sweep closes them either way.
    if (t.services.jobs.engine === 'pg-boss') await t.services['live-classes'].closing.closeEnded();
    expect(await statusOf(started)).toBe(3);
    expect(await statusOf(joined)).toBe(3);
    expect(await statusOf(empty)).toBe(5);
    expect(await statusOf(later)).toBe(1);
    expect(await t.services['live-classes'].closing.closeEnded()).toBe(0);
  });

  it('show as completed or expired to their learners', async () => {
    const res = await post('/api/live-class/student/schedule/myScheduleUniversity', 'a1', {});
    const classes = res.body.data.classes as { sch_id: number; is_expired: boolean; is_active: boolean }[];
    expect(classes.find((c) => c.sch_id === empty)).toMatchObject({ is_expired: true, is_active: false });
    expect(classes.find((c) => c.sch_id === joined)).toMatchObject({ is_expired: false, is_active: false });
  });

  it('cannot be started or changed once closed', async () => {
    const start = await post('/api/live-class/teacher/schedule/startLiveLecture', 'teacher', { sch_id: empty });
    expect(start.status).toBe(409);
    const change = await post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
      sch_id: joined,
      title: 'x',
    });
    expect(change.status).toBe(409);
  });
});
