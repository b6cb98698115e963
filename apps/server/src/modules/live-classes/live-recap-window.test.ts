import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Spec 000 §4: "If the scheduled lecture window has passed and no recording is enabled,
// the stored active-class and recap learn-list state is reset": past its end and the 15 minutes' grace a
// live class is no longer taught (nothing more is added, the teaching screen no longer shows it); a
// recorded stream (lecture_type 2) keeps its state for a day. Two first items at once make one recap.
// An existing list is attached as a class's recap (attachLearnListToClass) under the rules of both modules.

// 09:30 in India (the test school's zone).
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

const TS = '/api/live-class/teacher/schedule';
const CR = '/api/live-class/classroom';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

async function at(iso: string): Promise<void> {
  clock.set(iso);
  token = await signInAll(t, world);
}

const post = (path: string, who: Who, body: unknown) => call(t.app, 'POST', path, { token: token[who], body });
const content = (i: number) => world.contents[i]!.content_id;
const addItem = (schId: number, i: number) =>
  post(`${CR}/addItemToClassRecap`, 'teacher', {
    lecture_id: schId,
    item: { learnlist_item_id: content(i), learnlist_item_type: 1 },
  });
const teaching = async () =>
  ((await post(`${CR}/activeClass`, 'teacher', {})).body.data.classes as { live_class: { sch_id: number } }[]).map(
    (c) => c.live_class.sch_id,
  );

