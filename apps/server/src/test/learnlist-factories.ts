import { SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import type { Db } from '../db/database.js';
import { makeContent, makeContentPlace, mapContent, tokenFor } from './content-factories.js';
import { linkParent, makeSchool, makeSection, makeUser, TEST_PASSWORD } from './factories.js';
import { call, type TestApp } from './test-app.js';

// A school with two sections of one class, its staff and learners, parents, a second school, and
// content to put in lists: the people of the homework tests, made in the real database (no mocks).

export const SYLLABUS = '/api/syllabus-v2';
export const TEACHER = '/api/student-report/teacher';

/** A clock the tests move (the server's only clock); signing in again after a move keeps tokens fresh. */
export function testClock(startIso: string) {
  let now = Date.parse(startIso);
  return {
    now: () => now,
    set: (iso: string) => {
      now = Date.parse(iso);
    },
  };
}

export async function makeHomeworkWorld(db: Db, options: { countryIso?: string } = {}) {
  const place = await makeContentPlace(db);
  const contents = [];
  for (let i = 0; i < 4; i++) {
    const c = await makeContent(db, { content_title: `Motion lesson ${i + 1}`, total_media_time_ms: 60_000 });
    await mapContent(db, c.content_id, place, i);
    contents.push(c);
  }
  const school = await makeSchool(db, { school_name: 'Lakeside School' });
  if (options.countryIso) {
    await db
      .updateTable('schools')
      .set({ country_iso: options.countryIso })
      .where('school_id', '=', school.school_id)
      .execute();
  }
  const inClass = { boardId: place.boardId, classId: place.classId };
  const sectionA = await makeSection(db, school.school_id, { name: '7-A', ...inClass });
  const sectionB = await makeSection(db, school.school_id, { name: '7-B', ...inClass });
  const at = (sectionIds: number[]) => ({ schoolId: school.school_id, sectionIds });
  const teacher = await makeUser(db, { userTypeId: UserType.Teacher, firstName: 'Tara', ...at([sectionA.section_id]) });
  const colleague = await makeUser(db, {
    userTypeId: UserType.Teacher,
    firstName: 'Colin',
    ...at([sectionB.section_id]),
  });
  const admin = await makeUser(db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    schoolId: school.school_id,
  });
  const a1 = await makeUser(db, { firstName: 'Asha', lastName: 'Rao', ...at([sectionA.section_id]) });
  const a2 = await makeUser(db, { firstName: 'Bala', lastName: 'Nair', ...at([sectionA.section_id]) });
  const b1 = await makeUser(db, { firstName: 'Chitra', lastName: 'Das', ...at([sectionB.section_id]) });
  const parentA1 = await makeUser(db, { userTypeId: UserType.Parent });
  await linkParent(db, parentA1.uuid, a1.uuid);
  const parentB1 = await makeUser(db, { userTypeId: UserType.Parent });
  await linkParent(db, parentB1.uuid, b1.uuid);

  const other = await makeSchool(db, { school_name: 'Hilltop School' });
  const otherSection = await makeSection(db, other.school_id, { name: 'H-1', ...inClass });
  const otherTeacher = await makeUser(db, {
    userTypeId: UserType.Teacher,
    schoolId: other.school_id,
    sectionIds: [otherSection.section_id],
  });
  return {
    place,
    contents,
    school,
    sectionA,
    sectionB,
    people: { teacher, colleague, admin, a1, a2, b1, parentA1, parentB1, otherTeacher },
  };
}

export type HomeworkWorld = Awaited<ReturnType<typeof makeHomeworkWorld>>;
export type Who = keyof HomeworkWorld['people'];

/** Tokens for the world's people, signed in now (after the clock moves, sign in again). */
export async function signInAll(t: TestApp, world: HomeworkWorld): Promise<Record<Who, string>> {
  const entries = await Promise.all(
    Object.entries(world.people).map(async ([who, p]) => [who, await tokenFor(t.app, p.email!, TEST_PASSWORD)]),
  );
  return Object.fromEntries(entries) as Record<Who, string>;
}

