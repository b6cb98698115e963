import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The offline app's outbox sends a bookmark again when the answer to the first try was lost: a write
// carrying its client id (client_write_id) counts once, whatever happened in between.

let t: TestApp;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
  otherToken = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const post = (path: string, body: Record<string, unknown>, as = token) =>
  call(t.app, 'POST', `/api${path}`, { token: as, body });
const CONTENT = '/mis/v2/bookmarkContentUniversity';
const status = async (contentId: number, as = token) =>
  (await call(t.app, 'GET', `/api/mis/v2/contentBookmarkedStatusUniversity?contentId=${contentId}`, { token: as })).body
    .data.is_bookmarked as number;

describe('a bookmark write sent again with its client id', () => {
  it('a toggle resent is not undone by its retry', async () => {
    const content = await makeContent(t.db, { title: 'Light' });
    const body = { contentId: content.content_id, client_write_id: 'offline-toggle-1' };
    const first = await post(CONTENT, body);
    expect(first.status).toBe(200);
    expect(first.body.data.is_bookmarked).toBe(1);
    const again = await post(CONTENT, body);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ is_bookmarked: 1, bookmarked_on: first.body.data.bookmarked_on });
    expect(await status(content.content_id)).toBe(1);
  });

  it('a set resent after a later unset answers the first outcome and does not set it again', async () => {
    const content = await makeContent(t.db, { title: 'Sound' });
    const set = { contentId: content.content_id, setBookmarkState: true, client_write_id: 'offline-set-1' };
    expect((await post(CONTENT, set)).body.data.is_bookmarked).toBe(1);
    const unset = { contentId: content.content_id, setBookmarkState: false, client_write_id: 'offline-unset-1' };
    expect((await post(CONTENT, unset)).body.data.is_bookmarked).toBe(0);
    const resent = await post(CONTENT, set);
    expect(resent.status).toBe(200);
    expect(resent.body.data.is_bookmarked).toBe(1);
    // The later unset stands: the resend changed nothing.
    expect(await status(content.content_id)).toBe(0);
  });

  it('the same id resent at once by two tabs counts once', async () => {
    const content = await makeContent(t.db, { title: 'Heat' });
    const body = { contentId: content.content_id, client_write_id: 'offline-toggle-2' };
    const answers = await Promise.all([post(CONTENT, body), post(CONTENT, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.data.is_bookmarked)).toEqual([1, 1]);
    expect(await status(content.content_id)).toBe(1);
  });

  it("an id is one person's: another person's write with the same id is their own", async () => {
    const content = await makeContent(t.db, { title: 'Magnets' });
    const body = { contentId: content.content_id, setBookmarkState: true, client_write_id: 'shared-id' };
    expect((await post(CONTENT, body)).body.data.is_bookmarked).toBe(1);
    expect((await post(CONTENT, body, otherToken)).body.data.is_bookmarked).toBe(1);
    expect(await status(content.content_id, otherToken)).toBe(1);
  });

  it('every kind takes the id: a syllabus toggle resent counts once', async () => {
    const path = '/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0';
    const body = { syllabusId: 30001, client_write_id: 'offline-syllabus-1' };
    expect((await post(path, body)).body.data.is_bookmarked).toBe(1);
    expect((await post(path, body)).body.data.is_bookmarked).toBe(1);
    const read = await call(t.app, 'GET', '/api/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0?syllabusId=30001', {
      token,
    });
    expect(read.body.data.syllabus[0].is_bookmarked).toBe(1);
  });

  it('refuses an id that is empty or too long, naming the field', async () => {
    const content = await makeContent(t.db, { title: 'Force' });
    for (const client_write_id of ['', 'x'.repeat(101)]) {
      const res = await post(CONTENT, { contentId: content.content_id, client_write_id });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain('client_write_id');
    }
  });
});
