import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  grantSubjects,
  makeB2bPackage,
  makeClassContents,
  makeFreeLearner,
  makeInstituteLearner,
} from '../../test/access-factories.js';
import { linkParent, makeUser } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Institutes and batches, staff, and parents acting for a child (spec 002 §5.4, §6; spec 001 §4, §5).

const NOW = Date.parse('2026-11-21T06:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
});
afterAll(() => t.close());

async function decideContent(token: string, itemId: number, extra: Record<string, unknown> = {}) {
  const res = await decide(t.app, token, { item_kind: 'content', item_id: itemId, ...extra });
  expect(res.status).toBe(200);
  expect(res.body.data).toHaveProperty('prompt');
  return res.body.data;
}

describe('institute learners and their batch', () => {
  it('inside the batch window with the subject granted, an institute learner opens', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const { user } = await makeInstituteLearner(t.db, place, { validFrom: '2026-04-01', validUntil: '2027-03-31' });
    expect(await decideContent(await tokenOf(t.app, user), ids[0]!)).toMatchObject({
      allowed: true,
      reason: 'institute-access',
      freemium: null,
    });
  });

  it('outside the batch window the learner is refused: batch-expired, institute prompt', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const { user } = await makeInstituteLearner(t.db, place, { validFrom: '2025-04-01', validUntil: '2026-03-31' });
    const d = await decideContent(await tokenOf(t.app, user), ids[0]!);
    expect(d).toMatchObject({ allowed: false, reason: 'batch-expired', prompt: 'institute' });
    expect(d.explanation).toContain('2026-03-31');
  });

  it('a subject the school does not have is refused with the contact-admin message', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const { school, user } = await makeInstituteLearner(t.db, place, { grant: false });
    await grantSubjects(t.db, school.school_id, place, [place.subjectId + 1]);
    const d = await decideContent(await tokenOf(t.app, user), ids[0]!);
    expect(d).toMatchObject({ allowed: false, reason: 'subject-not-assigned', prompt: 'institute' });
  });

  it('premium groups need the institute’s B2B package', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'High Weightage Content' });
    const { school, user } = await makeInstituteLearner(t.db, place);
    const token = await tokenOf(t.app, user);
    expect((await decideContent(token, ids[0]!)).reason).toBe('premium-group');
    await makeB2bPackage(t.db, school.school_id, place);
    expect(await decideContent(token, ids[0]!)).toMatchObject({ allowed: true, reason: 'institute-access' });
  });
});

describe('staff', () => {
  it('a teacher opens premium content of a class their school has', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const { user } = await makeInstituteLearner(t.db, place, { userTypeId: UserType.Teacher });
    expect(await decideContent(await tokenOf(t.app, user), ids[0]!)).toMatchObject({
      allowed: true,
      reason: 'staff-access',
      prompt: null,
    });
  });

  it('type 4 without the module gets the contact-admin message; with it, opens', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const { school, user } = await makeInstituteLearner(t.db, place, {
      userTypeId: UserType.InstituteUser,
      grant: false,
    });
    const token = await tokenOf(t.app, user);
    const d = await decideContent(token, ids[0]!);
    expect(d).toMatchObject({ allowed: false, reason: 'module-not-enabled', prompt: 'institute' });
    expect(d.explanation).toMatch(/contact your institute admin/i);
    await grantSubjects(t.db, school.school_id, place, [place.subjectId]);
    expect((await decideContent(token, ids[0]!)).allowed).toBe(true);
  });
});

describe('parents act for a linked child', () => {
  it('decides for the linked child, never uses the child’s free items, and refuses other children (403)', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 2 });
    const premium = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const child = await makeFreeLearner(t.db, place);
    const stranger = await makeFreeLearner(t.db, place);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await linkParent(t.db, parent.uuid, child.uuid);
    const token = await tokenOf(t.app, parent);

    const free = await decideContent(token, ids[0]!, { uuid: child.uuid });
    expect(free).toMatchObject({ allowed: true, reason: 'freemium-available', freemium: { opened: 0 } });
    const opens = await t.db.selectFrom('content_accesses').selectAll().where('uuid', '=', child.uuid).execute();
    expect(opens).toEqual([]);
    // The child opened one: the parent sees it as opened.
    await decideContent(await tokenOf(t.app, child), ids[1]!);
    expect(await decideContent(token, ids[1]!, { uuid: child.uuid })).toMatchObject({
      reason: 'freemium-already-opened',
    });
    // In India a parent sees the premium prompt.
    expect((await decideContent(token, premium.ids[0]!, { uuid: child.uuid })).prompt).toBe('premium');

    const other = await decide(t.app, token, { item_kind: 'content', item_id: ids[0], uuid: stranger.uuid });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('a parent outside India gets no prompt, and still the reason', async () => {
    const { ids, place } = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const child = await makeFreeLearner(t.db, place);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await t.db.updateTable('users').set({ country_iso: 'AE' }).where('uuid', '=', parent.uuid).execute();
    await linkParent(t.db, parent.uuid, child.uuid);
    const d = await decideContent(await tokenOf(t.app, parent), ids[0]!, { uuid: child.uuid });
    expect(d).toMatchObject({ allowed: false, reason: 'premium-group', prompt: null });
    expect(d.explanation).toMatch(/premium/);
  });

  it('a learner may ask only for themselves (403 FORBIDDEN)', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const a = await makeFreeLearner(t.db, place);
    const b = await makeFreeLearner(t.db, place);
    const res = await decide(t.app, await tokenOf(t.app, a), { item_kind: 'content', item_id: ids[0], uuid: b.uuid });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('FORBIDDEN');
  });
});
