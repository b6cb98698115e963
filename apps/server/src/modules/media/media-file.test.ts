import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/storage.factory.js';
import { makeFreeLearner } from '../../test/access-factories.js';
import {
  type ContentPlace,
  makeContent,
  makeContentPlace,
  mapContent,
  tokenFor,
} from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { createMediaSigner, mediaSecret } from './signed-url.js';

let t: TestApp;
let clockMs = Date.UTC(2026, 10, 22, 10, 0, 0);
let student: string;
let teacher: string;
let premium: ContentPlace;
let storage: ReturnType<typeof createStorage>;
let place: ContentPlace;
const video = randomBytes(5000);
const KEY = 'demo/videos/range-test.mp4';

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs });
  // A learner of the default school may open this class's content (freemium), but not premium
  // content without a package: the access gate decides what is signed.
  place = await makeContentPlace(t.db);
  const learner = await makeFreeLearner(t.db, place);
  student = await tokenFor(t.app, learner.email!, TEST_PASSWORD);
  const world = await makeSchoolWorld(t.db);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
  storage = createStorage(t.config);
  await storage.put(KEY, video, 'video/mp4');
  await storage.put('demo/pdfs/inside.pdf', Buffer.from('%PDF-1.7 inside'), 'application/pdf');
  await storage.put('private/outside.pdf', Buffer.from('%PDF-1.7 outside'), 'application/pdf');
  await storage.put('other/content.mp4', Buffer.from('mapped by a content row'), 'video/mp4');
  const mapped = await makeContent(t.db, { media_key: 'other/content.mp4', total_media_time_ms: 65_000 });
  await mapContent(t.db, mapped.content_id, place);
  premium = await makeContentPlace(t.db, { group: 'Detailed Learning' });
  const locked = await makeContent(t.db, { media_key: 'other/premium.mp4', total_media_time_ms: 30_000 });
  await mapContent(t.db, locked.content_id, premium);
});
afterAll(() => t.close());

async function signedUrl(key: string) {
  const res = await call(t.app, 'POST', '/api/getSignedUrl', { token: student, body: { folderPath: key } });
  expect(res.status).toBe(200);
  return res.body.data as { key: string; signed_url: string; expires_at: number; expires_in: number };
}

