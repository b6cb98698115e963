import type { PackageStatus } from '@esc/domain';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database.js';
import { makeBoardAndClass } from './factories.js';

// Rows the institutes tests need, made in the real database (no mocks).

let nextId = 930_000;
const id = () => ++nextId;

/** A board with one class and the given subjects under the class. */
export async function makeClassWithSubjects(db: Db, subjectNames: readonly string[] = ['Mathematics', 'Science']) {
  const { boardId, classId } = await makeBoardAndClass(db);
  const subjects = subjectNames.map((name, i) => ({ subject_id: id(), subject_name: name, order: i + 1 }));
  if (subjects.length > 0) {
    await db
      .insertInto('syllabus_nodes')
      .values(
        subjects.map((s) => ({
          syllabus_id: s.subject_id,
          parent_id: classId,
          syllabus_name: s.subject_name,
          syllabus_type_id: 4,
          rack_type_id: 4,
          display_order: s.order,
          board_id: boardId,
          class_id: classId,
        })),
      )
      .execute();
  }
  return { boardId, classId, subjects };
}

export async function giveSchoolSubjects(
  db: Db,
  schoolId: number,
  boardId: number,
  classId: number,
  subjectIds: readonly number[],
): Promise<void> {
  await db
    .insertInto('school_subjects')
    .values(subjectIds.map((subject_id) => ({ school_id: schoolId, board_id: boardId, class_id: classId, subject_id })))
    .execute();
}

export async function assignTeacher(db: Db, userUuid: string, sectionId: number, subjectIds: readonly number[]) {
  await db
    .insertInto('teacher_assignments')
    .values(subjectIds.map((subject_id) => ({ user_uuid: userUuid, section_id: sectionId, subject_id })))
    .execute();
}

/** A package (commerce owns the table; tests need one row for a licence to point at). */
export async function makePackage(db: Db, overrides: { package_id?: number; school_id?: number | null } = {}) {
  const pkg = {
    package_id: overrides.package_id ?? id(),
    package_name: 'Institute Package',
    entity_name: 'class',
    product_id: 2,
    price_paise: 0,
    duration_days: 365,
    student_subscribed_services: JSON.stringify(['learn']),
    school_id: overrides.school_id ?? null,
  };
  await db.insertInto('packages').values(pkg).execute();
  return pkg;
}

/** A licence of a school's package with the given seats. */
export async function makeLicence(
  db: Db,
  schoolId: number,
  options: {
    packageId?: number;
    students?: number;
    teachers?: number;
    consumedStudents?: number;
    consumedTeachers?: number;
    status?: PackageStatus;
    /** The last day the licence counts; null (the default): it does not end. */
    validUntil?: string | null;
  } = {},
) {
  const packageId = options.packageId ?? (await makePackage(db, { school_id: schoolId })).package_id;
  const licence = {
    id: randomUUID(),
    school_id: schoolId,
    package_id: packageId,
    package_status: options.status ?? 1,
    allowed_student_count: options.students ?? 1000,
    allowed_teacher_count: options.teachers ?? 100,
    allowed_esc_count: 5,
    consumed_student_license: options.consumedStudents ?? 0,
    consumed_teacher_license: options.consumedTeachers ?? 0,
    registered_esc_count: 0,
    valid_until: options.validUntil ?? null,
  };
  await db.insertInto('licences').values(licence).execute();
  return licence;
}

export async function setSectionWebsiteId(db: Db, sectionId: number, websiteId: number): Promise<void> {
  await db
    .updateTable('sections')
    .set({ section_master_website_id: websiteId })
    .where('section_id', '=', sectionId)
    .execute();
}

/** Row counts of the tables a roster import writes. */
export async function rosterCounts(db: Db, schoolId: number) {
  const count = async (q: Promise<{ n: string | number | bigint } | undefined>) => Number((await q)?.n ?? 0);
  return {
    users: await count(
      db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
    sections: await count(
      db
        .selectFrom('sections')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_id', '=', schoolId)
        .executeTakeFirst(),
    ),
    memberships: await count(
      db
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('school_id', '=', schoolId)
        .executeTakeFirst(),
    ),
    links: await count(
      db
        .selectFrom('parent_child_links')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  };
}
