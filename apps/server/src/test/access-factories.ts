import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID, SchoolStatus, UserType } from '@esc/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.js';
import { makeContent, makeContentPlace, mapContent, type ContentPlace } from './content-factories.js';
import { makeSchool, makeUser, type MakeUserOptions } from './factories.js';
import { call } from './test-app.js';

// Rows the access gate's tests need, in the real database (no mocks). Packages and subscriptions are
// written directly here; the gate itself reads them only through commerce's subscription reader.

let nextId = 930_000;
const id = () => ++nextId;
const now = () => new Date().toISOString();

/** The platform's default school 17250, made once per database. */
export async function ensureDefaultSchool(db: Db): Promise<void> {
  await db
    .insertInto('schools')
    .values({
      school_id: DEFAULT_SCHOOL_ID,
      school_name: 'ESC Learning',
      institute_type: null,
      school_status: SchoolStatus.Active,
    })
    .onConflict((oc) => oc.column('school_id').doNothing())
    .execute();
}

/** A class place (board, class, subject, chapter, group) with `count` contents mapped into it. */
export async function makeClassContents(
  db: Db,
  options: { count?: number; group?: string; place?: ContentPlace; isOnlineOnly?: boolean } = {},
) {
  const place = options.place ?? (await makeContentPlace(db, { group: options.group }));
  const ids: number[] = [];
  for (let i = 0; i < (options.count ?? 1); i++) {
    const content = await makeContent(db, { is_online_only: options.isOnlineOnly ? 1 : 0 });
    await mapContent(db, content.content_id, place, i);
    ids.push(content.content_id);
  }
  return { place, ids };
}

/** A section (batch) of a school for the place's board and class, valid between two ISO dates. */
export async function makeBatch(
  db: Db,
  schoolId: number,
  place: Pick<ContentPlace, 'boardId' | 'classId'>,
  window: { validFrom?: string; validUntil?: string | null } = {},
) {
  const section = {
    section_id: id(),
    school_id: schoolId,
    board_id: place.boardId,
    class_id: place.classId,
    section_name: `Batch ${nextId}`,
    valid_from: window.validFrom ?? '2020-04-01',
    valid_until: window.validUntil === undefined ? null : window.validUntil,
  };
  await db.insertInto('sections').values(section).execute();
  return section;
}

/** A learner (or anyone) of the default school 17250, placed in a 17250 section of the class. */
export async function makeFreeLearner(db: Db, place: ContentPlace, options: MakeUserOptions = {}) {
  await ensureDefaultSchool(db);
  const section = await makeBatch(db, DEFAULT_SCHOOL_ID, place);
  return makeUser(db, { schoolId: DEFAULT_SCHOOL_ID, sectionIds: [section.section_id], ...options });
}

/** The subjects a school has for a board and class (module access). */
export async function grantSubjects(
  db: Db,
  schoolId: number,
  place: Pick<ContentPlace, 'boardId' | 'classId'>,
  subjectIds: readonly number[],
) {
  if (subjectIds.length === 0) return;
  await db
    .insertInto('school_subjects')
    .values(
      subjectIds.map((subject_id) => ({
        school_id: schoolId,
        board_id: place.boardId,
        class_id: place.classId,
        subject_id,
      })),
    )
    .execute();
}

/** An institute with a batch of the place's class, a learner in it, and the class's subject granted. */
export async function makeInstituteLearner(
  db: Db,
  place: ContentPlace,
  options: { validFrom?: string; validUntil?: string | null; grant?: boolean; userTypeId?: number } = {},
) {
  const school = await makeSchool(db);
  const batch = await makeBatch(db, school.school_id, place, options);
  if (options.grant !== false) await grantSubjects(db, school.school_id, place, [place.subjectId]);
  const user = await makeUser(db, {
    userTypeId: options.userTypeId ?? UserType.Student,
    schoolId: school.school_id,
    sectionIds: [batch.section_id],
  });
  return { school, batch, user };
}

/** A package for the place's class and a subscription of `uuid` to it, active between two dates. */
export async function subscribe(
  db: Db,
  uuid: string,
  place: Pick<ContentPlace, 'boardId' | 'classId'>,
  options: {
    packageId?: number;
    schoolId?: number | null;
    services?: string[];
    start?: string;
    end?: string;
    isFreeTrial?: boolean;
  } = {},
) {
  const packageId = options.packageId ?? id();
  await db
    .insertInto('packages')
    .values({
      package_id: packageId,
      package_name: `Package ${packageId}`,
      entity_name: 'class',
      product_id: 3,
      price_paise: 99_900,
      duration_days: 365,
      student_subscribed_services: JSON.stringify(options.services ?? ['learn', 'practice', 'test']),
      school_id: options.schoolId ?? null,
    })
    .onConflict((oc) => oc.column('package_id').doNothing())
    .execute();
  await db
    .insertInto('package_syllabus')
    .values({ package_id: packageId, board_id: place.boardId, class_id: place.classId })
    .onConflict((oc) => oc.columns(['package_id', 'board_id', 'class_id']).doNothing())
    .execute();
  await db
    .insertInto('subscriptions')
    .values({
      id: randomUUID(),
      uuid,
      package_id: packageId,
      entity_name: 'class',
      board_id: place.boardId,
      class_id: place.classId,
      package_status: 1,
      is_free_trial: options.isFreeTrial ? 1 : 0,
      package_start_date: options.start ?? '2020-01-01',
      package_end_date: options.end ?? '2099-12-31',
      subscription_source: 'test',
      created_at: now(),
    })
    .execute();
  return packageId;
}

/** An institute's B2B package (id 3 or 4) for the place's class. */
export async function makeB2bPackage(
  db: Db,
  schoolId: number,
  place: Pick<ContentPlace, 'boardId' | 'classId'>,
  packageId: 3 | 4 = 3,
) {
  await db
    .insertInto('packages')
    .values({
      package_id: packageId,
      package_name: `B2B ${packageId}`,
      entity_name: 'institute',
      product_id: 2,
      price_paise: 0,
      duration_days: 365,
      student_subscribed_services: JSON.stringify(['learn', 'practice', 'test']),
      school_id: schoolId,
    })
    .onConflict((oc) => oc.column('package_id').doUpdateSet({ school_id: schoolId }))
    .execute();
  await db
    .insertInto('package_syllabus')
    .values({ package_id: packageId, board_id: place.boardId, class_id: place.classId })
    .onConflict((oc) => oc.columns(['package_id', 'board_id', 'class_id']).doNothing())
    .execute();
}

/** An institute interest of a learner for the place's class (spec 002 §4.6). */
export async function makeInterest(
  db: Db,
  uuid: string,
  place: Pick<ContentPlace, 'boardId' | 'classId'>,
  schoolId: number | null,
) {
  await db
    .insertInto('interests')
    .values({ uuid, board_id: place.boardId, class_id: place.classId, school_id: schoolId, created_at: now() })
    .execute();
}

/** POST /api/access/decide with a token (or none); returns status and body. */
export function decide(app: FastifyInstance, token: string | undefined, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/access/decide', { token, body });
}
