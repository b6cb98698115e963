import { DEFAULT_SCHOOL_ID, SchoolStatus } from '@esc/domain';
import { hashPassword } from '../platform/auth/password.js';
import type { Db } from '../db/database.js';
import { seedDemoAssessments } from './demo-assessments.js';
import { DEMO_QUESTIONS, type DemoQuestion } from './demo-questions/index.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoCommerce } from './demo-commerce.js';
import { seedHindiMediumSection } from './demo-hindi-medium.js';
import { seedDemoInstitutes, SUNRISE_SETTINGS } from './demo-institutes.js';
import { seedDemoPapers } from './demo-papers.js';
import { seedDemoResults } from './demo-results.js';
import { insertSchool, sectionRow, seedFreeStudent, seedSchoolStory } from './school-story.js';
import { academicYear, SUNRISE } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

export { academicYear } from './seed-school.js';

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
  {
    username: 'hindistudent@demo.school',
    password: DEMO_PASSWORD,
    role: 'student',
    who: 'student (type 1), Sunrise Public School 10-C (Hindi medium)',
  },
  {
    username: 'hindiparent@demo.school',
    password: DEMO_PASSWORD,
    role: 'parent',
    who: 'parent (type 2) of Aditi (10-C), in Hindi',
  },
];

/** The demo's free student: CBSE class 9 at the platform's own school, with no package. */
const FREE_STUDENT = { email: 'freestudent@demo.school', mobile: '9800000002' };

/** Default-school learners sit in a section of their board and class, so every learner has one. */
const DEFAULT_SCHOOL_CLASS_9_SECTION = 9009;

/**
 * Seeds the demo world on an empty database (no users); does nothing otherwise, so restarts and
 * several processes starting together are safe. Returns true when it seeded. What belongs to a module
 * (live classes, recordings, registers, results) is written through the services the server was
 * composed with (composition-root.ts), handed in by the caller once they are composed; the seed's
 * moment is their clock's now unless the caller gives one.
 */
export async function seedDemoWorld(
  db: Db,
  services: SeedServices,
  now: number = services.clock(),
  /**
   * The demo bank (tests give a small one); the scrypt cost of the demo accounts' password (the
   * server's configured cost; tests that sign in as them many times give the suite's low one).
   */
  options: { questions?: readonly DemoQuestion[]; passwordScryptN?: number } = {},
): Promise<boolean> {
  const existing = await db.selectFrom('users').select('uuid').limit(1).executeTakeFirst();
  if (existing) return false;
  const { validFrom, validUntil } = academicYear(now);
  const passwordHash = await hashPassword(DEMO_PASSWORD, options.passwordScryptN);
  const questions = options.questions ?? DEMO_QUESTIONS;

  await db.transaction().execute(async (trx) => {
    // The platform's own B2C school has no institute type: it is neither a school nor a coaching institute.
    await trx
      .insertInto('schools')
      .values({
        school_id: DEFAULT_SCHOOL_ID,
        school_name: 'ESC Learning',
        institute_type: null,
        school_status: SchoolStatus.Active,
      })
      .execute();
    await insertSchool(trx, SUNRISE, 'Sunrise Public School');
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
    await trx
      .insertInto('sections')
      .values(sectionRow(DEFAULT_SCHOOL_CLASS_9_SECTION, DEFAULT_SCHOOL_ID, 1009, 'CBSE 9', validFrom, validUntil))
      .execute();
    await seedFreeStudent(trx, FREE_STUDENT, now, passwordHash);
    // The platform's part: the catalogue, its practice papers, the packages (the institutes' B2B ones
    // first: a licence is for one) and the question bank, which fills the practice papers.
    await seedDemoCatalogue(trx, now);
    await seedDemoPapers(trx, now);
    await seedDemoCommerce(trx, now);
    await seedDemoAssessments(trx, now, questions);
    // Sunrise Public School: its people, homework, papers, classes, registers and recaps (school-story.ts).
    await seedSchoolStory(trx, now, {
      school: SUNRISE,
      settings: SUNRISE_SETTINGS,
      passwordHash,
      questions,
      services,
    });
    await seedDemoInstitutes(trx, now);
    // Sunrise's Hindi-medium 10-C: its learner and parent, Hindi questions and a Hindi practice paper.
    await seedHindiMediumSection(trx, services, now, { passwordHash, questions });
  });
  // After the commit: the attempts module's evaluation opens transactions of its own.
  await seedDemoResults(db, services, now, SUNRISE);
  return true;
}
