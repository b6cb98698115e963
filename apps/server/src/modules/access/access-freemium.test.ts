import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, makeClassContents, makeFreeLearner, subscribe } from '../../test/access-factories.js';
import { makeContentPlace, mapContent } from '../../test/content-factories.js';
import { guestToken, tokenOf } from '../../test/learning-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Freemium, packages and premium groups for learners of the default school 17250 (spec 002 §5.3, §6).
// A default-school learner has 10 free items per board and class (README: "10 free items for
// default-school learners"): the 10 below is that sentence's number.

const NOW = Date.parse('2026-11-21T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

const FIELDS = ['allowed', 'reason', 'prompt', 'explanation', 'freemium'];

async function decideContent(token: string | undefined, itemId: number | string, extra: Record<string, unknown> = {}) {
  const res = await decide(t.app, token, { item_kind: 'content', item_id: itemId, ...extra });
  expect(res.status).toBe(200);
  // The decision fields are always there, whatever the answer.
  expect(Object.keys(res.body.data).sort()).toEqual([...FIELDS].sort());
  expect(res.body.data.explanation).toMatch(/^\S.+\.$/);
  return res.body.data;
}

async function opensOf(uuid: string) {
  const rows = await t.db.selectFrom('content_accesses').select('content_id').where('uuid', '=', uuid).execute();
  return rows.map((r) => r.content_id).sort();
}

describe('freemium for a 17250 learner without a package', () => {
  it('opens 10 items, then refuses the 11th with the content-limit prompt; opened items stay open', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 12 });
    const student = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, student);

    for (const [i, id] of ids.slice(0, 10).entries()) {
      const d = await decideContent(token, id);
      expect(d).toMatchObject({ allowed: true, reason: 'freemium-available', prompt: null });
      expect(d.freemium).toEqual({ content_limit: 10, opened: i + 1 });
    }
    expect(await opensOf(student.uuid)).toEqual(ids.slice(0, 10).sort());

    const refused = await decideContent(token, ids[10]!);
    expect(refused).toMatchObject({
      allowed: false,
      reason: 'content-limit-reached',
      prompt: 'content-limit',
      freemium: { content_limit: 10, opened: 10 },
    });
    expect(refused.explanation).toMatch(/10 free items/);

    const again = await decideContent(token, ids[2]!);
    expect(again).toMatchObject({ allowed: true, reason: 'freemium-already-opened' });
    // Neither the refusal nor opening again used an item.
    expect(await opensOf(student.uuid)).toHaveLength(10);
  });

  it('opens racing for the last free items never pass the limit', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 15 });
    const student = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, student);
    for (const id of ids.slice(0, 8)) await decideContent(token, id);

    // Seven opens at once for the last two free items: exactly two are allowed and recorded.
    const racing = await Promise.all(ids.slice(8).map((id) => decideContent(token, id)));
    expect(racing.filter((d) => d.allowed)).toHaveLength(2);
    expect(racing.filter((d) => d.reason === 'content-limit-reached')).toHaveLength(5);
    expect(await opensOf(student.uuid)).toHaveLength(10);
  });

  it('counts free items per board and class', async () => {
    const first = await makeClassContents(t.db, { count: 10 });
    const other = await makeClassContents(t.db, { count: 1 });
    const student = await makeFreeLearner(t.db, first.place);
    const token = await tokenOf(t.app, student);
    for (const id of first.ids) expect((await decideContent(token, id)).allowed).toBe(true);
    // Another class (no section there: still the default school) has its own free items.
    expect(await decideContent(token, other.ids[0]!)).toMatchObject({
      allowed: true,
      reason: 'freemium-available',
      freemium: { opened: 1 },
    });
  });

  it('resolves an old content id to the content it names', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    await t.db.updateTable('contents').set({ old_content_id: 'OLD-77' }).where('content_id', '=', ids[0]!).execute();
    const student = await makeFreeLearner(t.db, place);
    expect(await decideContent(await tokenOf(t.app, student), 'OLD-77')).toMatchObject({ allowed: true });
    expect(await opensOf(student.uuid)).toEqual([ids[0]]);
  });

  it('an ended free trial shows the free-trial-ended prompt', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const student = await makeFreeLearner(t.db, place);
    await subscribe(t.db, student.uuid, place, { isFreeTrial: true, start: '2026-10-01', end: '2026-10-31' });
    expect(await decideContent(await tokenOf(t.app, student), ids[0]!)).toMatchObject({
      allowed: false,
      reason: 'free-trial-ended',
      prompt: 'free-trial-ended',
    });
  });
});