describe('signed media URLs', () => {
  it('signs a content key for a signed-in user and serves the file with type and cache headers', async () => {
    const data = await signedUrl(KEY);
    expect(data).toMatchObject({ key: KEY, expires_in: 3600, expires_at: clockMs / 1000 + 3600 });
    expect(data.signed_url).toMatch(/^\/api\/media\/file\/demo\/videos\/range-test\.mp4\?expires=\d+&sig=[\w-]+$/);
    const res = await t.app.inject({ method: 'GET', url: data.signed_url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(video)).toBe(true);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-length']).toBe('5000');
  });

  it('lets a shared cache keep a file read by a shared link (the same for everyone), and never a person’s own', async () => {
    // A question's figure is signed as a shared link (question-views.ts): the server's own signer.
    const signer = createMediaSigner({ secret: mediaSecret(t.config), clock: () => clockMs });
    const shared = signer.signKeyShared('demo/pdfs/inside.pdf');
    const res = await t.app.inject({ method: 'GET', url: shared.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(`public, max-age=${shared.expiresIn}`);
    const own = await t.app.inject({ method: 'GET', url: signer.signKey('demo/pdfs/inside.pdf').url });
    expect(own.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('accepts form data as the specs send it, and a full media URL as folderPath', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/getSignedUrl',
      headers: { authorization: `Bearer ${student}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `folderPath=${encodeURIComponent('/api/media/file/demo/pdfs/inside.pdf?x=1')}&bucketName=esc`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toBe('demo/pdfs/inside.pdf');
  });

  it('signs keys a content row names, and refuses keys the caller may not read', async () => {
    expect((await signedUrl('other/content.mp4')).key).toBe('other/content.mp4');
    const refused = await call(t.app, 'POST', '/api/getSignedUrl', {
      token: student,
      body: { folderPath: 'private/outside.pdf' },
    });
    expect(refused.status).toBe(403);
    // Content media is signed only for those the gate lets open the content.
    const locked = await call(t.app, 'POST', '/api/getSignedUrl', {
      token: student,
      body: { folderPath: 'other/premium.mp4' },
    });
    expect(locked.status).toBe(403);
    const traversal = await call(t.app, 'POST', '/api/getSignedUrl', {
      token: student,
      body: { folderPath: 'demo/../private/outside.pdf' },
    });
    expect(traversal.status).toBe(400);
    expect(traversal.body.errors).toEqual([{ field: 'folderPath', message: 'is not a valid storage key' }]);
    const guest = await call(t.app, 'POST', '/api/getSignedUrl', { body: { folderPath: KEY } });
    expect(guest.status).toBe(401);
  });

  it('refuses a tampered signature, another key with the same signature, and an expired link (403)', async () => {
    const { signed_url } = await signedUrl(KEY);
    const tampered = signed_url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const otherKey = signed_url.replace('range-test.mp4', 'range-test2.mp4');
    expect((await t.app.inject({ method: 'GET', url: otherKey })).statusCode).toBe(403);
    const longer = signed_url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 3600}`);
    expect((await t.app.inject({ method: 'GET', url: longer })).statusCode).toBe(403);
    const unsigned = await call(t.app, 'GET', `/api/media/file/${KEY}`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.error_code).toBe('FORBIDDEN');

    clockMs += 3601_000;
    try {
      const expired = await call(t.app, 'GET', signed_url);
      expect(expired.status).toBe(403);
      expect(expired.body.error_code).toBe('FORBIDDEN');
    } finally {
      clockMs -= 3601_000;
    }
  });

  it('answers ranges with 206 and the exact bytes, and 416 for a range past the end', async () => {
    const { signed_url } = await signedUrl(KEY);
    const part = await t.app.inject({ method: 'GET', url: signed_url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.headers['content-length']).toBe('100');
    expect(part.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const open = await t.app.inject({ method: 'GET', url: signed_url, headers: { range: 'bytes=4990-' } });
    expect(open.headers['content-range']).toBe('bytes 4990-4999/5000');
    expect(open.rawPayload.equals(video.subarray(4990))).toBe(true);

    const suffix = await t.app.inject({ method: 'GET', url: signed_url, headers: { range: 'bytes=-10' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(4990))).toBe(true);

    const bad = await t.app.inject({ method: 'GET', url: signed_url, headers: { range: 'bytes=6000-7000' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */5000');
  });

  it('gives a signed mp4 URL for a video content, 404 for unknown content', async () => {
    const content = await makeContent(t.db, { media_key: KEY, total_media_time_ms: 12_000 });
    await mapContent(t.db, content.content_id, place);
    const premiumVideo = await makeContent(t.db, { media_key: 'other/premium.mp4' });
    await mapContent(t.db, premiumVideo.content_id, premium);
    const locked = await call(t.app, 'POST', '/api/media/signedVideoUrl', {
      token: student,
      body: { content_id: premiumVideo.content_id },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toMatch(/premium/i);
    const res = await call(t.app, 'POST', '/api/media/signedVideoUrl', {
      token: student,
      body: { content_id: content.content_id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      content_id: content.content_id,
      key: KEY,
      total_media_time: '00:00:12',
      expires_in: 3600,
    });
    expect((await t.app.inject({ method: 'GET', url: res.body.data.signed_url })).statusCode).toBe(200);
    const missing = await call(t.app, 'POST', '/api/media/signedVideoUrl', {
      token: student,
      body: { content_id: 999_999_999 },
    });
    expect(missing.status).toBe(404);
  });
});

describe('signed cookies', () => {
  /** A content whose files live in a folder of their own (an HTML activity with its script). */
  async function itemWithFolder(folder: string) {
    await storage.put(`${folder}index.html`, Buffer.from('<p>activity</p>'), 'text/html');
    await storage.put(`${folder}part.js`, Buffer.from('void 0'), 'text/javascript');
    const item = await makeContent(t.db, { content_kind: 'html', media_key: `${folder}index.html` });
    await mapContent(t.db, item.content_id, place);
    return item;
  }

  function cookieCall(token: string, payload: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/signedcookie',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
  }

  it('sets a cookie for an opened item’s own folder that opens files under it and not outside it', async () => {
    const item = await itemWithFolder('demo/activities/a1/');
    // Before the learner opens it, the item would use a free item: a look is not an open.
    expect((await cookieCall(student, 'url_prefix=demo%2Factivities%2Fa1%2F')).statusCode).toBe(403);
    const opened = await call(
      t.app,
      'GET',
      `/api/content/v2/contentDetailsByContentIds?contentIds=${item.content_id}`,
      {
        token: student,
      },
    );
    expect(opened.body.data.content_details[0].access).toMatchObject({ allowed: true, reason: 'freemium-available' });

    const res = await cookieCall(student, 'url_prefix=demo%2Factivities%2Fa1%2F&expiration_time=3600');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      url_prefix: 'demo/activities/a1/',
      expires_in: 3600,
      expires_at: clockMs / 1000 + 3600,
    });
    const cookie = res.cookies.find((c) => c.name === data.cookie_name)!;
    expect(cookie).toMatchObject({ path: '/api/', httpOnly: true, sameSite: 'Lax', maxAge: 31_536_000 });
    const cookies = { [cookie.name]: cookie.value };

    const inside = await t.app.inject({ method: 'GET', url: '/api/media/file/demo/activities/a1/part.js', cookies });
    expect(inside.statusCode).toBe(200);
    expect(inside.body).toBe('void 0');
    const outside = await t.app.inject({ method: 'GET', url: `/api/media/file/${KEY}`, cookies });
    expect(outside.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/media/file/${KEY}`,
      cookies: { [cookie.name]: cookie.value.replace(/^[^.]+/, Buffer.from('demo/').toString('base64url')) },
    });
    expect(forged.statusCode).toBe(403);

    clockMs += 3601_000;
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/media/file/demo/activities/a1/part.js', cookies })).statusCode,
      ).toBe(403);
    } finally {
      clockMs -= 3601_000;
    }
  });

  it.each([
    ['7200', 'may be at most 3600 seconds'],
    ['0', expect.any(String)],
    [String(Math.floor(Date.UTC(2026, 10, 22, 12, 0, 0) / 1000)), 'may be at most 3600 seconds from now'],
    [String(Math.floor(Date.UTC(2026, 10, 22, 9, 0, 0) / 1000)), 'is in the past'],
  ])('refuses expiration_time %s (lifetimes beyond 3600 s) with a 400 naming the field', async (value, message) => {
    await itemWithFolder('demo/activities/a2/');
    const res = await cookieCall(teacher, `url_prefix=demo%2Factivities%2Fa2%2F&expiration_time=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      errors: [{ field: 'expiration_time', message }],
    });
    expect(res.cookies).toEqual([]);
  });

  it('refuses a prefix wider than one item, outside the caller’s files, or of another school’s uploads', async () => {
    for (const url_prefix of [
      'uploads/',
      'demo/',
      'demo/activities/',
      'private/',
      `uploads/${Number.MAX_SAFE_INTEGER}/`,
    ]) {
      const res = await call(t.app, 'POST', '/api/signedcookie', { token: student, body: { url_prefix } });
      expect(res.status, url_prefix).toBe(403);
    }
    const teacherWide = await call(t.app, 'POST', '/api/signedcookie', {
      token: teacher,
      body: { url_prefix: 'demo/' },
    });
    expect(teacherWide.status).toBe(403);
  });

  it('a name that is not a folder covers that one key only', async () => {
    const res = await call(t.app, 'POST', '/api/signedcookie', {
      token: student,
      body: { url_prefix: 'demo/pdfs/ins' },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers['set-cookie'] as string;
    const [name, value] = cookie.split(';')[0]!.split('=');
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/media/file/demo/pdfs/inside.pdf',
      cookies: { [name!]: value! },
    });
    expect(file.statusCode).toBe(403);
  });
});
