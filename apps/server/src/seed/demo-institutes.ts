import { randomUUID } from 'node:crypto';
import { InstituteStatus, InstituteType, PackageStatus, SchoolStatus, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { SUNRISE as SUNRISE_SCHOOL, uuidsOf, type SeedSchool } from './seed-school.js';

const SUNRISE = SUNRISE_SCHOOL.schoolId;
const COACHING = 502;
const CBSE = 101;
const CLASS_10 = 1010;
const COACHING_SECTION = 5011;
/** The B2B package of the demo institute's licence (seeded by demo-commerce.ts). */
export const DEMO_LICENCE_PACKAGE_ID = 3;

/** A small logo as a data URL, so the demo needs no stored file. */
function logo(initials: string, colour: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${colour}"/>` +
    `<text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The school's licence seats for package 3, counting the people the world already placed there.
 * Does nothing when package 3 does not exist yet (the commerce seed makes it); safe to call twice.
 */
export async function seedDemoLicences(db: Db, schoolId: number = SUNRISE): Promise<boolean> {
  const pkg = await db
    .selectFrom('packages')
    .select('package_id')
    .where('package_id', '=', DEMO_LICENCE_PACKAGE_ID)
    .executeTakeFirst();
  if (!pkg) return false;
  const existing = await db
    .selectFrom('licences')
    .select('id')
    .where('school_id', '=', schoolId)
    .where('package_id', '=', DEMO_LICENCE_PACKAGE_ID)
    .executeTakeFirst();
  if (existing) return true;
  const placed = await db
    .selectFrom('memberships as m')
    .innerJoin('users as u', 'u.uuid', 'm.user_uuid')
    .select(['u.uuid', 'u.user_type_id'])
    .where('m.school_id', '=', schoolId)
    .distinct()
    .execute();
  const students = placed.filter((p) => p.user_type_id === UserType.Student).length;
  const teachers = placed.filter((p) => p.user_type_id === UserType.Teacher).length;
  await db
    .insertInto('licences')
    .values({
      id: randomUUID(),
      school_id: schoolId,
      package_id: DEMO_LICENCE_PACKAGE_ID,
      package_status: PackageStatus.Active,
      allowed_student_count: 600,
      allowed_teacher_count: 40,
      allowed_esc_count: 10,
      consumed_student_license: students,
      consumed_teacher_license: teachers,
      registered_esc_count: 2,
      valid_until: null,
    })
    .execute();
  return true;
}

/** What a school shows of itself: its identifier, code, address and logo, and its sections' batch numbers. */
export interface SchoolSettings {
  identifier: string;
  code: string;
  address: string;
  initials: string;
  colour: string;
  /** The batch numbers of 10-A and 10-B on the school's website. */
  batchNumbers: { tenA: number; tenB: number } | null;
}

export const SUNRISE_SETTINGS: SchoolSettings = {
  identifier: 'SUNRISE-BLR',
  code: 'SPS501',
  address: '12 MG Road, Bengaluru 560001',
  initials: 'SP',
  colour: '#1c7ed6',
  batchNumbers: { tenA: 85001, tenB: 85002 },
};

/** Every class 10 subject of the catalogue, in its order. */
/** Class 10's subjects a school may have: the catalogue's, and its own racks (never another school's). */
async function classTenSubjects(db: Db, schoolId: number) {
  return db
    .selectFrom('syllabus_nodes')
    .select(['syllabus_id'])
    .where('parent_id', '=', CLASS_10)
    .where('syllabus_type_id', '=', 4)
    .where((eb) => eb.or([eb('school_id', 'is', null), eb('school_id', '=', schoolId)]))
    .orderBy('display_order')
    .execute();
}

/**
 * The school's settings, its subjects (every class 10 one), the teacher's (every subject of 10-A,
 * the first half of 10-B's), its learners' interests and its licence, which counts who is placed.
 */
export async function seedSchoolInstitute(
  db: Db,
  school: SeedSchool,
  now: number,
  settings: SchoolSettings,
): Promise<void> {
  const createdAt = new Date(now).toISOString();
  await db
    .updateTable('schools')
    .set({
      institute_identifier: settings.identifier,
      school_institute_code: settings.code,
      school_address: settings.address,
      school_institute_logo: logo(settings.initials, settings.colour),
    })
    .where('school_id', '=', school.schoolId)
    .execute();
  for (const s of ['tenA', 'tenB'] as const) {
    await db
      .updateTable('sections')
      .set({ section_master_website_id: settings.batchNumbers?.[s] ?? null, batch_type: 1 })
      .where('section_id', '=', school[s])
      .execute();
  }

  // Module access: the school has every class 10 subject of the catalogue.
  const subjects = await classTenSubjects(db, school.schoolId);
  if (subjects.length > 0) {
    await db
      .insertInto('school_subjects')
      .values(
        subjects.map((s) => ({
          school_id: school.schoolId,
          board_id: CBSE,
          class_id: CLASS_10,
          subject_id: s.syllabus_id,
        })),
      )
      .execute();
  }

  const { teacher, student, child2 } = await uuidsOf(db, school, ['teacher', 'student', 'child2']);
  // The teacher teaches every subject of 10-A and the first half of 10-B's.
  if (teacher && subjects.length > 0) {
    const half = subjects.slice(0, Math.ceil(subjects.length / 2));
    await db
      .insertInto('teacher_assignments')
      .values([
        ...subjects.map((s) => ({ user_uuid: teacher, section_id: school.tenA, subject_id: s.syllabus_id })),
        ...half.map((s) => ({ user_uuid: teacher, section_id: school.tenB, subject_id: s.syllabus_id })),
      ])
      .execute();
  }

  // Interests of the learners (spec 001 §7 addInterest): their board and class, at the school.
  const interests = [student, child2].flatMap((uuid) =>
    uuid
      ? [
          {
            uuid,
            board_id: CBSE,
            class_id: CLASS_10,
            school_id: school.schoolId,
            parent_uuid: null,
            institute_status: InstituteStatus.Active,
            subscription_type_id: 1,
            created_at: createdAt,
          },
        ]
      : [],
  );
  if (interests.length > 0) await db.insertInto('interests').values(interests).execute();

  await seedDemoLicences(db, school.schoolId);
}

/**
 * The demo's second institute, beside Sunrise: a coaching institute with a foundation batch that the
 * demo student's younger brother also joined, taught by its own teacher. After Sunrise's story.
 */
export async function seedDemoInstitutes(db: Db, now: number): Promise<void> {
  const createdAt = new Date(now).toISOString();
  const later = new Date(now + 1000).toISOString();
  const subjects = await classTenSubjects(db, COACHING);

  const people = await db
    .selectFrom('users')
    .select(['uuid', 'email', 'password_hash'])
    .where('email', 'in', ['teacher@demo.school', 'child2@demo.school'])
    .execute();
  const uuidOf = (email: string) => people.find((p) => p.email === email)?.uuid;
  const teacher = people.find((p) => p.email === 'teacher@demo.school');

  // A coaching institute (type 2) with a foundation batch, so a learner's institute list shows more than one.
  await db
    .insertInto('schools')
    .values({
      school_id: COACHING,
      school_name: 'Pinnacle Coaching Institute',
      institute_type: InstituteType.CoachingInstitute,
      school_status: SchoolStatus.Active,
      institute_identifier: 'PINNACLE-BLR',
      school_institute_code: 'PCI502',
      school_address: '4th Block, Koramangala, Bengaluru 560034',
      school_institute_logo: logo('PC', '#e8590c'),
    })
    .execute();
  const sunriseSection = await db
    .selectFrom('sections')
    .select(['valid_from', 'valid_until'])
    .where('section_id', '=', SUNRISE_SCHOOL.tenA)
    .executeTakeFirst();
  await db
    .insertInto('sections')
    .values({
      section_id: COACHING_SECTION,
      school_id: COACHING,
      board_id: CBSE,
      class_id: CLASS_10,
      section_name: 'Foundation 10',
      valid_from: sunriseSection?.valid_from ?? createdAt.slice(0, 10),
      valid_until: sunriseSection?.valid_until ?? null,
      section_master_website_id: 85011,
      batch_type: 2,
    })
    .execute();
  if (subjects.length > 0) {
    await db
      .insertInto('school_subjects')
      .values(
        subjects
          .slice(0, 2)
          .map((s) => ({ school_id: COACHING, board_id: CBSE, class_id: CLASS_10, subject_id: s.syllabus_id })),
      )
      .execute();
  }
  const child2 = uuidOf('child2@demo.school');
  if (child2) {
    // Joined after the school: Sunrise stays the main (selected) institute.
    await db
      .insertInto('memberships')
      .values({
        id: randomUUID(),
        user_uuid: child2,
        school_id: COACHING,
        section_id: COACHING_SECTION,
        created_at: later,
      })
      .execute();
  }
  if (teacher) {
    const coach = randomUUID();
    await db
      .insertInto('users')
      .values({
        uuid: coach,
        user_type_id: UserType.Teacher,
        role: null,
        first_name: 'Kabir',
        last_name: 'Menon',
        email: 'coach@demo.school',
        mobile: '9800000007',
        country_iso: 'IN',
        password_hash: teacher.password_hash,
        gts_user_id: null,
        em_user_id: null,
        created_at: createdAt,
      })
      .execute();
    await db
      .insertInto('memberships')
      .values({
        id: randomUUID(),
        user_uuid: coach,
        school_id: COACHING,
        section_id: COACHING_SECTION,
        created_at: createdAt,
      })
      .execute();
    if (subjects.length > 0) {
      await db
        .insertInto('teacher_assignments')
        .values(
          subjects
            .slice(0, 2)
            .map((s) => ({ user_uuid: coach, section_id: COACHING_SECTION, subject_id: s.syllabus_id })),
        )
        .execute();
    }
  }
}
