import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A weekly timetable: a teacher sets one that creates the classes: one saveLiveClass with
// repeat_weeks makes the class and the same day and time in each following week, tells the section
// once, and each class is then changed or cancelled on its own.

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

const save = (who: Who, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', { token: token[who], body });
const weekly = (weeks: number) => ({
  section_ids: [world.sectionA.section_id],
  subject_id: world.place.subjectId,
  title: 'Algebra',
  schedule_date: '2026-11-30',
  start_time: '10:00',
  duration: 40,
  room_link: 'https://meet.jit.si/lakeside-algebra',
  repeat_weeks: weeks,
});

describe('a weekly timetable', () => {
  let ids: number[];

  it('creates the class and one on the same day and time each following week', async () => {
    const res = await save('teacher', weekly(4));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids = res.body.data.series_ids;
    expect(ids).toHaveLength(4);
    expect(res.body.data.live_class.sch_id).toBe(ids[0]);
    const rows = await t.db
      .selectFrom('live_classes')
      .select(['sch_id', 'start_at'])
      .where('sch_id', 'in', ids)
      .execute();
    // Monday 10:00 in India is 04:30 UTC, four Mondays running.
    expect(rows.map((r) => r.start_at).sort()).toEqual([
      '2026-11-30T04:30:00.000Z',
      '2026-12-07T04:30:00.000Z',
      '2026-12-14T04:30:00.000Z',
      '2026-12-21T04:30:00.000Z',
    ]);
  });

  it('is told to the section once', async () => {
    await t.services.jobs.drain();
    const res = await call(t.app, 'POST', '/api/notifications/list', { token: token.a1, body: {} });
    const live = (res.body.data.notifications as { kind: string; title: string; body: string }[]).filter(
      (n) => n.kind === 'live_class',
    );
    expect(live.map((n) => n.title)).toEqual(['A weekly live class is scheduled']);
    expect(live[0]!.body).toContain('4 classes');
  });

  it('lets each class be cancelled on its own, and refuses repeat_weeks on a change', async () => {
    expect((await save('teacher', { sch_id: ids[1], is_cancelled: true })).status).toBe(200);
    const rows = await t.db
      .selectFrom('live_classes')
      .select(['sch_id', 'live_class_status'])
      .where('sch_id', 'in', ids)
      .execute();
    expect(rows.filter((r) => r.live_class_status === 4).map((r) => r.sch_id)).toEqual([ids[1]]);
    const res = await save('teacher', { sch_id: ids[2], repeat_weeks: 3 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('repeat_weeks');
  });

  it('moves a class to another section’s schedule when its sections change', async () => {
    const scheduleIds = async (who: Who) => {
      const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
        token: token[who],
        body: { start_date: '2026-12-14', end_date: '2026-12-14' },
      });
      return (res.body.data.classes as { sch_id: number }[]).map((c) => c.sch_id);
    };
    expect(await scheduleIds('a1')).toEqual([ids[2]]);
    expect(await scheduleIds('b1')).toEqual([]);
    expect((await save('teacher', { sch_id: ids[2], section_ids: [world.sectionB.section_id] })).status).toBe(200);
    expect(await scheduleIds('a1')).toEqual([]);
    expect(await scheduleIds('b1')).toEqual([ids[2]]);
  });

  it('is bounded to a term, naming repeat_weeks', async () => {
    const res = await save('teacher', weekly(27));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('repeat_weeks');
  });
});
