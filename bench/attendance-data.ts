import { randomUUID } from 'node:crypto';
import { addCalendarDays, localDate, localDateTimeToMs } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';
import { insertBatches } from '../apps/server/src/seed/catalogue-generator.js';
import type { StoredMark } from '../apps/server/src/modules/attendance/attendance.repository.js';
import type { Services } from '../apps/server/src/modules/composition-root.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { benchPerson } from './bench-people.js';

// A generated school for the attendance benchmark (attendance's speed targets): 2,000 learners in sections of
// 60, a school admin, 200 parents (of the learners of the first sections), and 30 days of registers
// (school days, today excepted) with about one absence, late coming and excused day in 30 marks.

export const AT_SCHOOL_ID = 990_501;
export const AT_PASSWORD = 'Demo@1234';
export const AT_ADMIN = 'at-admin@bench.invalid';
export const AT_STUDENTS = Number(process.env.BENCH_AT_STUDENTS ?? 2_000);
export const AT_PARENTS = Number(process.env.BENCH_AT_PARENTS ?? 200);
export const AT_DAYS = 30;
const SECTION_SIZE = 60;
const FIRST_SECTION = 990_601;
const BOARD = 990_801;
const CLASS = 990_802;

export interface AttendanceBench {
  /** Learners by section, in section order (the first section has 60: the one marked). */
  sections: { sectionId: number; learners: string[] }[];
  /** Learners with a parent (the first AT_PARENTS), by section. */
  withParents: Map<number, string[]>;
}

async function school(db: Db, at: string): Promise<void> {
  await db
    .insertInto('syllabus_nodes')
    .values([
      {
        syllabus_id: BOARD,
        parent_id: null,
        syllabus_name: 'Bench Board',
        syllabus_type_id: 3,
        rack_type_id: null,
        board_id: BOARD,
        class_id: null,
        tag_value_id: null,
        school_id: null,
        group_presentation: null,
        book_code: null,
      },
      {
        syllabus_id: CLASS,
        parent_id: BOARD,
        syllabus_name: 'Class 10',
        syllabus_type_id: 2,
        rack_type_id: 3,
        board_id: BOARD,
        class_id: CLASS,
        tag_value_id: null,
        school_id: null,
        group_presentation: null,
        book_code: null,
      },
    ])
    .execute();
  await db
    .insertInto('schools')
    .values({ school_id: AT_SCHOOL_ID, school_name: 'Attendance Bench School', institute_type: 1, school_status: 1 })
    .execute();
  const admin = randomUUID();
  await db
    .insertInto('users')
    .values({ ...benchPerson(admin, 0, 5, AT_ADMIN, await hashPassword(AT_PASSWORD), at), role: 'SCHOOL_ADMIN' })
    .execute();
  await db
    .insertInto('memberships')
    .values({ id: randomUUID(), user_uuid: admin, school_id: AT_SCHOOL_ID, section_id: null, created_at: at })
    .execute();
}

/** Sections, learners and the parents of the first AT_PARENTS learners. */
async function people(db: Db, at: string): Promise<AttendanceBench> {
  const count = Math.ceil(AT_STUDENTS / SECTION_SIZE);
  await insertBatches(
    db,
    'sections',
    Array.from({ length: count }, (_, i) => ({
      section_id: FIRST_SECTION + i,
      school_id: AT_SCHOOL_ID,
      board_id: BOARD,
      class_id: CLASS,
      section_name: `A-${String(i + 1).padStart(2, '0')}`,
      valid_from: '2020-04-01',
      valid_until: null,
    })),
  );
  const learners = Array.from({ length: AT_STUDENTS }, () => randomUUID());
  await insertBatches(
    db,
    'users',
    learners.map((uuid, n) => benchPerson(uuid, n, 1, `at-learner-${n}@bench.invalid`, null, at)),
    200,
  );
  await insertBatches(
    db,
    'memberships',
    learners.map((uuid, n) => ({
      id: randomUUID(),
      user_uuid: uuid,
      school_id: AT_SCHOOL_ID,
      section_id: FIRST_SECTION + Math.floor(n / SECTION_SIZE),
      created_at: at,
    })),
    200,
  );
  const parents = Array.from({ length: AT_PARENTS }, () => randomUUID());
  await insertBatches(
    db,
    'users',
    parents.map((uuid, n) => benchPerson(uuid, n, 2, `at-parent-${n}@bench.invalid`, null, at)),
    200,
  );
  await insertBatches(
    db,
    'parent_child_links',
    parents.map((parent_uuid, n) => ({ parent_uuid, child_uuid: learners[n]!, created_at: at })),
    200,
  );
  const sections = Array.from({ length: count }, (_, i) => ({
    sectionId: FIRST_SECTION + i,
    learners: learners.slice(i * SECTION_SIZE, (i + 1) * SECTION_SIZE),
  }));
  const withParents = new Map<number, string[]>();
  for (const s of sections) {
    const linked = s.learners.filter((uuid) => learners.indexOf(uuid) < AT_PARENTS);
    if (linked.length > 0) withParents.set(s.sectionId, linked);
  }
  return { sections, withParents };
}

/** 30 days of registers before today, school days only: one mark in 30 absent, one late, one excused. */
async function registers(services: Pick<Services, 'attendance'>, bench: AttendanceBench, by: string): Promise<number> {
  const today = localDate(Date.now(), 'IN');
  let saved = 0;
  for (let d = 1; d <= AT_DAYS; d++) {
    const day = addCalendarDays(today, -d);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const at = new Date(localDateTimeToMs(day, '09:10', 'IN')).toISOString();
    for (const s of bench.sections) {
      const given: StoredMark[] = [];
      const defaults: StoredMark[] = [];
      s.learners.forEach((uuid, n) => {
        const roll = (n * 7 + d * 13) % 30;
        const mark = roll === 0 ? 'absent' : roll === 1 ? 'late' : roll === 2 ? 'excused' : 'present';
        (mark === 'present' ? defaults : given).push({ learner_uuid: uuid, mark, remark: null, source: 'teacher' });
      });
      await services.attendance.seeding.saveRegister({
        clientMarkId: `bench-${s.sectionId}-${day}`,
        schoolId: AT_SCHOOL_ID,
        sectionId: s.sectionId,
        date: day,
        by,
        at,
        given,
        defaults,
      });
      saved += 1;
    }
  }
  return saved;
}

/** Generates the school into an empty database; answers its sections and the learners with parents. */
export async function prepareAttendanceBench(db: Db, services: Pick<Services, 'attendance'>): Promise<AttendanceBench> {
  const started = Date.now();
  const at = new Date().toISOString();
  await school(db, at);
  const bench = await people(db, at);
  const admin = await db.selectFrom('users').select('uuid').where('email', '=', AT_ADMIN).executeTakeFirstOrThrow();
  const saved = await registers(services, bench, admin.uuid);
  console.log(
    `  ${AT_STUDENTS} learners in ${bench.sections.length} sections, ${AT_PARENTS} parents, ${saved} registers ` +
      `(${AT_DAYS} days) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return bench;
}
