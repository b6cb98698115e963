import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParent, makeSchoolWorld, makeUser } from '../../test/factories.js';
import { eventId, guestToken, makeContent, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { PROGRESS_PATHS } from './progress.routes.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
let otherStudent: Awaited<ReturnType<typeof makeUser>>;
let contentId: number;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeSchoolWorld(t.db);
  otherStudent = await makeUser(t.db, { schoolId: world.school.school_id });
  contentId = (await makeContent(t.db)).content_id;
});
afterAll(() => t.close());

const progressBody = (uuid?: string) => ({
  uuid,
  client_event_id: eventId(),
  content_id: contentId,
  total_consumption_time: 12,
  total_media_time: '00:05:00',
  source: 2,
});

/** One call of each shape (progress write and reads, bookmark write and reads) naming `uuid`. */
function callsFor(uuid: string) {
  const q = `uuid=${uuid}`;
  return [
    ['POST', '/api/mis/v2/addLearningProgress', progressBody(uuid)],
    ['GET', `/api/mis/getContentResumeTime?${q}&contentId=${contentId}`],
    ['GET', `/api/mis/getCategoryContent?${q}&groupCategoryId=1`],
    ['GET', `/api/mis/recentContent.2.0?${q}`],
    ['POST', '/api/mis/v2/recentActivityContentCount/v2.3.0', { uuid }],
    ['POST', '/api/mis/v2/bookmarkContentUniversity', { uuid, contentId, setBookmarkState: true }],
    ['GET', `/api/mis/v2/contentBookmarkedStatusUniversity?${q}&contentId=${contentId}`],
    ['POST', '/api/paperCreation/bookmarkedPaperListAndCountUniversity', { uuid }],
    ['POST', '/api/question-msa-test/question/v2/questionBookmarkedCount', { uuid }],
    ['GET', `/api/learning/bookmarks?${q}&kind=content`],
  ] as const;
}

async function statuses(token: string | undefined, uuid: string) {
  const out: [string, number, string | undefined][] = [];
  for (const [method, url, body] of callsFor(uuid)) {
    const res = await call(t.app, method, url, { token, ...(body ? { body } : {}) });
    out.push([url, res.status, res.body.error_code]);
  }
  return out;
}

describe('who may read and write whose progress and bookmarks', () => {
  it('lets a learner act for themselves, by uuid or by leaving it out', async () => {
    const token = await tokenOf(t.app, world.student);
    for (const [url, status] of await statuses(token, world.student.uuid)) expect([url, status]).toEqual([url, 200]);
    const res = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', { token, body: progressBody() });
    expect(res.body.data.total_consumption_time).toBe(24);
  });

  it('refuses a student reading or writing another student’s records (403 FORBIDDEN)', async () => {
    const token = await tokenOf(t.app, otherStudent);
    for (const [url, status, code] of await statuses(token, world.student.uuid)) {
      expect([url, status, code]).toEqual([url, 403, 'FORBIDDEN']);
    }
  });

  it('lets a parent act for a linked child, and sees what the child did', async () => {
    const token = await tokenOf(t.app, world.parent);
    for (const [url, status] of await statuses(token, world.student.uuid)) expect([url, status]).toEqual([url, 200]);
    const resume = await call(
      t.app,
      'GET',
      `/api/mis/getContentResumeTime?uuid=${world.student.uuid}&contentId=${contentId}`,
      { token },
    );
    expect(resume.body.data.contents[0].total_consumption_time).toBe(36);
  });

  it('refuses a parent naming a child not linked to them (403 NOT_LINKED_CHILD)', async () => {
    const token = await tokenOf(t.app, world.parent);
    for (const [url, status, code] of await statuses(token, otherStudent.uuid)) {
      expect([url, status, code]).toEqual([url, 403, 'NOT_LINKED_CHILD']);
    }
  });

  it('lets staff write their own progress and bookmarks, but not a learner’s', async () => {
    const token = await tokenOf(t.app, world.teacher);
    const own = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', { token, body: progressBody() });
    expect(own.status).toBe(200);
    const mark = await call(t.app, 'POST', '/api/mis/v2/bookmarkContentUniversity', { token, body: { contentId } });
    expect(mark.body.data.is_bookmarked).toBe(1);
    const other = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
      token,
      body: progressBody(world.student.uuid),
    });
    expect(other.status).toBe(403);
  });

  it('refuses guests and calls without a token (401)', async () => {
    const guest = await guestToken(t.app);
    for (const token of [guest, undefined]) {
      for (const [url, status, code] of await statuses(token, world.student.uuid)) {
        expect([url, status, code]).toEqual([url, 401, 'UNAUTHENTICATED']);
      }
    }
  });

  it('guards every learning route as user', () => {
    const paths = [
      ...PROGRESS_PATHS,
      '/mis/getContentResumeTime',
      '/mis/getCategoryContent',
      '/mis/recentContent.2.0',
      '/mis/v2/recentActivityContentCount/v2.3.0',
      '/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0',
      '/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0',
      '/mis/v2/bookmarkContentUniversity',
      '/mis/v2/bookmarkContent/v2.1.0',
      '/mis/v2/contentBookmarkedStatusUniversity',
      '/paperCreation/bookmarkUnbookmarkPaperUniversity',
      '/paperCreation/v2/bookmarkUnbookmarkPaper',
      '/paperCreation/checkPaperBookmarkStatusUniversity',
      '/paperCreation/v2/checkPaperBookmarkStatus',
      '/paperCreation/bookmarkedPaperListAndCountUniversity',
      '/question-msa-test/question/bookmarkQuestionUniversity',
      '/question-msa-test/question/questionBookmark',
      '/question-msa-test/question/v2/bookmarkQuestion',
      '/question-msa-test/question/v2/questionBookmarkedCount',
      '/question-msa-test/question/bookmarkLikeDislikeFlagByQuestionIds',
      '/live-class/student/bookmarkRecordedLectureUniversity',
      '/live-class/student/v2/bookmarkRecordedLecture',
      '/learning/bookmarks',
    ].map((p) => `/api${p}`);
    const guards = t.app.routeGuards.filter((r) => r.method !== 'HEAD' && paths.includes(r.url));
    expect(guards.map((r) => r.url).sort()).toEqual([...paths].sort());
    for (const r of guards) expect([r.url, r.guard]).toEqual([r.url, 'user']);
  });
});

describe('a second linked child', () => {
  it('is reachable by the parent once linked', async () => {
    const child = await makeUser(t.db, { userTypeId: UserType.Student });
    await linkParent(t.db, world.parent.uuid, child.uuid);
    const token = await tokenOf(t.app, world.parent);
    const res = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', { token, body: progressBody(child.uuid) });
    expect(res.body.data.total_consumption_time).toBe(12);
  });
});
