import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { tableDigest } from '../../test/victim-digest.js';
import { nulTextField } from './nul-text.js';

// The route fuzz on PostgreSQL: GET /auth/invoice/%00 answered 500, as PostgreSQL refuses any text
// holding U+0000. No text of the platform holds it; it is refused at the edge, on both engines.

let t: TestApp;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  student = await tokenFor(t.app, world.student.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('text holding U+0000', () => {
  it('in a path parameter was a 500 on PostgreSQL; it is a 400 naming the parameter', async () => {
    const res = await call(t.app, 'GET', '/api/cognito-login-service/auth/invoice/%00', { token: student });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'invoiceId', message: 'must not contain the character U+0000' }]);
  });

  it('in a query parameter sent twice names the parameter, not its copy', async () => {
    const res = await call(t.app, 'GET', '/api/syllabus-v2/childList?boardId=%00&boardId=1', { token: student });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('boardId');
  });

  it('in a JSON body names the field, and nothing is written', async () => {
    const before = await tableDigest(t.db);
    const res = await call(t.app, 'POST', '/api/mis/v2/bookmarkContentUniversity', {
      token: student,
      body: { contentId: 1, contentTitle: 'a\u0000b', setBookmarkState: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'contentTitle', message: 'must not contain the character U+0000' }]);
    expect(await tableDigest(t.db)).toEqual(before);
  });

  it('is found at any depth, in names as in values', () => {
    expect(nulTextField({ items: [{ id: 1 }, { title: 'x\u0000' }] })).toBe('items.1.title');
    expect(nulTextField({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(nulTextField({ a: 'plain', b: [1, 2] })).toBeNull();
  });
});
