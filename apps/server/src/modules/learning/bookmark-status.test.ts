import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A study page asked for 55 bookmark flags one request at a time. One call answers
// the flags of a whole list: POST /api/learning/bookmarks/status.

let t: TestApp;
let token: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
  other = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const STATUS = '/api/learning/bookmarks/status';
const post = (path: string, body: Record<string, unknown>, as = token) =>
  call(t.app, 'POST', path, { token: as, body });

describe('bookmark flags of a whole list in one call', () => {
  it('answers content, syllabus nodes and questions together, in the order asked, duplicates collapsed', async () => {
    const [a, b] = [await makeContent(t.db), await makeContent(t.db)];
    await post('/api/mis/v2/bookmarkContentUniversity', { contentId: b.content_id, setBookmarkState: true });
    await post('/api/syllabus-v2/bookmarkUnbookmarkSyllabus/v2.1.0', { syllabusId: 30001, setBookmarkState: true });
    await post('/api/question-msa-test/question/bookmarkQuestionUniversity', {
      question_id: 'Q-17',
      setBookmarkState: true,
    });
    const res = await post(STATUS, {
      items: [
        { kind: 'content', item_id: a.content_id },
        { kind: 'content', item_id: String(b.content_id) },
        { kind: 'syllabus', item_id: 30001 },
        { kind: 'syllabus', item_id: 30002 },
        { kind: 'question', item_id: 'Q-17' },
        { kind: 'content', item_id: `00${b.content_id}` },
        // The same id under another kind is another item.
        { kind: 'paper', item_id: b.content_id },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items).toEqual([
      { kind: 'content', item_id: String(a.content_id), is_bookmarked: 0, bookmarked_on: null },
      { kind: 'content', item_id: String(b.content_id), is_bookmarked: 1, bookmarked_on: expect.any(String) },
      { kind: 'syllabus', item_id: '30001', is_bookmarked: 1, bookmarked_on: expect.any(String) },
      { kind: 'syllabus', item_id: '30002', is_bookmarked: 0, bookmarked_on: null },
      { kind: 'question', item_id: 'Q-17', is_bookmarked: 1, bookmarked_on: expect.any(String) },
      { kind: 'paper', item_id: String(b.content_id), is_bookmarked: 0, bookmarked_on: null },
    ]);
  });

  it('answers each person their own flags', async () => {
    const c = await makeContent(t.db);
    await post('/api/mis/v2/bookmarkContentUniversity', { contentId: c.content_id, setBookmarkState: true });
    const theirs = await post(STATUS, { items: [{ kind: 'content', item_id: c.content_id }] }, other);
    expect(theirs.body.data.items[0].is_bookmarked).toBe(0);
  });

  it('takes 1 to 100 items and refuses more, or none, or an unknown kind, naming the field', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => ({ kind: 'content', item_id: 900_000 + i }));
    expect((await post(STATUS, { items: hundred })).body.data.items).toHaveLength(100);
    for (const items of [[...hundred, { kind: 'content', item_id: 1 }], []]) {
      const res = await post(STATUS, { items });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'items' })]);
    }
    const badKind = await post(STATUS, { items: [{ kind: 'folder', item_id: 1 }] });
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors[0].field).toMatch(/^items\.0/);
  });

  it('needs a signed-in person', async () => {
    const res = await call(t.app, 'POST', STATUS, { body: { items: [{ kind: 'content', item_id: 1 }] } });
    expect(res.status).toBe(401);
  });
});
