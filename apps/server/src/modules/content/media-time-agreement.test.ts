import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeContentPlace, mapContent, tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The catalogue floored a length, content details rounded it, and the player posted
// the rounded text back. One media time now: 'HH:MM:SS' to the nearest second, halves up, wherever
// it is read; and the record keeps the length the catalogue holds.

let t: TestApp;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

async function lengthEverywhere(ms: number) {
  // A place of its own: the catalogue keeps each list's answer under its syllabus version.
  const place = await makeContentPlace(t.db, { subject: 'Physics', group: 'Learn', category: 1 });
  const content = await makeContent(t.db, { total_media_time_ms: ms, media_key: 'demo/videos/lesson-1.mp4' });
  await mapContent(t.db, content.content_id, place);
  const list = await call(t.app, 'GET', `/api/syllabus-v2/contentBySyllabusId/v2.1.1?syllabusId=${place.chapterId}`, {
    token: student,
  });
  const listed = (list.body.data.content_list as { content_id: number; total_media_time: string }[]).find(
    (c) => c.content_id === content.content_id,
  );
  const details = await call(t.app, 'POST', '/api/content/contentDetails.1.0', {
    token: student,
    body: { content_ids: [content.content_id], language_id: 1 },
  });
  return {
    content,
    list: listed?.total_media_time,
    details: details.body.data.content_details[0].total_media_time as string,
  };
}

describe('media time reads the same in the catalogue and in content details', () => {
  it.each([
    [65_499, '00:01:05'],
    [65_500, '00:01:06'],
    [3_599_600, '01:00:00'],
  ])('%d ms is %s in both', async (ms, text) => {
    const seen = await lengthEverywhere(ms);
    expect(seen.list).toBe(text);
    expect(seen.details).toBe(text);
  });

  it('a progress post without a media time keeps the catalogue’s exact length, not a rounded one', async () => {
    const { content } = await lengthEverywhere(65_600);
    const post = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
      token: student,
      body: { content_id: content.content_id, total_consumption_time: 65, source: 1 },
    });
    expect(post.status).toBe(200);
    // 65 s of a 65.6 s video is not all of it (spec 000 §4: complete when consumption equals media time).
    expect(post.body.data).toMatchObject({ total_media_time: '00:01:06', is_content_completely_consumed: 0 });
    const rest = await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
      token: student,
      body: { content_id: content.content_id, total_consumption_time: 1, source: 1 },
    });
    expect(rest.body.data.is_content_completely_consumed).toBe(1);
  });
});
