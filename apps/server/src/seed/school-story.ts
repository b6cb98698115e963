import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID, InstituteStatus, InstituteType, SchoolStatus, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { seedSchoolPapers } from './demo-assessments.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { seedSchoolSubscriptions } from './demo-commerce.js';
import { seedDemoHomeworkRecording } from './demo-homework-items.js';
import { seedSchoolInstitute, type SchoolSettings } from './demo-institutes.js';
import { seedDemoLearnLists } from './demo-learnlists.js';
import { seedDemoLiveClasses } from './demo-live-classes.js';
import { seedDemoNotices } from './demo-notices.js';
import type { DemoQuestion } from './demo-questions/index.js';
import { seedDemoRecaps } from './demo-recaps.js';
import { DEMO_RECORDING } from './demo-recording-media.js';
import { seedDemoRecordings } from './demo-recordings.js';
import { academicYear, STORY_PEOPLE, type SchoolPerson, type SeedSchool, type StoryPerson } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

// A school's part of the demo world, in the order its pieces need one another: the school and its
// people, then their packages, homework, notices, papers, subjects, classes, recordings, registers and
// recaps. The demo seed runs it for Sunrise Public School after the platform's catalogue, packages and
// question bank exist; a browser journey's school (journey-school.ts) is the same story with its own ids.

const CBSE = 101;
const CLASS_9 = 1009;
const CLASS_10 = 1010;

export interface SchoolStory {
  school: SeedSchool;
  settings: SchoolSettings;
  passwordHash: string;
  /** The question bank the platform was seeded with (the lessons' questions stay out of the papers). */
  questions: readonly DemoQuestion[];
  /** The modules' services the classes, recordings and registers are written through (in the story's transaction). */
  services: SeedServices;
}

/** The school itself (type 1, active): before anything names it (the demo catalogue has racks of Sunrise's own). */
export async function insertSchool(trx: Db, school: SeedSchool, name: string): Promise<void> {
  await trx
    .insertInto('schools')
    .values({
      school_id: school.schoolId,
      school_name: name,
      institute_type: InstituteType.School,
      school_status: SchoolStatus.Active,
    })
    .execute();
}

/**
 * Every piece of the school's story (after insertSchool) but the results of its closed papers
 * (seedDemoResults, after the commit: the evaluation opens transactions of its own).
 */
export async function seedSchoolStory(trx: Db, now: number, story: SchoolStory): Promise<void> {
  const { school, services } = story;
  await seedSchoolPeople(trx, school, now, story.passwordHash);
  await seedSchoolSubscriptions(trx, now, school);
  // Before the school's seats are counted: the homework seed places 10-A's other learners.
  await seedDemoLearnLists(trx, now, story.passwordHash, school);
  // Notices of the live module: from the teacher and admin, two unread by the student.
  await seedDemoNotices(trx, now, school);
  // After the classmates of 10-A exist: the Olympiad enrols the whole section.
  await seedSchoolPapers(trx, now, story.questions, school);
  await seedSchoolInstitute(trx, school, now, story.settings);
  // After the teacher's subjects: live classes of 10-A (one on now) and 10-B by the teacher.
  await seedDemoLiveClasses(trx, services, now, school);
  // Yesterday's class of 10-A has its teacher's recording and notes.
  await seedDemoRecordings(trx, services, now, school);
  // The 10-A homework lists that recording too (a recorded lecture opens from homework).
  await seedDemoHomeworkRecording(trx, now, DEMO_RECORDING.title, school);
  // After 10-A's classmates exist: 30 days of registers for 10-A and 10-B.
  await seedDemoAttendance(trx, services, now, school);
  // After the classes: yesterday's 10-A class has its published recap (a learn-list).
  await seedDemoRecaps(trx, now, school);
}

/**
 * The school's sections 10-A and 10-B and its first people (seed-school.ts's story), placed in them,
 * with the parent over both children.
 */
