import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestToken, loginToken, makeCatalogueTree } from '../../test/catalogue-factories.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let tree: Awaited<ReturnType<typeof makeCatalogueTree>>;
let student: string;
let guest: string;

beforeAll(async () => {
  t = await createTestApp();
  tree = await makeCatalogueTree(t.db);
  const s = await makeUser(t.db, {});
  student = await loginToken(t.app, s.email!, TEST_PASSWORD);
  guest = await guestToken(t.app);
});
afterAll(() => t.close());

const ids = (items: { content_id: number }[]) => items.map((c) => c.content_id);
const get = (url: string, token = student) => call(t.app, 'GET', url, { token });

describe('contentBySyllabusId (v2.1.1 and v2.0.1)', () => {
  it('lists content under a chapter (any depth) with the specs’ fields, 1 to 10 by default', async () => {
    for (const v of ['v2.1.1', 'v2.0.1']) {
      const res = await get(
        `/api/syllabus-v2/contentBySyllabusId/${v}?syllabusId=${tree.chapterId}&uuid=x&schoolId=1&isGlobal=1&listingType=1&userType=student`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ version: 1, start_index: 1, end_index: 10, has_more: true });
      expect(res.body.data.content_list).toHaveLength(10);
      expect(res.body.data.content_list[0]).toEqual(
        expect.objectContaining({
          content_id: tree.contents[0]!.content_id,
          content_title: 'Balancing Chemical Equations — Concept Video 1',
          content_kind: 'video',
          syllabus_mapping_id: expect.any(Number),
          syllabus_id: tree.topicIds[0],
          group_id: tree.groups.learn,
          group_name: 'Concept Videos',
          group_category_id: 1,
          thumbnail: 'thumbs/video.png',
          total_media_time: '01:02:03',
          version: 1,
          has_media: true,
          tag_data: expect.arrayContaining([
            { tag_id: 2, tag_name: 'Board Exam', tag_value_id: tree.tags.important, tag_value: 'Important' },
          ]),
        }),
      );
    }
  });

  it('holds ranges within 10, pages on, and filters by group, category, language variant and tag', async () => {
    const base = `/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${tree.topicIds[0]}`;
    const wide = (await get(`${base}&startIndex=3&endIndex=40`)).body.data;
    expect([wide.start_index, wide.end_index, wide.content_list.length]).toEqual([3, 12, 10]);
    const last = (await get(`${base}&startIndex=11&endIndex=20`)).body.data;
    expect(last.content_list).toHaveLength(5);
    expect(last.has_more).toBe(false);

    const practice = (await get(`${base}&groupCategoryId=2`)).body.data.content_list;
    expect(practice.map((c: { content_kind: string }) => c.content_kind)).toEqual(['html']);
    const premium = (await get(`${base}&groupId=${tree.groups.premium}`)).body.data.content_list;
    expect(premium.map((c: { content_title: string }) => c.content_title)).toEqual([
      'Balancing Chemical Equations — Board Exam Special',
    ]);
    // The Hindi variant lists its default-language group's content; so does groupParentId.
    expect((await get(`${base}&groupId=${tree.groups.hindi}&endIndex=20`)).body.data.content_list).toHaveLength(10);
    expect((await get(`${base}&groupParentId=${tree.groups.learn}`)).body.data.content_list).toHaveLength(10);
    const hard = (
      await get(
        `/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${tree.subjectId}&dynamicTagValueId=${tree.tags.hard}&endIndex=20`,
      )
    ).body.data.content_list;
    expect(hard).toHaveLength(10);
    expect(hard.every((c: { syllabus_id: number }) => c.syllabus_id === tree.topicIds[1])).toBe(true);
  });

  it('answers an empty list without syllabusId, 400 for a malformed one, 401 without a user, and 304 on a held ETag', async () => {
    expect((await get('/api/syllabus-v2/contentBySyllabusId/v2.1.1')).body.data.content_list).toEqual([]);
    const bad = await get('/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=ten');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('syllabusId');
    const url = `/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${tree.chapterId}`;
    expect((await call(t.app, 'GET', url)).status).toBe(401);
    expect((await get(url, guest)).status).toBe(401);
    const first = await get(url);
    const held = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${student}`, 'if-none-match': first.headers.etag as string },
    });
    expect(held.statusCode).toBe(304);
  });
});

describe('other content lists', () => {
  it('groupCategoryContentBySyllabusId answers one category, 1 to 15', async () => {
    const res = await get(
      `/api/syllabus-v2/groupCategoryContentBySyllabusId/v2.0.1?syllabusId=${tree.chapterId}&groupCategoryId=1&endIndex=99`,
    );
    expect(res.body.data.end_index).toBe(15);
    expect(res.body.data.content_list).toHaveLength(15);
    expect(res.body.data.content_list.every((c: { group_category_id: number }) => c.group_category_id === 1)).toBe(
      true,
    );
    expect(
      (await get(`/api/syllabus-v2/groupCategoryContentBySyllabusId/v2.0.1?syllabusId=${tree.chapterId}`)).body.data
        .content_list,
    ).toHaveLength(15);
  });

  it('groupContentListByPageIndex pages a group by pageIndex and pageSize (at most 50)', async () => {
    const url = `/api/arjuna/groupContentListByPageIndex/v2.1.0?boardId=${tree.boardId}&classId=${tree.classId}&syllabusId=${tree.chapterId}&groupId=${tree.groups.learn}&aggregatorMode=1&userType=student`;
    const page2 = (await get(`${url}&pageSize=5&pageIndex=2`)).body.data;
    expect([page2.start_index, page2.end_index, page2.has_more]).toEqual([6, 10, true]);
    expect(ids(page2.content_list)).toEqual(
      tree.contents
        .filter((c) => c.groupId === tree.groups.learn)
        .slice(5, 10)
        .map((c) => c.content_id),
    );
    expect((await get(`${url}&pageSize=51`)).status).toBe(400);
    expect((await get(`${url}&pageSize=50`)).body.data.content_list).toHaveLength(24);
  });

  it('contentListBySyllabusIds lists content under several nodes', async () => {
    const res = await get(
      `/api/syllabus-v2/contentListBySyllabusIds/v2.1.1?syllabusIds=${tree.topicIds.join(',')}&groupCategoryId=3`,
    );
    expect(res.body.data.content_list.map((c: { content_kind: string }) => c.content_kind)).toEqual([
      'practice_test',
      'practice_test',
    ]);
    expect((await get('/api/syllabus-v2/contentListBySyllabusIds/v2.1.1?syllabusIds=')).body.data.content_list).toEqual(
      [],
    );
  });

  it('relatedContentDetails (guest-allowed): same chapter, sharing tags first, without the item', async () => {
    const item = tree.contents.find((c) => c.topicId === tree.topicIds[1] && c.kind === 'html')!;
    for (const token of [undefined, guest, student]) {
      const res = await call(t.app, 'GET', `/api/syllabus-v2/relatedContentDetails?contentId=${item.content_id}`, {
        token,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(10);
      expect(ids(res.body.data)).not.toContain(item.content_id);
      // Every item of the second topic is Hard like this one: they come first.
      expect(res.body.data.every((c: { syllabus_id: number }) => c.syllabus_id === tree.topicIds[1])).toBe(true);
    }
    expect((await call(t.app, 'GET', '/api/syllabus-v2/relatedContentDetails')).body.data).toEqual([]);
  });

  it('correctiveLearningContents answers learn content of the same topic first', async () => {
    const test = tree.contents.find((c) => c.topicId === tree.topicIds[1] && c.kind === 'practice_test')!;
    const res = await get(`/api/syllabus-v2/correctiveLearningContents?contentIds=${test.content_id}`);
    expect(res.body.data).toHaveLength(10);
    expect(
      res.body.data.every(
        (c: { group_category_id: number; syllabus_id: number }) =>
          c.group_category_id === 1 && c.syllabus_id === tree.topicIds[1],
      ),
    ).toBe(true);
    expect((await get('/api/syllabus-v2/correctiveLearningContents?contentIds=')).body.data).toEqual([]);
  });

  it('contentQuickFilter filters by title and tags; v2.1.1 answers lpt_content_detail', async () => {
    const body = {
      syllabus_id: tree.chapterId,
      version: 1,
      content_title: 'board exam SPECIAL',
      tag_value_ids: [tree.tags.hard],
    };
    const plain = await call(t.app, 'POST', '/api/syllabus-v2/contentQuickFilter', { token: student, body });
    expect(plain.body.data.content_detail.map((c: { content_title: string }) => c.content_title)).toEqual([
      'Types of Chemical Reactions — Board Exam Special',
    ]);
    const lpt = await call(t.app, 'POST', '/api/syllabus-v2/contentQuickFilter/v2.1.1', { token: student, body });
    expect(lpt.body.data.lpt_content_detail).toEqual(plain.body.data.content_detail);
    const wildcard = await call(t.app, 'POST', '/api/syllabus-v2/contentQuickFilter', {
      token: student,
      body: { syllabus_id: tree.chapterId, content_title: '%' },
    });
    expect(wildcard.body.data.content_detail).toEqual([]);
    const none = await call(t.app, 'POST', '/api/syllabus-v2/contentQuickFilter', { token: student, body: {} });
    expect(none.body.data.content_detail).toEqual([]);
  });
});

describe('counts and tags', () => {
  it('syllabusContentCount, syllabusChildLayerCount, groupCountBySyllabusIdUniversity, tagDetailByID', async () => {
    expect((await get(`/api/syllabus-v2/syllabusContentCount?syllabusId=${tree.subjectId}`)).body.data).toEqual([
      { group_category_id: 1, group_category_name: 'learn', content_count: 26 },
      { group_category_id: 2, group_category_name: 'practice', content_count: 2 },
      { group_category_id: 3, group_category_name: 'test', content_count: 2 },
    ]);
    const layers = (await get(`/api/syllabus-v2/syllabusChildLayerCount?syllabusId=${tree.chapterId}`)).body.data;
    expect(layers.map((l: { syllabus_id: number; content_count: number }) => [l.syllabus_id, l.content_count])).toEqual(
      tree.topicIds.map((id) => [id, 15]),
    );
    const perClass = (await get(`/api/syllabus-v2/syllabusChildLayerCount?syllabusId=${tree.classId}`)).body.data;
    // The subject's one chapter: its e-book is not a chapter, so the tile counts what the list shows.
    expect(perClass).toEqual([
      expect.objectContaining({ syllabus_id: tree.subjectId, child_count: 1, content_count: 30 }),
    ]);
    const groups = (await get(`/api/syllabus-v2/groupCountBySyllabusIdUniversity?syllabusId=${tree.topicIds[0]}`)).body
      .data;
    expect(groups).toEqual([
      { group_id: tree.groups.learn, group_name: 'Concept Videos', group_category_id: 1, content_count: 12 },
      { group_id: tree.groups.premium, group_name: 'High Weightage Content', group_category_id: 1, content_count: 1 },
      { group_id: tree.groups.practice, group_name: 'Practice Activities', group_category_id: 2, content_count: 1 },
      { group_id: tree.groups.test, group_name: 'Chapter Tests', group_category_id: 3, content_count: 1 },
    ]);
    const tags = (await get(`/api/syllabus-v2/tagDetailByID?tagIds=1&tagValueIds=${tree.tags.important}`)).body.data;
    expect(tags.map((x: { tag_value: string }) => x.tag_value)).toEqual(['Easy', 'Hard', 'Important']);
    expect((await get('/api/syllabus-v2/syllabusContentCount')).body.data).toEqual([]);
  });
});
