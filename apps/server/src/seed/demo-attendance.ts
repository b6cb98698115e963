import { addCalendarDays, localDate, localDateTimeToMs } from '@esc/domain';
import type { StoredMark } from '../modules/attendance/attendance.repository.js';
import type { Db } from '../db/database.js';
import { roleOf, SUNRISE, type SchoolRole, type SeedSchool } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

// The demo school's registers, so its reports and a parent's view have a month to show: 10-A and 10-B
// marked by the demo teacher at 09:10 on every school day (Monday to Friday) of the 30 days before
// today, with a few absences, late comings and an excused day; Ishaan (10-B, the demo parent's second
// child) absent the last three school days running, so his parent sees the run. Today's registers are left for the teacher to take. Through the attendance
// module's seeding entry, in the seed's transaction; nobody is notified (it queues nothing).

const COUNTRY = 'IN';
const DAYS_BACK = 30;

type Plan = Record<string, { mark: 'absent' | 'late' | 'excused'; remark?: string }>;

/**
 * Marks other than present by learner, keyed by the school day's place counting back from the most
 * recent (1 is the latest school day before today). The demo student's are few and long past.
 */
const PLAN: Partial<Record<SchoolRole, Plan>> = {
  student: { 12: { mark: 'absent', remark: 'fever' }, 5: { mark: 'late', remark: 'bus was late' } },
  kavya: { 9: { mark: 'absent' }, 16: { mark: 'excused', remark: 'family function' } },
  rohan: { 3: { mark: 'late' }, 14: { mark: 'late' } },
  ananya: { 7: { mark: 'absent' }, 18: { mark: 'absent' } },
  child2: {
    1: { mark: 'absent' },
    2: { mark: 'absent' },
    3: { mark: 'absent' },
    10: { mark: 'late', remark: 'dentist in the morning' },
  },
};

/** The school days (Monday to Friday) of the DAYS_BACK days before today, the latest first. */
export function demoSchoolDays(now: number): string[] {
  const today = localDate(now, COUNTRY);
  const days: string[] = [];
  for (let d = 1; d <= DAYS_BACK; d++) {
    const day = addCalendarDays(today, -d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days;
}

export async function seedDemoAttendance(
  db: Db,
  services: SeedServices,
  now: number,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  const people = await db
    .selectFrom('users as u')
    .innerJoin('memberships as m', 'm.user_uuid', 'u.uuid')
    .select(['u.uuid', 'u.email', 'u.user_type_id', 'm.section_id'])
    .where('m.section_id', 'in', [school.tenA, school.tenB])
    .execute();
  const teacher = people.find((p) => p.email === school.people.teacher.email);
  if (!teacher) return;
  const learners = people.filter((p) => p.user_type_id === 1);
  for (const [place, day] of demoSchoolDays(now).entries()) {
    const at = new Date(localDateTimeToMs(day, '09:10', COUNTRY)).toISOString();
    for (const section of [school.tenA, school.tenB]) {
      const given: StoredMark[] = [];
      const defaults: StoredMark[] = [];
      for (const learner of learners.filter((l) => l.section_id === section)) {
        const role = roleOf(school, learner.email);
        const planned = role ? PLAN[role]?.[place + 1] : undefined;
        const mark = { learner_uuid: learner.uuid, remark: planned?.remark ?? null, source: 'teacher' };
        if (planned) given.push({ ...mark, mark: planned.mark });
        else defaults.push({ ...mark, mark: 'present' });
      }
      await services.attendance.seeding.saveRegister(
        {
          clientMarkId: `demo-${section}-${day}`,
          schoolId: school.schoolId,
          sectionId: section,
          date: day,
          by: teacher.uuid,
          at,
          given,
          defaults,
        },
        db,
      );
    }
  }
}
