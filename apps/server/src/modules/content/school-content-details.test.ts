import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/matrix-world.js';
import {
  CLASS_10,
  INSIDERS,
  makeSchoolCatalogueWorld,
  OUTSIDERS,
  RACK_NAME,
  SCHOOL_CONTENT_TITLE,
  SCHOOL_CRS_ID,
  SCHOOL_OLD_ID,
  SCHOOL_RACK,
  type SchoolCatalogueWorld,
} from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Content details answer a school's own content only to its people; to anyone else (another
// school's teacher, a default-school learner, a guest) it is missing, and no placement of anything
// names the school's rack. Expected values come from the rule, not from the code.

let t: TestApp;
let w: SchoolCatalogueWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
});
afterAll(() => t.close());

const C = '/api/content';
const as = (who: Caller) => ({ token: w.tokens[who] });
const detailIds = (body: { data: { content_details: { content_id: number }[] } }) =>
  body.data.content_details.map((d) => d.content_id);

/** The POST detail calls by content id, each answering content_details and missing_ids. */
const BY_ID_CALLS = [
  (id: number) => ({ url: `${C}/contentDetails.1.0`, body: { content_ids: [id] } }),
  (id: number) => ({ url: `${C}/v2/guidedModeContentDetailByContentIds`, body: { content_ids: [id] } }),
  (id: number) => ({ url: `${C}/getAllContentDetails`, body: { content_ids: [id] } }),
];

describe('details by id', () => {
  it.each(OUTSIDERS)('answer the school’s content to %s as missing', async (who) => {
    for (const make of BY_ID_CALLS) {
      const { url, body } = make(w.schoolContentId);
      const res = await call(t.app, 'POST', url, { ...as(who), body });
      expect(res.status, url).toBe(200);
      expect(detailIds(res.body), url).toEqual([]);
      expect(JSON.stringify(res.body), url).not.toContain(SCHOOL_CONTENT_TITLE);
    }
    const res = await call(t.app, 'GET', `${C}/v2/contentDetailsByContentIds?contentIds=${w.schoolContentId}`, as(who));
    expect(res.status).toBe(204);
    const old = await call(t.app, 'POST', `${C}/v2/contentDetailByOldContentIds`, {
      ...as(who),
      body: { oldContentIds: [SCHOOL_OLD_ID] },
    });
    expect(old.body.data).toEqual({ content_details: [], missing_ids: [SCHOOL_OLD_ID] });
    expect((await call(t.app, 'GET', `${C}/v2/contentDetailByCrsId?crsId=${SCHOOL_CRS_ID}`, as(who))).status).toBe(404);
  });

  it.each(INSIDERS)('answer it to %s, placed in the school’s rack', async (who) => {
    for (const make of BY_ID_CALLS) {
      const { url, body } = make(w.schoolContentId);
      const res = await call(t.app, 'POST', url, { ...as(who), body });
      expect(res.body.data.content_details[0], url).toMatchObject({
        content_id: w.schoolContentId,
        content_title: SCHOOL_CONTENT_TITLE,
        syllabus_id: SCHOOL_RACK,
        level2_name: RACK_NAME,
      });
    }
    const res = await call(t.app, 'GET', `${C}/v2/contentDetailsByContentIds?contentIds=${w.schoolContentId}`, as(who));
    expect(detailIds(res.body)).toEqual([w.schoolContentId]);
    const old = await call(t.app, 'POST', `${C}/v2/contentDetailByOldContentIds`, {
      ...as(who),
      body: { oldContentIds: [SCHOOL_OLD_ID] },
    });
    expect(detailIds(old.body)).toEqual([w.schoolContentId]);
    const crs = await call(t.app, 'GET', `${C}/v2/contentDetailByCrsId?crsId=${SCHOOL_CRS_ID}`, as(who));
    expect(crs.body.data).toMatchObject({ content_id: w.schoolContentId, content_title: SCHOOL_CONTENT_TITLE });
  });
});

describe('details under a node and search', () => {
  it.each(OUTSIDERS)('find nothing of the school for %s', async (who) => {
    for (const syllabus_id of [SCHOOL_RACK, CLASS_10]) {
      const all = await call(t.app, 'POST', `${C}/getAllContentDetails`, { ...as(who), body: { syllabus_id } });
      expect(detailIds(all.body)).not.toContain(w.schoolContentId);
      const search = await call(t.app, 'POST', `${C}/v2/searchContentBySyllabus`, {
        ...as(who),
        body: { syllabus_id, search_text: 'Sunrise' },
      });
      expect(search.body.data).toMatchObject({ content_details: [], total_count: 0 });
    }
    const rack = await call(t.app, 'POST', `${C}/getAllContentDetails`, {
      ...as(who),
      body: { syllabus_id: SCHOOL_RACK },
    });
    expect(detailIds(rack.body)).toEqual([]);
  });

  it.each(INSIDERS)('find the school’s content for %s', async (who) => {
    const all = await call(t.app, 'POST', `${C}/getAllContentDetails`, {
      ...as(who),
      body: { syllabus_id: SCHOOL_RACK },
    });
    expect(detailIds(all.body)).toEqual(expect.arrayContaining([w.schoolContentId, w.sharedContentId]));
    const search = await call(t.app, 'POST', `${C}/v2/searchContentBySyllabus`, {
      ...as(who),
      body: { syllabus_id: CLASS_10, search_text: 'Sunrise' },
    });
    expect(detailIds(search.body)).toEqual(expect.arrayContaining([w.schoolContentId, w.schoolLessonId]));
  });
});

describe('the interactive lesson', () => {
  const url = () => `${C}/interactiveLesson/${w.schoolLessonId}`;

  it.each(['otherTeacher', 'freeStudent', 'otherStudent'] as const)('is 404 for %s', async (who) => {
    const res = await call(t.app, 'GET', url(), as(who));
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Sunrise Olympiad Lesson');
  });

  it('opens for the school’s learner', async () => {
    const res = await call(t.app, 'GET', url(), as('student'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ content_id: w.schoolLessonId, title: 'Sunrise Olympiad Lesson' });
  });
});

describe('content bundles kept in memory', () => {
  it('never give another school’s viewer what was read for the school', async () => {
    const ask = (who: Caller, id: number) =>
      call(t.app, 'POST', `${C}/contentDetails.1.0`, { ...as(who), body: { content_ids: [id] } });
    // The school's learner reads first: both bundles are now kept.
    const own = (await ask('student', w.schoolContentId)).body.data.content_details;
    expect(own.map((d: { content_id: number }) => d.content_id)).toEqual([w.schoolContentId]);
    const shared = (await ask('student', w.sharedContentId)).body.data.content_details[0];
    expect(shared).toMatchObject({ syllabus_id: SCHOOL_RACK, level2_name: RACK_NAME });

    for (const who of ['otherTeacher', 'freeStudent', 'guest', 'anonymous'] as const) {
      expect((await ask(who, w.schoolContentId)).body.data.content_details).toEqual([]);
      const seen = (await ask(who, w.sharedContentId)).body.data.content_details[0];
      // The platform's item is placed where an outsider can see it: the platform chapter.
      expect(seen).toMatchObject({ content_id: w.sharedContentId, syllabus_id: w.platformChapterId });
      expect(JSON.stringify(seen)).not.toContain(RACK_NAME);
    }
    // The school's learner still gets the school's placement from the same kept bundle.
    expect((await ask('teacher', w.sharedContentId)).body.data.content_details[0]).toMatchObject({
      syllabus_id: SCHOOL_RACK,
    });
  });
});
