import { UserType } from '@esc/domain';
import { seedDemoWorld, DEMO_INSTITUTE_ID, DEMO_PASSWORD, CBSE_BOARD_ID } from '../seed/demo-seed.js';
import { guestToken } from './catalogue-factories.js';
import { makeContent, mapContent, tokenFor } from './content-factories.js';
import { linkParent, makeSchool, makeSection, makeUser, TEST_PASSWORD } from './factories.js';
import { upload } from './media-factories.js';
import { withCode } from './sign-up-kit.js';
import type { createRecordingNotifier } from './recording-notifier.js';
import type { NamedValues } from './schema-values.js';
import type { TestApp } from './test-app.js';
import type { Victim } from './victim-digest.js';

/**
 * Who calls in the authorisation matrix. The victim is the demo's Sunrise Public School and its
 * people; the others are strangers to it: a second school's staff, learner and parent, a learner of
 * the default school, an institute signed up in public a moment ago, a platform editor, a guest,
 * and nobody at all.
 */
export const CALLERS = [
  'anonymous',
  'guest',
  'student',
  'parent',
  'classmate',
  'teacher',
  'admin',
  'freeStudent',
  'otherStudent',
  'otherParent',
  'otherTeacher',
  'otherAdmin',
  'freshInstitute',
  'platformEditor',
] as const;
export type Caller = (typeof CALLERS)[number];

/** Learners and parents: the callers a staff-only route refuses with 403. */
export const LEARNERS_AND_PARENTS: readonly Caller[] = [
  'student',
  'parent',
  'classmate',
  'freeStudent',
  'otherStudent',
  'otherParent',
];

/** People of the victim school (its learners, their parent, its staff). */
export const VICTIM_SCHOOL: readonly Caller[] = ['student', 'parent', 'classmate', 'teacher', 'admin'];

export interface MatrixWorld {
  tokens: Record<Caller, string | undefined>;
  /** The victim school: its people, the school and its sections. */
  victim: Victim;
  /** The victim learner and their parent: whose rows a call about the learner (scope self) may not change. */
  learnerVictim: Victim;
  /** Field values that point a call at the victim's data (uuid: the victim learner, and so on). */
  named: NamedValues;
  /** The victim learner (student@demo.school, Sunrise 10-A). */
  victimUuid: string;
  /** The victim school's own content (owner: the school) and the platform's content. */
  schoolContentId: number;
  platformContentId: number;
  /** A file the victim school's teacher uploaded. */
  schoolUploadKey: string;
  /** The demo teacher's learn-list given to 10-A (the victim learner's section), and that assignment. */
  learnListId: number;
  assignId: number;
  /** Text that marks the victim school's people in an answer. */
  personMarkers: readonly string[];
  /** Text of the victim school's private catalogue (its racks, its own content). */
  schoolMarkers: readonly string[];
}

const PEOPLE = {
  student: 'student@demo.school',
  parent: 'parent@demo.school',
  classmate: 'child2@demo.school',
  teacher: 'teacher@demo.school',
  admin: 'admin@demo.school',
  freeStudent: 'freestudent@demo.school',
} as const;

/**
 * What marks the victim school's people in an answer: each email as a JSON string (so that
 * "freestudent@demo.school" is not read as "student@demo.school"), mobile and first name.
 */
const PERSON_MARKERS = [
  ...['student', 'parent', 'child2', 'teacher', 'admin'].map((who) => `"${who}@demo.school"`),
  ...['9800000001', '9800000003', '9800000004', '9800000005', '9800000006'],
  ...['Aarav', 'Ishaan', 'Priya', 'Meera', 'Rajesh'],
];

/**
 * The markers a caller may not be answered: all of them for anyone outside the victim school. Its
 * own people see their school (their teacher's name, its racks); what one learner may not see of
 * another is judged by the rule for calls naming the victim learner.
 */
export function markersFor(world: MatrixWorld, caller: Caller): readonly string[] {
  return VICTIM_SCHOOL.includes(caller) ? [] : [...world.personMarkers, ...world.schoolMarkers];
}

