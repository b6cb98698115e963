import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeContentPlace, mapContent, tokenFor } from '../../test/content-factories.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The content calls refuse in the words of the request's language (Accept-Language), English without
// one, with the refusal's stable reason: an edit made on a stale version, a video address that is no
// file of the server, a content list that names nothing, a code no content has.

let t: TestApp;
let editor: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const editorUser = await makeUser(t.db, { userTypeId: 3 });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editorUser.uuid, 'test operator');
  editor = await tokenFor(t.app, editorUser.email!, TEST_PASSWORD);
  const learner = await makeUser(t.db);
  student = await tokenFor(t.app, learner.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

async function mappedContent() {
  const content = await makeContent(t.db, { media_key: 'demo/videos/lesson-1.mp4' });
  await mapContent(t.db, content.content_id, await makeContentPlace(t.db));
  return content;
}

describe('an edit made on a version that changed meanwhile', () => {
  const resize = (contentId: number, version: number, language?: string) =>
    call(t.app, 'PUT', '/api/content/v2/updateContentSize', {
      token: editor,
      body: { content_id: contentId, content_size: 2048, version },
      language,
    });

  it('is a conflict said in Hindi, naming the version now current', async () => {
    const content = await mappedContent();
    expect((await resize(content.content_id, 1)).status).toBe(200);
    const stale = await resize(content.content_id, 1, 'hi');
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error_code: 'CONFLICT', reason: 'catalogue.contentChanged' });
    expect(stale.body.message).toContain('सामग्री बदल गई है');
    expect(stale.body.message).toContain('(संस्करण 2)');
  });

  it('is said in English to a request without a language', async () => {
    const content = await mappedContent();
    expect((await resize(content.content_id, 1)).status).toBe(200);
    const stale = await resize(content.content_id, 1);
    expect(stale.body.message).toBe('The content changed meanwhile (version 2). Reload and try again.');
    expect(stale.body.reason).toBe('catalogue.contentChanged');
  });
});

describe('a video address that names no file of the server', () => {
  const point = (contentId: number, language?: string) =>
    call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: editor,
      body: { content_id: contentId, content_transcoded_url: '../../etc/passwd', content_version: 1 },
      language,
    });

  it('names the field in Hindi, and in English without a language', async () => {
    const content = await mappedContent();
    const hi = await point(content.content_id, 'hi');
    expect(hi.status).toBe(400);
    expect(hi.body.reason).toBe('content.notStorageKey');
    expect(hi.body.message).toBe('यह न तो स्टोरेज में रखी फ़ाइल का नाम है, न मीडिया का पता।');
    expect(hi.body.errors).toEqual([
      {
        field: 'content_transcoded_url',
        message: 'content_transcoded_url: स्टोरेज में रखी फ़ाइल का नाम या इसी सर्वर का मीडिया पता दें।',
      },
    ]);
    const en = await point(content.content_id);
    expect(en.body.message).toBe('Not a storage key or media URL.');
    expect(en.body.errors[0].message).toBe(
      'content_transcoded_url must be a storage key or a media URL of this server.',
    );
  });
});

describe('a content list that names no syllabus node, group or content', () => {
  it('says in Marathi what to choose, and names the syllabus field', async () => {
    const res = await call(t.app, 'POST', '/api/content/getAllContentDetails', {
      token: student,
      body: {},
      language: 'mr',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_code: 'VALIDATION_FAILED', reason: 'content.nameAScope' });
    expect(res.body.message).toContain('निवडा');
    expect(res.body.errors).toEqual([{ field: 'syllabus_id', message: expect.stringContaining('आवश्यक आहे') }]);
  });
});

describe('a code no content has', () => {
  it('is not found, in Hindi and in English', async () => {
    const url = '/api/content/v2/contentDetailByCrsId?crsId=NOPE-404';
    const hi = await call(t.app, 'GET', url, { language: 'hi' });
    expect(hi.status).toBe(404);
    expect(hi.body).toMatchObject({ reason: 'content.crsNotFound', message: 'इस कोड की कोई सामग्री नहीं मिली।' });
    expect((await call(t.app, 'GET', url)).body.message).toBe('No content with this CRS id.');
  });
});
