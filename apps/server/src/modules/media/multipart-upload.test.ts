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

describe('malformed multipart (issue 7 §1.10: 11 of 220 tries were a 500)', () => {
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
