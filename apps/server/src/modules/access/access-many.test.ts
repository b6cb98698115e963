import { DEFAULT_SCHOOL_ID } from '@esc/domain';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../platform/auth/tokens.js';
import {
  decide,
  ensureDefaultSchool,
  makeBatch,
  makeClassContents,
  makeFreeLearner,
  makeInstituteLearner,
  subscribe,
} from '../../test/access-factories.js';
import { makeUser } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { createSubscriptionReader } from '../commerce/subscription-reader.service.js';
import { createSubscriptionReaderRepository } from '../commerce/subscription-reader.repository.js';
import { createAccessService } from './access.service.js';

// Set-based access (one query per fact for a whole list, not per item), the batch at the default school (spec 002 §4.6) and the school's
// own day (spec 002 §9).

let nowMs = Date.parse('2026-11-21T06:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => nowMs });
});
afterAll(() => t.close());

const authOf = (user: { uuid: string; user_type_id: number }): AuthContext => ({
  uuid: user.uuid,
  userTypeId: user.user_type_id,
  schoolId: null,
  role: null,
  guest: false,
});

/** An access service over a database handle that counts the queries it runs. */
function countingAccess() {
  const counter = { queries: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.queries += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const db = t.db.withPlugin(plugin);
  const access = createAccessService({
    db,
    clock: () => nowMs,
    identity: t.services.identity.identity,
    subscriptions: createSubscriptionReader({ repo: createSubscriptionReaderRepository(db), clock: () => nowMs }),
    viewerSchools: t.services.catalogue.viewerSchools,
  });
  return { access, counter };
}

describe('decideMany: one query per fact, not per item', () => {
  it('deciding 200 items of a class costs the queries of deciding one', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 200 });
    const learner = await makeFreeLearner(t.db, place);
    const one = countingAccess();
    const single = await one.access.decideMany(authOf(learner), 'content', [ids[0]!]);
    const many = countingAccess();
    const all = await many.access.decideMany(authOf(learner), 'content', ids);
    expect(all.size).toBe(200);
    expect([...all.values()].every((o) => !(o instanceof Error) && o.decision.reason === 'freemium-available')).toBe(
      true,
    );
    expect(many.counter.queries).toBe(one.counter.queries);
    expect(single.get(String(ids[0]))).toMatchObject({ decision: { allowed: true } });
    // A look at a list records no free open.
    const opens = await t.db
      .selectFrom('content_accesses')
      .select('content_id')
      .where('uuid', '=', learner.uuid)
      .execute();
    expect(opens).toEqual([]);
  });

  it('items of a second class add only the queries of that class’s packages', async () => {
    const first = await makeClassContents(t.db, { count: 20 });
    const second = await makeClassContents(t.db, { count: 20 });
    const learner = await makeFreeLearner(t.db, first.place);
    const oneClass = countingAccess();
    await oneClass.access.decideMany(authOf(learner), 'content', first.ids);
    const twoClasses = countingAccess();
    const both = await twoClasses.access.decideMany(authOf(learner), 'content', [...first.ids, ...second.ids]);
    expect(both.size).toBe(40);
    // The default school's learner: the active package and the ended free trial of the one more class.
    expect(twoClasses.counter.queries - oneClass.counter.queries).toBeLessThanOrEqual(2);
  });

  it('answers each item as /access/decide does, unknown ids included', async () => {
    const free = await makeClassContents(t.db, { count: 2 });
    const premium = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const learner = await makeFreeLearner(t.db, free.place);
    const token = await tokenOf(t.app, learner);
    const { access } = countingAccess();
    const ids = [...free.ids, ...premium.ids, 987_654_321];
    const many = await access.decideMany(authOf(learner), 'content', ids);
    expect(many.get('987654321')).toMatchObject({ code: 'NOT_FOUND' });
    for (const id of ids.slice(0, 3)) {
      const one = (await decide(t.app, token, { item_kind: 'content', item_id: id })).body.data;
      const outcome = many.get(String(id)) as { decision: { allowed: boolean; reason: string; prompt: string | null } };
      // /access/decide opens (records) a free item; the set-based look decides the same way.
      expect(outcome.decision.allowed).toBe(one.allowed);
      expect(outcome.decision.prompt).toBe(one.prompt);
    }
  });
});

