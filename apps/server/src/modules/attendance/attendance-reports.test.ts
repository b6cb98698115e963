import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAttendanceWorld, OFFLINE, type AttendanceWorld } from '../../test/attendance-factories.js';

// Attendance reports (spec 001 §7): a section's learners by day with percentages, the school's sections,
// the school's learners (studentAttendanceBySchoolId, v2 with total_students), a learner's own month (a
// parent's for a linked child only), and the downloads opened and read back: a spreadsheet and a CSV.
// Percentages: present and late attend, absent does not, excused days are left out.

let a: AttendanceWorld;
const MON = '2026-11-23';
const TUE = '2026-11-24';
const WED = '2026-11-25';

beforeAll(async () => {
  a = await makeAttendanceWorld(`${MON}T04:00:00Z`);
  const { a1, a2 } = a.world.people;
  expect((await a.mark('teacher', MON, [{ uuid: a1.uuid, mark: 'absent' }])).status).toBe(200);
  expect((await a.mark('colleague', MON, [], { sectionId: a.world.sectionB.section_id })).status).toBe(200);
  await a.at(`${TUE}T04:00:00Z`);
  expect((await a.mark('teacher', TUE, [])).status).toBe(200);
  await a.at(`${WED}T04:00:00Z`);
  const wed = await a.mark('teacher', WED, [
    { uuid: a1.uuid, mark: 'excused', remark: 'wedding' },
    { uuid: a2.uuid, mark: 'late' },
  ]);
  expect(wed.status).toBe(200);
});
afterAll(() => a.t.close());

const sectionWise = (who: 'teacher' | 'admin', path = 'sectionWiseAttendance') =>
  a.post(`${OFFLINE}/${path}`, who, { section_id: a.world.sectionA.section_id, start_date: MON, end_date: WED });

describe('a section over days', () => {
  it('each learner’s mark per day, their counts and percentage; the section’s', async () => {
    const res = await sectionWise('teacher');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.dates).toEqual([MON, TUE, WED]);
    const tara = `Tara ${a.world.people.teacher.last_name}`;
    expect(data.registers.map((r: { marked_by_name: string }) => r.marked_by_name)).toEqual([tara, tara, tara]);
    expect(data.learners).toEqual([
      {
        uuid: a.world.people.a1.uuid,
        name: 'Asha Rao',
        marks: ['absent', 'present', 'excused'],
        sources: ['teacher', 'teacher', 'teacher'],
        counts: { present: 1, absent: 1, late: 0, excused: 1 },
        attendance_percent: 50,
      },
      {
        uuid: a.world.people.a2.uuid,
        name: 'Bala Nair',
        marks: ['present', 'present', 'late'],
        sources: ['teacher', 'teacher', 'teacher'],
        counts: { present: 2, absent: 0, late: 1, excused: 0 },
        attendance_percent: 100,
      },
    ]);
    // 4 attended of 5 counted (the excused day left out).
    expect(data.attendance_percent).toBe(80);
  });

  it('a range longer than 62 days or ending before it starts is refused naming end_date', async () => {
    const long = await a.post(`${OFFLINE}/sectionWiseAttendance`, 'teacher', {
      section_id: a.world.sectionA.section_id,
      start_date: '2026-01-01',
      end_date: WED,
    });
    expect(long.body.errors[0].field).toBe('end_date');
    const backwards = await a.post(`${OFFLINE}/sectionWiseAttendance`, 'teacher', {
      section_id: a.world.sectionA.section_id,
      start_date: WED,
      end_date: MON,
    });
    expect(backwards.body.errors[0].field).toBe('end_date');
  });
});

