import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../test/matrix-world.js';
import {
  makeSchoolCatalogueWorld,
  RACK_NAME,
  SCHOOL_CONTENT_TITLE,
  SCHOOL_RACK,
  type SchoolCatalogueWorld,
} from '../../test/school-catalogue-world.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Bookmarks and progress hold whatever ids a person sent; the catalogue's titles come with them only
// for what the person sees. Bookmarking another school's content id does not reveal its title.

let t: TestApp;
let w: SchoolCatalogueWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolCatalogueWorld(t);
});
afterAll(() => t.close());

const as = (who: Caller) => ({ token: w.tokens[who] });

async function bookmarkAndList(who: Caller) {
  const set = { setBookmarkState: 1 };
  await call(t.app, 'POST', '/api/mis/v2/bookmarkContentUniversity', {
    ...as(who),
    body: { contentId: w.schoolContentId, ...set },
  });
  await call(t.app, 'POST', '/api/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', {
    ...as(who),
    body: { syllabusId: SCHOOL_RACK, ...set },
  });
  const content = (await call(t.app, 'GET', '/api/learning/bookmarks?kind=content', as(who))).body.data.items;
  const syllabus = (await call(t.app, 'GET', '/api/learning/bookmarks?kind=syllabus', as(who))).body.data.items;
  return { content, syllabus };
}

async function progressAndRecent(who: Caller) {
  const res = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    ...as(who),
    body: { client_event_id: randomUUID(), content_id: w.schoolContentId, total_consumption_time: 30, source: 1 },
  });
  expect(res.status).toBe(200);
  const recent = (await call(t.app, 'GET', '/api/mis/recentContent.2.0', as(who))).body.data.contents;
  return recent.find((c: { content_id: number }) => c.content_id === w.schoolContentId);
}

describe('titles of content a person names by id', () => {
  it.each(['otherTeacher', 'freeStudent', 'otherStudent'] as const)('are not the school’s for %s', async (who) => {
    const { content, syllabus } = await bookmarkAndList(who);
    expect(content).toEqual([expect.objectContaining({ item_id: String(w.schoolContentId), title: null })]);
    expect(syllabus).toEqual([expect.objectContaining({ item_id: String(SCHOOL_RACK), title: null })]);
    const record = await progressAndRecent(who);
    expect(record).toMatchObject({ content_title: null, content_kind: null });
    const text = JSON.stringify({ content, syllabus, record });
    expect(text).not.toContain(SCHOOL_CONTENT_TITLE);
    expect(text).not.toContain(RACK_NAME);
  });

  it('are the catalogue’s for the school’s learner', async () => {
    const { content, syllabus } = await bookmarkAndList('student');
    expect(content[0]).toMatchObject({ item_id: String(w.schoolContentId), title: SCHOOL_CONTENT_TITLE });
    expect(syllabus[0]).toMatchObject({ item_id: String(SCHOOL_RACK), title: RACK_NAME });
    expect(await progressAndRecent('student')).toMatchObject({ content_title: SCHOOL_CONTENT_TITLE });
  });
});
