import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/storage.factory.js';
import { decide } from '../../test/access-factories.js';
import {
  contentItems,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Spec 002 §2.3: "Mode 1 skips the access checks", decided on the server from the assignment, never
// trusted from the client. The player's own calls (content details, the interactive lesson,
// the signed video link) name the homework they open from, and the gate decides as for
// POST /access/decide. This world's school has no subjects granted: its learners' ordinary opens are
// refused (module-not-enabled), so only the homework opens them.

const clock = testClock('2026-03-10T06:00:00Z');
const C = '/api/content';
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let hw: { listId: number; assignId: number };

const content = (i: number) => world.contents[i]!.content_id;
const LESSON = { video_meta_info: [], activity_details: [] };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  // Two videos with files, and an interactive lesson; content 3 is in no list.
  for (const i of [0, 1, 3]) {
    await t.db
      .updateTable('contents')
      .set({ media_key: `demo/hw/video-${i}.mp4`, transcoded_key: `demo/hw/video-${i}-720.mp4` })
      .where('content_id', '=', content(i))
      .execute();
  }
  await t.db
    .updateTable('contents')
    .set({ content_kind: 'interactive', media_key: 'demo/hw/lesson.json' })
    .where('content_id', '=', content(2))
    .execute();
  await createStorage(t.config).put('demo/hw/lesson.json', Buffer.from(JSON.stringify(LESSON)), 'application/json');
  token = await signInAll(t, world);
  const api = learnListApi(t);
  const made = await api.create(token.teacher, {
    learnlist_name: 'Motion homework',
    learnlist_data: contentItems([content(0), content(1), content(2)]),
  });
  const listId = made.body.data.learnlist.learnlist_id as number;
  await api.publish(token.teacher, listId);
  const assigned = await api.assign(token.teacher, {
    learnlist_id: listId,
    sections: [world.sectionA.section_id],
    start_date: '2026-03-10',
    due_date: '2026-03-12',
  });
  hw = { listId, assignId: assigned.body.data.assignment.assign_id as number };
});
afterAll(() => t.close());

const details = (who: Who, contentIds: number[], assignId?: number | string) =>
  call(
    t.app,
    'GET',
    `${C}/v2/contentDetailsByContentIds?contentIds=${contentIds.join(',')}${assignId ? `&assignId=${assignId}` : ''}`,
    { token: token[who] },
  );
const detailOf = async (who: Who, contentId: number, assignId?: number | string) => {
  const res = await details(who, [contentId], assignId);
  expect(res.status).toBe(200);
  return res.body.data.content_details[0];
};
const video = (who: Who, contentId: number, assignId?: number) =>
  call(t.app, 'POST', '/api/media/signedVideoUrl', {
    token: token[who],
    body: { content_id: contentId, ...(assignId ? { assign_id: assignId } : {}) },
  });
const lesson = (who: Who, assignId?: number) =>
  call(t.app, 'GET', `${C}/interactiveLesson/${content(2)}${assignId ? `?assignId=${assignId}` : ''}`, {
    token: token[who],
  });

/** The item stamps of a learner, once learn-lists has handled every open (its jobs for the gate's events). */
const stamps = async (uuid: string) => {
  await t.services.jobs.drain();
  return t.db
    .selectFrom('learnlist_completions as c')
    .innerJoin('learnlist_items as i', 'i.item_row_id', 'c.item_row_id')
    .select(['i.item_id', 'c.first_opened_at', 'c.last_opened_at', 'c.completed_on'])
    .where('c.assign_id', '=', hw.assignId)
    .where('c.uuid', '=', uuid)
    .orderBy('i.item_id')
    .execute();
};

