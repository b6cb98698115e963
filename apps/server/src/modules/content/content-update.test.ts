import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeContentPlace, makeTag, mapContent, tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let teacher: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

async function syllabusVersion(boardId: number, classId: number): Promise<number> {
  const row = await t.db
    .selectFrom('syllabus_versions')
    .select('version')
    .where('board_id', '=', boardId)
    .where('class_id', '=', classId)
    .executeTakeFirst();
  return row?.version ?? 1;
}

async function mappedContent() {
  const place = await makeContentPlace(t.db);
  const content = await makeContent(t.db, { media_key: 'demo/videos/lesson-1.mp4' });
  await mapContent(t.db, content.content_id, place);
  return { place, content };
}

describe('content updates', () => {
  it('updates the size with the current version, bumps contents.version and the syllabus version', async () => {
    const { place, content } = await mappedContent();
    const before = await syllabusVersion(place.boardId, place.classId);
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: teacher,
      body: { content_id: content.content_id, content_size: 123456, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      content_id: content.content_id,
      version: 2,
      syllabus_versions: [{ board_id: place.boardId, class_id: place.classId }],
    });
    expect(await syllabusVersion(place.boardId, place.classId)).toBe(before + 1);
    const row = await t.db
      .selectFrom('contents')
      .selectAll()
      .where('content_id', '=', content.content_id)
      .executeTakeFirstOrThrow();
    expect([row.content_size, row.version]).toEqual([123456, 2]);

    // The same edit again carries the version it saw, now stale: 409, and nothing changes.
    const stale = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: teacher,
      body: { content_id: content.content_id, content_size: 1, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe('CONFLICT');
    expect(await syllabusVersion(place.boardId, place.classId)).toBe(before + 1);
  });

  it('sets the transcoded URL from a key or a media URL, and the details then sign it', async () => {
    const { content } = await mappedContent();
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: teacher,
      body: {
        content_id: content.content_id,
        content_transcoded_url: '/api/media/file/demo/videos/lesson-2.mp4?expires=1&sig=x',
        content_version: 1,
      },
    });
    expect(res.status).toBe(200);
    const details = await call(
      t.app,
      'GET',
      `/api/content/v2/contentDetailsByContentIds?contentIds=${content.content_id}`,
      { token: student },
    );
    expect(details.body.data.content_details[0].content_transcoded_url).toMatch(
      /^\/api\/media\/file\/demo\/videos\/lesson-2\.mp4\?/,
    );
    expect(details.body.data.content_details[0].version).toBe(2);

    const bad = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: teacher,
      body: { content_id: content.content_id, content_transcoded_url: '../../etc/passwd', content_version: 2 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('content_transcoded_url');
  });

  it('replaces the content’s value of a tag and checks a version when one is sent', async () => {
    const { place, content } = await mappedContent();
    const easy = await makeTag(t.db, { tag_id: 77, tag_name: 'Difficulty', tag_value: 'Easy' });
    await t.db
      .insertInto('content_tags')
      .values({ content_id: content.content_id, tag_value_id: easy.tag_value_id })
      .execute();
    const before = await syllabusVersion(place.boardId, place.classId);
    const res = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: teacher,
      body: { content_id: content.content_id, tag_id: 77, tag_value_id: 777001, tag_value: 'Hard', uuid: 'x' },
    });
    expect(res.status).toBe(200);
    const tags = await t.db
      .selectFrom('content_tags')
      .select('tag_value_id')
      .where('content_id', '=', content.content_id)
      .execute();
    expect(tags).toEqual([{ tag_value_id: 777001 }]);
    const tag = await t.db.selectFrom('tags').selectAll().where('tag_value_id', '=', 777001).executeTakeFirstOrThrow();
    expect(tag).toMatchObject({ tag_id: 77, tag_name: 'Difficulty', tag_value: 'Hard' });
    expect(await syllabusVersion(place.boardId, place.classId)).toBe(before + 1);

    const stale = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: teacher,
      body: { content_id: content.content_id, tag_id: 77, tag_value_id: 777001, tag_value: 'Hard', version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('is for staff only, and 404 for unknown content', async () => {
    const { content } = await mappedContent();
    const body = { content_id: content.content_id, content_size: 5, version: 1 };
    expect((await call(t.app, 'PUT', '/api/content/v2/updateContentSize', { token: student, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/api/content/v2/updateContentSize', { body })).status).toBe(401);
    const missing = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: teacher,
      body: { ...body, content_id: 987654321 },
    });
    expect(missing.status).toBe(404);
  });

  it('shows an edit in content details at once, though details keep content rows in memory', async () => {
    const { content } = await mappedContent();
    const url = `/api/content/v2/contentDetailsByContentIds?contentIds=${content.content_id}`;
    const before = await call(t.app, 'GET', url, { token: student });
    expect(before.body.data.content_details[0].tag_data).toEqual([]);
    const edit = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: teacher,
      body: { content_id: content.content_id, tag_id: 78, tag_value_id: 778001, tag_value: 'Easy', version: 1 },
    });
    expect(edit.status).toBe(200);
    const after = await call(t.app, 'GET', url, { token: student });
    expect(after.body.data.content_details[0]).toMatchObject({
      version: 2,
      tag_data: [{ tag_id: 78, tag_value_id: 778001, tag_value: 'Easy' }],
    });
  });
});
