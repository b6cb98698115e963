import { randomUUID } from 'node:crypto';
import { PackageStatus, UserType } from '@esc/domain';
import type { Db } from '../apps/server/src/db/database.js';
import { hashPassword } from '../apps/server/src/platform/auth/password.js';
import { benchPerson } from './bench-people.js';

// The school of the import benchmarks: a board with classes 1 to 12 (OneRoster grades name them), a
// subject of class 10 with the chapters a teacher maps a Moodle bank's categories to, a school admin,
// a teacher, and a licence whose seats hold a school of 5,000 learners. There is no service that grants
// a school's licence (the demo seed writes its row the same way), so its row is written here.

export const IB_PASSWORD = 'Demo@1234';
export const IB_ADMIN = 'ib-admin@bench.invalid';
export const IB_TEACHER = 'ib-teacher@bench.invalid';
export const IB_BOARD_NAME = 'Bench Board';
/** Seats: 5,000 learners and a school's teachers, with room for the file's own count to vary. */
const STUDENT_SEATS = 6_000;
const TEACHER_SEATS = 400;
const SCHOOL_ID = 990_901;
const PACKAGE_ID = 990_902;
const BOARD = 991_000;
const FIRST_CLASS = 991_001; // classes 1..12 follow
const SUBJECT = 991_100;
const FIRST_CHAPTER = 991_101;
export const IB_CHAPTERS = ['Motion', 'Force', 'Energy', 'Light', 'Electricity', 'Magnetism', 'Sound', 'Matter'];

export interface ImportBenchWorld {
  schoolId: number;
  /** The chapters of class 10 science, in IB_CHAPTERS order. */
  chapterIds: number[];
}

const node = (
  syllabus_id: number,
  parent_id: number | null,
  syllabus_name: string,
  type: { syllabus: number; rack: number | null },
  class_id: number | null,
) => ({
  syllabus_id,
  parent_id,
  syllabus_name,
  syllabus_type_id: type.syllabus,
  rack_type_id: type.rack,
  board_id: BOARD,
  class_id,
  tag_value_id: null,
  school_id: null,
  group_presentation: null,
  book_code: null,
});

async function catalogue(db: Db): Promise<number[]> {
  const classes = Array.from({ length: 12 }, (_, i) =>
    node(FIRST_CLASS + i, BOARD, `Class ${i + 1}`, { syllabus: 2, rack: 3 }, FIRST_CLASS + i),
  );
  const classTen = FIRST_CLASS + 9;
  const chapterIds = IB_CHAPTERS.map((_, i) => FIRST_CHAPTER + i);
  await db
    .insertInto('syllabus_nodes')
    .values([
      node(BOARD, null, IB_BOARD_NAME, { syllabus: 3, rack: null }, null),
      ...classes,
      node(SUBJECT, classTen, 'Science', { syllabus: 4, rack: 4 }, classTen),
      ...IB_CHAPTERS.map((name, i) => node(chapterIds[i]!, SUBJECT, name, { syllabus: 1, rack: 5 }, classTen)),
    ])
    .execute();
  return chapterIds;
}

/** Writes the benchmark's school into an empty, migrated database. */
export async function prepareImportBench(db: Db): Promise<ImportBenchWorld> {
  const at = new Date().toISOString();
  const chapterIds = await catalogue(db);
  await db
    .insertInto('schools')
    .values({ school_id: SCHOOL_ID, school_name: 'Import Bench School', institute_type: 1, school_status: 1 })
    .execute();
  const hash = await hashPassword(IB_PASSWORD);
  const admin = randomUUID();
  const teacher = randomUUID();
  await db
    .insertInto('users')
    .values([
      { ...benchPerson(admin, 0, UserType.SchoolAdminOrInstituteTeacher, IB_ADMIN, hash, at), role: 'SCHOOL_ADMIN' },
      benchPerson(teacher, 1, UserType.Teacher, IB_TEACHER, hash, at),
    ])
    .execute();
  await db
    .insertInto('memberships')
    .values(
      [admin, teacher].map((uuid) => ({
        id: randomUUID(),
        user_uuid: uuid,
        school_id: SCHOOL_ID,
        section_id: null,
        created_at: at,
      })),
    )
    .execute();
  await db
    .insertInto('packages')
    .values({
      package_id: PACKAGE_ID,
      package_name: 'Import Bench Licence',
      entity_name: 'class',
      product_id: 2,
      price_paise: 0,
      duration_days: 365,
      student_subscribed_services: JSON.stringify(['learn', 'practice', 'test']),
      school_id: SCHOOL_ID,
    })
    .execute();
  await db
    .insertInto('licences')
    .values({
      id: randomUUID(),
      school_id: SCHOOL_ID,
      package_id: PACKAGE_ID,
      package_status: PackageStatus.Active,
      allowed_student_count: STUDENT_SEATS,
      allowed_teacher_count: TEACHER_SEATS,
      allowed_esc_count: 5,
      consumed_student_license: 0,
      consumed_teacher_license: 1,
      registered_esc_count: 0,
      valid_until: null,
    })
    .execute();
  return { schoolId: SCHOOL_ID, chapterIds };
}
