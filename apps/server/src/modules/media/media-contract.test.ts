import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type Operation } from '../../test/openapi-operations.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The route fuzz: GET /api/resize-image/{*} refused a bad size with a 400 naming "size", a field
// its contract did not have (the size hid inside the wildcard), and the upload calls showed no
// form, so nothing told a client (or the fuzz) that they take files. The path stays the spec's one
// parameter (002 §7.1 /resize-image/{spec}): the refusal names that parameter.

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
});
afterAll(() => t.close());

const find = (id: string) => operations.find((op) => op.id === id)!;

describe('media paths', () => {
  it('the resize route is the spec’s one parameter, size and key together', () => {
    const op = find('GET /api/resize-image/{*}');
    expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['*']);
  });

  it('a bad size is a 400 naming the declared parameter', async () => {
    for (const path of ['200y120/uploads/1/a.png', '0x120/uploads/1/a.png', '2001x10/a.png', 'nosize']) {
      const res = await call(t.app, 'GET', `/api/resize-image/${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.errors[0].field).toBe('*');
    }
  });

  it('a key longer than any stored key is a 400 naming it', async () => {
    const res = await call(t.app, 'GET', `/api/media/file/${'k/'.repeat(600)}x.png`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('*');
  });
});

describe('the upload forms', () => {
  it('are in the document as multipart forms with their file fields', () => {
    expect(find('POST /api/upload/uploadFile').form).toMatchObject({
      required: ['file'],
      properties: { file: { format: 'binary' }, folderPath: { maxLength: 400 } },
    });
    expect(find('POST /api/upload/getTransVideo').form?.properties).toMatchObject({
      video: { format: 'binary' },
      file: { format: 'binary' },
    });
  });
});
