import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeContent, makePaper, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>, as = token) =>
  call(t.app, 'POST', `/api${path}`, { token: as, body });
const get = (path: string, as = token) => call(t.app, 'GET', `/api${path}`, { token: as });

/** set, set again, unset, toggle twice: every kind behaves the same way. */
async function expectToggles(write: (state?: unknown) => ReturnType<typeof call>, read: () => Promise<0 | 1>) {
  const states: number[] = [];
  for (const state of [true, 1, false, undefined, undefined]) {
    const res = await write(state);
    expect(res.status).toBe(200);
    expect(res.body.status_code).toBe(200);
    states.push(res.body.data.is_bookmarked);
    expect(await read()).toBe(res.body.data.is_bookmarked);
  }
  expect(states).toEqual([1, 1, 0, 1, 0]);
}

describe('bookmark kinds toggle (set, set again, unset, toggle)', () => {
  it('content, on both paths, with status by contentId', async () => {
    const content = await makeContent(t.db, { title: 'Acids and Bases' });
    for (const path of ['/mis/v2/bookmarkContentUniversity', '/mis/v2/bookmarkContent/v2.1.0']) {
      await expectToggles(
        (setBookmarkState) =>
          post(path, { contentId: content.content_id, groupId: 12, groupName: 'Videos', setBookmarkState }),
        async () =>
          (await get(`/mis/v2/contentBookmarkedStatusUniversity?contentId=${content.content_id}`)).body.data
            .is_bookmarked,
      );
    }
  });

  it('syllabus nodes, with status for several ids', async () => {
    await expectToggles(
      (bookmark_state) => post('/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', { syllabusId: 20001, bookmark_state }),
      async () =>
        (await get('/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0?syllabusId=20001')).body.data.syllabus[0]
          .is_bookmarked,
    );
    await post('/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', { syllabusId: 20002, setBookmarkState: true });
    const res = await get('/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0?syllabusIds=20001,20002');
    expect(res.body.data.syllabus).toEqual([
      { syllabus_id: 20001, is_bookmarked: 0 },
      { syllabus_id: 20002, is_bookmarked: 1 },
    ]);
  });

  it('papers, on both paths', async () => {
    const paper = await makePaper(t.db);
    for (const path of [
      '/paperCreation/bookmarkUnbookmarkPaperUniversity',
      '/paperCreation/v2/bookmarkUnbookmarkPaper',
    ]) {
      await expectToggles(
        (setBookmarkState) => post(path, { paper_id: paper.paper_id, setBookmarkState }),
        async () =>
          (await post('/paperCreation/v2/checkPaperBookmarkStatus', { paper_ids: [paper.paper_id] })).body.data
            .papers[0].is_bookmarked,
      );
    }
  });

  it('questions, on all three paths, with the count and the flags by question ids', async () => {
    const paths = [
      '/question-msa-test/question/bookmarkQuestionUniversity',
      '/question-msa-test/question/questionBookmark',
      '/question-msa-test/question/v2/bookmarkQuestion',
    ];
    for (const path of paths) {
      await expectToggles(
        (setBookmarkState) => post(path, { question_id: 'Q-77', setBookmarkState }),
        async () =>
          (await post('/question-msa-test/question/bookmarkLikeDislikeFlagByQuestionIds', { question_ids: ['Q-77'] }))
            .body.data.questions[0].is_bookmarked,
      );
    }
    await post(paths[0]!, { question_id: 501, setBookmarkState: 1, syllabusId: 30 });
    await post(paths[0]!, { question_id: 502, setBookmarkState: 1 });
    expect((await post('/question-msa-test/question/v2/questionBookmarkedCount', {})).body.data.count).toBe(2);
    expect(
      (await post('/question-msa-test/question/v2/questionBookmarkedCount', { syllabus_id: 30 })).body.data.count,
    ).toBe(1);
    const flags = await post('/question-msa-test/question/bookmarkLikeDislikeFlagByQuestionIds', {
      question_ids: [501, 999],
    });
    expect(flags.body.data.questions).toEqual([
      { question_id: '501', is_bookmarked: 1, is_liked: null, is_disliked: null },
      { question_id: '999', is_bookmarked: 0, is_liked: null, is_disliked: null },
    ]);
  });

  // Real recordings toggle in modules/recordings/recordings.test.ts (a learner of the class's section).
  it('recorded lectures, on both paths: only a recording the learner may watch is set (404 otherwise)', async () => {
    for (const path of [
      '/live-class/student/bookmarkRecordedLectureUniversity',
      '/live-class/student/v2/bookmarkRecordedLecture',
    ]) {
      const body = { video_id: 'vid-9', class_id: 1010, board_id: 1, package_details: { package_id: 11 } };
      expect((await post(path, { ...body, set_bookmark_state: true })).status).toBe(404);
      expect((await post(path, body)).status).toBe(404);
      const unset = await post(path, { ...body, set_bookmark_state: false });
      expect(unset.body).toMatchObject({ status_code: 200, data: { is_bookmarked: 0 } });
    }
  });
});