describe('the downloads (teacher only)', () => {
  it('v1 is a spreadsheet: one row per learner, a column per day, the counts and percentage', async () => {
    const res = await a.t.app.inject({
      method: 'POST',
      url: `${OFFLINE}/downloadAttendance`,
      headers: { authorization: `Bearer ${a.token().teacher}` },
      payload: { section_id: a.world.sectionA.section_id, start_date: MON, end_date: WED },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attendance-7-A-${MON}-to-${WED}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(1)).toEqual(['Learner', MON, TUE, WED, 'Present', 'Absent', 'Late', 'Excused', 'Attendance %']);
    expect(values(2)).toEqual(['Asha Rao', 'absent', 'present', 'excused', 1, 1, 0, 1, 50]);
    expect(values(3)).toEqual(['Bala Nair', 'present', 'present', 'late', 2, 0, 1, 0, 100]);
    expect(values(4)).toEqual(['Section 7-A', '', '', '', 3, 1, 1, 1, 80]);
  });

  it('v2 is a CSV file, read back by its lines', async () => {
    const res = await a.t.app.inject({
      method: 'POST',
      url: `${OFFLINE}/v2/downloadAttendance`,
      headers: { authorization: `Bearer ${a.token().admin}` },
      payload: { section_id: a.world.sectionA.section_id, start_date: MON, end_date: WED },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines).toEqual([
      `Learner,${MON},${TUE},${WED},Present,Absent,Late,Excused,Attendance %`,
      'Asha Rao,absent,present,excused,1,1,0,1,50',
      'Bala Nair,present,present,late,2,0,1,0,100',
      'Section 7-A,,,,3,1,1,1,80',
    ]);
  });

  it('in the reader’s language: Accept-Language ta gives Tamil headers and marks, the file name stays ASCII', async () => {
    const download = (path: string, acceptLanguage?: string) =>
      a.t.app.inject({
        method: 'POST',
        url: `${OFFLINE}/${path}`,
        headers: {
          authorization: `Bearer ${a.token().teacher}`,
          ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
        },
        payload: { section_id: a.world.sectionA.section_id, start_date: MON, end_date: WED },
      });
    const res = await download('downloadAttendance', 'ta-IN,ta;q=0.9,en;q=0.5');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="attendance-7-A-${MON}-to-${WED}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = (row: number) => (book.worksheets[0]!.getRow(row).values as unknown[]).slice(1);
    // Learner, Present, Absent, Late, Excused in Tamil; present, absent and excused marks too.
    expect(values(1)).toEqual(['மாணவர்', MON, TUE, WED, 'வருகை', 'வரவில்லை', 'தாமதம்', 'அனுமதி விடுப்பு', 'வருகை %']);
    expect(values(2)).toEqual(['Asha Rao', 'வரவில்லை', 'வருகை', 'அனுமதி விடுப்பு', 1, 1, 0, 1, 50]);
    expect(values(4)![0]).toBe('பிரிவு 7-A');

    const csv = await download('v2/downloadAttendance', 'ta');
    expect(csv.body.split(/\r?\n/)[0]).toBe(`மாணவர்,${MON},${TUE},${WED},வருகை,வரவில்லை,தாமதம்,அனுமதி விடுப்பு,வருகை %`);
    const english = await download('v2/downloadAttendance');
    expect(english.body.split(/\r?\n/)[0]).toBe(
      `Learner,${MON},${TUE},${WED},Present,Absent,Late,Excused,Attendance %`,
    );
  });

  it('learners and parents are refused (403)', async () => {
    for (const who of ['a1', 'parentA1'] as const) {
      const res = await a.post(`${OFFLINE}/v2/downloadAttendance`, who, { section_id: a.world.sectionA.section_id });
      expect(res.status).toBe(403);
    }
  });
});

describe('the school', () => {
  it('by section for a range: an admin sees every section, a teacher those they teach', async () => {
    const admin = await a.post(`${OFFLINE}/schoolAttendance`, 'admin', { start_date: MON, end_date: WED });
    expect(admin.status).toBe(200);
    const data = admin.body.data;
    expect(data.sections.map((s: { section_name: string }) => s.section_name)).toEqual(['7-A', '7-B']);
    expect(data.sections[0]).toMatchObject({
      total_students: 2,
      registers: 3,
      last_marked_date: WED,
      counts: { present: 3, absent: 1, late: 1, excused: 1 },
      attendance_percent: 80,
    });
    expect(data.sections[1]).toMatchObject({ total_students: 1, registers: 1, attendance_percent: 100 });
    expect(data.total_students).toBe(3);
    const teacher = await a.post(`${OFFLINE}/schoolAttendance`, 'teacher', { date: WED });
    expect(teacher.body.data.sections.map((s: { section_name: string }) => s.section_name)).toEqual(['7-A']);
    expect(teacher.body.data.sections[0].counts).toEqual({ present: 0, absent: 0, late: 1, excused: 1 });
  });

  it('by learner: v1 without, v2 with total_students; a page at a time', async () => {
    const body = { start_date: MON, end_date: WED, page_size: 2 };
    const v1 = await a.post('/api/live-class/attendee/studentAttendanceBySchoolId', 'admin', body);
    expect(v1.status).toBe(200);
    expect(v1.body.data.total_students).toBeUndefined();
    expect(v1.body.data.students.map((s: { name: string }) => s.name)).toEqual(['Asha Rao', 'Bala Nair']);
    expect(v1.body.data.students[0]).toMatchObject({
      section_name: '7-A',
      days_marked: 3,
      attendance_percent: 50,
      live_classes: 0,
      live_attended: 0,
    });
    const v2 = await a.post('/api/live-class/attendee/v2/studentAttendanceBySchoolId', 'admin', {
      ...body,
      page_no: 2,
    });
    expect(v2.body.data.total_students).toBe(3);
    expect(v2.body.data.students.map((s: { name: string }) => s.name)).toEqual(['Chitra Das']);
    const section = await a.post('/api/live-class/attendee/v2/studentAttendanceBySchoolId', 'teacher', {
      section_id: a.world.sectionB.section_id,
    });
    expect(section.status).toBe(403);
  });
});

describe('a learner’s own month', () => {
  it('the learner reads their days, counts and percentage', async () => {
    const res = await a.post(`${OFFLINE}/myAttendance`, 'a1', { month: '2026-11' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Asha Rao',
      month: '2026-11',
      today: WED,
      time_zone: 'Asia/Kolkata',
      days: [
        { date: MON, mark: 'absent', source: 'teacher', remark: null },
        { date: TUE, mark: 'present', source: 'teacher', remark: null },
        { date: WED, mark: 'excused', source: 'teacher', remark: 'wedding' },
      ],
      attendance_percent: 50,
    });
    const october = await a.post(`${OFFLINE}/myAttendance`, 'a1', { month: '2026-10' });
    expect(october.body.data).toMatchObject({ days: [], attendance_percent: null });
  });

  it('a parent reads a linked child’s; anyone else’s is refused', async () => {
    const mine = await a.post(`${OFFLINE}/myAttendance`, 'parentA1', { uuid: a.world.people.a1.uuid });
    expect(mine.body.data.days).toHaveLength(3);
    const other = await a.post(`${OFFLINE}/myAttendance`, 'parentA1', { uuid: a.world.people.b1.uuid });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('NOT_LINKED_CHILD');
    const classmate = await a.post(`${OFFLINE}/myAttendance`, 'a2', { uuid: a.world.people.a1.uuid });
    expect(classmate.status).toBe(403);
    const teacher = await a.post(`${OFFLINE}/myAttendance`, 'teacher', { uuid: a.world.people.a1.uuid });
    expect(teacher.status).toBe(403);
  });
});