async function uuidOf(t: TestApp, email: string): Promise<string> {
  const row = await t.db.selectFrom('users').select('uuid').where('email', '=', email).executeTakeFirstOrThrow();
  return row.uuid;
}

/** A second school with its own staff, learner and parent: strangers to the victim. */
async function makeOtherSchool(t: TestApp) {
  const school = await makeSchool(t.db, { school_name: 'Northwind Academy' });
  const section = await makeSection(t.db, school.school_id, { name: 'NW-1' });
  const inSchool = { schoolId: school.school_id, sectionIds: [section.section_id] };
  const otherStudent = await makeUser(t.db, inSchool);
  const otherTeacher = await makeUser(t.db, { ...inSchool, userTypeId: UserType.Teacher });
  const otherAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
  });
  const otherParent = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, otherParent.uuid, otherStudent.uuid);
  return { otherStudent, otherTeacher, otherAdmin, otherParent };
}

/** An institute that signed up through the public sign-up a moment ago (its code read from the inbox, or the demo answer without one). */
async function signUpInstitute(t: TestApp, inbox?: Inbox): Promise<string> {
  const body = await withCode(
    t.app,
    {
      first_name: 'Fresh',
      last_name: 'Founder',
      email: 'founder@fresh-institute.example',
      mobile: '9123456780',
      country_iso: 'IN',
      password: TEST_PASSWORD,
      role: 'institute',
      institute_name: 'Fresh Coaching Centre',
    },
    'mobile',
    inbox,
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/cognito-login-service/auth/signUp', payload: body });
  if (res.statusCode !== 200) throw new Error(`institute sign-up failed: ${res.body}`);
  return res.json().data.access_token as string;
}

async function makePlatformEditor(t: TestApp): Promise<string> {
  const editor = await makeUser(t.db, { userTypeId: UserType.Teacher, email: 'editor@platform.example' });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editor.uuid, 'authorisation matrix');
  return tokenFor(t.app, editor.email!, TEST_PASSWORD);
}

const SCHOOL_CONTENT_CRS_ID = 'SUNRISE-PRIVATE-1';

/** The victim school's own content item, on its own rack (45001, Sunrise's custom rack). */
async function makeSchoolContent(t: TestApp): Promise<number> {
  const content = await makeContent(t.db, {
    content_title: 'Sunrise Private Revision Notes',
    content_kind: 'pdf',
    crs_id: SCHOOL_CONTENT_CRS_ID,
  });
  await t.db
    .updateTable('contents')
    .set({ owner_school_id: DEMO_INSTITUTE_ID })
    .where('content_id', '=', content.content_id)
    .execute();
  const group = await t.db
    .selectFrom('content_groups')
    .select('group_id')
    .orderBy('group_id')
    .executeTakeFirstOrThrow();
  const rack = 45_001;
  await mapContent(t.db, content.content_id, {
    boardId: CBSE_BOARD_ID,
    classId: 1010,
    subjectId: rack,
    chapterId: rack,
    groupId: group.group_id,
  });
  return content.content_id;
}

type Inbox = ReturnType<typeof createRecordingNotifier>;

