import type { Db } from '../database.js';

// The demo school's live classes (issue 10 item 3), by the demo teacher with Jitsi rooms: for 10-A one
// live now (started), one later today and yesterday's (completed); for 10-B one tomorrow. Times are
// whole minutes around the seed's clock; their sections are not notified (the seed queues nothing).

const SUNRISE = 501;
const TEN_A = 5001;
const TEN_B = 5002;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

interface DemoClass {
  title: string;
  section: number;
  /** Start, from now. */
  startIn: number;
  duration: number;
  /** 1 scheduled, 2 started, 3 completed */
  status: number;
  room: string;
}

const CLASSES: DemoClass[] = [
  {
    title: 'Quadratic equations: live doubt session',
    section: TEN_A,
    startIn: -10 * MINUTE,
    duration: 60,
    status: 2,
    room: 'sunrise-10a-quadratics',
  },
  {
    title: 'Acids, bases and salts',
    section: TEN_A,
    startIn: 3 * HOUR,
    duration: 45,
    status: 1,
    room: 'sunrise-10a-acids-bases',
  },
  {
    title: 'Light: reflection and refraction',
    section: TEN_A,
    startIn: -24 * HOUR,
    duration: 45,
    status: 3,
    room: 'sunrise-10a-light',
  },
  {
    title: 'Our environment',
    section: TEN_B,
    startIn: 24 * HOUR,
    duration: 40,
    status: 1,
    room: 'sunrise-10b-environment',
  },
];

/** The four demo classes; nothing when the demo teacher or their subjects are missing. */
export async function seedDemoLiveClasses(db: Db, now: number): Promise<void> {
  const teacher = await db
    .selectFrom('users')
    .select('uuid')
    .where('email', '=', 'teacher@demo.school')
    .executeTakeFirst();
  if (!teacher) return;
  const subjects = await db
    .selectFrom('teacher_assignments as a')
    .innerJoin('syllabus_nodes as s', 's.syllabus_id', 'a.subject_id')
    .select(['a.section_id', 'a.subject_id', 's.syllabus_name'])
    .where('a.user_uuid', '=', teacher.uuid)
    .orderBy('a.subject_id')
    .execute();
  const at = (ms: number) => new Date(Math.floor(ms / MINUTE) * MINUTE).toISOString();
  const created = at(now - 48 * HOUR);
  for (const [i, c] of CLASSES.entries()) {
    const ofSection = subjects.filter((s) => s.section_id === c.section);
    const subject = ofSection[i % Math.max(ofSection.length, 1)];
    if (!subject) continue;
    const start = at(now + c.startIn);
    await db
      .insertInto('live_classes')
      .values({
        school_id: SUNRISE,
        section_ids: JSON.stringify([c.section]),
        subject_id: subject.subject_id,
        subject_name: subject.syllabus_name,
        title: c.title,
        start_at: start,
        duration_minutes: c.duration,
        presenter_uuid: teacher.uuid,
        lecture_mode: 1,
        lecture_type: 1,
        provider: 'link',
        room_link: `https://meet.jit.si/${c.room}`,
        live_class_status: c.status,
        // Only the later ones are still to be reminded.
        reminded_at: c.startIn > 10 * MINUTE ? null : start,
        created_by: teacher.uuid,
        updated_by: teacher.uuid,
        created_at: created,
        updated_at: created,
      })
      .execute();
  }
}
