import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decide,
  makeB2bPackage,
  makeClassContents,
  makeFreeLearner,
  makeInstituteLearner,
  makeInterest,
  subscribe,
} from '../../test/access-factories.js';
import { makeSchool } from '../../test/factories.js';
import { makePaper, tokenOf } from '../../test/learning-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AccessDeniedError, type AccessService } from './access.service.js';

// The enforcement service other modules call, papers and the wallet path (spec 002 §4.6), and ESC tablets.

const NOW = Date.parse('2026-11-21T06:00:00Z');
let t: TestApp;
let access: AccessService;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  access = t.services.access.access;
});
afterAll(() => t.close());

const authOf = (user: { uuid: string; user_type_id: number }): AuthContext => ({
  uuid: user.uuid,
  userTypeId: user.user_type_id,
  schoolId: null,
  role: null,
  guest: false,
});

describe('createAccessService: decideFor and assertAllowed', () => {
  it('decides without recording unless asked, and records once when asked', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1 });
    const student = await makeFreeLearner(t.db, place);
    const req = { kind: 'content' as const, itemId: ids[0]! };
    expect(await access.decideFor(authOf(student), req)).toMatchObject({ reason: 'freemium-available' });
    expect(await access.decideFor(authOf(student), req)).toMatchObject({ reason: 'freemium-available' });
    await access.assertAllowed(authOf(student), req, { recordOpen: true });
    expect(await access.decideFor(authOf(student), req)).toMatchObject({ reason: 'freemium-already-opened' });
  });

  it('assertAllowed throws FORBIDDEN with the explanation and the decision attached', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, group: 'Detailed Learning' });
    const student = await makeFreeLearner(t.db, place);
    const error = await access
      .assertAllowed(authOf(student), { kind: 'content', itemId: ids[0]! })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AccessDeniedError);
    const denied = error as AccessDeniedError;
    expect(denied).toMatchObject({ code: 'FORBIDDEN', statusCode: 403, message: denied.decision.explanation });
    expect(denied.decision).toMatchObject({ allowed: false, reason: 'premium-group', prompt: 'premium' });
  });

  it('a guest (null auth) is refused with the sign-in decision', async () => {
    const { ids } = await makeClassContents(t.db, { count: 1 });
    await expect(access.assertAllowed(null, { kind: 'content', itemId: ids[0]! })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      decision: { reason: 'guest', prompt: 'sign-in' },
    });
  });
});

describe('papers and the wallet path (spec 002 §4.6)', () => {
  async function paperOf(place: { boardId: number; classId: number }) {
    const paper = await makePaper(t.db);
    await t.db
      .updateTable('papers')
      .set({ board_id: place.boardId, class_id: place.classId })
      .where('paper_id', '=', paper.paper_id)
      .execute();
    return paper.paper_id;
  }

  it('without a package: premium on the web; elite class or live classes only on the apps in India', async () => {
    const { place } = await makeClassContents(t.db, { count: 0 });
    const paperId = await paperOf(place);
    const student = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, student);
    const ask = async (platform: string) =>
      (await decide(t.app, token, { item_kind: 'paper', item_id: paperId, platform })).body.data;
    expect(await ask('web')).toMatchObject({ allowed: false, prompt: 'premium' });
    expect(await ask('android')).toMatchObject({ allowed: false, prompt: 'subscription-elite-class' });
    await t.db.updateTable('users').set({ package_flow_webgate_bucket: 1 }).where('uuid', '=', student.uuid).execute();
    expect(await ask('ios')).toMatchObject({ prompt: 'subscription-live-classes-only' });

    const institute = await makeSchool(t.db);
    await makeInterest(t.db, student.uuid, place, institute.school_id);
    await makeB2bPackage(t.db, institute.school_id, place, 4);
    expect(await ask('android')).toMatchObject({ allowed: true, reason: 'institute-subscription' });

    await subscribe(t.db, student.uuid, place);
    expect(await ask('web')).toMatchObject({ allowed: true, reason: 'active-package' });
  });

  it('learn-lists and recorded lectures are placed by the request; the client saying it opens from a learn-list changes nothing', async () => {
    const { place } = await makeClassContents(t.db, { count: 0 });
    const student = await makeFreeLearner(t.db, place);
    const token = await tokenOf(t.app, student);
    const where = { board_id: place.boardId, class_id: place.classId };
    const lecture = await decide(t.app, token, { item_kind: 'recorded_lecture', item_id: 'v-1', ...where });
    expect(lecture.body.data).toMatchObject({ allowed: false, prompt: 'premium' });
    const fromList = await decide(t.app, token, {
      item_kind: 'recorded_lecture',
      item_id: 'v-1',
      from_learn_list: 1,
      ...where,
    });
    // Whether the lecture is in the learner's homework is read from the assignment (learnlist-gate.test.ts).
    expect(fromList.body.data).toMatchObject({ allowed: false, prompt: 'premium' });
    const question = await decide(t.app, token, { item_kind: 'question', item_id: 77, ...where });
    expect(question.body.data).toMatchObject({ allowed: false, prompt: 'package' });
  });
});

describe('ESC tablets (spec 002 §6)', () => {
  it('online-only content is blocked when the school disallows it', async () => {
    const { place, ids } = await makeClassContents(t.db, { count: 1, isOnlineOnly: true });
    const { school, user } = await makeInstituteLearner(t.db, place, { userTypeId: UserType.Student });
    await t.db.updateTable('users').set({ is_esc: 1 }).where('uuid', '=', user.uuid).execute();
    const token = await tokenOf(t.app, user);
    const ask = async () => (await decide(t.app, token, { item_kind: 'content', item_id: ids[0] })).body.data;
    expect((await ask()).allowed).toBe(true);
    await t.db
      .updateTable('schools')
      .set({ esc_online_content_allowed: 0 })
      .where('school_id', '=', school.school_id)
      .execute();
    expect(await ask()).toMatchObject({ allowed: false, reason: 'esc-online-only', prompt: 'esc-online-only' });
  });
});
