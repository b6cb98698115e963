import { ROSTER_CSV_MAX_CHARS } from '@esc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Regressions from the route fuzz (every input bounded, every refusal a 400), written from the requests that broke.

let t: TestApp;
let teacher: string;
let admin: string;
const AUTH = '/api/cognito-login-service/auth';

beforeAll(async () => {
  t = await createTestApp();
  const world = await makeSchoolWorld(t.db);
  teacher = await tokenOf(t.app, world.teacher);
  admin = await tokenOf(t.app, world.admin);
});
afterAll(() => t.close());

const fields = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);

describe('ids past the 32-bit columns', () => {
  it('class_id 9223372036854775808 was a 400 naming "id"; it names class_id', async () => {
    // The literal is past 2^63: JSON.parse makes it 9223372036854776000.
    const res = await t.app.inject({
      method: 'POST',
      url: `${AUTH}/studentListByClassSection`,
      payload: '{"class_id":9223372036854775808,"start_index":0,"limit":1}',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${teacher}` },
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res.json())).toEqual(['class_id']);
  });

  it('section_id 1e30 was a 400 naming "id"; it names section_id', async () => {
    const res = await call(t.app, 'POST', `${AUTH}/studentListBySection`, {
      token: teacher,
      body: { section_id: 1e30, start_index: 0 },
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['section_id']);
  });

  it('digits past 2147483647, or with a leading zero, are refused by name; 2147483647 is an id', async () => {
    for (const classId of ['2147483648', '99999999999999', '007']) {
      const res = await call(t.app, 'POST', `${AUTH}/studentListByClassSection`, {
        token: teacher,
        body: { class_id: classId },
      });
      expect(res.status, classId).toBe(400);
      expect(fields(res.body), classId).toEqual(['class_id']);
    }
    const largest = await call(t.app, 'POST', `${AUTH}/studentListByClassSection`, {
      token: teacher,
      body: { class_id: '2147483647' },
    });
    expect(largest.status).toBeLessThan(500);
    expect(largest.status).not.toBe(400);
  });
});

describe('roster files as long as the contract allows', () => {
  it('a CSV of ROSTER_CSV_MAX_CHARS two-byte characters was a 413; it is read', async () => {
    const res = await call(t.app, 'POST', '/api/institutes/roster/preview', {
      token: admin,
      body: { csv: 'é'.repeat(ROSTER_CSV_MAX_CHARS) },
    });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });

  it('one character more is a 400 naming csv', async () => {
    const res = await call(t.app, 'POST', '/api/institutes/roster/preview', {
      token: admin,
      body: { csv: 'x'.repeat(ROSTER_CSV_MAX_CHARS + 1) },
    });
    expect(res.status).toBe(400);
    expect(fields(res.body)).toEqual(['csv']);
  });
});
