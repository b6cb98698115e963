import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { hlsPlaylistOf, makeVideo } from '../../test/media-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
let teacher: string;
let student: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  world = await makeSchoolWorld(t.db);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

function upload(
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartBody>[1],
) {
  const { payload, headers } = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url, payload, headers: { ...headers, authorization: `Bearer ${token}` } });
}

describe('uploadFile', () => {
  it('stores a teacher’s file under uploads/<school>/<folder>/<uuid>-<name>, records it and signs it', async () => {
    const res = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'Unit 1/diagrams' },
      {
        field: 'file',
        name: 'cell diagram.png',
        type: 'image/png',
        data: png,
      },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      folder_path: 'Unit-1/diagrams',
      file_name: 'cell diagram.png',
      content_type: 'image/png',
      size_bytes: png.length,
      expires_in: 3600,
    });
    expect(data.key).toMatch(
      new RegExp(`^uploads/${world.school.school_id}/Unit-1/diagrams/[0-9a-f-]{36}-cell-diagram\\.png$`),
    );
    const row = await t.db
      .selectFrom('uploads')
      .selectAll()
      .where('storage_key', '=', data.key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      uploaded_by: world.teacher.uuid,
      school_id: world.school.school_id,
      size_bytes: png.length,
    });
    const file = await t.app.inject({ method: 'GET', url: data.signed_url });
    expect(file.rawPayload.equals(png)).toBe(true);

    // The uploader may sign their own file again; a student may not.
    expect(
      (await call(t.app, 'POST', '/api/getSignedUrl', { token: teacher, body: { folderPath: data.key } })).status,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', '/api/getSignedUrl', { token: student, body: { folderPath: data.key } })).status,
    ).toBe(403);
  });

  it('refuses a student (403), a type it does not take (400 naming the field) and a bad folder', async () => {
    const file = { field: 'file', name: 'a.png', type: 'image/png', data: png };
    expect((await upload('/api/upload/uploadFile', student, { folderPath: 'x' }, file)).statusCode).toBe(403);

    const exe = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'x' },
      {
        field: 'file',
        name: 'run.exe',
        type: 'application/x-msdownload',
        data: Buffer.from('MZ'),
      },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', errors: [{ field: 'file' }] });

    const svg = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'x' },
      {
        field: 'file',
        name: 'a.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg/>'),
      },
    );
    expect(svg.statusCode).toBe(400);

    const escape = await upload('/api/upload/uploadFile', teacher, { folderPath: '../../etc' }, file);
    expect(escape.statusCode).toBe(400);
    expect(escape.json().errors).toEqual([{ field: 'folderPath', message: expect.any(String) }]);

    const noFile = await upload('/api/upload/uploadFile', teacher, { folderPath: 'x' });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual([{ field: 'file', message: 'is required' }]);
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.alloc(t.config.uploadMaxBytes + 10, 1);
    const res = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'x' },
      {
        field: 'file',
        name: 'big.pdf',
        type: 'application/pdf',
        data: big,
      },
    );
    expect(res.statusCode).toBe(413);
  });
});