/** A client of the learn-list calls for one app. */
export function learnListApi(t: TestApp) {
  // What a post makes other modules do (homework completed after a progress post) runs as jobs a moment
  // later; the tests read the state after them, as a person opening the next screen would.
  const post = async (path: string, token: string, body: unknown) => {
    const res = await call(t.app, 'POST', path, { token, body });
    await t.services.jobs.drain();
    return res;
  };
  const put = (path: string, token: string, body: unknown) => call(t.app, 'PUT', path, { token, body });
  const get = (path: string, token: string, query: Record<string, string | number>) =>
    call(
      t.app,
      'GET',
      `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      {
        token,
      },
    );
  return {
    post,
    put,
    get,
    create: (token: string, body: Record<string, unknown>) =>
      post(`${SYLLABUS}/createUpdateLearnListUniversity`, token, body),
    publish: (token: string, id: number) =>
      put(`${SYLLABUS}/updateLearnListStage`, token, { learnlist_id: id, stage: 2 }),
    assign: (token: string, body: Record<string, unknown>) =>
      post(`${SYLLABUS}/assignLearnListToSections`, token, body),
    homework: (token: string, body: Record<string, unknown> = {}) =>
      post(`${SYLLABUS}/learnerLearnListHomework`, token, body),
    complete: (token: string, body: Record<string, unknown>) =>
      post(`${SYLLABUS}/markLearnListItemComplete`, token, body),
    detail: (token: string, query: Record<string, string | number>) =>
      get(`${SYLLABUS}/learnListDetailUniversity`, token, query),
    report: (token: string, query: Record<string, string | number>) =>
      get(`${SYLLABUS}/learnListItemWiseStudentReportUniversity`, token, query),
  };
}

/** Content items as a list's data. */
export const contentItems = (ids: readonly number[]) =>
  ids.map((id) => ({ learnlist_item_id: id, learnlist_item_type: 1 }));

/** A published list of the teacher's with the contents and a task, assigned to a section; answers the ids. */
export async function assignedList(
  t: TestApp,
  token: string,
  world: HomeworkWorld,
  days: { start: string; due: string },
  sectionId = world.sectionA.section_id,
) {
  const api = learnListApi(t);
  const made = await api.create(token, {
    learnlist_name: 'Motion homework',
    learnlist_data: [
      ...contentItems(world.contents.slice(0, 2).map((c) => c.content_id)),
      { learnlist_item_id: 'T1', learnlist_item_type: 4, task_text: 'Measure your walk to school.' },
    ],
  });
  if (made.status !== 200) throw new Error(`create: ${JSON.stringify(made.body)}`);
  const listId = made.body.data.learnlist.learnlist_id as number;
  const published = await api.publish(token, listId);
  if (published.status !== 200) throw new Error(`publish: ${JSON.stringify(published.body)}`);
  const assigned = await api.assign(token, {
    learnlist_id: listId,
    sections: [sectionId],
    start_date: days.start,
    due_date: days.due,
  });
  if (assigned.status !== 200) throw new Error(`assign: ${JSON.stringify(assigned.body)}`);
  return { listId, assignId: assigned.body.data.assignment.assign_id as number };
}

/** A learner a roster row puts in a section of the world's school (a new account, or one moved from another section). */
export interface RosterLearner {
  section: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Places learners in sections through the product's own write, the roster import a school admin uses
 * (identity's writers move the placements' version in its transaction). The school needs a licence
 * with seats (institutes-factories' makeLicence). Answers each learner's uuid by email.
 */
export async function placeByRoster(
  t: TestApp,
  adminToken: string,
  learners: readonly RosterLearner[],
): Promise<Map<string, string>> {
  const header =
    'row_type,section_name,board,class,valid_from,valid_until,first_name,last_name,email,mobile,country_iso,parent_email,child_email';
  const rows = learners.map((l) => `student,${l.section},,,,,${l.firstName},${l.lastName},${l.email},,IN,,`);
  const res = await call(t.app, 'POST', '/api/institutes/roster/apply', {
    token: adminToken,
    body: { csv: [header, ...rows].join('\n') },
  });
  if (res.status !== 200) throw new Error(`roster import refused: ${JSON.stringify(res.body)}`);
  const emails = learners.map((l) => l.email.toLowerCase());
  const people = await t.db.selectFrom('users').select(['uuid', 'email']).where('email', 'in', emails).execute();
  return new Map(people.map((p) => [p.email!, p.uuid]));
}
