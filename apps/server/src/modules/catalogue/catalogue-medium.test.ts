import { SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken } from '../../test/catalogue-factories.js';
import { seedDemoWorldFor } from '../../test/demo-world.js';
import { makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Content in the learner's medium: the demo's Sunrise Public School has a Hindi-medium section 10-C
// (hindistudent@demo.school) beside the English-medium 10-A (student@demo.school). Class 10
// mathematics has Hindi variants of Concept Videos (अवधारणा वीडियो) and Study Notes (अध्ययन नोट्स)
// with content titled in Hindi; its other groups exist in English only.

const PASSWORD = 'Demo@1234';
const SV2 = '/api/syllabus-v2';
const DEVANAGARI = /[\u0900-\u097F]/;

let t: TestApp;
const token: Record<string, string> = {};
let realNumbers: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
  for (const [who, username] of [
    ['hindi', 'hindistudent@demo.school'],
    ['hindiParent', 'hindiparent@demo.school'],
    ['english', 'student@demo.school'],
    ['admin', 'admin@demo.school'],
    ['teacher', 'teacher@demo.school'],
  ] as const) {
    token[who] = await loginToken(t.app, username, PASSWORD);
  }
  const other = await makeSchool(t.db);
  const otherAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: SCHOOL_ADMIN_ROLE,
    schoolId: other.school_id,
  });
  token.otherAdmin = await loginToken(t.app, otherAdmin.email!, TEST_PASSWORD);
  const chapter = await t.db
    .selectFrom('syllabus_nodes as c')
    .innerJoin('syllabus_nodes as s', 's.syllabus_id', 'c.parent_id')
    .select('c.syllabus_id')
    .where('s.parent_id', '=', 1010)
    .where('s.syllabus_name', '=', 'Mathematics')
    .where('c.syllabus_name', '=', 'Real Numbers')
    .executeTakeFirstOrThrow();
  realNumbers = chapter.syllabus_id;
});
afterAll(() => t.close());

interface GroupEntry {
  group_id: number;
  group_name: string;
  language_id: number;
  groupParentId: number | null;
  content_count?: number;
}
interface ContentEntry {
  content_title: string;
  language_id: number;
}

const groups = async (who: string, query = '') =>
  (
    await call(
      t.app,
      'GET',
      `${SV2}/groupListBySyllabusId/v2.1.1?syllabusId=${realNumbers}&groupCategoryId=1${query}`,
      {
        token: token[who],
      },
    )
  ).body.data as GroupEntry[];

const content = async (who: string, query: string) =>
  (
    await call(t.app, 'GET', `${SV2}/contentBySyllabusId/v2.1.1?syllabusId=${realNumbers}${query}`, {
      token: token[who],
    })
  ).body.data.content_list as ContentEntry[];

