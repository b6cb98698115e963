import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeContent, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Progress and bookmark refusals in the words of the request's language (Accept-Language), English
// without one: each field named, the codes a client sends kept as they are inside the sentence.
// The ended package's conflict is in progress-package-ended.test.ts.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

describe('a media time longer than any content', () => {
  const post = async (language?: string) => {
    const { content_id } = await makeContent(t.db);
    return call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
      token,
      body: { content_id, source: 1, total_consumption_time: 5, total_media_time: '100:00:01' },
      language,
    });
  };

  it('names the field and the form in Hindi', async () => {
    const res = await post('hi');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'total_media_time', message: "total_media_time: 'HH:MM:SS' के रूप में दें, ज़्यादा से ज़्यादा 100 घंटे।" },
    ]);
  });

  it('and in English without a language', async () => {
    const res = await post();
    expect(res.body.errors).toEqual([
      { field: 'total_media_time', message: "total_media_time must be 'HH:MM:SS' of at most 100 hours." },
    ]);
  });
});

describe('a bookmark check that names no syllabus node', () => {
  it('says in Urdu how many ids it takes', async () => {
    const res = await call(t.app, 'GET', '/api/syllabus-v2/checkSyllabusBookmarkStatus/v2.1.0', {
      token,
      language: 'ur',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'syllabusIds', message: 'syllabusIds: 1 سے 100 تک آئی ڈی دیں۔' }]);
  });
});
