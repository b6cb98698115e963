import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { eventId, makePaper, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { tableDigest } from '../../test/victim-digest.js';

// Regressions from the route fuzz (every input bounded, every refusal a 400), written from the requests that broke.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/mis/addProgress', { token, body: { source: 1, client_event_id: eventId(), ...body } });

describe('progress numbers past any media (100 hours)', () => {
  it('resume_position 1e308 was stored as Infinity, and every later post of the paper answered 500', async () => {
    const { paper_id } = await makePaper(t.db);
    const before = await tableDigest(t.db);
    const res = await post({ paper_id, total_consumption_time: 0, resume_position: 1e308 });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['resume_position']);
    expect(await tableDigest(t.db)).toEqual(before);
    // The record still reads and writes.
    const after = await post({ paper_id, total_consumption_time: 0 });
    expect(after.status).toBe(200);
  });

  it('refuses total_consumption_time past 100 hours by name, and takes exactly 100 hours', async () => {
    const { paper_id } = await makePaper(t.db);
    const tooMuch = await post({ paper_id, total_consumption_time: 1e308 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors.map((e: { field: string }) => e.field)).toEqual(['total_consumption_time']);
    expect((await post({ paper_id, total_consumption_time: 360_000, resume_position: 360_000 })).status).toBe(200);
  });

  it('refuses a context id past the 32-bit columns by name, before writing', async () => {
    const { paper_id } = await makePaper(t.db);
    const before = await tableDigest(t.db);
    const res = await post({ paper_id, total_consumption_time: 1, section_id: 2 ** 31 });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('section_id');
    expect(await tableDigest(t.db)).toEqual(before);
  });
});

describe('id lists in a query', () => {
  it('contentIds=0,4000000000 answered 500 on PostgreSQL; an id past 32 bits is a 400 naming the list', async () => {
    const res = await call(t.app, 'GET', '/api/mis/getContentResumeTime?contentIds=0,4000000000', { token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('contentIds');
    expect((await call(t.app, 'GET', '/api/mis/getContentResumeTime?contentIds=1,2147483647', { token })).status).toBe(
      200,
    );
  });
});
