import { addCalendarDays, LiveClassStatus, localDate, localDateTimeToMs, weeklyStartsMs } from '@esc/domain';
import type { Db } from '../db/database.js';
import { SUNRISE, uuidsOf, type SeedSchool } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

// The demo school's live classes, so every role finds one on now, one to come and one past, by the
// demo teacher with Jitsi rooms: for 10-A one live now (started), one later today and yesterday's
// (completed); for 10-B one tomorrow; and a weekly timetable for both sections over the next four
// weeks, from tomorrow. Times are whole minutes around the seed's clock; their sections are not
// notified (the live-classes module's seeding entry queues nothing).

/** 10-A's class that is on now when the world is seeded. */
export const DEMO_CLASS_ON_NOW = 'Quadratic equations: live doubt session';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DemoClass {
  title: string;
  section: 'tenA' | 'tenB';
  /** The first subject of the teacher's in the section whose name holds this (else their first). */
  subject: string;
  /** Start, from now. */
  startIn: number;
  /**
   * Never before the school's day of the seed began: the class on now is on today's calendar even
   * when the world is seeded just after the school's midnight.
   */
  today?: true;
  duration: number;
  status: LiveClassStatus;
  room: string;
}

const CLASSES: DemoClass[] = [
  {
    title: DEMO_CLASS_ON_NOW,
    subject: 'Math',
    section: 'tenA',
    startIn: -10 * MINUTE,
    today: true,
    duration: 60,
    status: LiveClassStatus.Started,
    room: '10a-quadratics',
  },
  {
    title: 'Acids, bases and salts',
    subject: 'Science',
    section: 'tenA',
    startIn: 3 * HOUR,
    duration: 45,
    status: LiveClassStatus.Scheduled,
    room: '10a-acids-bases',
  },
  {
    title: 'Light: reflection and refraction',
    subject: 'Science',
    section: 'tenA',
    startIn: -24 * HOUR,
    duration: 45,
    status: LiveClassStatus.Completed,
    room: '10a-light',
  },
  {
    title: 'Our environment',
    subject: 'Science',
    section: 'tenB',
    startIn: 24 * HOUR,
    duration: 40,
    status: LiveClassStatus.Scheduled,
    room: '10b-environment',
  },
];

/** A weekly timetable's slot: ISO weekday (1 Monday) and local time in the school's zone (India). */
interface Slot {
  title: string;
  section: 'tenA' | 'tenB';
  /** The first subject of the teacher's in the section whose name holds this. */
  subject: string;
  weekday: number;
  time: string;
  duration: number;
}

const TIMETABLE: Slot[] = [
  { title: 'Mathematics', section: 'tenA', subject: 'Math', weekday: 1, time: '09:00', duration: 45 },
  { title: 'Science', section: 'tenA', subject: 'Science', weekday: 3, time: '09:00', duration: 45 },
  { title: 'Mathematics', section: 'tenA', subject: 'Math', weekday: 5, time: '11:00', duration: 45 },
  { title: 'Mathematics', section: 'tenB', subject: 'Math', weekday: 2, time: '10:00', duration: 45 },
  { title: 'Mathematics', section: 'tenB', subject: 'Math', weekday: 4, time: '10:00', duration: 45 },
];
const TIMETABLE_WEEKS = 4;
const COUNTRY = 'IN';

/** The first day after `today` (YYYY-MM-DD) that falls on the ISO weekday. */
function nextWeekday(today: string, weekday: number): string {
  for (let d = 1; d <= 7; d++) {
    const day = addCalendarDays(today, d);
    const iso = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
    if (iso === weekday) return day;
  }
  return addCalendarDays(today, 7);
}

/** The demo classes and the timetable; nothing when the demo teacher or their subjects are missing. */
export async function seedDemoLiveClasses(
  db: Db,
  services: SeedServices,
  now: number,
  school: SeedSchool = SUNRISE,
): Promise<void> {
  const { teacher } = await uuidsOf(db, school, ['teacher']);
  if (!teacher) return;
  const subjects = await db
    .selectFrom('teacher_assignments as a')
    .innerJoin('syllabus_nodes as s', 's.syllabus_id', 'a.subject_id')
    .select(['a.section_id', 'a.subject_id', 's.syllabus_name'])
    .where('a.user_uuid', '=', teacher)
    .orderBy('a.subject_id')
    .execute();
  const at = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();
  const created = at(now - 48 * HOUR);
  const row =
    (c: {
      title: string;
      section: 'tenA' | 'tenB';
      start: string;
      duration: number;
      status: LiveClassStatus;
      room: string;
    }) =>
    (subject: { subject_id: number; syllabus_name: string }) => ({
      school_id: school.schoolId,
      section_ids: JSON.stringify([school[c.section]]),
      subject_id: subject.subject_id,
      subject_name: subject.syllabus_name,
      title: c.title,
      start_at: c.start,
      duration_minutes: c.duration,
      presenter_uuid: teacher,
      lecture_mode: 1,
      lecture_type: 1,
      provider: 'link',
      room_link: `https://meet.jit.si/${school.slug}-${c.room}`,
      live_class_status: c.status,
      // Only the later ones are still to be reminded.
      reminded_at: Date.parse(c.start) > now + 10 * MINUTE ? null : c.start,
      created_by: teacher,
      updated_by: teacher,
      created_at: created,
      updated_at: created,
    });
  const rows = [];
  const today = localDate(now, COUNTRY);
  const todayBegan = localDateTimeToMs(today, '00:00', COUNTRY);
  for (const c of CLASSES) {
    const ofSection = subjects.filter((s) => s.section_id === school[c.section]);
    const subject = ofSection.find((s) => s.syllabus_name.includes(c.subject)) ?? ofSection[0];
    const start = c.today ? Math.max(now + c.startIn, todayBegan) : now + c.startIn;
    if (subject) rows.push(row({ ...c, start: at(start) })(subject));
  }
  for (const slot of TIMETABLE) {
    const subject = subjects.find(
      (s) => s.section_id === school[slot.section] && s.syllabus_name.includes(slot.subject),
    );
    if (!subject) continue;
    const first = localDateTimeToMs(nextWeekday(today, slot.weekday), slot.time, COUNTRY);
    for (const start of weeklyStartsMs(first, TIMETABLE_WEEKS, COUNTRY)) {
      const room = `${slot.section === 'tenA' ? '10a' : '10b'}-${slot.title.toLowerCase()}`;
      rows.push(row({ ...slot, start: iso(start), status: LiveClassStatus.Scheduled, room })(subject));
    }
  }
  // Through the live module, in the seed's transaction: it keeps each class's section rows with it.
  await services['live-classes'].seeding.insertClasses(rows, db);
}

const iso = (ms: number) => new Date(ms).toISOString();
