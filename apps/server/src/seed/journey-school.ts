import { isPremiumGroup, localDateTimeOf } from '@esc/domain';
import type { Db } from '../db/database.js';
import type { Storage } from '../platform/storage/storage.js';
import { DEMO_CLASS_ON_NOW } from './demo-live-classes.js';
import { DEMO_HOMEWORK_LIST, DEMO_HOMEWORK_PAPER_ID } from './demo-learnlists.js';
import { DEMO_QUESTIONS, type DemoQuestion } from './demo-questions/index.js';
import { DEMO_RECORDING, recordingMediaKeys } from './demo-recording-media.js';
import { seedDemoResults } from './demo-results.js';
import { insertSchool, seedFreeStudent, seedSchoolStory } from './school-story.js';
import type { JourneyPerson, JourneySchool, SchoolRole } from './journey-school-description.js';
import { CLASSMATES, STORY_PEOPLE, type SeedSchool } from './seed-school.js';
import type { SeedServices } from './seed-services.js';

export type { JourneyPerson, JourneySchool } from './journey-school-description.js';

// A school of its own for one browser journey (e2e/): the demo's Sunrise Public School story
// (school-story.ts) with fresh ids, emails and name, seeded on a world that already holds the demo
// seed's platform (catalogue, packages, question bank). A journey then changes nothing another
// journey reads. Its people sign in with the password given; what the journey needs to find its
// school's things (people, sections, the day its classes fall on) comes back as plain data.
//
// Seed before the server starts, as e2e/journey-server.ts does: on SQLite a second process writing
// while the server runs would make the server's read-then-write transactions fail (SQLITE_BUSY_SNAPSHOT).

const COUNTRY = 'IN';
const CLASS_9 = 1009;
/** Everyone of the story, in the order their mobiles are numbered. */
const ROLES = [...Object.keys(STORY_PEOPLE), ...Object.keys(CLASSMATES)] as SchoolRole[];

export interface JourneySchoolOptions {
  journey: string;
  now: number;
  password: string;
  passwordHash: string;
  /** The bank the platform was seeded with (the demo's unless a test gave a small one). */
  questions?: readonly DemoQuestion[];
  /** Where the demo recording is stored: the school gets its own copy, as its teacher's upload. */
  storage?: Storage;
}

/** "school-day" -> "School day Journey School". */
const schoolName = (journey: string) =>
  `${journey.charAt(0).toUpperCase()}${journey.slice(1).replaceAll('-', ' ')} Journey School`;

/** Ids one above the highest there are. Seeded before the server runs, nothing else takes them meanwhile. */
async function nextIds(db: Db): Promise<{ schoolId: number; sectionId: number }> {
  const school = await db
    .selectFrom('schools')
    .select((eb) => eb.fn.max('school_id').as('top'))
    .executeTakeFirst();
  const section = await db
    .selectFrom('sections')
    .select((eb) => eb.fn.max('section_id').as('top'))
    .executeTakeFirst();
  return { schoolId: Number(school?.top ?? 0) + 1, sectionId: Number(section?.top ?? 0) + 1 };
}

/** The school's people: addressed by role and school id; mobiles 9 + the school id + the person's number. */
function seedSchoolOf(schoolId: number, sectionId: number): SeedSchool {
  const people = Object.fromEntries(
    ROLES.map((role, i) => [
      role,
      {
        email: `${role}.${schoolId}@journey.school`,
        mobile: `9${String(schoolId).padStart(7, '0')}${String(i + 1).padStart(2, '0')}`,
      },
    ]),
  ) as SeedSchool['people'];
  return { schoolId, tenA: sectionId, tenB: sectionId + 1, people, slug: `journey-${schoolId}` };
}

/**
 * Seeds one journey's school (in a transaction, its closed papers' results after it) through the
 * server's composed services, and says what it holds.
 */