export async function seedSchoolPeople(
  trx: Db,
  school: SeedSchool,
  now: number,
  passwordHash: string,
): Promise<Record<keyof typeof STORY_PEOPLE, string>> {
  const createdAt = new Date(now).toISOString();
  const { validFrom, validUntil } = academicYear(now);
  await trx
    .insertInto('sections')
    .values([
      sectionRow(school.tenA, school.schoolId, CLASS_10, '10-A', validFrom, validUntil),
      sectionRow(school.tenB, school.schoolId, CLASS_10, '10-B', validFrom, validUntil),
    ])
    .execute();
  const uuids = {} as Record<keyof typeof STORY_PEOPLE, string>;
  for (const [key, p] of Object.entries(STORY_PEOPLE) as [keyof typeof STORY_PEOPLE, StoryPerson][]) {
    // A parent belongs to no school: they see schools through their children.
    uuids[key] = await insertPerson(trx, { ...p, ...school.people[key] }, passwordHash, createdAt, {
      school: p.type === UserType.Parent ? 0 : school.schoolId,
      sections: p.sections.map((s) => school[s]),
    });
  }
  for (const child of ['student', 'child2'] as const) {
    await trx
      .insertInto('parent_child_links')
      .values({ parent_uuid: uuids.parent, child_uuid: uuids[child], created_at: createdAt })
      .execute();
  }
  return uuids;
}

export const sectionRow = (
  section_id: number,
  school_id: number,
  class_id: number,
  section_name: string,
  valid_from: string,
  valid_until: string,
) => ({ section_id, school_id, board_id: CBSE, class_id, section_name, valid_from, valid_until });

/** A person and their memberships: one per section, or one of the school alone when they have none (10-C's people too). */
export async function insertPerson(
  trx: Db,
  p: StoryPerson & SchoolPerson,
  passwordHash: string,
  createdAt: string,
  place: { school: number; sections: readonly number[] },
): Promise<string> {
  const uuid = randomUUID();
  await trx
    .insertInto('users')
    .values({
      uuid,
      user_type_id: p.type,
      role: p.role ?? null,
      first_name: p.first,
      last_name: p.last,
      email: p.email,
      mobile: p.mobile,
      country_iso: 'IN',
      password_hash: passwordHash,
      gts_user_id: null,
      em_user_id: null,
      created_at: createdAt,
    })
    .execute();
  const memberships = place.sections.length > 0 ? place.sections : place.school ? [null] : [];
  for (const sectionId of memberships) {
    await trx
      .insertInto('memberships')
      .values({
        id: randomUUID(),
        user_uuid: uuid,
        school_id: place.school,
        section_id: sectionId,
        created_at: createdAt,
      })
      .execute();
  }
  return uuid;
}

/** The platform's own learner of the demo: CBSE class 9 at the default school, with no package. */
export const FREE_STUDENT: StoryPerson = {
  first: 'Diya',
  last: 'Patel',
  type: UserType.Student,
  sections: [],
};

/**
 * A learner of the default school (the platform's own, B2C) in its class 9 section, with no package and
 * their interest in CBSE class 9: the demo's free student, or a journey's.
 */
export async function seedFreeStudent(
  trx: Db,
  person: SchoolPerson,
  now: number,
  passwordHash: string,
): Promise<string> {
  const createdAt = new Date(now).toISOString();
  const section = await trx
    .selectFrom('sections')
    .select('section_id')
    .where('school_id', '=', DEFAULT_SCHOOL_ID)
    .where('class_id', '=', CLASS_9)
    .orderBy('section_id')
    .executeTakeFirstOrThrow();
  const uuid = await insertPerson(trx, { ...FREE_STUDENT, ...person }, passwordHash, createdAt, {
    school: DEFAULT_SCHOOL_ID,
    sections: [section.section_id],
  });
  // Their interest (spec 001 §7 addInterest): their board and class, at no school.
  await trx
    .insertInto('interests')
    .values({
      uuid,
      board_id: CBSE,
      class_id: CLASS_9,
      school_id: null,
      parent_uuid: null,
      institute_status: InstituteStatus.Active,
      subscription_type_id: null,
      created_at: createdAt,
    })
    .execute();
  return uuid;
}