// Spec 002 §4.6: "School 17250 is the default school. It needs an active package for the board and
// class, and the batch must not be in the expired window."
describe('the default school reads the batch (spec 002 §4.6)', () => {
  it('a 17250 learner with an active package is refused once the batch has ended', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    await ensureDefaultSchool(t.db);
    const ended = await makeBatch(t.db, DEFAULT_SCHOOL_ID, place, {
      validFrom: '2025-04-01',
      validUntil: '2026-03-31',
    });
    const learner = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID, sectionIds: [ended.section_id] });
    await subscribe(t.db, learner.uuid, place, { start: '2026-01-01', end: '2027-12-31' });
    const res = await decide(t.app, await tokenOf(t.app, learner), { item_kind: 'content', item_id: ids[0] });
    expect(res.body.data).toMatchObject({ allowed: false, reason: 'batch-expired' });

    const open = await makeBatch(t.db, DEFAULT_SCHOOL_ID, place, { validFrom: '2026-04-01', validUntil: '2027-03-31' });
    const current = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID, sectionIds: [open.section_id] });
    await subscribe(t.db, current.uuid, place, { start: '2026-01-01', end: '2027-12-31' });
    const allowed = await decide(t.app, await tokenOf(t.app, current), { item_kind: 'content', item_id: ids[0] });
    expect(allowed.body.data).toMatchObject({ allowed: true, reason: 'active-package' });
  });
});

// Spec 002 §9: "Time zone comes from the user's country (default India)"; the batch's day is the
// school's, in its country's time zone.
describe('the gate’s "today" is the school’s day', () => {
  it('at 19:00 UTC a batch ending that day has ended in India (00:30 the next day) but not in the UAE (23:00)', async () => {
    nowMs = Date.parse('2026-11-21T19:00:00Z');
    try {
      const { place, ids } = await makeClassContents(t.db, { count: 1 });
      const window = { validFrom: '2026-04-01', validUntil: '2026-11-21' };
      const india = await makeInstituteLearner(t.db, place, window);
      const uae = await makeInstituteLearner(t.db, place, window);
      await t.db
        .updateTable('schools')
        .set({ country_iso: 'AE' })
        .where('school_id', '=', uae.school.school_id)
        .execute();
      const ask = async (user: typeof india.user) =>
        (await decide(t.app, await tokenOf(t.app, user), { item_kind: 'content', item_id: ids[0] })).body.data;
      expect(await ask(india.user)).toMatchObject({ allowed: false, reason: 'batch-expired' });
      expect(await ask(uae.user)).toMatchObject({ allowed: true, reason: 'institute-access' });
    } finally {
      nowMs = Date.parse('2026-11-21T06:00:00Z');
    }
  });

  it('a school is in India unless it says otherwise', async () => {
    const { place } = await makeClassContents(t.db, { count: 0 });
    const { school } = await makeInstituteLearner(t.db, place);
    const row = await t.db
      .selectFrom('schools')
      .select('country_iso')
      .where('school_id', '=', school.school_id)
      .executeTakeFirstOrThrow();
    expect(row.country_iso).toBe('IN');
  });
});

describe('content details carry the gate’s decision', () => {
  it('reason and prompt per item, so the player needs one call; guests are asked to sign in', async () => {
    const premium = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const learner = await makeFreeLearner(t.db, premium.place);
    const url = `/api/content/v2/contentDetailsByContentIds?contentIds=${premium.ids[0]}`;
    const mine = await call(t.app, 'GET', url, { token: await tokenOf(t.app, learner) });
    expect(mine.body.data.content_details[0]).toMatchObject({
      locked: true,
      access: { allowed: false, reason: 'premium-group', prompt: 'premium' },
    });
    const guest = await call(t.app, 'GET', url);
    expect(guest.body.data.content_details[0]).toMatchObject({
      requires_sign_in: true,
      access: { allowed: false, reason: 'guest', prompt: 'sign-in' },
    });
  });

  it('one id asked is an open: the free item is used and recorded, with the count', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 3 });
    const learner = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, learner);
    const list = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${ids.join(',')}`, {
      token,
    });
    expect(list.body.data.content_details.map((d: { content_url: string | null }) => d.content_url)).toEqual([
      null,
      null,
      null,
    ]);
    const opened = await call(t.app, 'GET', `/api/content/v2/contentDetailsByContentIds?contentIds=${ids[1]}`, {
      token,
    });
    expect(opened.body.data.content_details[0].access).toMatchObject({
      allowed: true,
      reason: 'freemium-available',
      freemium: { content_limit: 10, opened: 1 },
    });
    const opens = await t.db
      .selectFrom('content_accesses')
      .select('content_id')
      .where('uuid', '=', learner.uuid)
      .execute();
    expect(opens).toEqual([{ content_id: ids[1] }]);
  });
});
