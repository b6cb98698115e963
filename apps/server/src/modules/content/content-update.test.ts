import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeContentPlace, makeTag, mapContent, tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { makeVideo, upload } from '../../test/media-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
let editor: string;
let teacher: string;
let student: string;
let otherTeacher: string;
let mp4: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeSchoolWorld(t.db);
  const other = await makeSchoolWorld(t.db);
  // A platform editor is made by the operator's command only (it calls this service).
  const editorUser = await makeUser(t.db, { userTypeId: 3 });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editorUser.uuid, 'test operator');
  editor = await tokenFor(t.app, editorUser.email!, TEST_PASSWORD);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
  otherTeacher = await tokenFor(t.app, other.teacher.email!, TEST_PASSWORD);
  mp4 = await makeVideo('mp4');
  await t.services.media.storage.put('demo/videos/lesson-2.mp4', mp4, 'video/mp4');
  await t.services.media.storage.put('demo/pdfs/notes.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
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

async function mappedContent(ownerSchoolId: number | null = null) {
  const place = await makeContentPlace(t.db);
  const content = await makeContent(t.db, { media_key: 'demo/videos/lesson-1.mp4' });
  if (ownerSchoolId !== null) {
    await t.db
      .updateTable('contents')
      .set({ owner_school_id: ownerSchoolId })
      .where('content_id', '=', content.content_id)
      .execute();
  }
  await mapContent(t.db, content.content_id, place);
  return { place, content };
}

const rowOf = (contentId: number) =>
  t.db.selectFrom('contents').selectAll().where('content_id', '=', contentId).executeTakeFirstOrThrow();

describe('content updates by a platform editor (the platform catalogue)', () => {
  it('updates the size with the current version, bumps contents.version and the syllabus version', async () => {
    const { place, content } = await mappedContent();
    const before = await syllabusVersion(place.boardId, place.classId);
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: editor,
      body: { content_id: content.content_id, content_size: 123456, version: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      content_id: content.content_id,
      version: 2,
      syllabus_versions: [{ board_id: place.boardId, class_id: place.classId }],
    });
    expect(await syllabusVersion(place.boardId, place.classId)).toBe(before + 1);
    const row = await rowOf(content.content_id);
    expect([row.content_size, row.version]).toEqual([123456, 2]);

    // The same edit again carries the version it saw, now stale: 409, and nothing changes.
    const stale = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: editor,
      body: { content_id: content.content_id, content_size: 1, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error_code).toBe('CONFLICT');
    expect(await syllabusVersion(place.boardId, place.classId)).toBe(before + 1);
  });

  it('sets the transcoded URL to a library mp4 from a key or a media URL, and the details then sign it', async () => {
    const { content } = await mappedContent();
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: editor,
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
  });

  it.each([
    ['a path out of the store', '../../etc/passwd'],
    ['a file that does not exist', 'demo/videos/missing.mp4'],
    ['a file that is not an mp4', 'demo/pdfs/notes.pdf'],
    ['a file outside the library', 'private/lesson.mp4'],
  ])('refuses %s with a 400 naming content_transcoded_url, and changes nothing', async (_name, url) => {
    const { content } = await mappedContent();
    const bad = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: editor,
      body: { content_id: content.content_id, content_transcoded_url: url, content_version: 1 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('content_transcoded_url');
    expect(await rowOf(content.content_id)).toMatchObject({ transcoded_key: null, version: 1 });
  });

  it('refuses a school’s upload as the transcoded file of platform content', async () => {
    const uploaded = await upload(
      t.app,
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'videos' },
      {
        field: 'file',
        name: 'mine.mp4',
        type: 'video/mp4',
        data: mp4,
      },
    );
    expect(uploaded.statusCode).toBe(200);
    const { content } = await mappedContent();
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: editor,
      body: { content_id: content.content_id, content_transcoded_url: uploaded.json().data.key, content_version: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('content_transcoded_url');
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
      token: editor,
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
      token: editor,
      body: { content_id: content.content_id, tag_id: 77, tag_value_id: 777001, tag_value: 'Hard', version: 1 },
    });
    expect(stale.status).toBe(409);
  });

  it('shows an edit in content details at once, though details keep content rows in memory', async () => {
    const { content } = await mappedContent();
    const url = `/api/content/v2/contentDetailsByContentIds?contentIds=${content.content_id}`;
    const before = await call(t.app, 'GET', url, { token: student });
    expect(before.body.data.content_details[0].tag_data).toEqual([]);
    const edit = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: editor,
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

describe('bounds (tag_value_id 1e30 was a 500)', () => {
  it.each([
    [
      'tag_value_id',
      '/api/content/v2/updateContentTagValue',
      'POST',
      { tag_id: 77, tag_value_id: 1e30, tag_value: 'X' },
    ],
    ['content_id', '/api/content/v2/updateContentSize', 'PUT', { content_id: 1e30, content_size: 1, version: 1 }],
    ['content_size', '/api/content/v2/updateContentSize', 'PUT', { content_size: 1e308, version: 1 }],
  ] as const)('%s out of range is a 400 naming it', async (field, url, method, body) => {
    const { content } = await mappedContent();
    const res = await call(t.app, method, url, { token: editor, body: { content_id: content.content_id, ...body } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await rowOf(content.content_id)).toMatchObject({ version: 1 });
  });
});

describe('who may edit', () => {
  it('other staff may not edit the platform catalogue (403), and nothing changes', async () => {
    const { content } = await mappedContent();
    const id = content.content_id;
    const calls = [
      ['PUT', '/api/content/v2/updateContentSize', { content_id: id, content_size: 5, version: 1 }],
      [
        'PUT',
        '/api/content/v2/updateContentTranscodedUrl',
        { content_id: id, content_transcoded_url: 'demo/videos/lesson-2.mp4', content_version: 1 },
      ],
      [
        'POST',
        '/api/content/v2/updateContentTagValue',
        { content_id: id, tag_id: 79, tag_value_id: 779001, tag_value: 'X' },
      ],
    ] as const;
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method, url, { token: teacher, body });
      expect(res.status, url).toBe(403);
      expect(res.body.error_code).toBe('FORBIDDEN');
    }
    expect(await rowOf(id)).toMatchObject({ version: 1, content_size: null, transcoded_key: null });
  });

  it('is for staff only, and 404 for unknown content', async () => {
    const { content } = await mappedContent();
    const body = { content_id: content.content_id, content_size: 5, version: 1 };
    expect((await call(t.app, 'PUT', '/api/content/v2/updateContentSize', { token: student, body })).status).toBe(403);
    expect((await call(t.app, 'PUT', '/api/content/v2/updateContentSize', { body })).status).toBe(401);
    const missing = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: editor,
      body: { ...body, content_id: 987654321 },
    });
    expect(missing.status).toBe(404);
  });

  it('a school’s own content is edited by its staff, with its own uploads; to another school it does not exist', async () => {
    const { content } = await mappedContent(world.school.school_id);
    const uploaded = await upload(
      t.app,
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'videos' },
      {
        field: 'file',
        name: 'ours.mp4',
        type: 'video/mp4',
        data: mp4,
      },
    );
    const key = uploaded.json().data.key as string;
    expect(key.startsWith(`uploads/${world.school.school_id}/`)).toBe(true);
    const ours = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: teacher,
      body: { content_id: content.content_id, content_transcoded_url: key, content_version: 1 },
    });
    expect(ours.status).toBe(200);
    expect((await rowOf(content.content_id)).transcoded_key).toBe(key);

    // A library file is the platform's, not the school's.
    const library = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: teacher,
      body: { content_id: content.content_id, content_transcoded_url: 'demo/videos/lesson-2.mp4', content_version: 2 },
    });
    expect(library.status).toBe(400);

    for (const token of [otherTeacher, editor]) {
      const res = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
        token,
        body: { content_id: content.content_id, content_size: 9, version: 2 },
      });
      expect(res.status).toBe(404);
    }
    // Tags are shared by the whole catalogue: not even a school's own content changes them.
    const tag = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: teacher,
      body: { content_id: content.content_id, tag_id: 80, tag_value_id: 780001, tag_value: 'Ours' },
    });
    expect(tag.status).toBe(403);
    expect(await rowOf(content.content_id)).toMatchObject({ version: 2, content_size: null });
  });
});
