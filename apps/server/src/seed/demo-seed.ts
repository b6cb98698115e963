import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID, InstituteType, SCHOOL_ADMIN_ROLE, SchoolStatus, UserType } from '@esc/domain';
import { hashPassword } from '../platform/auth/password.js';
import type { Db } from '../db/database.js';
import { seedDemoAssessments } from './demo-assessments.js';
import { seedDemoAttendance } from './demo-attendance.js';
import { DEMO_QUESTIONS, type DemoQuestion } from './demo-questions/index.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { seedDemoInstitutes } from './demo-institutes.js';
import { seedDemoHomeworkRecording } from './demo-homework-items.js';
import { seedDemoLearnLists } from './demo-learnlists.js';
import { DEMO_RECORDING } from './demo-recording-media.js';
import { seedDemoLiveClasses } from './demo-live-classes.js';
import { seedDemoNotices } from './demo-notices.js';
import { seedDemoRecaps } from './demo-recaps.js';
import { seedDemoPapers } from './demo-papers.js';
import { seedDemoRecordings } from './demo-recordings.js';
import { seedDemoResults } from './demo-results.js';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_INSTITUTE_ID = 501;
export const CBSE_BOARD_ID = 101;

export interface DemoAccount {
  username: string;
  password: string;
  /** Which role the sign-in screen labels it with. */
  role: 'student' | 'freeStudent' | 'parent' | 'teacher' | 'admin';
  who: string;
}

/** The accounts CONTRACT.md promises in every demo seed. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'student@demo.school',
    password: DEMO_PASSWORD,
    role: 'student',
    who: 'student (type 1), Sunrise Public School 10-A',
  },
  {
    username: 'freestudent@demo.school',
    password: DEMO_PASSWORD,
    role: 'freeStudent',
    who: 'student of the default school 17250, CBSE 9',
  },
  {
    username: 'parent@demo.school',
    password: DEMO_PASSWORD,
    role: 'parent',
    who: 'parent (type 2) of Aarav and Ishaan',
  },
  {
    username: 'teacher@demo.school',
    password: DEMO_PASSWORD,
    role: 'teacher',
    who: 'teacher (type 3) of 10-A and 10-B',
  },
  { username: 'admin@demo.school', password: DEMO_PASSWORD, role: 'admin', who: 'school admin (type 5, SCHOOL_ADMIN)' },
];

/** India's academic year runs April to March; demo sections are valid for the current one. */
export function academicYear(now: number): { validFrom: string; validUntil: string } {
  const date = new Date(now);
  const startYear = date.getUTCMonth() >= 3 ? date.getUTCFullYear() : date.getUTCFullYear() - 1;
  return { validFrom: `${startYear}-04-01`, validUntil: `${startYear + 1}-03-31` };
}

interface DemoPerson {
  email: string;
  mobile: string;
  first: string;
  last: string;
  type: number;
  role?: string;
  school: number;
  sections: number[];
}

const PEOPLE: Record<string, DemoPerson> = {
  student: {
    email: 'student@demo.school',
    mobile: '9800000001',
    first: 'Aarav',
    last: 'Sharma',
    type: UserType.Student,
    school: DEMO_INSTITUTE_ID,
    sections: [5001],
  },
  freestudent: {
    email: 'freestudent@demo.school',
    mobile: '9800000002',
    first: 'Diya',
    last: 'Patel',
    type: UserType.Student,
    school: DEFAULT_SCHOOL_ID,
    sections: [9009],
  },
  child2: {
    email: 'child2@demo.school',
    mobile: '9800000003',
    first: 'Ishaan',
    last: 'Sharma',
    type: UserType.Student,
    school: DEMO_INSTITUTE_ID,
    sections: [5002],
  },
  // A parent belongs to no school: they see schools through their children.
  parent: {
    email: 'parent@demo.school',
    mobile: '9800000004',
    first: 'Priya',
    last: 'Sharma',
    type: UserType.Parent,
    school: 0,
    sections: [],
  },
  teacher: {
    email: 'teacher@demo.school',
    mobile: '9800000005',
    first: 'Meera',
    last: 'Iyer',
    type: UserType.Teacher,
    school: DEMO_INSTITUTE_ID,
    sections: [5001, 5002],
  },
  admin: {
    email: 'admin@demo.school',
    mobile: '9800000006',
    first: 'Rajesh',
    last: 'Kumar',
    type: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    school: DEMO_INSTITUTE_ID,
    sections: [],
  },
};

/**
 * Seeds the demo world on an empty database (no users); does nothing otherwise, so restarts and
 * several processes starting together are safe. Returns true when it seeded.
 */
