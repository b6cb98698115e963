import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';

// A register saved with an absence tells that child's parents once a day, naming the child, however
// often it is saved or the notice sent (push and in the app, through notifications' publish and its
// job queue); and a
// learner's third absence in a row (a weekend between does not break the run) warns the section's
// teacher and the learner's parents, once a run.

let a: AttendanceWorld;
const notice = (who: 'teacher' | 'admin', body: Record<string, unknown> = {}) =>
  a.post(`${OFFLINE}/sendPNForAttendance`, who, { section_id: a.world.sectionA.section_id, ...body });
const absentA1 = (date: string, more: { uuid: string; mark: string }[] = []) =>
  a.mark('teacher', date, [{ uuid: a.world.people.a1.uuid, mark: 'absent' }, ...more]);

beforeAll(async () => {
  // Thursday 19 November, 09:30 in India.
  a = await makeAttendanceWorld('2026-11-19T04:00:00Z');
});
afterAll(() => a.t.close());

describe('the same-day absence notice', () => {
  it('needs the day’s register saved first (409)', async () => {
    const res = await notice('teacher');
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'section_id', message: 'has no register saved today' }]);
  });

  it('a register saved with an absence tells that child’s parents, naming the child', async () => {
    expect((await absentA1('2026-11-19')).status).toBe(200);
    expect(await a.told('parentA1', 'attendance_absent')).toEqual([
      {
        title: 'Absent today',
        body: 'Asha was marked absent today, 7-A (Thu, 19 Nov). Open Attendance to see the day.',
        link: `/attendance?section=${a.world.sectionA.section_id}&date=2026-11-19`,
      },
    ]);
    // Chitra's parent is not told of 7-A.
    expect(await a.told('parentB1', 'attendance_absent')).toEqual([]);
    const register = await a.register('teacher');
    expect(register.body.data.absence_notice_at).toBe('2026-11-19T04:00:00.000Z');
  });

  it('saved again or sent by hand the same day, the parent is not told twice; success is status_code 200', async () => {
    await a.at('2026-11-19T06:00:00Z');
    // Bala marked absent later (nobody's child here) changes nobody's bell; Asha's parent is not told again.
    await absentA1('2026-11-19', [{ uuid: a.world.people.a2.uuid, mark: 'absent' }]);
    const res = await notice('admin');
    expect(res.status).toBe(200);
    expect(res.body.status_code).toBe(200);
    expect(res.body.data).toMatchObject({
      section_id: a.world.sectionA.section_id,
      date: '2026-11-19',
      absent_learners: 2,
      parents: 0,
    });
    expect(await a.told('parentA1', 'attendance_absent')).toHaveLength(1);
  });

  it('is for today only (409 naming date)', async () => {
    const res = await notice('teacher', { date: '2026-11-18' });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('date');
  });
});

describe('three absences in a row', () => {
  it('two in a row warn nobody', async () => {
    await a.at('2026-11-20T04:00:00Z'); // Friday
    expect((await absentA1('2026-11-20')).status).toBe(200);
    expect(await a.told('teacher', 'attendance_absence_warning')).toEqual([]);
  });

  it('the third (after a weekend without registers) warns the section’s teacher and the parents', async () => {
    await a.at('2026-11-23T04:00:00Z'); // Monday
    expect((await absentA1('2026-11-23')).status).toBe(200);
    const teacher = await a.told('teacher', 'attendance_absence_warning');
    expect(teacher).toEqual([
      {
        title: 'Absent three days in a row',
        body: 'Asha Rao of 7-A was absent on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov.',
        link: `/attendance?section=${a.world.sectionA.section_id}&date=2026-11-23`,
      },
    ]);
    const parent = await a.told('parentA1', 'attendance_absence_warning');
    expect(parent).toHaveLength(1);
    expect(parent[0]!.body).toContain('Asha Rao was absent from 7-A on Thu, 19 Nov, Fri, 20 Nov and Mon, 23 Nov.');
    // Not the other section's teacher, nor the parent of another learner.
    expect(await a.told('colleague', 'attendance_absence_warning')).toEqual([]);
    expect(await a.told('parentB1', 'attendance_absence_warning')).toEqual([]);
  });

  it('saved again the same day (or changed and changed back), nobody is warned twice', async () => {
    await a.mark('teacher', '2026-11-23', [{ uuid: a.world.people.a1.uuid, mark: 'present' }]);
    await absentA1('2026-11-23', [{ uuid: a.world.people.a2.uuid, mark: 'late' }]);
    expect(await a.told('teacher', 'attendance_absence_warning')).toHaveLength(1);
    expect(await a.told('parentA1', 'attendance_absence_warning')).toHaveLength(1);
  });

  it('the fourth in a row warns nobody again', async () => {
    await a.at('2026-11-24T04:00:00Z');
    expect((await absentA1('2026-11-24')).status).toBe(200);
    expect(await a.told('teacher', 'attendance_absence_warning')).toHaveLength(1);
  });
});
