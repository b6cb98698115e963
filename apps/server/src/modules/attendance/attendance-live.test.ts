import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';
import { createLivePresence } from '../live-classes/live-presence.service.js';
import { createLiveClassesRepository } from '../live-classes/live-classes.repository.js';

// Live attendance merged into the same register: Asha joins a pasted-link live class of
// 7-A (the link provider records joins only: a join is a presence) and shows present from live in the
// day's register until the teacher marks her, whose mark wins. A room that reports join and leave is
// judged by the time in class against the school's share (half by default, set by a school admin).

let a: AttendanceWorld;
let schId: number;
const TODAY = '2026-11-25';

beforeAll(async () => {
  // 09:30 in India.
  a = await makeAttendanceWorld('2026-11-25T04:00:00Z');
  const saved = await a.post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
    section_ids: [a.world.sectionA.section_id],
    subject_id: a.world.place.subjectId,
    title: 'Motion in a straight line',
    schedule_date: TODAY,
    start_time: '10:00',
    duration: 40,
    room_link: 'https://meet.jit.si/lakeside-7a-motion',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  schId = saved.body.data.live_class.sch_id;
  // 10:05: Asha joins through the join flow's attendee registration.
  await a.at('2026-11-25T04:35:00Z');
  const joined = await a.post('/api/live-class/student/attendance/addImpartusUserUniversity', 'a1', { sch_id: schId });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
});
afterAll(() => a.t.close());

describe('live attendance in the day’s register', () => {
  it('before the teacher marks: Asha present from live, with the class; Bala present by default', async () => {
    const res = await a.register('teacher');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.live_classes).toEqual([
      {
        sch_id: schId,
        title: 'Motion in a straight line',
        start_at: '2026-11-25T04:30:00.000Z',
        duration: 40,
        present_count: 1,
      },
    ]);
    expect(data.learners).toMatchObject([
      { name: 'Asha Rao', mark: 'present', source: 'live', live_classes: [schId] },
      { name: 'Bala Nair', mark: 'present', source: null, live_classes: [] },
    ]);
  });

  it('saved without a mark for her, she stays present from live; Bala is recorded present by the teacher', async () => {
    const res = await a.mark('teacher', TODAY, []);
    expect(res.status).toBe(200);
    expect(res.body.data.learners).toMatchObject([
      { name: 'Asha Rao', mark: 'present', source: 'live' },
      { name: 'Bala Nair', mark: 'present', source: 'teacher' },
    ]);
    const section = await a.post(`${OFFLINE}/sectionWiseAttendance`, 'teacher', {
      section_id: a.world.sectionA.section_id,
      start_date: TODAY,
      end_date: TODAY,
    });
    expect(section.body.data.learners[0]).toMatchObject({ marks: ['present'], sources: ['live'] });
  });

  it('the teacher’s mark wins over live attendance', async () => {
    const res = await a.mark('teacher', TODAY, [
      { uuid: a.world.people.a1.uuid, mark: 'late', remark: 'joined from the bus' },
    ]);
    expect(res.body.data.learners[0]).toMatchObject({
      mark: 'late',
      source: 'teacher',
      remark: 'joined from the bus',
      live_classes: [schId],
    });
  });

  it('a learner’s own month shows the day from live attendance when no register holds it', async () => {
    // Tomorrow: a class and Bala's join, no register saved.
    await a.at('2026-11-26T04:00:00Z');
    const saved = await a.post('/api/live-class/teacher/schedule/saveLiveClass', 'teacher', {
      section_ids: [a.world.sectionA.section_id],
      subject_id: a.world.place.subjectId,
      title: 'Graphs of motion',
      schedule_date: '2026-11-26',
      start_time: '09:40',
      duration: 40,
      room_link: 'https://meet.jit.si/lakeside-7a-graphs',
    });
    await a.at('2026-11-26T04:15:00Z');
    await a.post('/api/live-class/student/attendance/addImpartusUserUniversity', 'a2', {
      sch_id: saved.body.data.live_class.sch_id,
    });
    const mine = await a.post(`${OFFLINE}/myAttendance`, 'a2', {});
    expect(mine.status).toBe(200);
    expect(mine.body.data.days).toEqual([
      { date: TODAY, mark: 'present', source: 'teacher', remark: null },
      { date: '2026-11-26', mark: 'present', source: 'live', remark: null },
    ]);
  });
});

describe('the school’s live presence share', () => {
  it('is half by default; a school admin changes it, a teacher may read but not change it', async () => {
    const path = `${OFFLINE}/attendanceSettings`;
    expect((await a.post(path, 'teacher', {})).body.data).toEqual({
      school_id: a.world.school.school_id,
      live_presence_percent: 50,
      default_percent: 50,
    });
    expect((await a.post(path, 'teacher', { live_presence_percent: 70 })).status).toBe(403);
    const changed = await a.post(path, 'admin', { live_presence_percent: 70 });
    expect(changed.body.data.live_presence_percent).toBe(70);
    expect((await a.post(path, 'admin', { live_presence_percent: 5 })).status).toBe(400);
  });

  it('a room reporting join and leave counts present only from the share of the class', async () => {
    const start = Date.parse('2026-11-25T04:30:00.000Z');
    const minute = 60_000;
    // A provider whose visits have leaves (as BigBlueButton's and Zoom's events will give).
    const rooms = createLivePresence(
      { repos: { liveClasses: createLiveClassesRepository(a.t.db) }, clock: a.clock.now },
      {
        link: {
          joinsOnly: false,
          visitsOf: async () =>
            new Map([
              [
                schId,
                new Map([
                  // 30 of 40 minutes over a rejoin: 75 %.
                  [
                    a.world.people.a1.uuid,
                    [
                      { joinMs: start, leaveMs: start + 10 * minute },
                      { joinMs: start + 20 * minute, leaveMs: null },
                    ],
                  ],
                  // 12 of 40 minutes: 30 %.
                  [a.world.people.a2.uuid, [{ joinMs: start + 28 * minute, leaveMs: null }]],
                ]),
              ],
            ]),
        },
      },
    );
    const query = { sectionIds: [a.world.sectionA.section_id], from: TODAY, to: TODAY, countryIso: 'IN' };
    const half = await rooms.presence({ ...query, share: 0.5 });
    expect(half.find((c) => c.sch_id === schId)?.present).toEqual([a.world.people.a1.uuid]);
    const most = await rooms.presence({ ...query, share: 0.8 });
    expect(most.find((c) => c.sch_id === schId)?.present).toEqual([]);
  });
});
