import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '@esc/domain';
import { decide, makeFreeLearner } from '../../test/access-factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { linkParent, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import {
  assignedList,
  contentItems,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Spec 002 §2.3: "Mode 1 skips the access checks." The server decides the mode from the assignment the
// request names (assign_id): the learner must hold it and the item be in its list; a school's
// assignment is mode 1, a parent's (group 3782) goes through the gate. What the client says is ignored.
// The school of this world has no subjects granted, so its learners' ordinary opens are refused.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

const content = (i: number) => world.contents[i]!.content_id;
const open = async (who: Who, body: Record<string, unknown>) =>
  (await decide(t.app, token[who], { item_kind: 'content', ...body })).body.data;

describe('mode 1 is decided from the assignment', () => {
  it('an ordinary open of the learner is refused: the school has not this subject', async () => {
    expect(await open('a1', { item_id: content(0) })).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
  });

  it('never from the client: learn_list_mode 1 and from_learn_list are ignored', async () => {
    const claimed = await open('a1', { item_id: content(0), learn_list_mode: 1, from_learn_list: true });
    expect(claimed).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
    const claimedOther = await open('a1', { item_id: content(3), learn_list_mode: 1, assign_id: hw.assignId });
    expect(claimedOther).toMatchObject({ allowed: false });
  });

  it('the learner holds the school’s assignment and the item is in its list: the checks are skipped', async () => {
    const res = await open('a1', { item_id: content(0), assign_id: hw.assignId, learn_list_mode: 0 });
    expect(res).toMatchObject({ allowed: true, reason: 'learnlist-mode-skips-checks' });
    // A parent opening for the child, named by uuid, gets the child's decision.
    const parent = await open('parentA1', { item_id: content(0), assign_id: hw.assignId, uuid: world.people.a1.uuid });
    expect(parent).toMatchObject({ allowed: true, reason: 'learnlist-mode-skips-checks' });
  });

  it('a learner of another section naming the assignment gets an ordinary decision', async () => {
    expect(await open('b1', { item_id: content(0), assign_id: hw.assignId })).toMatchObject({
      allowed: false,
      reason: 'module-not-enabled',
    });
    // So does a learner of another school, and an id beyond any row's.
    expect(await open('otherTeacher', { item_id: content(0), assign_id: hw.assignId })).toMatchObject({
      reason: 'module-not-enabled',
    });
    expect(await open('a1', { item_id: content(0), assign_id: '2147483647' })).toMatchObject({ allowed: false });
    // An id beyond any id a row can have is refused by name before the gate reads anything.
    const beyond = await decide(t.app, token.a1, {
      item_kind: 'content',
      item_id: content(0),
      assign_id: '9999999999',
    });
    expect(beyond.status).toBe(400);
    expect(beyond.body.errors).toEqual([expect.objectContaining({ field: 'assign_id' })]);
  });

  it('homework that has not opened yet skips nothing', async () => {
    const later = await assignedList(t, token.teacher, world, { start: '2026-03-12', due: '2026-03-13' });
    expect(await open('a1', { item_id: content(0), assign_id: later.assignId })).toMatchObject({ allowed: false });
    clock.set('2026-03-11T18:30:00Z');
    token = await signInAll(t, world);
    expect(await open('a1', { item_id: content(0), assign_id: later.assignId })).toMatchObject({ allowed: true });
  });

  it('a parent’s assignment (group 3782) goes through the gate', async () => {
    const api = learnListApi(t);
    const made = await api.create(token.parentA1, { learnlist_data: contentItems([content(2)]) });
    const listId = made.body.data.learnlist.learnlist_id;
    await api.publish(token.parentA1, listId);
    const days = { start_date: '2026-03-11', due_date: '2026-03-14' };
    const assigned = await api.assign(token.parentA1, { learnlist_id: listId, uuid: world.people.a1.uuid, ...days });
    const assignId = assigned.body.data.assignment.assign_id;
    expect(await open('a1', { item_id: content(2), assign_id: assignId })).toMatchObject({
      allowed: false,
      reason: 'module-not-enabled',
    });
  });

  it('a recorded lecture plays when it is in the learner’s homework (spec 001 §4), never on the client’s word', async () => {
    const child = await makeFreeLearner(t.db, world.place);
    const parent = await makeUser(t.db, { userTypeId: UserType.Parent });
    await linkParent(t.db, parent.uuid, child.uuid);
    const [childToken, parentToken] = await Promise.all([
      tokenFor(t.app, child.email!, TEST_PASSWORD),
      tokenFor(t.app, parent.email!, TEST_PASSWORD),
    ]);
    const api = learnListApi(t);
    const made = await api.create(parentToken, {
      learnlist_data: [{ learnlist_item_id: 'T1', learnlist_item_type: 4, task_text: 'Watch it.' }],
    });
    const listId = made.body.data.learnlist.learnlist_id;
    // A recorded lecture is added only from its school's lists; the gate's rule stands on the assignment
    // alone, so the item is put straight in this (older) list to test that rule.
    await t.db
      .insertInto('learnlist_items')
      .values({
        learnlist_id: listId,
        item_type: 5,
        item_id: 'v-77',
        syllabus_id: null,
        syllabus_mapping_id: null,
        group_id: null,
        item_order: 2,
        task_text: null,
        created_at: '2026-03-10T06:00:00.000Z',
      })
      .execute();
    await api.publish(parentToken, listId);
    const assigned = await api.assign(parentToken, {
      learnlist_id: listId,
      uuid: child.uuid,
      start_date: '2026-03-11',
      due_date: '2026-03-14',
    });
    const where = { board_id: world.place.boardId, class_id: world.place.classId, item_id: 'v-77' };
    const lecture = async (extra: Record<string, unknown>) =>
      (await decide(t.app, childToken, { item_kind: 'recorded_lecture', ...where, ...extra })).body.data;
    expect(await lecture({ from_learn_list: 1 })).toMatchObject({ allowed: false, prompt: 'premium' });
    expect(await lecture({ assign_id: assigned.body.data.assignment.assign_id })).toMatchObject({
      allowed: true,
      reason: 'learnlist-item',
    });
  });
});
