import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { fieldErrors } from './error-handler.js';

// Regressions from the route fuzz: every refusal of input is a 400 in the envelope whose
// `errors` name a field of the request, or the body or path as a whole.

let t: TestApp;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

const post = (url: string, payload: string, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${student}` },
  });

describe('a body that cannot be read', () => {
  it('empty JSON was a 400 naming nothing; it names the body', async () => {
    const res = await post('/api/mis/v2/bookmarkContentUniversity', '', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 'VALIDATION_FAILED', errors: [{ field: 'body' }] });
  });

  it('JSON that does not parse names the body', async () => {
    const res = await post('/api/learning/bookmarks/status', '{"a":}', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('a type the route does not take was a 415; it is a 400 naming the body', async () => {
    const res = await post('/api/mis/addProgress', '{"total_consumption_time":0,"source":1}', 'text/plain');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status_code: 400, status: 0, errors: [{ field: 'body' }] });
  });
});

describe('a path the router cannot read', () => {
  it("a broken percent-escape was Fastify's own JSON; it is the envelope naming the path", async () => {
    const res = await call(t.app, 'GET', '/api/cognito-login-service/auth/invoice/%', { token: student });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status_code: 400,
      error_code: 'VALIDATION_FAILED',
      errors: [{ field: 'params' }],
    });
  });

  it('a path parameter longer than any id was a 414; it is a 400 naming the path', async () => {
    const res = await call(t.app, 'GET', `/api/content/interactiveLesson/${'a'.repeat(5_000)}`, { token: student });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'params', message: expect.any(String) }]);
  });
});

describe('field names in validation errors', () => {
  it('a property named "~" was named "~0" (its JSON pointer); it is named as sent', async () => {
    const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/declineParentLink', {
      token: student,
      body: { '~': '' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['link_id', '~']);
  });

  it('a property named "/" was named "~1"; it is named as sent', async () => {
    const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/signUp', { body: { '/': false } });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('/');
    expect(res.body.errors.map((e: { field: string }) => e.field)).not.toContain('~1');
  });

  it('an extra property named "" names the body rather than nothing', () => {
    expect(fieldErrors([{ keyword: 'boolean', instancePath: '/', params: {} }], 'body')).toEqual([
      { field: 'body', message: 'The request is not allowed here.' },
    ]);
  });
});
