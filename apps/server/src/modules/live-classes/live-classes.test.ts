import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Live classes through the real server on its database: a teacher schedules a live class for a
// section on the school's day and time with a Jitsi link; its learners and their parents see it and are
// told; they are reminded 10 minutes before (once, however often the job runs); a learner joins while it
// is on (recorded once a minute) and the presenter starts it. Another school's teacher is refused
// everywhere, learners and parents on the teacher's calls, and a bad link is refused naming the field.

// 09:30 in India (the test school's zone).
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const TS = '/api/live-class/teacher/schedule';
const LINK = 'https://meet.jit.si/lakeside-7a-physics';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

/** Moves the clock; tokens are signed again (they expire after minutes). */
async function at(iso: string): Promise<void> {
  clock.set(iso);
  token = await signInAll(t, world);
}

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const get = (path: string, who: Who, query: Record<string, string | number>) =>
  call(
    t.app,
    'GET',
    `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    {
      token: token[who],
    },
  );
const save = (who: Who, body: Record<string, unknown>) => post(`${TS}/saveLiveClass`, who, body);
const schedule = async (who: Who, body: Record<string, unknown> = {}) => {
  const res = await post('/api/live-class/student/schedule/myScheduleUniversity', who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as {
    classes: { sch_id: number; state: string; is_active: boolean; join_link: string | null; start_time: string }[];
    time_zone: string;
  };
};
const details = (who: Who, lectureId: number, uuid?: string) =>
  get('/api/live-class/schedule/lectureDetails', who, { lecture_id: lectureId, ...(uuid ? { uuid } : {}) });
const join = (who: Who, schId: number, uuid?: string) =>
  post('/api/live-class/student/attendance/addImpartusUserUniversity', who, {
    sch_id: schId,
    ...(uuid ? { uuid } : {}),
  });
const liveNotifications = async (who: Who) => {
  await t.services.jobs.drain();
  const res = await post('/api/notifications/list', who, {});
  return (res.body.data.notifications as { kind: string; title: string; body: string; link: string }[]).filter(
    (n) => n.kind === 'live_class',
  );
};

const physics = () => ({
  section_ids: [world.sectionA.section_id],
  subject_id: world.place.subjectId,
  subject_name: 'Physics',
  title: 'Motion in a straight line',
  schedule_date: '2026-11-25',
  start_time: '11:00',
  duration: 45,
  room_link: LINK,
});

describe('a live class for a section', () => {
  let schId: number;

  it('is scheduled by the section’s teacher on the school’s local day and time', async () => {
    const res = await save('teacher', physics());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const live = res.body.data.live_class;
    schId = live.sch_id;
    // 11:00 in India is 05:30 UTC.
    expect(live.start_at).toBe('2026-11-25T05:30:00.000Z');
    expect(live.start_time).toBe('11:00');
    expect(live.live_class_status).toBe(1);
    expect(live.presenter_uuid).toBe(world.people.teacher.uuid);
  });

  it('is in the section’s learners’ and parents’ schedule, without a link before it starts', async () => {
    const mine = await schedule('a1');
    const found = mine.classes.find((c) => c.sch_id === schId);
    expect(found).toMatchObject({ state: 'upcoming', is_active: false, join_link: null, start_time: '11:00' });
    expect(mine.time_zone).toBe('Asia/Kolkata');
    expect((await schedule('parentA1', { uuid: world.people.a1.uuid })).classes.map((c) => c.sch_id)).toContain(schId);
    expect((await schedule('parentA1')).classes.map((c) => c.sch_id)).toContain(schId);
    expect((await schedule('b1')).classes.map((c) => c.sch_id)).not.toContain(schId);
    expect((await schedule('parentB1')).classes.map((c) => c.sch_id)).not.toContain(schId);
  });

  it('tells the section’s learners and parents it was scheduled, not another section', async () => {
    expect((await liveNotifications('a1')).map((n) => n.title)).toEqual(['A live class is scheduled']);
    // The class's time as the school reads it (it starts at 11:00 in India, 05:30 UTC).
    expect((await liveNotifications('a1'))[0]!.body).toMatch(/ — Wed, 25 Nov, 11:00 IST, \d+ min$/);
    expect(await liveNotifications('parentA1')).toHaveLength(1);
    expect(await liveNotifications('b1')).toHaveLength(0);
  });

  it('is read by its learners, their parents and the school’s staff, and by nobody else', async () => {
    expect((await details('a2', schId)).status).toBe(200);
    expect((await details('parentA1', schId, world.people.a1.uuid)).status).toBe(200);
    const staff = await details('colleague', schId);
    expect(staff.status).toBe(200);
    expect(staff.body.data.live_class.join_link).toBe(LINK);
    expect((await details('b1', schId)).status).toBe(404);
    expect((await details('parentB1', schId)).status).toBe(404);
    expect((await details('otherTeacher', schId)).status).toBe(404);
  });

  it('reminds its learners 10 minutes before, once however often the job runs', async () => {
    await at('2026-11-25T05:15:00Z');
    expect(await t.services['live-classes'].classNotices.remindDue()).toBe(0);
    await at('2026-11-25T05:21:00Z');
    // The queue's own poller may have run the reminder job already: whoever runs first tells, once.
    await t.services['live-classes'].classNotices.remindDue();
    expect(await t.services['live-classes'].classNotices.remindDue()).toBe(0);
    await t.services.jobs.drain();
    const titles = (await liveNotifications('a1')).map((n) => n.title);
    expect(titles.filter((title) => title === 'A live class starts in 10 minutes')).toHaveLength(1);
  });

  it('cannot be joined before it starts', async () => {
    expect((await join('a1', schId)).status).toBe(409);
  });

  it('is joined while on: the join recorded once within the minute, the room link answered', async () => {
    await at('2026-11-25T05:35:10Z');
    const first = await join('a1', schId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.attendee_url).toBe(LINK);
    await at('2026-11-25T05:35:40Z');
    const again = await join('a1', schId);
    expect(again.body.data.joined_at).toBe(first.body.data.joined_at);
    const rows = await t.db.selectFrom('live_class_joins').selectAll().where('sch_id', '=', schId).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.uuid).toBe(world.people.a1.uuid);
    const mine = await schedule('a1');
    expect(mine.classes.find((c) => c.sch_id === schId)).toMatchObject({ is_active: true, join_link: LINK });
  });

  it('a parent opens the child’s room, but that is not the child’s attendance', async () => {
    const res = await join('parentA1', schId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ attendee_url: LINK, joined_at: null });
    const rows = await t.db.selectFrom('live_class_joins').select('uuid').where('sch_id', '=', schId).execute();
    expect(rows.map((r) => r.uuid)).toEqual([world.people.a1.uuid]);
  });

  it('is joined by nobody outside its sections, by its presenter as the room’s moderator, by no other teacher', async () => {
    expect((await join('b1', schId)).status).toBe(404);
    const presenter = await join('teacher', schId);
    expect(presenter.status).toBe(200);
    expect(presenter.body.data).toMatchObject({ attendee_url: LINK, joined_at: null, role: 'presenter' });
    expect((await join('colleague', schId)).status).toBe(403);
  });

  it('is started by its presenter (status 2), not by learners, parents or another school', async () => {
    expect((await post(`${TS}/startLiveLecture`, 'a1', { sch_id: schId })).status).toBe(403);
    expect((await post(`${TS}/startLiveLecture`, 'parentA1', { sch_id: schId })).status).toBe(403);
    expect((await post(`${TS}/startLiveLecture`, 'otherTeacher', { sch_id: schId })).status).toBe(404);
    const res = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.live_class.live_class_status).toBe(2);
  });
});

describe('scheduling refused', () => {
  it('names room_link for a link that is not an https meeting room', async () => {
    for (const room_link of ['http://meet.jit.si/x', 'javascript:alert(1)', 'https://evil.example.com/room']) {
      const res = await save('teacher', { ...physics(), schedule_date: '2026-11-26', room_link });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('room_link');
    }
  });

  it('names subject_id for a subject that is not of the section’s class, and names the subject itself', async () => {
    const other = await save('teacher', { ...physics(), schedule_date: '2026-11-26', subject_id: world.place.classId });
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('subject_id');
    const made = await save('teacher', { ...physics(), schedule_date: '2026-11-26', subject_name: 'Anything' });
    expect(made.status).toBe(200);
    // The catalogue's name of the subject, not the one the client sent.
    expect(made.body.data.live_class.subject_name).toBe('Science');
  });

  it('names the duration out of bounds', async () => {
    const res = await save('teacher', { ...physics(), schedule_date: '2026-11-26', duration: 5000 });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('duration');
  });

  it('keeps another school’s teacher out: its sections, its classes, its lists', async () => {
    const made = await save('teacher', { ...physics(), schedule_date: '2026-11-27' });
    const schId = made.body.data.live_class.sch_id as number;
    const own = await save('otherTeacher', { ...physics(), schedule_date: '2026-11-27' });
    expect(own.status).toBe(400);
    expect(JSON.stringify(own.body)).toContain('section_ids.0');
    expect((await save('otherTeacher', { ...physics(), school_id: world.school.school_id })).status).toBe(404);
    expect((await save('otherTeacher', { sch_id: schId, title: 'Taken over' })).status).toBe(404);
    expect((await save('otherTeacher', { sch_id: schId, is_cancelled: true })).status).toBe(404);
    const list = await get(`${TS}/upcomingClassesUniversity`, 'otherTeacher', { school_id: world.school.school_id });
    expect(list.status).toBe(404);
    const theirs = await get(`${TS}/upcomingClassesUniversity`, 'otherTeacher', {});
    expect(theirs.body.data.classes).toEqual([]);
  });

  it('refuses learners and parents on the teacher’s calls', async () => {
    expect((await save('a1', physics())).status).toBe(403);
    expect((await save('parentA1', physics())).status).toBe(403);
    expect((await get(`${TS}/upcomingClassesUniversity`, 'a1', {})).status).toBe(403);
  });
});

describe('a class changed and cancelled', () => {
  it('tells the section of the change and the cancellation, and shows it expired', async () => {
    await at('2026-11-25T06:00:00Z');
    const made = await save('teacher', { ...physics(), schedule_date: '2026-11-28' });
    const schId = made.body.data.live_class.sch_id as number;
    const upcoming = await get(`${TS}/upcomingClassesUniversity`, 'teacher', {});
    expect(upcoming.body.data.classes.map((c: { sch_id: number }) => c.sch_id)).toContain(schId);
    const changed = await save('teacher', { sch_id: schId, start_time: '12:30' });
    expect(changed.body.data.live_class.start_at).toBe('2026-11-28T07:00:00.000Z');
    const cancelled = await save('admin', { sch_id: schId, is_cancelled: true });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.live_class).toMatchObject({ live_class_status: 4, is_expired: true });
    const titles = (await liveNotifications('a2')).map((n) => n.title);
    expect(titles).toContain('A live class has changed');
    expect(titles).toContain('A live class is cancelled');
    expect((await save('teacher', { sch_id: schId, title: 'Again' })).status).toBe(409);
  });

  it('is not started days ahead: from 15 minutes before its start only, and stays scheduled', async () => {
    await at('2026-11-25T06:00:00Z');
    const made = await save('teacher', { ...physics(), schedule_date: '2026-11-29' });
    const schId = made.body.data.live_class.sch_id as number;
    const early = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/15 minutes before its start/);
    const still = await details('teacher', schId);
    expect(still.body.data.live_class.live_class_status).toBe(1);
    // 11:00 in India is 05:30 UTC: 16 minutes before is refused, 15 minutes before is taken.
    await at('2026-11-29T05:14:00Z');
    expect((await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId })).status).toBe(409);
    await at('2026-11-29T05:15:00Z');
    const started = await post(`${TS}/startLiveLecture`, 'teacher', { sch_id: schId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data.live_class.live_class_status).toBe(2);
  });

  it('refuses a schedule range longer than 62 days, naming end_date', async () => {
    const res = await post('/api/live-class/student/schedule/myScheduleUniversity', 'a1', {
      start_date: '2026-11-01',
      end_date: '2027-02-01',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('end_date');
  });
});
