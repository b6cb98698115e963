import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';

// Attendance through the real server on its database: a teacher marks their section for the school's
// today in one save (everyone present by default, a remark), a retry of the same save counts once, the
// register is changed again the same day and refused the next (409 saying why); only the section's
// teachers and the school's admins mark it; another school's teacher gets 404, learners and parents 403.

// 09:30 in India (the test school's zone) on Wednesday 25 November.
let a: AttendanceWorld;
beforeAll(async () => {
  a = await makeAttendanceWorld('2026-11-25T04:00:00Z');
});
afterAll(() => a.t.close());

const TODAY = '2026-11-25';

describe('the register of a section for the day', () => {
  it('before anyone marks it: every learner present by default, not marked, editable today', async () => {
    const res = await a.register('teacher');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ date: TODAY, today: TODAY, time_zone: 'Asia/Kolkata', is_editable: true });
    expect(data.is_marked).toBe(false);
    expect(data.marked_by).toBeNull();
    expect(data.learners.map((l: { name: string; mark: string; source: null }) => [l.name, l.mark, l.source])).toEqual([
      ['Asha Rao', 'present', null],
      ['Bala Nair', 'present', null],
    ]);
    expect(data.counts).toEqual({ present: 2, absent: 0, late: 0, excused: 0 });
  });

  it('is saved whole by the section’s teacher: the one tapped absent with a remark, the other present', async () => {
    const res = await a.mark('teacher', TODAY, [{ uuid: a.world.people.a1.uuid, mark: 'absent', remark: ' fever ' }], {
      clientMarkId: 'save-0001',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status_code).toBe(200);
    const data = res.body.data;
    expect(data.replayed).toBe(false);
    expect(data.is_marked).toBe(true);
    expect(data.marked_by).toEqual({
      uuid: a.world.people.teacher.uuid,
      name: a.world.people.teacher.first_name + ' ' + a.world.people.teacher.last_name,
    });
    expect(data.marked_at).toBe('2026-11-25T04:00:00.000Z');
    expect(data.learners).toMatchObject([
      { name: 'Asha Rao', mark: 'absent', source: 'teacher', remark: 'fever' },
      { name: 'Bala Nair', mark: 'present', source: 'teacher', remark: null },
    ]);
    expect(data.counts).toEqual({ present: 1, absent: 1, late: 0, excused: 0 });
  });

  it('a retry with the same client_mark_id counts once, even with other marks in it', async () => {
    await a.at('2026-11-25T04:05:00Z');
    const res = await a.mark('teacher', TODAY, [{ uuid: a.world.people.a1.uuid, mark: 'present' }], {
      clientMarkId: 'save-0001',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.replayed).toBe(true);
    expect(res.body.data.learners[0]).toMatchObject({ mark: 'absent', remark: 'fever' });
    expect(res.body.data.updated_at).toBe('2026-11-25T04:00:00.000Z');
  });

  it('the same client_mark_id for another register is refused (409 naming it)', async () => {
    const res = await a.mark('colleague', TODAY, [], {
      sectionId: a.world.sectionB.section_id,
      clientMarkId: 'save-0001',
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'client_mark_id', message: 'was used for another register' }]);
  });

  it('is changed again the same day: the new mark and who changed it, the first marking kept', async () => {
    await a.at('2026-11-25T06:00:00Z');
    const res = await a.mark('admin', TODAY, [{ uuid: a.world.people.a1.uuid, mark: 'late', remark: 'came at 11' }]);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.learners[0]).toMatchObject({ mark: 'late', source: 'teacher', remark: 'came at 11' });
    // Bala was not listed: the mark the register held stays.
    expect(data.learners[1]).toMatchObject({ mark: 'present', source: 'teacher' });
    expect(data.marked_by.uuid).toBe(a.world.people.teacher.uuid);
    expect(data.updated_by.uuid).toBe(a.world.people.admin.uuid);
    expect(data.updated_at).toBe('2026-11-25T06:00:00.000Z');
  });

  it('the next day it can no longer be changed: 409 saying why, naming date', async () => {
    await a.at('2026-11-25T18:31:00Z'); // 00:01 on the 26th in India
    const res = await a.mark('teacher', TODAY, [{ uuid: a.world.people.a1.uuid, mark: 'present' }]);
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('CONFLICT');
    expect(res.body.message).toContain('today is Thu, 26 Nov');
    expect(res.body.reason).toBe('attendance.registerClosed');
    expect(res.body.errors[0].field).toBe('date');
    const read = await a.register('teacher', TODAY);
    expect(read.body.data).toMatchObject({ is_editable: false, today: '2026-11-26' });
    expect(read.body.data.learners[0].mark).toBe('late');
  });

  it('a day ahead cannot be marked either', async () => {
    const res = await a.mark('teacher', '2026-11-27', []);
    expect(res.status).toBe(409);
  });
});

