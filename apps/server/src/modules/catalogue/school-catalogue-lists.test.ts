import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/matrix-world.js';
import {
  CLASS_10,
  INSIDERS,
  makeSchoolCatalogueWorld,
  RACK_NAME,
  SCHOOL_CONTENT_TITLE,
  SCHOOL_RACK,
  SIGNED_IN_OUTSIDERS,
  type SchoolCatalogueWorld,
} from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A school's own catalogue is seen only by its people: a content list over the school's rack is 404
// to anyone else, and a list over the class leaves the school's content and placements out. Expected
// values come from the rule (README, catalogue), not from the code.

let t: TestApp;
let w: SchoolCatalogueWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
});
afterAll(() => t.close());

const SV2 = '/api/syllabus-v2';
const get = (url: string, who: Caller) => call(t.app, 'GET', url, { token: w.tokens[who] });
const post = (url: string, who: Caller, body: object) => call(t.app, 'POST', url, { token: w.tokens[who], body });
const idsOf = (items: { content_id: number }[]) => items.map((c) => c.content_id);
const listed = (res: { body: { data: { content_list: { content_id: number }[] } } }) =>
  idsOf(res.body.data.content_list);

/** Lists over a node that take the rack's id (404 for outsiders) or the class's (leaving the school's content out). */
const NODE_LISTS = [
  (node: number) => `${SV2}/contentBySyllabusId/v2.1.1?syllabusId=${node}&endIndex=10`,
  (node: number) => `${SV2}/contentBySyllabusId/v2.0.1?syllabusId=${node}&endIndex=10`,
  (node: number) => `/api/arjuna/groupContentListByPageIndex/v2.1.0?syllabusId=${node}&pageSize=10`,
];

describe('content lists by node', () => {
  it.each(SIGNED_IN_OUTSIDERS)(
    'answer 404 to %s for the school’s rack, as for a node that does not exist',
    async (who) => {
      for (const url of [
        ...NODE_LISTS.map((l) => l(SCHOOL_RACK)),
        `${SV2}/groupCategoryContentBySyllabusId/v2.0.1?syllabusId=${SCHOOL_RACK}`,
      ]) {
        const res = await get(url, who);
        expect(res.status, url).toBe(404);
        expect(JSON.stringify(res.body)).not.toContain(SCHOOL_CONTENT_TITLE);
      }
    },
  );

  it.each(SIGNED_IN_OUTSIDERS)('leave the school’s content out of the class for %s', async (who) => {
    for (const url of [
      ...NODE_LISTS.map((l) => l(CLASS_10)),
      `/api/arjuna/groupContentListByPageIndex/v2.1.0?classId=${CLASS_10}`,
    ]) {
      const res = await get(url, who);
      expect(res.status, url).toBe(200);
      expect(listed(res), url).not.toContain(w.schoolContentId);
      expect(res.body.data.content_list.length, url).toBeGreaterThan(0);
    }
  });

  it.each(INSIDERS)('list the school’s content under its rack and first in its class for %s', async (who) => {
    for (const list of NODE_LISTS) {
      expect(listed(await get(list(SCHOOL_RACK), who))).toEqual(
        expect.arrayContaining([w.schoolContentId, w.schoolLessonId, w.sharedContentId]),
      );
      // Placed at display order 0, it is the first item of the class.
      expect(listed(await get(list(CLASS_10), who))[0]).toBe(w.schoolContentId);
    }
    const byCategory = await get(`${SV2}/groupCategoryContentBySyllabusId/v2.0.1?syllabusId=${SCHOOL_RACK}`, who);
    expect(listed(byCategory)).toContain(w.schoolContentId);
  });
});

describe('contentListBySyllabusIds', () => {
  const url = `${SV2}/contentListBySyllabusIds/v2.1.1?syllabusIds=${SCHOOL_RACK},${CLASS_10}&endIndex=10`;

  it.each(SIGNED_IN_OUTSIDERS)('drops the school’s rack and content for %s', async (who) => {
    const rackOnly = await get(`${SV2}/contentListBySyllabusIds/v2.1.1?syllabusIds=${SCHOOL_RACK}`, who);
    expect(rackOnly.status).toBe(200);
    expect(rackOnly.body.data.content_list).toEqual([]);
    expect(listed(await get(url, who))).not.toContain(w.schoolContentId);
  });

  it.each(INSIDERS)('lists them for %s', async (who) => {
    expect(listed(await get(url, who))[0]).toBe(w.schoolContentId);
  });
});

describe('contentQuickFilter', () => {
  const urls = [`${SV2}/contentQuickFilter`, `${SV2}/contentQuickFilter/v2.1.1`];
  const items = (body: { data: Record<string, { content_id: number }[]> }) =>
    idsOf(body.data.content_detail ?? body.data.lpt_content_detail ?? []);

  it.each(SIGNED_IN_OUTSIDERS)('finds nothing of the school for %s, and 404 on its rack', async (who) => {
    for (const url of urls) {
      const found = await post(url, who, { syllabus_id: CLASS_10, content_list: [w.schoolContentId] });
      expect(found.status).toBe(200);
      expect(items(found.body)).toEqual([]);
      const byTitle = await post(url, who, { syllabus_id: CLASS_10, content_title: 'Sunrise Private' });
      expect(items(byTitle.body)).toEqual([]);
      expect((await post(url, who, { syllabus_id: SCHOOL_RACK })).status).toBe(404);
    }
  });

  it.each(INSIDERS)('finds it for %s', async (who) => {
    for (const url of urls) {
      const found = await post(url, who, { syllabus_id: CLASS_10, content_list: [w.schoolContentId] });
      expect(items(found.body)).toEqual([w.schoolContentId]);
      expect(items((await post(url, who, { syllabus_id: SCHOOL_RACK })).body)).toContain(w.schoolContentId);
    }
  });
});

describe('related and corrective content', () => {
  const related = (id: number) => `${SV2}/relatedContentDetails?contentId=${id}&endIndex=10`;
  const corrective = (id: number) => `${SV2}/correctiveLearningContents?contentIds=${id}&endIndex=10`;

  it.each([...SIGNED_IN_OUTSIDERS, 'guest'] as const)('never lead %s to the school’s content', async (who) => {
    // The school's own item is unknown: nothing is related to it.
    expect((await get(related(w.schoolContentId), who)).body.data).toEqual([]);
    // The platform's item is placed in the platform chapter only, as an outsider sees it.
    const near = await get(related(w.sharedContentId), who);
    expect(idsOf(near.body.data)).not.toContain(w.schoolContentId);
    expect(JSON.stringify(near.body)).not.toContain(SCHOOL_CONTENT_TITLE);
    if (who === 'guest') return; // corrective content is for signed-in learners
    for (const id of [w.schoolContentId, w.sharedContentId]) {
      const after = await get(corrective(id), who);
      expect(idsOf(after.body.data)).not.toContain(w.schoolContentId);
      expect(JSON.stringify(after.body)).not.toContain(RACK_NAME);
    }
  });

  it.each(INSIDERS)('lead %s from one item of the rack to the others', async (who) => {
    expect(idsOf((await get(related(w.schoolContentId), who)).body.data)).toEqual(
      expect.arrayContaining([w.sharedContentId, w.schoolLessonId]),
    );
    expect(idsOf((await get(corrective(w.sharedContentId), who)).body.data)).toContain(w.schoolContentId);
  });
});
