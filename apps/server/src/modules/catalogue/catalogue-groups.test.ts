import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestToken, loginToken, makeCatalogueTree, makeCustomSubject } from '../../test/catalogue-factories.js';
import { linkParent, makeSchool, makeSection, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tree: Awaited<ReturnType<typeof makeCatalogueTree>>;
let custom: Awaited<ReturnType<typeof makeCustomSubject>>;
const tokens: Record<string, string> = {};
let schoolA: number;
let schoolB: number;
let studentUuid: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await makeCatalogueTree(t.db);
  schoolA = (await makeSchool(t.db)).school_id;
  schoolB = (await makeSchool(t.db)).school_id;
  const section = await makeSection(t.db, schoolA, { boardId: tree.boardId, classId: tree.classId });
  custom = await makeCustomSubject(t.db, schoolB, tree);
  const student = await makeUser(t.db, { schoolId: schoolA, sectionIds: [section.section_id] });
  studentUuid = student.uuid;
  const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
  await linkParent(t.db, parent.uuid, student.uuid);
  const people = {
    student,
    parent,
    guided: await makeUser(t.db, { userTypeId: UserType.GuidedA, schoolId: schoolA }),
    teacherA: await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: schoolA }),
    teacherB: await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: schoolB }),
  };
  for (const [key, user] of Object.entries(people)) tokens[key] = await loginToken(t.app, user.email!, TEST_PASSWORD);
  tokens.guest = await guestToken(t.app);
});
afterAll(() => t.close());

const get = (url: string, who = 'student') => call(t.app, 'GET', url, { token: tokens[who] });

describe('groupListBySyllabusId/v2.1.1', () => {
  it('answers the groups with content under the node, with language variants, counts and premium flags', async () => {
    const res = await get(
      `/api/syllabus-v2/groupListBySyllabusId/v2.1.1?syllabusId=${tree.subjectId}&versionName=1&languageId=1&syllabusGroupMode=1`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { group_name: string }) => g.group_name)).toEqual([
      'Concept Videos',
      'High Weightage Content',
      'Practice Activities',
      'Chapter Tests',
    ]);
    expect(res.body.data[0]).toEqual({
      group_id: tree.groups.learn,
      group_name: 'Concept Videos',
      group_description: 'Concept Videos of the test',
      group_thumbnail: null,
      group_icon: null,
      group_category_id: 1,
      language_id: 1,
      groupParentId: null,
      order: 1,
      is_premium: false,
      content_count: 24,
      language_group: [
        { group_id: tree.groups.learn, group_name: 'Concept Videos', language_id: 1 },
        { group_id: tree.groups.hindi, group_name: 'अवधारणा वीडियो', language_id: 2 },
      ],
    });
    expect(res.body.data[1].is_premium).toBe(true);
  });

  it('selects the variant of languageId, falls back to the default language, and accepts no languageId', async () => {
    const base = `/api/syllabus-v2/groupListBySyllabusId/v2.1.1?syllabusId=${tree.chapterId}`;
    const hindi = (await get(`${base}&languageId=2`)).body.data;
    expect(hindi[0]).toMatchObject({
      group_id: tree.groups.hindi,
      group_name: 'अवधारणा वीडियो',
      language_id: 2,
      groupParentId: tree.groups.learn,
    });
    expect(hindi[1]).toMatchObject({ group_id: tree.groups.premium, language_id: 1 });
    expect((await get(`${base}&languageId=7`)).body.data[0].group_id).toBe(tree.groups.learn);
    expect((await get(base)).body.data[0].group_id).toBe(tree.groups.learn);
    // Guided users always get the default language (spec 000 §5).
    expect((await get(`${base}&languageId=2`, 'guided')).body.data[0].group_id).toBe(tree.groups.learn);
    const filtered = (await get(`${base}&groupCategoryId=2`)).body.data;
    expect(filtered.map((g: { group_id: number }) => g.group_id)).toEqual([tree.groups.practice]);
    expect(
      (await get(`${base}&groupId=${tree.groups.test}`)).body.data.map((g: { group_id: number }) => g.group_id),
    ).toEqual([tree.groups.test]);
    expect((await get('/api/syllabus-v2/groupListBySyllabusId/v2.1.1')).body.data).toEqual([]);
  });

  it('groupList pages every group (1 to 500); groupListByIds answers the asked groups', async () => {
    const all = (await get('/api/syllabus-v2/groupList')).body.data;
    expect(all).toHaveLength(4);
    expect(
      (await get('/api/syllabus-v2/groupList?startIndex=2&endIndex=3')).body.data.map(
        (g: { group_name: string }) => g.group_name,
      ),
    ).toEqual(['High Weightage Content', 'Practice Activities']);
    const byIds = await call(t.app, 'POST', '/api/syllabus-v2/groupListByIds', {
      token: tokens.student,
      body: { group_ids: [tree.groups.test, tree.groups.hindi] },
    });
    expect(byIds.body.data.map((g: { group_id: number }) => g.group_id)).toEqual([tree.groups.learn, tree.groups.test]);
    expect(
      (await call(t.app, 'POST', '/api/syllabus-v2/groupListByIds', { token: tokens.student, body: { group_ids: [] } }))
        .body.data,
    ).toEqual([]);
    const bad = await call(t.app, 'POST', '/api/syllabus-v2/groupListByIds', {
      token: tokens.student,
      body: { group_ids: ['x'] },
    });
    expect(bad.status).toBe(400);
  });

  it('groupSyllabusMappingList answers the chapters holding each group’s content', async () => {
    const res = await get(
      `/api/syllabus-v2/groupSyllabusMappingList?boardId=${tree.boardId}&classId=${tree.classId}&groupIds=${tree.groups.practice},${tree.groups.learn}`,
    );
    expect(res.body.data).toEqual([
      {
        group_id: tree.groups.learn,
        syllabus_id: tree.chapterId,
        syllabus_name: 'Chemical Reactions and Equations',
        rack_type_id: 5,
        subject_id: tree.subjectId,
        content_count: 24,
      },
      {
        group_id: tree.groups.practice,
        syllabus_id: tree.chapterId,
        syllabus_name: 'Chemical Reactions and Equations',
        rack_type_id: 5,
        subject_id: tree.subjectId,
        content_count: 2,
      },
    ]);
    expect(
      (await get(`/api/syllabus-v2/groupSyllabusMappingList?boardId=${tree.boardId}&classId=${tree.classId}`)).body
        .data,
    ).toEqual([]);
  });
});

