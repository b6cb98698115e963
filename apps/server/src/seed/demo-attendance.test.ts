import { localDate } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { demoSchoolDays } from './demo-attendance.js';
import { DEMO_PASSWORD } from './demo-seed.js';

// The demo world's attendance: 30 days of registers for 10-A and 10-B (school days only),
// a few absences, Ishaan (10-B) absent the last three school days running; today's register is the
// teacher's to take; the demo student's month is plausible.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const OFFLINE = '/api/live-class/offlineAttendance';
const post = async (email: string, path: string, body: unknown) =>
  call(t.app, 'POST', `${OFFLINE}/${path}`, { token: await tokenFor(t.app, email, DEMO_PASSWORD), body });

describe('demo attendance', () => {
  const days = demoSchoolDays(Date.now());
  const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

  it('10-A, 10-B and 10-C have a register on every school day of the last 30, none on a weekend', async () => {
    expect(days.length).toBeGreaterThanOrEqual(20);
    expect(days.every((d) => weekday(d) !== 0 && weekday(d) !== 6)).toBe(true);
    const res = await post('teacher@demo.school', 'schoolAttendance', {
      start_date: days.at(-1),
      end_date: days[0],
    });
    expect(res.status).toBe(200);
    const sections = res.body.data.sections as {
      section_name: string;
      registers: number;
      counts: { absent: number };
    }[];
    expect(sections.map((s) => [s.section_name, s.registers])).toEqual([
      ['10-A', days.length],
      ['10-B', days.length],
      ['10-C', days.length],
    ]);
    expect(sections[0]!.counts.absent).toBeGreaterThanOrEqual(3);
  });

  it('today’s register is not taken yet: everyone present by default, for the teacher to mark', async () => {
    const res = await post('teacher@demo.school', 'markAttendanceDetails', { section_id: 5001 });
    expect(res.body.data).toMatchObject({ is_marked: false, is_editable: true, date: localDate(Date.now(), 'IN') });
    expect(res.body.data.learners.length).toBe(5);
  });

  it('Ishaan was absent the last three school days running', async () => {
    const res = await post('teacher@demo.school', 'sectionWiseAttendance', {
      section_id: 5002,
      start_date: days[2],
      end_date: days[0],
    });
    const ishaan = (res.body.data.learners as { name: string; marks: string[] }[]).find(
      (l) => l.name === 'Ishaan Sharma',
    );
    expect(res.body.data.dates).toEqual([days[2], days[1], days[0]]);
    expect(ishaan?.marks).toEqual(['absent', 'absent', 'absent']);
  });

  it('the demo student’s own month is plausible: mostly present, never absent lately', async () => {
    const res = await post('student@demo.school', 'myAttendance', { month: days[0]!.slice(0, 7) });
    expect(res.status).toBe(200);
    const data = res.body.data as { days: { date: string; mark: string }[]; attendance_percent: number };
    expect(data.days.length).toBeGreaterThan(0);
    expect(data.attendance_percent).toBeGreaterThanOrEqual(85);
    expect(data.days.filter((d) => d.date >= days[1]!).every((d) => d.mark === 'present')).toBe(true);
    // Their parent reads the same.
    const parent = await post('parent@demo.school', 'myAttendance', {
      uuid: (
        await t.db
          .selectFrom('users')
          .select('uuid')
          .where('email', '=', 'student@demo.school')
          .executeTakeFirstOrThrow()
      ).uuid,
      month: days[0]!.slice(0, 7),
    });
    expect(parent.body.data.days).toEqual(data.days);
  });
});