export async function makeMatrixWorld(t: TestApp, inbox?: Inbox): Promise<MatrixWorld> {
  // Outsiders try the demo student's password once each: at the suite's scrypt cost, not production's.
  await seedDemoWorld(t.db, t.services, t.services.clock(), { passwordScryptN: t.config.passwordScryptN });
  const other = await makeOtherSchool(t);
  const demoTokens = Object.fromEntries(
    await Promise.all(
      Object.entries(PEOPLE).map(async ([k, email]) => [k, await tokenFor(t.app, email, DEMO_PASSWORD)]),
    ),
  ) as Record<keyof typeof PEOPLE, string>;
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    guest: await guestToken(t.app),
    ...demoTokens,
    otherStudent: await tokenFor(t.app, other.otherStudent.email!, TEST_PASSWORD),
    otherParent: await tokenFor(t.app, other.otherParent.email!, TEST_PASSWORD),
    otherTeacher: await tokenFor(t.app, other.otherTeacher.email!, TEST_PASSWORD),
    otherAdmin: await tokenFor(t.app, other.otherAdmin.email!, TEST_PASSWORD),
    freshInstitute: await signUpInstitute(t, inbox),
    platformEditor: await makePlatformEditor(t),
  };
  const uuids = Object.fromEntries(
    await Promise.all(Object.entries(PEOPLE).map(async ([k, email]) => [k, await uuidOf(t, email)])),
  ) as Record<keyof typeof PEOPLE, string>;
  const schoolContentId = await makeSchoolContent(t);
  const uploaded = await upload(
    t.app,
    '/api/upload/uploadFile',
    demoTokens.teacher,
    { folderPath: 'notes' },
    {
      field: 'file',
      name: 'sunrise-worksheet.pdf',
      type: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    },
  );
  if (uploaded.statusCode !== 200) throw new Error(`teacher upload failed: ${uploaded.body}`);
  const schoolUploadKey = uploaded.json().data.key as string;
  const invoice = await t.db
    .selectFrom('invoices')
    .select('invoice_id')
    .where('learner_uuid', '=', uuids.student)
    .executeTakeFirst();
  // The victim school's licences: no one outside the school reads their ids (the admin's licences call).
  const licences = await t.db.selectFrom('licences').select('id').where('school_id', '=', DEMO_INSTITUTE_ID).execute();

  const homework = await t.db
    .selectFrom('learnlist_assignments as a')
    .innerJoin('learnlist_assignment_sections as s', 's.assign_id', 'a.assign_id')
    .select(['a.learnlist_id', 'a.assign_id'])
    .where('s.section_id', '=', 5001)
    // The homework seeded first (10-A also holds the demo class recap's assignment, made later).
    .orderBy('a.assign_id')
    .executeTakeFirstOrThrow();

  const victim: Victim = {
    uuids: [uuids.student, uuids.parent, uuids.classmate, uuids.teacher, uuids.admin],
    schoolId: DEMO_INSTITUTE_ID,
    sectionIds: [5001, 5002],
  };
  const named: NamedValues = {
    uuid: uuids.student,
    user_uuid: uuids.student,
    student_uuid: uuids.student,
    child_uuid: uuids.student,
    uuids: [uuids.student],
    teacher_uuid: uuids.teacher,
    school_id: DEMO_INSTITUTE_ID,
    schoolId: DEMO_INSTITUTE_ID,
    enrolled_school_id: DEMO_INSTITUTE_ID,
    section_id: 5001,
    sectionId: 5001,
    section_ids: [5001],
    board_id: CBSE_BOARD_ID,
    boardId: CBSE_BOARD_ID,
    class_id: 1010,
    classId: 1010,
    syllabus_id: 45_001,
    syllabusId: 45_001,
    syllabus_ids: [45_001],
    syllabusIds: [45_001],
    content_id: schoolContentId,
    contentId: schoolContentId,
    item_id: schoolContentId,
    crsId: SCHOOL_CONTENT_CRS_ID,
    folderPath: schoolUploadKey,
    content_ids: [schoolContentId],
    contentIds: [schoolContentId],
    invoiceId: invoice?.invoice_id ?? 'INV-NONE',
    username: PEOPLE.student,
    email: PEOPLE.student,
    mobile: '9800000001',
    key: schoolUploadKey,
    media_key: schoolUploadKey,
    url_prefix: schoolUploadKey,
    '*': schoolUploadKey,
    learnlist_id: homework.learnlist_id,
    learnListId: homework.learnlist_id,
    assign_id: homework.assign_id,
    assignId: homework.assign_id,
  };
  return {
    tokens,
    victim,
    learnerVictim: { uuids: [uuids.student, uuids.parent], schoolId: -1, sectionIds: [] },
    named,
    victimUuid: uuids.student,
    schoolContentId,
    platformContentId: 100_001,
    schoolUploadKey,
    learnListId: homework.learnlist_id,
    assignId: homework.assign_id,
    personMarkers: PERSON_MARKERS,
    schoolMarkers: [
      'Olympiad Mathematics',
      'Olympiad Science',
      'Olympiad Preparation',
      'Sunrise Private Revision Notes',
      ...licences.map((l) => l.id),
    ],
  };
}