describe('custom subjects (tenant rule)', () => {
  it('shows a school’s custom subjects to its own people only; another school’s id answers 404', async () => {
    const mine = await get(
      `/api/syllabus-v2/customSubjectListing?boardId=${tree.boardId}&syllabusId=${tree.classId}`,
      'teacherB',
    );
    expect(mine.body.data).toEqual([
      {
        custom_subject_id: custom.customSubjectId,
        custom_subject_name: 'Olympiad Preparation',
        school_id: schoolB,
        board_id: tree.boardId,
        class_id: tree.classId,
        isCustomRack: true,
        is_custom_rack: 1,
        syllabus_ids: [tree.chapterId, custom.rackId].sort((a, b) => a - b),
      },
    ]);
    expect((await get(`/api/syllabus-v2/customSubjectListing?schoolId=${schoolB}`, 'teacherB')).body.data).toHaveLength(
      1,
    );
    expect((await get(`/api/syllabus-v2/customSubjectListing?boardId=${tree.boardId}`, 'teacherA')).body.data).toEqual(
      [],
    );
    const other = await get(`/api/syllabus-v2/customSubjectListing?schoolId=${schoolB}`, 'teacherA');
    expect(other.status).toBe(404);
    expect(other.body.error_code).toBe('NOT_FOUND');
    expect(
      (await get(`/api/syllabus-v2/customSyllabusParentDetail?customSubjectId=${custom.customSubjectId}`, 'teacherA'))
        .status,
    ).toBe(404);
  });

  it('customSyllabusParentDetail answers the subject, its board and class, and its racks; custom racks stay in their school', async () => {
    const res = await get(
      `/api/syllabus-v2/customSyllabusParentDetail?customSubjectId=${custom.customSubjectId}&schoolId=${schoolB}`,
      'teacherB',
    );
    expect(res.body.data.custom_subject.custom_subject_id).toBe(custom.customSubjectId);
    expect(res.body.data.parent_list.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([
      tree.boardId,
      tree.classId,
    ]);
    expect(
      res.body.data.child_list.find((n: { syllabus_id: number }) => n.syllabus_id === custom.rackId),
    ).toMatchObject({ is_custom_rack: 1 });
    const childrenOf = async (who: string) =>
      (await get(`/api/syllabus-v2/childList?syllabusId=${tree.classId}`, who)).body.data.child_list.map(
        (n: { syllabus_id: number }) => n.syllabus_id,
      );
    expect(await childrenOf('teacherB')).toContain(custom.rackId);
    expect(await childrenOf('teacherA')).not.toContain(custom.rackId);
    expect(await childrenOf('guest')).not.toContain(custom.rackId);
  });
});

describe('e-books, courses and mappings', () => {
  it('syllabusEntityListBySyllabusId, bookSyllabusList and bookCodeDetail answer e-books', async () => {
    for (const id of [tree.classId, tree.subjectId]) {
      const res = await get(`/api/syllabus-v2/syllabusEntityListBySyllabusId?syllabusId=${id}&syllabusTypeId=48`);
      expect(res.body.data.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([tree.ebookId]);
      expect(res.body.data[0]).toMatchObject({ syllabus_type_id: 48, book_code: `BOOK-${tree.ebookId}` });
    }
    expect((await get(`/api/syllabus-v2/bookSyllabusList?boardIds=${tree.boardId},1`)).body.data).toHaveLength(1);
    expect((await get('/api/syllabus-v2/bookSyllabusList')).body.data).toEqual([]);
    const book = await get(`/api/syllabus-v2/bookCodeDetail?bookCode=BOOK-${tree.ebookId}`);
    expect(book.body.data.book.syllabus_id).toBe(tree.ebookId);
    expect(book.body.data.parent_list.map((n: { syllabus_id: number }) => n.syllabus_id)).toEqual([
      tree.boardId,
      tree.classId,
      tree.subjectId,
    ]);
    expect((await get('/api/syllabus-v2/bookCodeDetail?bookCode=NOPE')).status).toBe(404);
  });

  it('courseSyllabusList answers the sections’ classes with subjects; a parent names a linked child only', async () => {
    const expected = [
      expect.objectContaining({
        board_id: tree.boardId,
        class_id: tree.classId,
        class_name: 'Class 10',
        subject_list: [expect.objectContaining({ syllabus_id: tree.subjectId })],
      }),
    ];
    expect((await get('/api/syllabus-v2/courseSyllabusList')).body.data).toEqual(expected);
    expect((await get(`/api/syllabus-v2/courseSyllabusList?uuid=${studentUuid}`, 'parent')).body.data).toEqual(
      expected,
    );
    const stranger = await makeUser(t.db, {});
    expect((await get(`/api/syllabus-v2/courseSyllabusList?uuid=${stranger.uuid}`, 'parent')).status).toBe(403);
  });

  it('syllabusMappingDetail answers where a node or a paper sits', async () => {
    const topic = (await get(`/api/syllabus-v2/syllabusMappingDetail?syllabusId=${tree.topicIds[1]}`)).body.data;
    expect(topic).toMatchObject({
      board_id: tree.boardId,
      class_id: tree.classId,
      subject_id: tree.subjectId,
      chapter_id: tree.chapterId,
      topic_id: tree.topicIds[1],
      paper_id: null,
    });
    await t.db
      .insertInto('papers')
      .values({
        paper_id: 77,
        paper_name: 'Chapter 1 Test',
        syllabus_id: tree.chapterId,
        board_id: tree.boardId,
        class_id: tree.classId,
        group_id: tree.groups.test,
        created_at: new Date().toISOString(),
      })
      .execute();
    const paper = (await get('/api/syllabus-v2/syllabusMappingDetail?paperId=77')).body.data;
    expect(paper).toMatchObject({
      paper_id: 77,
      paper_name: 'Chapter 1 Test',
      syllabus_id: tree.chapterId,
      chapter_id: tree.chapterId,
      topic_id: null,
      group_id: tree.groups.test,
    });
    expect((await get('/api/syllabus-v2/syllabusMappingDetail')).body.data).toBeNull();
  });
});

/** Every catalogue call of spec/calls.tsv. */
const CATALOGUE_CALLS = [
  'GET /api/arjuna/classDetail',
  'GET /api/arjuna/syllabusData/v2.1.2',
  'GET /api/arjuna/groupContentListByPageIndex/v2.1.0',
  'GET /api/syllabus-v2/childList',
  'GET /api/syllabus-v2/childList/v2.0.1',
  'GET /api/syllabus-v2/guestChildList',
  'GET /api/syllabus-v2/boardList',
  'GET /api/syllabus-v2/syllabusParentDetail',
  'GET /api/syllabus-v2/customSyllabusParentDetail',
  'GET /api/syllabus-v2/syllabusDetailById',
  'GET /api/syllabus-v2/customSubjectListing',
  'GET /api/syllabus-v2/groupListBySyllabusId/v2.1.1',
  'GET /api/syllabus-v2/groupList',
  'POST /api/syllabus-v2/groupListByIds',
  'GET /api/syllabus-v2/contentBySyllabusId/v2.1.1',
  'GET /api/syllabus-v2/contentBySyllabusId/v2.0.1',
  'GET /api/syllabus-v2/groupCategoryContentBySyllabusId/v2.0.1',
  'GET /api/syllabus-v2/correctiveLearningContents',
  'GET /api/syllabus-v2/contentListBySyllabusIds/v2.1.1',
  'GET /api/syllabus-v2/relatedContentDetails',
  'GET /api/syllabus-v2/syllabusContentCount',
  'GET /api/syllabus-v2/syllabusChildLayerCount',
  'GET /api/syllabus-v2/groupCountBySyllabusIdUniversity',
  'GET /api/syllabus-v2/tagDetailByID',
  'GET /api/syllabus-v2/syllabusEntityListBySyllabusId',
  'POST /api/syllabus-v2/contentQuickFilter',
  'POST /api/syllabus-v2/contentQuickFilter/v2.1.1',
  'GET /api/syllabus-v2/boardDetail',
  'POST /api/syllabus-v2/syllabusInfo',
  'GET /api/syllabus-v2/courseSyllabusList',
  'GET /api/syllabus-v2/groupSyllabusMappingList',
  'GET /api/syllabus-v2/bookSyllabusList',
  'GET /api/syllabus-v2/bookCodeDetail',
  'GET /api/syllabus-v2/syllabusMappingDetail',
  'GET /api/syllabus/getParent',
  'GET /api/syllabus/v2/getRackDetail',
  'GET /api/syllabus/getChild',
];

describe('guards of every catalogue call', () => {
  it('guest-allowed calls answer without a token and with a guest token; every other call answers 401 to both', async () => {
    const guestAllowed = new Set([
      'GET /api/syllabus-v2/boardList',
      'GET /api/syllabus-v2/childList',
      'GET /api/syllabus-v2/childList/v2.0.1',
      'GET /api/syllabus-v2/guestChildList',
      'GET /api/syllabus-v2/syllabusParentDetail',
      'GET /api/syllabus-v2/relatedContentDetails',
      'GET /api/syllabus/getChild',
      'GET /api/syllabus/getParent',
    ]);
    const registered = new Map(t.app.routeGuards.map((r) => [`${r.method} ${r.url}`, r.guard]));
    expect(CATALOGUE_CALLS).toHaveLength(37);
    const catalogue = CATALOGUE_CALLS.map((key) => {
      const [method, url] = key.split(' ') as [string, string];
      return { method, url, guard: registered.get(key) };
    });
    for (const r of catalogue) {
      const key = `${r.method} ${r.url}`;
      expect(r.guard, key).toBe(guestAllowed.has(key) ? 'guest' : 'user');
      const body = r.method === 'POST' ? {} : undefined;
      for (const token of [undefined, tokens.guest]) {
        const res = await call(t.app, r.method as 'GET', r.url, { token, body });
        if (guestAllowed.has(key)) expect(res.status, key).toBe(200);
        else expect(res.status, key).toBe(401);
      }
    }
  });
});