async function scheduled(title: string, startTime: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await post(`${TS}/saveLiveClass`, 'teacher', {
    section_ids: [world.sectionA.section_id],
    subject_id: world.place.subjectId,
    title,
    schedule_date: '2026-11-25',
    start_time: startTime,
    duration: 30,
    room_link: 'https://meet.jit.si/lakeside-7a',
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.live_class.sch_id as number;
}

describe('the active-class state is reset when the window has passed', () => {
  let live: number;
  let recorded: number;

  beforeAll(async () => {
    // Both 10:00 to 10:30 in India (04:30 to 05:00 UTC); one a recorded stream.
    live = await scheduled('Forces', '10:00');
    recorded = await scheduled('Forces (recorded)', '10:00', { lecture_type: 2 });
  });

  it('during the class both are taught and items go into their recaps', async () => {
    await at('2026-11-25T04:40:00Z');
    expect((await addItem(live, 0)).status).toBe(200);
    expect((await addItem(recorded, 0)).status).toBe(200);
    expect(await teaching()).toEqual(expect.arrayContaining([live, recorded]));
  });

  it('within the 15 minutes after its end, a live class is still taught', async () => {
    await at('2026-11-25T05:15:00Z');
    expect((await addItem(live, 1)).body.data.recap.item_count).toBe(2);
  });

  it('past the window with no recording: reset (nothing added, the teaching screen drops it)', async () => {
    await at('2026-11-25T05:16:00Z');
    const res = await addItem(live, 2);
    expect(res.status).toBe(409);
    expect(await teaching()).not.toContain(live);
    // The recap stays: published or not, it is the class's.
    const counts = await post(`${CR}/updatedLearnlistItemCount`, 'teacher', {
      lecture_learnlist_ids: [{ lecture_id: live, learnlist_id: await recapOf(live) }],
    });
    expect(counts.body.data.counts[0].item_count).toBe(2);
  });

  it('a recorded stream is not reset when its window passes, only a day after its end', async () => {
    expect(await teaching()).toContain(recorded);
    expect((await addItem(recorded, 1)).body.data.recap.item_count).toBe(2);
    await at('2026-11-26T05:01:00Z');
    expect((await addItem(recorded, 2)).status).toBe(409);
    expect(await teaching()).toEqual([]);
  });
});

async function recapOf(schId: number): Promise<number> {
  const res = await post(`${CR}/classroomRecapList`, 'teacher', {
    section_id: world.sectionA.section_id,
    start_date: '2026-11-25',
    end_date: '2026-11-27',
  });
  const found = (res.body.data.class_room_recap_list as { lecture_id: number; learnlist_id: number }[]).find(
    (r) => r.lecture_id === schId,
  );
  return found!.learnlist_id;
}

describe('two first items at once', () => {
  it('make one recap holding both', async () => {
    // 09:05 in India, in a class from 09:00.
    await at('2026-11-26T03:35:00Z');
    const schId = await scheduled('Friction', '09:00', { schedule_date: '2026-11-26' });
    const [one, two] = await Promise.all([addItem(schId, 0), addItem(schId, 1)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data.recap.learnlist_id).toBe(two.body.data.recap.learnlist_id);
    const counts = await post(`${CR}/updatedLearnlistItemCount`, 'teacher', {
      lecture_learnlist_ids: [{ lecture_id: schId, learnlist_id: one.body.data.recap.learnlist_id }],
    });
    expect(counts.body.data.counts[0].item_count).toBe(2);
    const recaps = await t.db.selectFrom('learnlists').select('learnlist_id').where('is_class_recap', '=', 1).execute();
    expect(recaps.filter((r) => r.learnlist_id === one.body.data.recap.learnlist_id)).toHaveLength(1);
  });
});

describe('attaching an existing list (attachLearnListToClass)', () => {
  let schId: number;
  let draftId: number;

  beforeAll(async () => {
    await at('2026-11-27T03:00:00Z');
    schId = await scheduled('Gravitation', '10:00', { schedule_date: '2026-11-27' });
    const made = await learnListApi(t).create(token.teacher, {
      learnlist_name: 'Gravitation notes',
      learnlist_data: contentItems([content(2), content(3)]),
    });
    draftId = made.body.data.learnlist.learnlist_id as number;
  });

  const attach = (who: Who, body: Record<string, unknown>) =>
    post(`${CR}/attachLearnListToClass`, who, { lecture_id: schId, learnlist_id: draftId, ...body });

  it('refuses learners, another school’s teacher, and subjects that are not the class’s', async () => {
    expect((await attach('a1', {})).status).toBe(403);
    expect((await attach('otherTeacher', {})).status).toBe(404);
    const wrong = await attach('teacher', { lecture_subjects: [999_999] });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('lecture_subjects');
  });

  it('makes the teacher’s list the class’s recap, which then fills while teaching', async () => {
    const res = await attach('teacher', { lecture_subjects: [world.place.subjectId] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.recap).toMatchObject({ learnlist_id: draftId, item_count: 2, is_published: 0 });
    await at('2026-11-27T04:35:00Z');
    const added = await addItem(schId, 0);
    expect(added.body.data).toMatchObject({ created: false, recap: { learnlist_id: draftId, item_count: 3 } });
  });

  it('a list given as homework is not attached, nor another class’s recap, nor over a published recap', async () => {
    const api = learnListApi(t);
    const made = await api.create(token.teacher, {
      learnlist_name: 'Given',
      learnlist_data: contentItems([content(0)]),
    });
    const given = made.body.data.learnlist.learnlist_id as number;
    await api.publish(token.teacher, given);
    await api.assign(token.teacher, {
      learnlist_id: given,
      sections: [world.sectionA.section_id],
      start_date: '2026-11-27',
      due_date: '2026-11-28',
    });
    expect((await attach('teacher', { learnlist_id: given })).status).toBe(409);
    const other = await scheduled('Pressure', '15:00', { schedule_date: '2026-11-27' });
    expect(
      (await post(`${CR}/attachLearnListToClass`, 'teacher', { lecture_id: other, learnlist_id: draftId })).status,
    ).toBe(409);
    await post(`${CR}/publishUnpublishLiveClassLearnlist`, 'teacher', { lecture_id: schId, is_published: 1 });
    const fresh = await api.create(token.teacher, {
      learnlist_name: 'Another',
      learnlist_data: contentItems([content(1)]),
    });
    expect((await attach('teacher', { learnlist_id: fresh.body.data.learnlist.learnlist_id })).status).toBe(409);
  });
});
