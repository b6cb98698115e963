import { randomUUID } from 'node:crypto';
import { InstituteType, SchoolStatus, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { hashPassword } from '../platform/auth/password.js';
import { TEST_SCRYPT_N } from './test-config.js';

// Factories make exactly the rows a test needs, in the real database; no mocks.

let nextId = 70_000;
const id = () => ++nextId;
const now = () => new Date().toISOString();

export const TEST_PASSWORD = 'Secret#2024';
const hashes = new Map<string, Promise<string>>();
/**
 * One hash per distinct password per file, at the test apps' cost (test-config.ts), so signing in
 * stays quick; password.test.ts checks the production cost.
 */
function hashOf(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password, TEST_SCRYPT_N)));
  return hash;
}

export async function makeSchool(
  db: Db,
  overrides: { school_id?: number; school_name?: string; institute_type?: number | null } = {},
) {
  const school = {
    school_id: overrides.school_id ?? id(),
    school_name: overrides.school_name ?? `School ${nextId}`,
    institute_type: overrides.institute_type === undefined ? InstituteType.School : overrides.institute_type,
    school_status: SchoolStatus.Active,
  };
  await db.insertInto('schools').values(school).execute();
  return school;
}

/** A board with one class under it. */
export async function makeBoardAndClass(db: Db, names: { board?: string; class?: string } = {}) {
  const boardId = id();
  const classId = id();
  await db
    .insertInto('syllabus_nodes')
    .values({
      syllabus_id: boardId,
      parent_id: null,
      syllabus_name: names.board ?? 'CBSE',
      syllabus_type_id: 3,
      rack_type_id: null,
    })
    .execute();
  await db
    .insertInto('syllabus_nodes')
    .values({
      syllabus_id: classId,
      parent_id: boardId,
      syllabus_name: names.class ?? 'Class 10',
      syllabus_type_id: 2,
      rack_type_id: 3,
    })
    .execute();
  return { boardId, classId };
}

export async function makeSection(
  db: Db,
  schoolId: number,
  options: { name?: string; boardId?: number; classId?: number } = {},
) {
  const { boardId, classId } =
    options.boardId && options.classId
      ? { boardId: options.boardId, classId: options.classId }
      : await makeBoardAndClass(db);
  const section = {
    section_id: id(),
    school_id: schoolId,
    board_id: boardId,
    class_id: classId,
    section_name: options.name ?? `Section ${nextId}`,
    valid_from: '2020-04-01',
    valid_until: null,
  };
  await db.insertInto('sections').values(section).execute();
  return section;
}

export interface MakeUserOptions {
  userTypeId?: number;
  role?: string | null;
  firstName?: string;
  lastName?: string;
  email?: string | null;
  mobile?: string | null;
  password?: string;
  schoolId?: number;
  sectionIds?: number[];
}

/** A person with a password; placed in a school (and sections) when asked. */
export async function makeUser(db: Db, options: MakeUserOptions = {}) {
  const n = id();
  const user = {
    uuid: randomUUID(),
    user_type_id: options.userTypeId ?? UserType.Student,
    role: options.role ?? null,
    first_name: options.firstName ?? 'Test',
    last_name: options.lastName ?? `User${n}`,
    email: options.email === undefined ? `user${n}@test.school` : options.email,
    mobile: options.mobile === undefined ? `9${String(n).padStart(9, '0')}` : options.mobile,
    country_iso: 'IN',
    password_hash: await hashOf(options.password ?? TEST_PASSWORD),
    gts_user_id: null,
    em_user_id: null,
    created_at: now(),
  };
  await db.insertInto('users').values(user).execute();
  if (options.schoolId !== undefined) {
    const sections = options.sectionIds?.length ? options.sectionIds : [null];
    for (const sectionId of sections) {
      await db
        .insertInto('memberships')
        .values({
          id: randomUUID(),
          user_uuid: user.uuid,
          school_id: options.schoolId,
          section_id: sectionId,
          created_at: now(),
        })
        .execute();
    }
  }
  return { ...user, password: options.password ?? TEST_PASSWORD };
}

export async function linkParent(db: Db, parentUuid: string, childUuid: string): Promise<void> {
  await db
    .insertInto('parent_child_links')
    .values({ parent_uuid: parentUuid, child_uuid: childUuid, created_at: now() })
    .execute();
}

/** One school with a section, a student, a teacher, an admin and a parent of the student. */
export async function makeSchoolWorld(db: Db) {
  const school = await makeSchool(db);
  const section = await makeSection(db, school.school_id, { name: '10-A' });
  const student = await makeUser(db, {
    schoolId: school.school_id,
    sectionIds: [section.section_id],
    firstName: 'Stu',
  });
  const teacher = await makeUser(db, {
    userTypeId: UserType.Teacher,
    schoolId: school.school_id,
    sectionIds: [section.section_id],
  });
  const admin = await makeUser(db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const parent = await makeUser(db, { userTypeId: UserType.Parent });
  await linkParent(db, parent.uuid, student.uuid);
  return { school, section, student, teacher, admin, parent };
}