describe('a Hindi-medium learner reads the catalogue in Hindi first', () => {
  it('shows the Hindi variant of a group where one exists and English where none does', async () => {
    const list = await groups('hindi');
    const videos = list.find((g) => g.groupParentId === 3001 || g.group_id === 3001)!;
    expect(videos).toMatchObject({ group_id: 3010, group_name: 'अवधारणा वीडियो', language_id: 2 });
    const notes = list.find((g) => g.groupParentId === 3003 || g.group_id === 3003)!;
    expect(notes).toMatchObject({ group_name: 'अध्ययन नोट्स', language_id: 2 });
    // Interactive Lessons has no Hindi variant: it stays English.
    expect(list.find((g) => g.group_id === 3002)).toMatchObject({ group_name: 'Interactive Lessons', language_id: 1 });
  });

  it('answers an explicit languageId=1 in English, and the English-medium learner in English', async () => {
    for (const list of [await groups('hindi', '&languageId=1'), await groups('english')]) {
      expect(list.find((g) => g.group_id === 3001)).toMatchObject({ group_name: 'Concept Videos', language_id: 1 });
      expect(list.some((g) => g.language_id === 2)).toBe(false);
    }
  });

  it('reads a B2C learner (no school section) in the language they chose', async () => {
    // The platform's school places its learners in a section of their class: it teaches in no medium.
    await t.db
      .updateTable('users')
      .set({ preferred_language: 'hi' })
      .where('email', '=', 'freestudent@demo.school')
      .execute();
    token.free = await loginToken(t.app, 'freestudent@demo.school', PASSWORD);
    expect((await groups('free')).find((g) => g.groupParentId === 3001)).toMatchObject({ group_id: 3010 });
  });

  it("reads the child's medium for a parent of a Hindi-medium learner", async () => {
    expect((await groups('hindiParent')).find((g) => g.groupParentId === 3001)).toMatchObject({ group_id: 3010 });
  });

  it('lists Hindi content first in a group with both', async () => {
    const list = await content('hindi', '&groupId=3010');
    expect(list.length).toBeGreaterThan(1);
    expect(list[0]!.language_id).toBe(2);
    expect(list[0]!.content_title).toMatch(DEVANAGARI);
    expect(list.some((c) => c.language_id === 1)).toBe(true);
    // The English-medium learner gets the same group's English content first.
    expect((await content('english', '&groupId=3001'))[0]!.language_id).toBe(1);
  });

  it('returns a Hindi text of a question to the Hindi-medium learner, and English when asked for language 1', async () => {
    // The Quadratic Equations lesson's own question: never held by a running test.
    const question = await t.db
      .selectFrom('question_texts')
      .select('question_id')
      .where('language_id', '=', 1)
      .where('stem', '=', 'The product of two consecutive positive integers is 306. Find the smaller integer.')
      .executeTakeFirstOrThrow();
    const read = async (who: string, languageId?: number) =>
      (
        await call(t.app, 'POST', '/api/question-msa-test/question/manualQuestionDetailsByIdsUniversity', {
          token: token[who],
          body: {
            question_data: [{ question_id: question.question_id }],
            ...(languageId && { language_id: languageId }),
          },
        })
      ).body.data.ques_data[0];
    const hindi = await read('hindi');
    expect(hindi).toMatchObject({ language_id: 2 });
    expect(hindi.stem).toContain('दो क्रमागत धनात्मक पूर्णांकों का गुणनफल $306$ है');
    expect((await read('hindi', 1)).stem).toBe(
      'The product of two consecutive positive integers is 306. Find the smaller integer.',
    );
    expect((await read('english')).language_id).toBe(1);
  });
});

describe('the medium filter', () => {
  it('lists only the groups with a variant in the medium, answered in it', async () => {
    const hindi = await groups('english', '&mediumId=2');
    expect(hindi.map((g) => g.group_id).sort()).toEqual([3010, 3011]);
    expect(hindi.every((g) => g.language_id === 2 && (g.content_count ?? 0) > 0)).toBe(true);
    const english = await groups('hindi', '&mediumId=1&languageId=1');
    expect(english.length).toBeGreaterThan(2);
    expect(english.every((g) => g.language_id === 1)).toBe(true);
  });

  it('lists only content in the medium', async () => {
    const hindi = await content('english', '&mediumId=2');
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.every((c) => c.language_id === 2 && DEVANAGARI.test(c.content_title))).toBe(true);
    const english = await content('hindi', '&mediumId=1');
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((c) => c.language_id === 1)).toBe(true);
  });
});

describe("a section's medium", () => {
  const setMedium = (who: string, languageId: number, sectionId = 5003) =>
    call(t.app, 'PUT', '/api/institutes/sections/medium', {
      token: token[who],
      body: { section_id: sectionId, language_id: languageId },
    });

  it('is listed with the school’s sections', async () => {
    const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/sectionWiseStudentCount', {
      token: token.admin,
      body: {},
    });
    const mediums = Object.fromEntries(
      res.body.data.sections.map((s: { section_name: string; language_id: number }) => [s.section_name, s.language_id]),
    );
    expect(mediums).toMatchObject({ '10-A': 1, '10-B': 1, '10-C': 2 });
  });

  it('is set by the school’s admin only: another school’s admin finds no such section, a teacher may not', async () => {
    expect((await setMedium('otherAdmin', 1)).status).toBe(404);
    expect((await setMedium('teacher', 1)).status).toBe(403);
    expect((await setMedium('admin', 99)).status).toBe(400);
    const section = await t.db
      .selectFrom('sections')
      .select('language_id')
      .where('section_id', '=', 5003)
      .executeTakeFirstOrThrow();
    expect(section.language_id).toBe(2);
  });

  it('changes what its learners read when the admin sets it', async () => {
    const res = await setMedium('admin', 1);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ section_id: 5003, language_id: 1 });
    expect((await groups('hindi')).find((g) => g.group_id === 3001)).toMatchObject({ group_name: 'Concept Videos' });
    expect((await setMedium('admin', 2)).status).toBe(200);
    expect((await groups('hindi')).find((g) => g.groupParentId === 3001)).toMatchObject({ group_id: 3010 });
  });
});
