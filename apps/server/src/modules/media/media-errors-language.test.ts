import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeContent, makeContentPlace, mapContent, multipartBody, tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Media's refusals in the language the request asks for (Accept-Language), English without one: a
// file that is not found, a file the caller may not read, a link that does not open, and the form's
// fields (the file left out, a type the upload does not take, a lifetime beyond an hour), each with
// its stable reason.

let t: TestApp;
let teacher: string;
let student: string;
let editor: string;

type FilePart = Parameters<typeof multipartBody>[1];

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
  const editorUser = await makeUser(t.db, { userTypeId: 3 });
  await t.services.catalogue.contentEdits.grantPlatformEditor(editorUser.uuid, 'test operator');
  editor = await tokenFor(t.app, editorUser.email!, TEST_PASSWORD);
  await t.services.media.storage.put('private/outside.pdf', Buffer.from('%PDF-1.7 outside'), 'application/pdf');
  await t.services.media.storage.put('demo/pdfs/notes.pdf', Buffer.from('%PDF-1.7 notes'), 'application/pdf');
});
afterAll(() => t.close());

/** An upload with Accept-Language, as the web sends every call; none without a language. */
function uploadIn(language: string | undefined, fields: Record<string, string>, file?: FilePart) {
  const { payload, headers } = multipartBody(fields, file);
  const asked = language === undefined ? {} : { 'accept-language': language };
  return t.app.inject({
    method: 'POST',
    url: '/api/upload/uploadFile',
    payload,
    headers: { ...headers, ...asked, authorization: `Bearer ${teacher}` },
  });
}

describe('a thing that is not there', () => {
  it('a video of no content is not found, in Hindi with its reason and in English without a language', async () => {
    const ask = (language?: string) =>
      call(t.app, 'POST', '/api/media/signedVideoUrl', { token: student, body: { content_id: 987654321 }, language });
    const hindi = await ask('hi');
    expect(hindi.status).toBe(404);
    expect(hindi.body).toMatchObject({
      error_code: 'NOT_FOUND',
      reason: 'media.noSuchContent',
      message: 'यह सामग्री नहीं मिली।',
    });
    const english = await ask();
    expect(english.body).toMatchObject({ reason: 'media.noSuchContent', message: 'No such content.' });
  });

  it('a link that does not open says so in Tamil', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/media/file/demo/pdfs/notes.pdf?expires=1&sig=forged',
      headers: { 'accept-language': 'ta' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ reason: 'media.linkExpired', message: expect.stringContaining('இணைப்பு') });
  });
});

describe('a file the caller may not read', () => {
  it('is refused in Urdu and in English, with the same reason', async () => {
    const ask = (language?: string) =>
      call(t.app, 'POST', '/api/getSignedUrl', {
        token: student,
        body: { folderPath: 'private/outside.pdf' },
        language,
      });
    const urdu = await ask('ur');
    expect(urdu.status).toBe(403);
    expect(urdu.body).toMatchObject({
      reason: 'media.mayNotReadFile',
      message: 'آپ کو یہ فائل دیکھنے کی اجازت نہیں ہے۔',
    });
    expect((await ask()).body.message).toBe('You may not read this file.');
  });
});

describe('the fields of a form', () => {
  it('a file left out: the message and the field’s line in Hindi, the English words unchanged without one', async () => {
    const hindi = await uploadIn('hi', { folderPath: 'notes' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ reason: 'media.attachFile', message: 'एक फ़ाइल जोड़ें।' });
    expect(hindi.json().errors).toEqual([{ field: 'file', message: 'फ़ाइल ज़रूरी है।' }]);

    const english = await uploadIn(undefined, { folderPath: 'notes' });
    expect(english.json().message).toBe('Attach a file.');
    expect(english.json().errors).toEqual([{ field: 'file', message: 'is required' }]);
  });

  it('a type the upload does not take names the type sent, with the formats in Latin letters', async () => {
    const exe = { field: 'file', name: 'run.exe', type: 'application/x-msdownload', data: Buffer.from('MZ') };
    const hindi = await uploadIn('hi', { folderPath: 'notes' }, exe);
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({
      reason: 'media.fileType',
      message: 'इस प्रकार की फ़ाइल (application/x-msdownload) नहीं ली जाती: कोई इमेज, PDF, MP4 वीडियो या HTML फ़ाइल भेजें।',
    });
    const english = await uploadIn(undefined, { folderPath: 'notes' }, exe);
    expect(english.json().message).toBe(
      'This file type (application/x-msdownload) is not accepted: send an image, a PDF, an MP4 video or an HTML file.',
    );
  });

  it('a folder path out of the store is refused in Bengali, the example kept as it is', async () => {
    const png = { field: 'file', name: 'a.png', type: 'image/png', data: Buffer.from('png') };
    const res = await uploadIn('bn', { folderPath: '../../etc' }, png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      reason: 'media.folderNotRelative',
      message: 'ফোল্ডারের পাথ notes/chapter-1-এর মতো হতে হবে।',
    });
  });

  it('a link asked for longer than an hour: its field in Marathi with the limit, in English as before', async () => {
    const ask = (language?: string) =>
      call(t.app, 'POST', '/api/signedcookie', {
        token: student,
        body: { url_prefix: 'demo/pdfs/notes.pdf', expiration_time: 7200 },
        language,
      });
    const marathi = await ask('mr');
    expect(marathi.status).toBe(400);
    expect(marathi.body).toMatchObject({
      reason: 'media.expiryTooLong',
      message: 'लिंकची मुदत जास्तीत जास्त 3600 सेकंद असू शकते.',
    });
    expect(marathi.body.errors).toEqual([{ field: 'expiration_time', message: 'जास्तीत जास्त 3600 सेकंद.' }]);
    expect((await ask()).body.errors).toEqual([{ field: 'expiration_time', message: 'may be at most 3600 seconds' }]);
  });

  it('content pointed at a file that is not an mp4 hears it in Hindi, naming the field', async () => {
    const place = await makeContentPlace(t.db);
    const content = await makeContent(t.db, { media_key: 'demo/videos/lesson-1.mp4' });
    await mapContent(t.db, content.content_id, place);
    const res = await call(t.app, 'PUT', '/api/content/v2/updateContentTranscodedUrl', {
      token: editor,
      body: { content_id: content.content_id, content_transcoded_url: 'demo/pdfs/notes.pdf', content_version: 1 },
      language: 'hi',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'media.videoNotMp4', message: 'वीडियो MP4 फ़ाइल होनी चाहिए।' });
    expect(res.body.errors).toEqual([{ field: 'content_transcoded_url', message: 'वीडियो MP4 फ़ाइल होनी चाहिए।' }]);
  });
});
