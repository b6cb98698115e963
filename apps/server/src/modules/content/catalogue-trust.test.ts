import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-seed.js';
import { seedDemoWorldFor } from '../../test/demo-world.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeVideo, upload } from '../../test/media-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { withCode } from '../../test/sign-up-kit.js';

// What the catalogue trusts from a caller, each case written from the request that broke it, against the demo world.

let t: TestApp;
let institute: string;
let teacher: string;
let freeStudent: string;
let guest: string;

/** The public sign-up of an institute (role institute): a school admin of a new school of its own. */
async function signUpInstitute(): Promise<string> {
  const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/signUp', {
    body: await withCode(t.app, {
      role: 'institute',
      institute_name: 'Outside Academy',
      first_name: 'Eve',
      last_name: 'Outsider',
      email: 'eve@outside.example',
      mobile: '+91 9876500001',
      country_iso: 'IN',
      password: 'Learn2024',
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.access_token as string;
}

const contentRow = (id: number) =>
  t.db.selectFrom('contents').selectAll().where('content_id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
  institute = await signUpInstitute();
  teacher = await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD);
  freeStudent = await tokenFor(t.app, 'freestudent@demo.school', DEMO_PASSWORD);
  guest = (await call(t.app, 'POST', '/api/cognito-login-service/auth/guestLogin', { body: {} })).body.data
    .access_token;
  const storage = t.services.media.storage;
  await storage.put('demo/pdfs/notes-3.pdf', Buffer.from('%PDF-1.7 notes 3'), 'application/pdf');
  // The reported file is the body of a content the institute's staff may not open (module not enabled).
  await t.db
    .updateTable('contents')
    .set({ media_key: 'demo/pdfs/notes-3.pdf' })
    .where('content_id', '=', 100_003)
    .execute();
  const lesson = await contentRow(100_002);
  const body = { video_meta_info: [{ video_id: 'v', video_title: 'V', slides_details: [] }], activity_details: [] };
  await storage.put(lesson.media_key!, Buffer.from(JSON.stringify(body)), 'application/json');
});
afterAll(() => t.close());

describe('the platform catalogue is edited by platform editors only', () => {
  it('an institute signed up in public uploads an MP4 and cannot point content 100001 at it; nothing changes', async () => {
    const uploaded = await upload(
      t.app,
      '/api/upload/uploadFile',
      institute,
      { folderPath: 'videos' },
      {
        field: 'file',
        name: 'takeover.mp4',
        type: 'video/mp4',
        data: await makeVideo('mp4'),
      },
    );
    // A school's staff upload into their own school's folder.
    expect(uploaded.statusCode).toBe(200);
    const key = uploaded.json().data.key as string;
    expect(key).toMatch(/^uploads\/\d+\/videos\//);
    const before = await contentRow(100_001);

    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: institute,
      body: { content_id: 100_001, content_transcoded_url: key, content_version: before.version },
    });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('FORBIDDEN');
    expect(await contentRow(100_001)).toEqual(before);
    const size = await call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: institute,
      body: { content_id: 100_001, content_size: 1, version: before.version },
    });
    expect(size.status).toBe(403);

    // Learners never get the uploaded file for content 100001.
    const details = await call(t.app, 'GET', '/api/content/v2/contentDetailsByContentIds?contentIds=100001', {
      token: freeStudent,
    });
    expect(JSON.stringify(details.body)).not.toContain(key);
    expect(await contentRow(100_001)).toEqual(before);
  });

  it('the demo teacher cannot rename a tag to "PWNED"; guests still see the old tag', async () => {
    const tag = await t.db
      .selectFrom('content_tags as ct')
      .innerJoin('tags as g', 'g.tag_value_id', 'ct.tag_value_id')
      .select(['g.tag_id', 'g.tag_value_id', 'g.tag_value'])
      .where('ct.content_id', '=', 100_001)
      .orderBy('g.tag_value_id')
      .executeTakeFirstOrThrow();
    const res = await call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
      token: teacher,
      body: { content_id: 100_001, tag_id: tag.tag_id, tag_value_id: tag.tag_value_id, tag_value: 'PWNED' },
    });
    expect(res.status).toBe(403);
    const seen = await call(t.app, 'GET', '/api/content/v2/contentDetailsByContentIds?contentIds=100001', {
      token: guest,
    });
    expect(seen.status).toBe(200);
    const tags = seen.body.data.content_details[0].tag_data as { tag_value_id: number; tag_value: string }[];
    expect(tags).toContainEqual(expect.objectContaining({ tag_value_id: tag.tag_value_id, tag_value: tag.tag_value }));
    expect(JSON.stringify(seen.body)).not.toContain('PWNED');
  });
});

describe('a signed cookie grants only what the gate allows', () => {
  it('{"url_prefix":"demo/pdfs/notes-3.p"} does not grant what getSignedUrl refuses for demo/pdfs/notes-3.pdf', async () => {
    const url = await call(t.app, 'POST', '/api/getSignedUrl', {
      token: institute,
      body: { folderPath: 'demo/pdfs/notes-3.pdf' },
    });
    expect(url.status).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signedcookie',
      headers: { authorization: `Bearer ${institute}` },
      payload: { url_prefix: 'demo/pdfs/notes-3.p' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toEqual([]);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/media/file/demo/pdfs/notes-3.pdf',
      cookies: Object.fromEntries(res.cookies.map((c) => [c.name, c.value])),
    });
    expect(file.statusCode).toBe(403);
  });

  it('staff of an institute the gate refuses (module not enabled) get no cookie for the library', async () => {
    const decision = await call(t.app, 'POST', '/api/access/decide', {
      token: institute,
      body: { item_kind: 'content', item_id: 100_003 },
    });
    expect(decision.body.data).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
    for (const url_prefix of ['demo/', 'demo/pdfs/', 'demo/videos/', 'demo/pdfs/notes-3.pdf']) {
      const res = await call(t.app, 'POST', '/api/signedcookie', { token: institute, body: { url_prefix } });
      expect(res.status, url_prefix).toBe(403);
    }
  });
});

describe('every way to an item’s body goes through the same decision', () => {
  it('GET /api/content/interactiveLesson/100002 refuses staff that /access/decide refuses, with its explanation', async () => {
    const decision = await call(t.app, 'POST', '/api/access/decide', {
      token: institute,
      body: { item_kind: 'content', item_id: 100_002 },
    });
    expect(decision.body.data.allowed).toBe(false);
    const lesson = await call(t.app, 'GET', '/api/content/interactiveLesson/100002', { token: institute });
    expect(lesson.status).toBe(403);
    expect(lesson.body.message).toBe(decision.body.data.explanation);
  });

  it('records the free open of a 17250 learner, as opening the content does', async () => {
    const uuid = (await call(t.app, 'GET', '/api/cognito-login-service/auth/me', { token: freeStudent })).body.data
      .uuid as string;
    const opens = () =>
      t.db
        .selectFrom('content_accesses')
        .select('content_id')
        .where('uuid', '=', uuid)
        .where('content_id', '=', 100_002)
        .execute();
    expect(await opens()).toEqual([]);
    const lesson = await call(t.app, 'GET', '/api/content/interactiveLesson/100002', { token: freeStudent });
    expect(lesson.status).toBe(200);
    expect(await opens()).toEqual([{ content_id: 100_002 }]);
    const decision = await call(t.app, 'POST', '/api/access/decide', {
      token: freeStudent,
      body: { item_kind: 'content', item_id: 100_002 },
    });
    expect(decision.body.data).toMatchObject({ allowed: true, reason: 'freemium-already-opened' });
  });
});
