import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCatalogueTree } from '../../test/catalogue-factories.js';
import { makeContent, tokenFor } from '../../test/content-factories.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The catalogue's refusals in the words of the request's language (Accept-Language), English without
// one, each with its stable reason: a syllabus node or book that does not exist, and a tag edit by
// someone who is no platform editor.

let t: TestApp;
let teacher: string;

beforeAll(async () => {
  t = await createTestApp();
  await makeCatalogueTree(t.db, { groupPresentation: 1 });
  const staff = await makeUser(t.db, { userTypeId: 3 });
  teacher = await tokenFor(t.app, staff.email!, TEST_PASSWORD);
});
afterAll(() => t.close());

describe('a syllabus node that does not exist', () => {
  const children = (language?: string) =>
    call(t.app, 'GET', '/api/syllabus-v2/childList?syllabusId=999999999', { language });

  it('is not found in Hindi, with its reason', async () => {
    const res = await children('hi');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      error_code: 'NOT_FOUND',
      reason: 'catalogue.nodeNotFound',
      message: 'पाठ्यक्रम का यह भाग नहीं मिला।',
    });
  });

  it('is not found in Urdu for a browser that prefers Urdu, and in English without a language', async () => {
    expect((await children('ur-IN,ur;q=0.9,en;q=0.5')).body.message).toBe('نصاب کا یہ حصہ نہیں ملا۔');
    const en = await children();
    expect(en.body).toMatchObject({ reason: 'catalogue.nodeNotFound', message: 'No such syllabus node.' });
  });
});

describe('a book code no book has', () => {
  it('is not found in Tamil and in English', async () => {
    const url = '/api/syllabus-v2/bookCodeDetail?bookCode=NOPE';
    const ta = await call(t.app, 'GET', url, { token: teacher, language: 'ta' });
    expect(ta.status).toBe(404);
    expect(ta.body).toMatchObject({ reason: 'catalogue.bookNotFound', message: expect.stringContaining('புத்தக') });
    expect((await call(t.app, 'GET', url, { token: teacher })).body.message).toBe('No book with this code.');
  });
});

describe('a tag edit by a teacher', () => {
  it('is refused in Bengali and in English: tags are the whole catalogue’s', async () => {
    const content = await makeContent(t.db);
    const edit = (language?: string) =>
      call(t.app, 'POST', '/api/content/v2/updateContentTagValue', {
        token: teacher,
        body: { content_id: content.content_id, tag_id: 77, tag_value_id: 777001, tag_value: 'Hard' },
        language,
      });
    const bn = await edit('bn');
    expect(bn.status).toBe(403);
    expect(bn.body).toMatchObject({ error_code: 'FORBIDDEN', reason: 'catalogue.tagsAreGlobal' });
    expect(bn.body.message).toContain('প্ল্যাটফর্মের সম্পাদকরা');
    expect((await edit()).body.message).toBe(
      'Tags are shared by the whole catalogue: only platform editors change them.',
    );
  });
});
