import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  teacher = await tokenFor(t.app, world.teacher.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('malformed multipart (11 of 220 tries were a 500)', () => {
  const b = 'XyZ';
  const part = (headers: string, body: string) => `--${b}\r\n${headers}\r\n\r\n${body}`;
  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['no parts', `multipart/form-data; boundary=${b}`, 'garbage'],
    [
      'a file cut short',
      `multipart/form-data; boundary=${b}`,
      part('Content-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png', 'abc'),
    ],
    [
      'a field cut short',
      `multipart/form-data; boundary=${b}`,
      part('Content-Disposition: form-data; name="folderPath"', 'x'),
    ],
    ['a broken part header', `multipart/form-data; boundary=${b}`, `${part('broken header', 'x')}\r\n--${b}--`],
    ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
  ])('%s is a 400 naming the file field', async (_name, contentType, payload) => {
    for (const [url, field] of [
      ['/api/upload/uploadFile', 'file'],
      ['/api/upload/getTransVideo', 'video'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, authorization: `Bearer ${teacher}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error_code).toBe('VALIDATION_FAILED');
      // The route's file field, or the file part the client named.
      expect(['file', field]).toContain(res.json().errors[0].field);
    }
  });
});

describe('a form with too many parts (route fuzz: 413 "reach files limit", a status no input refusal has)', () => {
  const b = 'fuzzBoundary';
  const field = (name: string, value: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const file = (name: string) =>
    `--${b}\r\nContent-Disposition: form-data; name="${name}"; filename="notes.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`;
  const send = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/upload/uploadFile',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: `Bearer ${teacher}` },
    });

  it('two files are a 400 naming the file field', async () => {
    const res = await send(`${field('folderPath', 'notes')}${file('file')}${file('other')}--${b}--\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: 'takes one file only' }]);
  });

  it('forty fields are a 400 naming the body', async () => {
    const many = Array.from({ length: 40 }, (_, i) => field(`f${i}`, 'x')).join('');
    const res = await send(`${many}${file('file')}--${b}--\r\n`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body');
  });
});

describe('the form text fields', () => {
  it('a folderPath longer than the documented 400 characters is a 400 naming it', async () => {
    const b = 'fuzzBoundary';
    const payload =
      `--${b}\r\nContent-Disposition: form-data; name="folderPath"\r\n\r\n${'a/'.repeat(201)}\r\n` +
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="n.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${b}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/uploadFile',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: `Bearer ${teacher}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'folderPath', message: 'must be at most 400 characters' }]);
  });
});
