import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/matrix-world.js';
import {
  CBSE,
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

// Counts count what the lists list: another school's rack is 404, its content and its placements
// count for nobody else. The class's tree and its offline copy hold the school's racks and content
// only for its people. Expected values come from the rule, not from the code.

let t: TestApp;
let w: SchoolCatalogueWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
});
afterAll(() => t.close());

const SV2 = '/api/syllabus-v2';
const get = (url: string, who: Caller) => call(t.app, 'GET', url, { token: w.tokens[who] });
const total = (rows: { content_count: number }[]) => rows.reduce((n, r) => n + r.content_count, 0);
/** Mappings in the school's rack: its content, its lesson, and the platform's item placed there too. */
const RACK_MAPPINGS = 3;

describe('counts', () => {
  const counts = (node: number) => [
    `${SV2}/syllabusContentCount?syllabusId=${node}`,
    `${SV2}/groupCountBySyllabusIdUniversity?syllabusId=${node}`,
  ];

  it.each(SIGNED_IN_OUTSIDERS)('answer 404 to %s on the school’s rack', async (who) => {
    for (const url of [
      ...counts(SCHOOL_RACK),
      `${SV2}/syllabusChildLayerCount?syllabusId=${SCHOOL_RACK}`,
      `${SV2}/groupListBySyllabusId/v2.1.1?syllabusId=${SCHOOL_RACK}`,
      `/api/arjuna/syllabusData/v2.1.2?syllabusId=${SCHOOL_RACK}`,
    ]) {
      expect((await get(url, who)).status, url).toBe(404);
    }
  });

  it('count the rack’s mappings in the class for the school’s people only', async () => {
    for (const url of counts(CLASS_10)) {
      const outsider = total((await get(url, 'otherTeacher')).body.data);
      expect(total((await get(url, 'freeStudent')).body.data)).toBe(outsider);
      for (const who of INSIDERS)
        expect(total((await get(url, who)).body.data), `${url} ${who}`).toBe(outsider + RACK_MAPPINGS);
    }
    for (const who of INSIDERS) {
      expect(total((await get(counts(SCHOOL_RACK)[0]!, who)).body.data)).toBe(RACK_MAPPINGS);
    }
  });

  it('list the rack among the class’s children with its count for the school’s people only', async () => {
    const url = `${SV2}/syllabusChildLayerCount?syllabusId=${CLASS_10}`;
    for (const who of SIGNED_IN_OUTSIDERS) {
      const children = (await get(url, who)).body.data as { syllabus_id: number; syllabus_name: string }[];
      expect(children.map((c) => c.syllabus_id)).not.toContain(SCHOOL_RACK);
      expect(JSON.stringify(children)).not.toContain(RACK_NAME);
    }
    for (const who of INSIDERS) {
      const rack = (await get(url, who)).body.data.find((c: { syllabus_id: number }) => c.syllabus_id === SCHOOL_RACK);
      expect(rack).toMatchObject({ syllabus_name: RACK_NAME, content_count: RACK_MAPPINGS });
    }
  });

  it('name the rack as a place of a group for the school’s people only', async () => {
    const group = 3001;
    const url = `${SV2}/groupSyllabusMappingList?boardId=${CBSE}&classId=${CLASS_10}&groupIds=${group}`;
    const places = async (who: Caller) =>
      ((await get(url, who)).body.data as { syllabus_id: number }[]).map((p) => p.syllabus_id);
    for (const who of SIGNED_IN_OUTSIDERS) expect(await places(who)).not.toContain(SCHOOL_RACK);
    for (const who of INSIDERS) expect(await places(who)).toContain(SCHOOL_RACK);
  });
});

describe('the class as a whole', () => {
  const offline = `/api/arjuna/classDetail?boardId=${CBSE}&classId=${CLASS_10}&aggregatorMode=2`;

  it.each(SIGNED_IN_OUTSIDERS)('gives %s neither the rack nor the school’s content offline', async (who) => {
    const data = (await get(offline, who)).body.data;
    expect(data.subjects.map((s: { syllabus_id: number }) => s.syllabus_id)).not.toContain(SCHOOL_RACK);
    expect(data.contents.map((c: { content_id: number }) => c.content_id)).not.toContain(w.schoolContentId);
    // The platform's item is there, in its platform chapter only.
    const shared = data.contents.filter((c: { content_id: number }) => c.content_id === w.sharedContentId);
    expect(shared.map((c: { syllabus_id: number }) => c.syllabus_id)).toEqual([w.platformChapterId]);
    expect(JSON.stringify(data)).not.toContain(SCHOOL_CONTENT_TITLE);
    expect(JSON.stringify(data)).not.toContain(RACK_NAME);
  });

  it.each(INSIDERS)('gives %s both', async (who) => {
    const data = (await get(offline, who)).body.data;
    expect(data.subjects.map((s: { syllabus_id: number }) => s.syllabus_id)).toContain(SCHOOL_RACK);
    expect(data.contents.map((c: { content_id: number }) => c.content_id)).toContain(w.schoolContentId);
  });

  it('shows a parent the racks of the child’s school', async () => {
    const children = (await get(`${SV2}/childList?syllabusId=${CLASS_10}`, 'parent')).body.data.child_list;
    expect(children.map((c: { syllabus_id: number }) => c.syllabus_id)).toContain(SCHOOL_RACK);
    const other = (await get(`${SV2}/childList?syllabusId=${CLASS_10}`, 'otherParent')).body.data.child_list;
    expect(other.map((c: { syllabus_id: number }) => c.syllabus_id)).not.toContain(SCHOOL_RACK);
  });
});

describe('the data behind it', () => {
  it('every mapping carries the school of the rack it lies in (none in the platform’s tree)', async () => {
    const rows = await t.db
      .selectFrom('content_mappings as m')
      .innerJoin('syllabus_nodes as n', 'n.syllabus_id', 'm.syllabus_id')
      .select(['m.syllabus_mapping_id', 'm.school_id', 'n.school_id as node_school_id'])
      .execute();
    expect(rows.length).toBeGreaterThan(1000);
    expect(rows.filter((r) => r.school_id !== r.node_school_id)).toEqual([]);
    expect(rows.filter((r) => r.school_id === 501)).toHaveLength(RACK_MAPPINGS);
  });
});

describe('answers kept in memory', () => {
  it('never serve an answer built for the school to a viewer of another school, nor its ETag', async () => {
    const url = `${SV2}/contentBySyllabusId/v2.1.1?syllabusId=${CLASS_10}&endIndex=10`;
    const ids = (res: { body: { data: { content_list: { content_id: number }[] } } }) =>
      res.body.data.content_list.map((c) => c.content_id);
    // The school's learner fills the cache first; learners of other schools have the same user type.
    const mine = await get(url, 'student');
    expect(ids(mine)[0]).toBe(w.schoolContentId);
    for (const who of ['otherStudent', 'freeStudent'] as const) {
      expect(ids(await get(url, who))).not.toContain(w.schoolContentId);
      const held = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${w.tokens[who]}`, 'if-none-match': String(mine.headers.etag) },
      });
      expect(held.statusCode).toBe(200);
      expect(held.json().data.content_list.map((c: { content_id: number }) => c.content_id)).not.toContain(
        w.schoolContentId,
      );
    }
    // And the other way round: a cached outsider answer is not the school's.
    expect(ids(await get(url, 'teacher'))[0]).toBe(w.schoolContentId);
  });
});
