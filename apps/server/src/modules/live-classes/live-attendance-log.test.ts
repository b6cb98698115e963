import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';
import { call } from '../../test/test-app.js';

// Who looked, for live classes: staff opening a live class's attendance (each learner's time in the
// room, present or absent) is in each of its learners' access logs, as every staff read of attendance
// is; the child's and their parent's own reads of the child's attendance are not, and a read another
// school's staff is refused leaves nothing.

const LIVE_ATTENDANCE = '/api/live-class/attendee/getLiveAttendance';
let a: AttendanceWorld;
let schId: number;

type Entry = { viewer_uuid: string; learner_uuid: string; kind: string; record_id: string; record_label: string };
const logOf = async (who: 'a1' | 'parentA1', uuid?: string): Promise<Entry[]> => {
  const res = await call(a.t.app, 'GET', `/api/privacy/access-log${uuid ? `?uuid=${uuid}` : ''}`, {
    token: a.token()[who],
  });
  expect(res.status).toBe(200);
  return res.body.data.entries;
};

beforeAll(async () => {
  a = await makeAttendanceWorld('2026-11-25T04:00:00Z');
  const saved = await a.post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
    section_ids: [a.world.sectionA.section_id],
    subject_id: a.world.place.subjectId,
    title: 'Motion in a straight line',
    schedule_date: '2026-11-25',
    start_time: '10:00',
    duration: 40,
    room_link: 'https://meet.jit.si/lakeside-7a-motion',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  schId = saved.body.data.live_class.sch_id;
  await a.at('2026-11-25T04:35:00Z');
  expect(
    (await a.post('/api/live-class/student/attendance/addImpartusUserUniversity', 'a1', { sch_id: schId })).status,
  ).toBe(200);
});
afterAll(() => a.t.close());

describe('a live class’s attendance read by staff', () => {
  it('is in the parent’s log of their child: the teacher, attendance, the class and its title', async () => {
    const read = await a.post(LIVE_ATTENDANCE, 'teacher', { sch_id: schId });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const entries = await logOf('parentA1', a.world.people.a1.uuid);
    expect(entries).toEqual([
      expect.objectContaining({
        viewer_uuid: a.world.people.teacher.uuid,
        learner_uuid: a.world.people.a1.uuid,
        kind: 'attendance',
        record_id: String(schId),
        record_label: 'Motion in a straight line',
      }),
    ]);
  });

  it('names every learner of the class, the one who never joined too; the school’s admin is staff as well', async () => {
    expect((await a.post(LIVE_ATTENDANCE, 'admin', { sch_id: schId })).status).toBe(200);
    const school = await call(a.t.app, 'GET', '/api/privacy/access-log/school', { token: a.token().admin });
    const learnersOf = (viewer: string) =>
      (school.body.data.entries as Entry[])
        .filter((e) => e.viewer_uuid === viewer && e.record_id === String(schId))
        .map((e) => e.learner_uuid)
        .sort();
    const sectionA = [a.world.people.a1.uuid, a.world.people.a2.uuid].sort();
    expect(learnersOf(a.world.people.teacher.uuid)).toEqual(sectionA);
    expect(learnersOf(a.world.people.admin.uuid)).toEqual(sectionA);
  });

  it('the child’s and the parent’s own reads are not logged, nor a read refused to another school', async () => {
    const before = (await logOf('a1')).length;
    expect((await a.post(`${OFFLINE}/myAttendance`, 'a1', { month: '2026-11' })).status).toBe(200);
    const parentRead = await a.post(`${OFFLINE}/myAttendance`, 'parentA1', { uuid: a.world.people.a1.uuid });
    expect(parentRead.status).toBe(200);
    expect((await a.post(LIVE_ATTENDANCE, 'a1', { sch_id: schId })).status).toBe(403);
    expect((await a.post(LIVE_ATTENDANCE, 'parentA1', { sch_id: schId })).status).toBe(403);
    expect((await a.post(LIVE_ATTENDANCE, 'otherTeacher', { sch_id: schId })).status).toBe(404);
    expect(await logOf('a1')).toHaveLength(before);
  });
});
