import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type Operation } from '../../test/openapi-operations.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The route fuzz: GET /api/resize-image/{*} refused a bad size with a 400 naming "size", a field
// its contract did not have (the size hid inside the wildcard), and the upload calls showed no
// form, so nothing told a client (or the fuzz) that they take files.

let t: TestApp;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  operations = await operationsOf(t.app);
});
afterAll(() => t.close());

const find = (id: string) => operations.find((op) => op.id === id)!;

describe('media paths', () => {
  it('the resize route declares its size beside the key', () => {
    const op = find('GET /api/resize-image/{size}/{*}');
    expect(op.parameters.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['size', '*']);
  });

  it('a bad size is a 400 naming the declared size', async () => {
    const res = await call(t.app, 'GET', '/api/resize-image/200y120/uploads/1/a.png');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('size');
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
