import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClassContents, makeFreeLearner } from '../../test/access-factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The gate's refusals to place an item in the language the request asks for (a learner reading Urdu or
// Hindi), English without one: an unknown item is not found, a kind with no table needs its class.

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const { place } = await makeClassContents(t.db, { count: 0 });
  token = await tokenOf(t.app, await makeFreeLearner(t.db, place));
});
afterAll(() => t.close());

const decide = (body: Record<string, unknown>, language?: string) =>
  call(t.app, 'POST', '/api/access/decide', { token, body, language });

describe('an item the gate does not know', () => {
  it('is not found, in Hindi, in Urdu and in English', async () => {
    const unknown = { item_kind: 'content', item_id: 99_999_999 };
    const hindi = await decide(unknown, 'hi');
    expect(hindi.status).toBe(404);
    expect(hindi.body).toMatchObject({ reason: 'access.noContent', message: 'यह सामग्री नहीं मिली।' });
    expect((await decide(unknown, 'ur')).body.message).toBe('یہ مواد نہیں ملا۔');
    expect((await decide(unknown)).body.message).toBe('No such content.');
    const paper = await decide({ item_kind: 'paper', item_id: 99_999_999 }, 'hi');
    expect(paper.body).toMatchObject({ reason: 'access.noPaper', message: 'यह प्रश्नपत्र नहीं मिला।' });
  });
});

describe('a learn-list asked without its class (a field error)', () => {
  it('names the board in Hindi, the kind kept as sent', async () => {
    const res = await decide({ item_kind: 'learnlist', item_id: 5 }, 'hi');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ reason: 'access.placeOfKind', message: 'बोर्ड: learnlist के लिए ज़रूरी है।' });
    expect(res.body.errors).toEqual([{ field: 'board_id', message: 'learnlist के लिए ज़रूरी है' }]);
  });

  it('names it in English without a language', async () => {
    const res = await decide({ item_kind: 'learnlist', item_id: 5 });
    expect(res.body.message).toBe('Board is required for learnlist.');
    expect(res.body.errors).toEqual([{ field: 'board_id', message: 'is required for learnlist' }]);
  });
});
