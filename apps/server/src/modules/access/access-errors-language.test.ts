import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_EXPLANATIONS, gateExplanation, gateWords, type GateExplanation } from '@esc/domain';
import { makeClassContents, makeFreeLearner } from '../../test/access-factories.js';
import { makeContent, mapContent } from '../../test/content-factories.js';
import { messageOfReason } from '../../platform/errors/app-error.js';
import { gateRef } from './gate-words.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The gate's refusals in the language the request asks for (a learner reading Urdu or Hindi), English
// without one: an unknown item is not found, a kind with no table needs its class, and the gate's own
// explanation (an answer of /access/decide, and the 403 of an item refused) is said in the language.

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

describe('the gate’s explanation', () => {
  it('is one of the catalogue’s sentences, whose English is the rule’s own words and has its Hindi', () => {
    const values = { group: 'Detailed Learning', date: '2026-03-31', left: 3, limit: 10 };
    for (const id of Object.keys(GATE_EXPLANATIONS) as GateExplanation[]) {
      const ref = gateRef(gateWords(id, values));
      expect(ref.reason).toBe(`access.gate.${id}`);
      expect(messageOfReason('en', ref)).toBe(gateExplanation(id, values));
      expect(messageOfReason('hi', ref)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('answers /access/decide in Hindi, the count of free items in it, and in English without a language', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const learner = await tokenOf(t.app, await makeFreeLearner(t.db, place));
    const ask = (language?: string) =>
      call(t.app, 'POST', '/api/access/decide', {
        token: learner,
        body: { item_kind: 'content', item_id: ids[0] },
        language,
      });
    const hindi = await ask('hi');
    expect(hindi.body.data.explanation).toBe('मुफ़्त में खोलें: इसके बाद आपकी 10 मुफ़्त चीज़ों में से 9 बाकी रहेंगी।');
    // Opened once, it stays open: said in English to a request without a language.
    expect((await ask()).body.data.explanation).toBe('You opened this before, so it stays open for you.');
  });

  it('refuses an item past the free ones (403) in Hindi, with its reason', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 10 });
    const lesson = await makeContent(t.db, { content_kind: 'interactive', media_key: 'lessons/one.json' });
    await mapContent(t.db, lesson.content_id, place, 10);
    const learner = await tokenOf(t.app, await makeFreeLearner(t.db, place));
    for (const id of ids) {
      const opened = await call(t.app, 'POST', '/api/access/decide', {
        token: learner,
        body: { item_kind: 'content', item_id: id },
      });
      expect(opened.body.data.allowed).toBe(true);
    }
    const refused = await call(t.app, 'GET', `/api/content/interactiveLesson/${lesson.content_id}`, {
      token: learner,
      language: 'hi',
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      reason: 'access.gate.freeItemsUsed',
      message: 'आपने सभी 10 मुफ़्त चीज़ें खोल ली हैं। खोली गई चीज़ें खुली रहेंगी; बाकी खोलने के लिए इस कक्षा का पैकेज लें।',
    });
    // The content details say the same lock in the reader's language, and in English without one.
    const details = (language?: string) =>
      call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${lesson.content_id}`, {
        token: learner,
        language,
      });
    const [hindi] = (await details('hi')).body.data.content_details;
    expect(hindi.locked).toBe(true);
    expect(hindi.lock_explanation).toBe(refused.body.message);
    expect(hindi.access.explanation).toBe(refused.body.message);
    expect((await details()).body.data.content_details[0].lock_explanation).toBe(
      'You have opened all 10 free items. Items you opened stay open; buy a package for this class to open the rest.',
    );
  });
});