export async function seedJourneySchool(
  db: Db,
  services: SeedServices,
  options: JourneySchoolOptions,
): Promise<JourneySchool> {
  const { now } = options;
  const name = schoolName(options.journey);
  const { schoolId, sectionId } = await nextIds(db);
  const school = seedSchoolOf(schoolId, sectionId);
  const freeStudent = {
    email: `freestudent.${schoolId}@journey.school`,
    mobile: `9${String(schoolId).padStart(7, '0')}99`,
  };
  await db.transaction().execute(async (trx) => {
    await insertSchool(trx, school, name);
    await seedSchoolStory(trx, now, {
      school,
      settings: {
        identifier: `JOURNEY-${schoolId}`,
        code: `J${schoolId}`,
        address: '1 Journey Road, Bengaluru 560001',
        initials: 'JS',
        colour: '#2f9e44',
        batchNumbers: null,
      },
      passwordHash: options.passwordHash,
      questions: options.questions ?? DEMO_QUESTIONS,
      services,
    });
    await seedFreeStudent(trx, freeStudent, now, options.passwordHash);
  });
  await seedDemoResults(db, services, now, school);
  if (options.storage) await copyRecordingMedia(options.storage, schoolId);
  return describe(db, options, school, name, freeStudent.email);
}

/** The demo recording's files (made by ensureDemoMedia) stored again under the school's own keys. */
async function copyRecordingMedia(storage: Storage, schoolId: number): Promise<void> {
  const keys = recordingMediaKeys(schoolId);
  for (const [from, to] of [
    [DEMO_RECORDING.videoKey, keys.videoKey],
    [DEMO_RECORDING.notesKey, keys.notesKey],
  ] as const) {
    const source = await storage.get(from);
    await storage.put(to, source.body, source.contentType);
  }
}

async function describe(
  db: Db,
  options: JourneySchoolOptions,
  school: SeedSchool,
  name: string,
  freeStudentEmail: string,
): Promise<JourneySchool> {
  const emails = [...Object.values(school.people).map((p) => p.email), freeStudentEmail];
  const users = await db
    .selectFrom('users')
    .select(['uuid', 'email', 'first_name', 'last_name'])
    .where('email', 'in', emails)
    .execute();
  const person = (email: string): JourneyPerson => {
    const u = users.find((row) => row.email === email);
    if (!u) throw new Error(`the journey school has no ${email}`);
    return { uuid: u.uuid, email, name: `${u.first_name} ${u.last_name}` };
  };
  const people = Object.fromEntries(ROLES.map((r) => [r, person(school.people[r].email)])) as JourneySchool['people'];
  people.freeStudent = person(freeStudentEmail);

  const classes = await db
    .selectFrom('live_classes')
    .select(['title', 'start_at'])
    .where('school_id', '=', school.schoolId)
    .where('title', 'in', [DEMO_CLASS_ON_NOW, DEMO_RECORDING.classTitle])
    .execute();
  const dayOf = (title: string) => {
    const found = classes.find((c) => c.title === title);
    if (!found) throw new Error(`the journey school has no class "${title}"`);
    return localDateTimeOf(Date.parse(found.start_at), COUNTRY).date;
  };
  return {
    journey: options.journey,
    schoolId: school.schoolId,
    name,
    password: options.password,
    sections: { tenA: { id: school.tenA, name: '10-A' }, tenB: { id: school.tenB, name: '10-B' } },
    people,
    classOnNow: { title: DEMO_CLASS_ON_NOW, day: dayOf(DEMO_CLASS_ON_NOW) },
    recordedClass: {
      title: DEMO_RECORDING.classTitle,
      recording: DEMO_RECORDING.title,
      day: dayOf(DEMO_RECORDING.classTitle),
    },
    homework: { title: DEMO_HOMEWORK_LIST, paperId: DEMO_HOMEWORK_PAPER_ID, recording: DEMO_RECORDING.title },
    freeStudentItems: await freeItemsOfClassNine(db, 11),
  };
}

/** The platform's class 9 content in learn and practice groups that are not premium, in the catalogue's order. */
async function freeItemsOfClassNine(db: Db, count: number): Promise<number[]> {
  const rows = await db
    .selectFrom('content_mappings as m')
    .innerJoin('content_groups as g', 'g.group_id', 'm.group_id')
    .innerJoin('contents as c', 'c.content_id', 'm.content_id')
    .select(['m.content_id', 'g.group_name'])
    .where('m.class_id', '=', CLASS_9)
    .where('m.school_id', 'is', null)
    .where('c.language_id', '=', 1)
    .where('g.group_category_id', 'in', [1, 2])
    .orderBy('m.syllabus_id')
    .orderBy('m.display_order')
    .execute();
  const ids = rows.filter((r) => !isPremiumGroup(r.group_name)).map((r) => r.content_id);
  return [...new Set(ids)].slice(0, count);
}