describe('resize-image', () => {
  it('resizes a signed image to the asked size, in the asked format, and caches it', async () => {
    const res = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'img' },
      {
        field: 'file',
        name: 'photo.png',
        type: 'image/png',
        data: png,
      },
    );
    const { key, signed_url } = res.json().data;
    const query = signed_url.split('?')[1];
    const url = `/api/resize-image/200x120/${key}?${query}`;
    for (let i = 0; i < 2; i++) {
      const resized = await t.app.inject({ method: 'GET', url });
      expect(resized.statusCode).toBe(200);
      expect(resized.headers['content-type']).toBe('image/png');
      const meta = await sharp(resized.rawPayload).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([200, 120, 'png']);
    }
    const webp = await t.app.inject({ method: 'GET', url: `/api/resize-image/50x50/${key}?${query}&format=webp` });
    expect((await sharp(webp.rawPayload).metadata()).format).toBe('webp');

    expect((await t.app.inject({ method: 'GET', url: `/api/resize-image/200x120/${key}` })).statusCode).toBe(403);
    const tooBig = await t.app.inject({ method: 'GET', url: `/api/resize-image/5000x120/${key}?${query}` });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('getTransVideo', () => {
  it('stores the video, answers at once, and makes an H.264/AAC mp4 as a background job', async () => {
    const res = await upload(
      '/api/upload/getTransVideo',
      teacher,
      { folderPath: 'videos', bucketName: 'esc' },
      { field: 'video', name: 'clip.webm', type: 'video/webm', data: await makeVideo('webm') },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.status).toBe('processing');
    expect(body.transcoded_key).toMatch(/-clip-h264\.mp4$/);
    const statusUrl = `/api/upload/transVideoStatus?key=${encodeURIComponent(body.transcoded_key)}`;
    // The state is in the database, not in a process's memory.
    const row = () =>
      t.db.selectFrom('uploads').selectAll().where('storage_key', '=', body.transcoded_key).executeTakeFirstOrThrow();
    await t.services.jobs.drain();
    expect(await row()).toMatchObject({ transcode_status: 'ready' });

    const last = (await call(t.app, 'GET', statusUrl, { token: teacher })).body.data;
    expect(last.status).toBe('ready');
    const mp4 = await t.app.inject({ method: 'GET', url: last.signed_url! });
    expect(mp4.headers['content-type']).toBe('video/mp4');
    expect(mp4.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect((await row()).size_bytes).toBe(mp4.rawPayload.length);
  });

  // An HLS playlist uploaded as video/mp4 with an entry file:///... produced an output containing that
  // local file.
  it('refuses an HLS playlist uploaded as video/mp4 that names a local file; no output contains it', async () => {
    const secret = await readFile('/etc/passwd');
    const playlist = hlsPlaylistOf('/etc/passwd');
    const uploadsBefore = await t.db.selectFrom('uploads').select('storage_key').execute();
    for (const [url, field] of [
      ['/api/upload/getTransVideo', 'video'],
      ['/api/upload/uploadFile', 'file'],
    ] as const) {
      const res = await upload(
        url,
        teacher,
        { folderPath: 'videos' },
        {
          field,
          name: 'lesson.mp4',
          type: 'video/mp4',
          data: playlist,
        },
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', errors: [{ field }] });
    }
    await t.services.jobs.drain();
    // Nothing was recorded or stored, and no stored file holds the local file's bytes.
    expect(await t.db.selectFrom('uploads').select('storage_key').execute()).toEqual(uploadsBefore);
    const stored = await readdir(t.config.storageDir, { recursive: true, withFileTypes: true });
    for (const entry of stored.filter((e) => e.isFile())) {
      const bytes = await readFile(path.join(entry.parentPath, entry.name));
      expect(bytes.includes(secret.subarray(0, 64)), entry.name).toBe(false);
    }
  });

  it('refuses other files sent as video, and a webm sent as mp4 to uploadFile', async () => {
    const text = await upload(
      '/api/upload/getTransVideo',
      teacher,
      { folderPath: 'v' },
      {
        field: 'video',
        name: 'notes.mov',
        type: 'video/quicktime',
        data: Buffer.from('not a video at all'),
      },
    );
    expect(text.statusCode).toBe(400);
    const webmAsMp4 = await upload(
      '/api/upload/uploadFile',
      teacher,
      { folderPath: 'v' },
      {
        field: 'file',
        name: 'clip.mp4',
        type: 'video/mp4',
        data: await makeVideo('webm'),
      },
    );
    expect(webmAsMp4.statusCode).toBe(400);
    expect(webmAsMp4.json().errors).toEqual([{ field: 'file', message: expect.any(String) }]);
  });
});

describe('upload areas', () => {
  it('staff without a school cannot upload; a platform editor uploads into the platform’s area', async () => {
    const loner = await makeUser(t.db, { userTypeId: 3 });
    const lonerToken = await tokenFor(t.app, loner.email!, TEST_PASSWORD);
    const file = { field: 'file', name: 'a.png', type: 'image/png', data: png };
    const refused = await upload('/api/upload/uploadFile', lonerToken, { folderPath: 'x' }, file);
    expect(refused.statusCode).toBe(403);

    await t.services.catalogue.contentEdits.grantPlatformEditor(loner.uuid, 'test operator');
    const res = await upload('/api/upload/uploadFile', lonerToken, { folderPath: 'x' }, file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.key).toMatch(/^uploads\/platform\/x\//);
    const row = await t.db
      .selectFrom('uploads')
      .select('school_id')
      .where('storage_key', '=', res.json().data.key)
      .executeTakeFirstOrThrow();
    expect(row.school_id).toBeNull();
  });
});