export async function seedDemoWorld(
  db: Db,
  now: number = Date.now(),
  /**
   * The demo bank (tests give a small one); the scrypt cost of the demo accounts' password (the
   * server's configured cost; tests that sign in as them many times give the suite's low one).
   */
  options: { questions?: readonly DemoQuestion[]; passwordScryptN?: number } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('uuid').limit(1).executeTakeFirst();
  if (existing) return false;
  const createdAt = new Date(now).toISOString();
  const { validFrom, validUntil } = academicYear(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordScryptN);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('schools')
      .values([
        // The platform's own B2C school has no institute type: it is neither a school nor a coaching institute.
        {
          school_id: DEFAULT_SCHOOL_ID,
          school_name: 'ESC Learning',
          institute_type: null,
          school_status: SchoolStatus.Active,
        },
        {
          school_id: DEMO_INSTITUTE_ID,
          school_name: 'Sunrise Public School',
          institute_type: InstituteType.School,
          school_status: SchoolStatus.Active,
        },
      ])
      .execute();
    await trx
      .insertInto('syllabus_nodes')
      .values({
        syllabus_id: CBSE_BOARD_ID,
        parent_id: null,
        syllabus_name: 'CBSE',
        syllabus_type_id: 3,
        rack_type_id: null,
        display_order: 1,
        board_id: CBSE_BOARD_ID,
      })
      .execute();
    await trx
      .insertInto('syllabus_nodes')
      .values(
        [6, 7, 8, 9, 10].map((grade) => ({
          syllabus_id: 1000 + grade,
          parent_id: CBSE_BOARD_ID,
          syllabus_name: `Class ${grade}`,
          syllabus_type_id: 2,
          rack_type_id: 3,
          display_order: grade,
          board_id: CBSE_BOARD_ID,
          class_id: 1000 + grade,
        })),
      )
      .execute();
    const section = (section_id: number, school_id: number, class_id: number, section_name: string) => ({
      section_id,
      school_id,
      board_id: CBSE_BOARD_ID,
      class_id,
      section_name,
      valid_from: validFrom,
      valid_until: validUntil,
    });
    await trx
      .insertInto('sections')
      .values([
        section(5001, DEMO_INSTITUTE_ID, 1010, '10-A'),
        section(5002, DEMO_INSTITUTE_ID, 1010, '10-B'),
        // Default-school learners also sit in a section of their board and class, so every learner has one.
        section(9009, DEFAULT_SCHOOL_ID, 1009, 'CBSE 9'),
      ])
      .execute();

    const uuids: Record<string, string> = {};
    for (const [key, p] of Object.entries(PEOPLE)) {
      const uuid = randomUUID();
      uuids[key] = uuid;
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
      const memberships = p.sections.length > 0 ? p.sections : p.school ? [null] : [];
      for (const sectionId of memberships) {
        await trx
          .insertInto('memberships')
          .values({
            id: randomUUID(),
            user_uuid: uuid,
            school_id: p.school,
            section_id: sectionId,
            created_at: createdAt,
          })
          .execute();
      }
    }
    for (const child of ['student', 'child2']) {
      await trx
        .insertInto('parent_child_links')
        .values({ parent_uuid: uuids.parent!, child_uuid: uuids[child]!, created_at: createdAt })
        .execute();
    }
    await seedDemoCatalogue(trx, now);
    await seedDemoPapers(trx, now);
    // Packages first: the institute's licence is for its B2B package.
    await seedDemoCommerce(trx, now);
    // Before the institute's seats are counted: the homework seed places 10-A's other learners.
    await seedDemoLearnLists(trx, now, passwordHash);
    // Notices of the live module: from the demo teacher and admin, two unread by the demo student.
    await seedDemoNotices(trx, now);
    // After the classmates of 10-A exist: the Olympiad enrols the whole section.
    await seedDemoAssessments(trx, now, options.questions ?? DEMO_QUESTIONS);
    await seedDemoInstitutes(trx, now);
    // After the teacher's subjects: live classes of 10-A (one on now) and 10-B by the demo teacher.
    await seedDemoLiveClasses(trx, now);
    // Yesterday's class of 10-A has its teacher's recording and notes.
    await seedDemoRecordings(trx, now);
    // The 10-A homework lists that recording too (a recorded lecture opens from homework).
    await seedDemoHomeworkRecording(trx, now, DEMO_RECORDING.title);
    // After 10-A's classmates exist: 30 days of registers for 10-A and 10-B.
    await seedDemoAttendance(trx, now);
    // After the classes: yesterday's 10-A class has its published recap (a learn-list).
    await seedDemoRecaps(trx, now);
  });
  // After the commit: the assessments module's evaluation opens transactions of its own.
  await seedDemoResults(db, now);
  return true;
}