describe('content opened from a school’s homework the learner holds', () => {
  it('gets details with playable links of an item the gate would otherwise refuse', async () => {
    const detail = await detailOf('a1', content(0), hw.assignId);
    expect(detail.access).toMatchObject({ allowed: true, reason: 'learnlist-mode-skips-checks' });
    expect(detail.locked).toBe(false);
    expect(detail.content_url).toEqual(expect.stringContaining('video-0.mp4'));
    expect(detail.video_path).toEqual(expect.stringContaining('video-0-720.mp4'));
  });

  it('the same request without assignId is refused: no links (the homework’s decision is not reused)', async () => {
    const detail = await detailOf('a1', content(0));
    expect(detail.access).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
    expect(detail).toMatchObject({ locked: true, content_url: null, video_path: null });
  });

  it('another learner naming that assignId is refused; so is a teacher of another school', async () => {
    const other = await detailOf('b1', content(0), hw.assignId);
    expect(other.access).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
    expect(other.content_url).toBeNull();
    expect((await video('b1', content(0), hw.assignId)).status).toBe(403);
    expect((await lesson('b1', hw.assignId)).status).toBe(403);
  });

  it('an item not in the list is refused, with the assignment named', async () => {
    const detail = await detailOf('a1', content(3), hw.assignId);
    expect(detail.access).toMatchObject({ allowed: false });
    expect(detail.content_url).toBeNull();
    expect((await video('a1', content(3), hw.assignId)).status).toBe(403);
  });

  it('several ids at once (a look) get the homework’s decision for the items of the list only', async () => {
    const res = await details('a1', [content(0), content(1), content(3)], hw.assignId);
    const byId = new Map(
      res.body.data.content_details.map((d: { content_id: number; access: { allowed: boolean } }) => [
        d.content_id,
        d.access.allowed,
      ]),
    );
    expect(byId).toEqual(
      new Map([
        [content(0), true],
        [content(1), true],
        [content(3), false],
      ]),
    );
  });

  it('by old content ids too', async () => {
    await t.db
      .updateTable('contents')
      .set({ old_content_id: 'OLD-HW-1' })
      .where('content_id', '=', content(1))
      .execute();
    const body = (assign_id?: number) => ({ oldContentIds: ['OLD-HW-1'], ...(assign_id ? { assign_id } : {}) });
    const opened = await call(t.app, 'POST', `${C}/v2/contentDetailByOldContentIds`, {
      token: token.a1,
      body: body(hw.assignId),
    });
    expect(opened.body.data.content_details[0].access).toMatchObject({ allowed: true });
    expect(opened.body.data.content_details[0].content_url).toEqual(expect.stringContaining('video-1.mp4'));
    const plain = await call(t.app, 'POST', `${C}/v2/contentDetailByOldContentIds`, { token: token.a1, body: body() });
    expect(plain.body.data.content_details[0].access).toMatchObject({ allowed: false });
  });

  it('the signed video link plays from the homework, and is refused without it', async () => {
    const played = await video('a1', content(1), hw.assignId);
    expect(played.status).toBe(200);
    expect(played.body.data).toMatchObject({ content_id: content(1), key: 'demo/hw/video-1-720.mp4' });
    expect((await video('a1', content(1))).status).toBe(403);
  });

  it('the interactive lesson opens from the homework, and is refused without it', async () => {
    expect((await lesson('a1', hw.assignId)).status).toBe(200);
    expect((await lesson('a1')).status).toBe(403);
  });

  it('a parent’s assignment (group 3782) still goes through the gate', async () => {
    const api = learnListApi(t);
    const made = await api.create(token.parentA1, { learnlist_data: contentItems([content(3)]) });
    const listId = made.body.data.learnlist.learnlist_id;
    await api.publish(token.parentA1, listId);
    const assigned = await api.assign(token.parentA1, {
      learnlist_id: listId,
      uuid: world.people.a1.uuid,
      start_date: '2026-03-10',
      due_date: '2026-03-14',
    });
    const assignId = assigned.body.data.assignment.assign_id as number;
    const detail = await detailOf('a1', content(3), assignId);
    expect(detail.access).toMatchObject({ allowed: false, reason: 'module-not-enabled' });
    expect(detail.content_url).toBeNull();
    expect((await video('a1', content(3), assignId)).status).toBe(403);
  });
});

describe('an open from homework is stamped on the item (first and last open) and completes it, as the report shows it', () => {
  it('opens by the learner stamp and complete the item once (002 §4.2); looks, refusals and other learners do nothing', async () => {
    const a2 = world.people.a2.uuid;
    // A look at several items is not an open.
    await details('a2', [content(0), content(1)], hw.assignId);
    expect(await stamps(a2)).toEqual([]);
    clock.set('2026-03-10T07:00:00Z');
    token = await signInAll(t, world);
    await detailOf('a2', content(0), hw.assignId);
    const first = '2026-03-10T07:00:00.000Z';
    expect(await stamps(a2)).toEqual([
      { item_id: String(content(0)), first_opened_at: first, last_opened_at: first, completed_on: first },
    ]);
    clock.set('2026-03-10T07:05:00Z');
    const later = '2026-03-10T07:05:00.000Z';
    // Opened again through each way of the player: the last open moves, the first stays.
    await detailOf('a2', content(0), hw.assignId);
    await video('a2', content(1), hw.assignId);
    await lesson('a2', hw.assignId);
    expect(await stamps(a2)).toEqual([
      { item_id: String(content(0)), first_opened_at: first, last_opened_at: later, completed_on: first },
      { item_id: String(content(1)), first_opened_at: later, last_opened_at: later, completed_on: later },
      { item_id: String(content(2)), first_opened_at: later, last_opened_at: later, completed_on: later },
    ]);
    // b1 does not hold it: nothing is stamped for them.
    await detailOf('b1', content(0), hw.assignId);
    expect(await stamps(world.people.b1.uuid)).toEqual([]);
  });

  it('POST /access/decide opening content from homework stamps it too', async () => {
    clock.set('2026-03-10T07:10:00Z');
    const res = await decide(t.app, token.a2, { item_kind: 'content', item_id: content(1), assign_id: hw.assignId });
    expect(res.body.data).toMatchObject({ allowed: true });
    const row = (await stamps(world.people.a2.uuid)).find((r) => r.item_id === String(content(1)));
    expect(row).toMatchObject({
      first_opened_at: '2026-03-10T07:05:00.000Z',
      last_opened_at: '2026-03-10T07:10:00.000Z',
      completed_on: '2026-03-10T07:05:00.000Z',
    });
  });

  it('the report shows the open', async () => {
    const res = await learnListApi(t).report(token.teacher, { learnListId: hw.listId, assignId: hw.assignId });
    expect(res.status).toBe(200);
    const bala = res.body.data.students.find((s: { uuid: string }) => s.uuid === world.people.a2.uuid);
    expect(bala.last_opened_at).toBe('2026-03-10T07:10:00.000Z');
  });
});