describe('paper bookmark status batches', () => {
  it('answers 10 papers and refuses 11, naming paper_ids', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => 40_000 + i);
    for (const path of [
      '/paperCreation/checkPaperBookmarkStatusUniversity',
      '/paperCreation/v2/checkPaperBookmarkStatus',
    ]) {
      const ten = await post(path, { paper_ids: ids.slice(0, 10) });
      expect(ten.status).toBe(200);
      expect(ten.body.data.papers).toHaveLength(10);
      const eleven = await post(path, { paper_ids: ids });
      expect(eleven.status).toBe(400);
      expect(eleven.body.errors).toEqual([expect.objectContaining({ field: 'paper_ids' })]);
    }
  });
});

describe('bookmarkedPaperListAndCountUniversity', () => {
  it('answers status 200 with a page of papers, newest first, and the total count', async () => {
    const me = await tokenOf(t.app, await makeUser(t.db));
    const papers = [];
    for (let i = 0; i < 5; i++)
      papers.push(await makePaper(t.db, { name: `Class 10 Science Test ${i}`, syllabusId: 700 }));
    for (const [i, p] of papers.entries()) {
      const res = await post(
        '/paperCreation/bookmarkUnbookmarkPaperUniversity',
        { paper_id: p.paper_id, setBookmarkState: true, l1_syllabus_id: i % 2 ? 9 : null },
        me,
      );
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 3));
    }
    const page = await post('/paperCreation/bookmarkedPaperListAndCountUniversity', { page_size: 2, page_no: 2 }, me);
    expect(page.status).toBe(200);
    expect(page.body.status).toBe(200);
    expect(page.body.data).toMatchObject({ total_count: 5, page_no: 2, page_size: 2 });
    expect(page.body.data.papers).toEqual([
      expect.objectContaining({
        paper_id: papers[2]!.paper_id,
        paper_name: 'Class 10 Science Test 2',
        syllabus_id: 700,
      }),
      expect.objectContaining({ paper_id: papers[1]!.paper_id, l1_syllabus_id: 9 }),
    ]);
    const filtered = await post('/paperCreation/bookmarkedPaperListAndCountUniversity', { l1_syllabus_id: 9 }, me);
    expect(filtered.body.data.total_count).toBe(2);
  });
});

describe('GET /api/learning/bookmarks', () => {
  it('lists one kind with titles, the content’s kind and thumbnail, and the kept payload', async () => {
    const me = await tokenOf(t.app, await makeUser(t.db));
    const content = await makeContent(t.db, {
      title: 'Light: Reflection',
      kind: 'pdf',
      thumbnailKey: 'thumbs/light.jpg',
    });
    await post(
      '/mis/v2/bookmarkContentUniversity',
      { contentId: content.content_id, setBookmarkState: 1, syllabusId: 20010, package_ids: [11] },
      me,
    );
    await post('/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', { syllabusId: 20010, setBookmarkState: 1 }, me);
    const res = await get('/learning/bookmarks?kind=content', me);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'content', total_count: 1, page_no: 1, page_size: 20 });
    expect(res.body.data.items).toEqual([
      expect.objectContaining({
        item_id: String(content.content_id),
        title: 'Light: Reflection',
        content_kind: 'pdf',
        thumbnail_key: 'thumbs/light.jpg',
        syllabus_id: 20010,
        details: { package_ids: [11] },
      }),
    ]);
    const bad = await get('/learning/bookmarks?kind=nonsense', me);
    expect(bad.status).toBe(400);
  });
});
