import { randomUUID } from 'node:crypto';
import { addCalendarDays, localDate, localDateTimeToMs } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';
import type { StoredMark } from '../apps/server/src/modules/attendance/attendance.repository.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import { benchPerson } from './bench-people.js';

// A generated school for the school export's benchmark (the export's speed target: a school of 2,000
// learners and a year of records out in under 2 minutes, the server under 500 MB): sections of 60
// with a teacher each, a parent per learner, a school admin, and 200 school days of registers written
// through the attendance module's seeding entry. Its papers, homework, progress, notices and uploads
// are in school-export-records.ts.

export const SE_SCHOOL_ID = 990_901;
export const SE_PASSWORD = 'Demo@1234';
export const SE_ADMIN = 'se-admin@bench.invalid';
export const SE_LEARNERS = Number(process.env.BENCH_SE_LEARNERS ?? 2_000);
export const SE_DAYS = Number(process.env.BENCH_SE_DAYS ?? 200);
const SECTION_SIZE = 60;
const FIRST_SECTION = 991_001;

/** The school's place in the syllabus: its papers' questions sit on the topic. */
export const SE_PLACE = {
  boardId: 991_801,
  classId: 991_802,
  subjectId: 991_803,
  chapterId: 991_804,
  topicId: 991_805,
};

export interface SchoolExportWorld {
  adminUuid: string;
  sections: { sectionId: number; teacher: string; learners: string[] }[];
  learners: string[];
  parents: string[];
  /** The school days of the year before today, oldest first. */
  days: string[];
}

const node = (id: number, parent: number | null, name: string, type: number, rack: number | null) => ({
  syllabus_id: id,
  parent_id: parent,
  syllabus_name: name,
  syllabus_type_id: type,
  rack_type_id: rack,
  board_id: parent === null ? null : SE_PLACE.boardId,
  class_id: parent === null ? null : SE_PLACE.classId,
  tag_value_id: null,
  school_id: null,
  group_presentation: null,
  book_code: null,
});

async function school(db: Db, at: string): Promise<string> {
  const p = SE_PLACE;
  await db
    .insertInto('syllabus_nodes')
    .values([
      node(p.boardId, null, 'Export Bench Board', 3, null),
      node(p.classId, p.boardId, 'Class 9', 2, 3),
      node(p.subjectId, p.classId, 'Mathematics', 4, 4),
      node(p.chapterId, p.subjectId, 'Number Systems', 4, 5),
      node(p.topicId, p.chapterId, 'Irrational Numbers', 4, 6),
    ])
    .execute();
  await db
    .insertInto('schools')
    .values({ school_id: SE_SCHOOL_ID, school_name: 'Export Bench School', institute_type: 1, school_status: 1 })
    .execute();
  const admin = randomUUID();
  await db
    .insertInto('users')
    .values({ ...benchPerson(admin, 0, 5, SE_ADMIN, await hashPassword(SE_PASSWORD), at), role: 'SCHOOL_ADMIN' })
    .execute();
  await db
    .insertInto('memberships')
    .values({ id: randomUUID(), user_uuid: admin, school_id: SE_SCHOOL_ID, section_id: null, created_at: at })
    .execute();
  return admin;
}