describe('saves arriving together', () => {
  it('commit together; a twin of one (the same client_mark_id) counts once', async () => {
    const today = '2026-11-26';
    const { a1, a2 } = a.world.people;
    const [first, twin, other] = await Promise.all([
      a.mark('teacher', today, [{ uuid: a1.uuid, mark: 'absent' }], { clientMarkId: 'together-1' }),
      a.mark('teacher', today, [{ uuid: a1.uuid, mark: 'absent' }], { clientMarkId: 'together-1' }),
      a.mark('admin', today, [{ uuid: a2.uuid, mark: 'late' }], { clientMarkId: 'together-2' }),
    ]);
    expect([first.status, twin.status, other.status]).toEqual([200, 200, 200]);
    expect([first.body.data.replayed, twin.body.data.replayed].sort()).toEqual([false, true]);
    const read = await a.register('teacher', today);
    expect(read.body.data.learners.map((l: { mark: string }) => l.mark)).toEqual(['absent', 'late']);
    const rows = await a.t.db
      .selectFrom('attendance_mark_requests')
      .select('client_mark_id')
      .where('client_mark_id', 'in', ['together-1', 'together-2'])
      .execute();
    expect(rows).toHaveLength(2);
  });
});

describe('bad marks are refused naming the field', () => {
  it('a learner of another section, a learner twice, an unknown mark, a long remark, a bad day', async () => {
    const today = '2026-11-26';
    const other = await a.mark('teacher', today, [{ uuid: a.world.people.b1.uuid, mark: 'absent' }]);
    expect(other.status).toBe(400);
    expect(other.body.errors).toEqual([{ field: 'marks.0.uuid', message: 'is not a learner of this section' }]);
    const a1 = a.world.people.a1.uuid;
    const twice = await a.mark('teacher', today, [
      { uuid: a1, mark: 'absent' },
      { uuid: a1, mark: 'late' },
    ]);
    expect(twice.body.errors).toEqual([{ field: 'marks.1.uuid', message: 'is marked twice' }]);
    const unknown = await a.mark('teacher', today, [{ uuid: a1, mark: 'sick' }]);
    expect(unknown.status).toBe(400);
    const long = await a.mark('teacher', today, [{ uuid: a1, mark: 'absent', remark: 'x'.repeat(201) }]);
    expect(long.status).toBe(400);
    const day = await a.mark('teacher', '2026-02-30', []);
    expect(day.body.errors).toEqual([{ field: 'date', message: 'is not a valid day' }]);
    const classId = await a.post(`${OFFLINE}/markAttendanceDetails`, 'teacher', {
      section_id: a.world.sectionA.section_id,
      class_id: 99_999,
    });
    expect(classId.body.errors[0].field).toBe('class_id');
  });
});

describe('who may mark and read a register', () => {
  const sectionA = () => a.world.sectionA.section_id;

  it('a teacher of another section of the school: 403; of another school: 404', async () => {
    expect((await a.mark('colleague', '2026-11-26', [])).status).toBe(403);
    expect((await a.register('colleague')).status).toBe(403);
    expect((await a.mark('otherTeacher', '2026-11-26', [])).status).toBe(404);
    expect((await a.register('otherTeacher')).status).toBe(404);
  });

  it('learners and parents: 403 on every staff call', async () => {
    for (const who of ['a1', 'parentA1'] as const) {
      expect((await a.mark(who, '2026-11-26', [])).status).toBe(403);
      expect((await a.register(who)).status).toBe(403);
      expect((await a.post(`${OFFLINE}/sendPNForAttendance`, who, { section_id: sectionA() })).status).toBe(403);
    }
  });

  it('another school’s teacher is refused on every attendance call about the school (404)', async () => {
    const school = a.world.school.school_id;
    const section = { section_id: sectionA() };
    const calls: [string, unknown][] = [
      ['markAttendanceDetails', section],
      ['sectionWiseAttendance', section],
      ['downloadAttendance', section],
      ['v2/downloadAttendance', section],
      ['sendPNForAttendance', section],
      ['schoolAttendance', { school_id: school }],
      ['attendanceSettings', { school_id: school }],
    ];
    for (const [path, body] of calls) {
      expect((await a.post(`${OFFLINE}/${path}`, 'otherTeacher', body)).status, path).toBe(404);
    }
    for (const path of ['studentAttendanceBySchoolId', 'v2/studentAttendanceBySchoolId']) {
      const res = await a.post(`/api/live-class/attendee/${path}`, 'otherTeacher', { school_id: school });
      expect(res.status, path).toBe(404);
    }
  });
});