describe('packages and premium groups', () => {
  it('a student with an active package opens everything, premium groups included, without using free items', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 13 });
    const premium = await makeClassContents(t.db, {
      count: 1,
      place: {
        ...(await makeContentPlace(t.db, { group: 'Detailed Learning' })),
        boardId: place.boardId,
        classId: place.classId,
      },
    });
    const student = await makeFreeLearner(t.db, place);
    await subscribe(t.db, student.uuid, place);
    const token = await tokenOf(t.app, student);
    for (const id of [...ids, ...premium.ids]) {
      expect(await decideContent(token, id)).toMatchObject({ allowed: true, reason: 'active-package', prompt: null });
    }
    expect(await opensOf(student.uuid)).toEqual([]);
  });

  it('an expired package does not count', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'High Weightage Content' });
    const student = await makeFreeLearner(t.db, place);
    await subscribe(t.db, student.uuid, place, { start: '2025-01-01', end: '2025-12-31' });
    expect((await decideContent(await tokenOf(t.app, student), ids[0]!)).prompt).toBe('premium');
  });

  it('a premium group item is refused for a free student with the premium prompt, and uses no free item', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'Recommended Content' });
    const student = await makeFreeLearner(t.db, place);
    const d = await decideContent(await tokenOf(t.app, student), ids[0]!);
    expect(d).toMatchObject({ allowed: false, reason: 'premium-group', prompt: 'premium' });
    expect(d.explanation).toContain('Recommended Content');
    expect(await opensOf(student.uuid)).toEqual([]);
  });

  it('the group the client names picks among the content’s places', async () => {
    const free = await makeClassContents(t.db, { count: 1 });
    const premiumGroup = await makeContentPlace(t.db, { group: 'Detailed Learning' });
    const premiumPlace = { ...premiumGroup, boardId: free.place.boardId, classId: free.place.classId };
    // The same content is mapped into a premium group of the same class too.
    await mapContent(t.db, free.ids[0]!, premiumPlace);
    const student = await makeFreeLearner(t.db, free.place);
    const token = await tokenOf(t.app, student);
    const ask = (groupId: number) =>
      decideContent(token, free.ids[0]!, {
        board_id: free.place.boardId,
        class_id: free.place.classId,
        group_id: groupId,
      });
    expect((await ask(premiumPlace.groupId)).prompt).toBe('premium');
    expect((await ask(free.place.groupId)).allowed).toBe(true);
  });
});

describe('guests and mistakes', () => {
  it('a guest, with or without a guest token, is asked to sign in', async () => {
    const { ids } = await makeClassContents(t.db, { count: 1 });
    for (const token of [undefined, await guestToken(t.app)]) {
      expect(await decideContent(token, ids[0]!)).toMatchObject({
        allowed: false,
        reason: 'guest',
        prompt: 'sign-in',
        freemium: null,
      });
    }
  });

  it('answers 404 for unknown items and 400 when a kind without a table has no class', async () => {
    const { place } = await makeClassContents(t.db, { count: 0 });
    const token = await tokenOf(t.app, await makeFreeLearner(t.db, place));
    expect((await decide(t.app, token, { item_kind: 'content', item_id: 99_999_999 })).body.error_code).toBe(
      'NOT_FOUND',
    );
    expect((await decide(t.app, token, { item_kind: 'paper', item_id: 99_999_999 })).status).toBe(404);
    const noClass = await decide(t.app, token, { item_kind: 'learnlist', item_id: 5 });
    expect(noClass.status).toBe(400);
    expect(noClass.body.errors).toEqual([{ field: 'board_id', message: 'is required for learnlist' }]);
    expect((await decide(t.app, token, { item_kind: 'video', item_id: 5 })).status).toBe(400);
  });
});