/** Sections of 60 with a teacher each, the learners, and a parent linked to every learner. */
async function people(db: Db, at: string): Promise<Omit<SchoolExportWorld, 'adminUuid' | 'days'>> {
  const count = Math.ceil(SE_LEARNERS / SECTION_SIZE);
  await insertBatches(
    db,
    'sections',
    Array.from({ length: count }, (_, i) => ({
      section_id: FIRST_SECTION + i,
      school_id: SE_SCHOOL_ID,
      board_id: SE_PLACE.boardId,
      class_id: SE_PLACE.classId,
      section_name: `9-${String(i + 1).padStart(2, '0')}`,
      valid_from: '2026-04-01',
      valid_until: null,
    })),
  );
  const teachers = Array.from({ length: count }, () => randomUUID());
  const learners = Array.from({ length: SE_LEARNERS }, () => randomUUID());
  const parents = Array.from({ length: SE_LEARNERS }, () => randomUUID());
  const users = [
    ...teachers.map((uuid, n) => benchPerson(uuid, n, 3, `se-teacher-${n}@bench.invalid`, null, at)),
    ...learners.map((uuid, n) => benchPerson(uuid, n, 1, `se-learner-${n}@bench.invalid`, null, at)),
    ...parents.map((uuid, n) => benchPerson(uuid, n, 2, `se-parent-${n}@bench.invalid`, null, at)),
  ];
  await insertBatches(db, 'users', users, 200);
  const sectionOf = (n: number) => FIRST_SECTION + Math.floor(n / SECTION_SIZE);
  const member = (user_uuid: string, section_id: number) => ({
    id: randomUUID(),
    user_uuid,
    school_id: SE_SCHOOL_ID,
    section_id,
    created_at: at,
  });
  await insertBatches(
    db,
    'memberships',
    [
      ...teachers.map((uuid, i) => member(uuid, FIRST_SECTION + i)),
      ...learners.map((uuid, n) => member(uuid, sectionOf(n))),
    ],
    200,
  );
  await insertBatches(
    db,
    'parent_child_links',
    parents.map((parent_uuid, n) => ({ parent_uuid, child_uuid: learners[n]!, created_at: at })),
    200,
  );
  const sections = teachers.map((teacher, i) => ({
    sectionId: FIRST_SECTION + i,
    teacher,
    learners: learners.slice(i * SECTION_SIZE, (i + 1) * SECTION_SIZE),
  }));
  return { sections, learners, parents };
}

/** The SE_DAYS school days (Monday to Friday) before today, oldest first. */
function schoolDays(now: number): string[] {
  const today = localDate(now, 'IN');
  const days: string[] = [];
  for (let d = 1; days.length < SE_DAYS; d++) {
    const day = addCalendarDays(today, -d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(day);
  }
  return days.reverse();
}

/** Every section's register of every school day, a day's registers in one transaction: about one mark in 30 absent, one late, one excused. */
async function registers(db: Db, services: Pick<Services, 'attendance'>, world: SchoolExportWorld): Promise<number> {
  let saved = 0;
  for (const [d, day] of world.days.entries()) {
    const at = new Date(localDateTimeToMs(day, '09:10', 'IN')).toISOString();
    await db.transaction().execute(async (trx) => {
      for (const s of world.sections) {
        const given: StoredMark[] = [];
        const defaults: StoredMark[] = [];
        s.learners.forEach((uuid, n) => {
          const roll = (n * 7 + d * 13) % 30;
          const mark = roll === 0 ? 'absent' : roll === 1 ? 'late' : roll === 2 ? 'excused' : 'present';
          const remark = mark === 'excused' ? 'Doctor’s note, fever' : null;
          (mark === 'present' ? defaults : given).push({ learner_uuid: uuid, mark, remark, source: 'teacher' });
        });
        await services.attendance.seeding.saveRegister(
          {
            clientMarkId: `se-bench-${s.sectionId}-${day}`,
            schoolId: SE_SCHOOL_ID,
            sectionId: s.sectionId,
            date: day,
            by: s.teacher,
            at,
            given,
            defaults,
          },
          trx,
        );
        saved += 1;
      }
    });
  }
  return saved;
}

/** The school, its people and a year of registers, into an empty database. */
export async function prepareSchoolWorld(db: Db, services: Pick<Services, 'attendance'>): Promise<SchoolExportWorld> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  const adminUuid = await school(db, at);
  const world = { adminUuid, ...(await people(db, at)), days: schoolDays(started) };
  console.log(
    `  ${world.learners.length} learners in ${world.sections.length} sections, ${world.sections.length} teachers, ` +
      `${world.parents.length} parents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const marked = Date.now();
  const saved = await registers(db, services, world);
  console.log(`  ${saved} registers (${SE_DAYS} school days) in ${((Date.now() - marked) / 1000).toFixed(1)} s`);
  return world;
}
