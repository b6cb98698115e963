import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  contentItems,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  SYLLABUS,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A learner's side of homework: what they see, completing items once, and who may not.

/** Who was told of what: the notifications delivered once every queued job has run. */
async function told(kind: string) {
  await t.services.jobs.drain();
  return t.db
    .selectFrom('notifications')
    .select(['recipient_uuid', 'data'])
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
}
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof learnListApi>;
let hw: { listId: number; assignId: number };

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  api = learnListApi(t);
  hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
});
afterAll(() => t.close());

const contentId = (i: number) => world.contents[i]!.content_id;
const mark = (who: Who, item: string | number, extra: Record<string, unknown> = {}) =>
  api.complete(token[who], { assign_id: hw.assignId, learnlist_id: hw.listId, learnlist_item_id: item, ...extra });

describe('assigning tells the learners and their parents', () => {
  it('names the section’s learners and the parents linked to them', async () => {
    const rows = await told('homework_assigned');
    expect(new Set(rows.map((r) => r.recipient_uuid))).toEqual(
      new Set([world.people.a1.uuid, world.people.a2.uuid, world.people.parentA1.uuid]),
    );
    expect(rows.every((r) => JSON.parse(r.data!).assign_id === hw.assignId)).toBe(true);
  });
});

describe('a learner’s homework', () => {
  it('lists what their section was given, with mode 1 and their completion', async () => {
    const res = await api.homework(token.a1);
    expect(res.status).toBe(200);
    expect(res.body.data.homework).toEqual([
      expect.objectContaining({
        assign_id: hw.assignId,
        learnlist_id: hw.listId,
        title: 'Motion homework',
        mode: 1,
        status: 'due',
        item_count: 3,
        completed_count: 0,
        is_parent_assigned: 0,
      }),
    ]);
    // Another section's learner was not given it.
    expect((await api.homework(token.b1)).body.data.homework).toEqual([]);
  });

  it('the list itself, read as homework, carries the assignment and the mode', async () => {
    const res = await api.detail(token.a1, { learnListId: hw.listId });
    expect(res.body.data).toMatchObject({ assign_id: hw.assignId, mode: 1, can_edit: false });
    expect((await api.detail(token.b1, { learnListId: hw.listId })).status).toBe(404);
  });

  it('by ids, a learner gets the lists given to them; the others are left out as absent', async () => {
    const other = await api.create(token.teacher, { learnlist_data: contentItems([contentId(3)]) });
    const ids = `${hw.listId},${other.body.data.learnlist.learnlist_id},9999999999`;
    const res = await api.get(`${SYLLABUS}/learnListDetailByIdsUniversity`, token.a1, { ids });
    expect(res.body.data.map((l: { learnlist_id: number; mode: number }) => [l.learnlist_id, l.mode])).toEqual([
      [hw.listId, 1],
    ]);
    expect((await api.get(`${SYLLABUS}/learnListDetailByIdsUniversity`, token.b1, { ids })).body.data).toEqual([]);
  });

  it('a parent reads their child’s homework; not another child’s', async () => {
    const own = await api.homework(token.parentA1, { uuid: world.people.a1.uuid });
    expect(own.body.data.homework).toHaveLength(1);
    const other = await api.homework(token.parentB1, { uuid: world.people.a1.uuid });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('NOT_LINKED_CHILD');
    // A classmate may not read another learner's homework either.
    expect((await api.homework(token.a2, { uuid: world.people.a1.uuid })).status).toBe(403);
  });
});

describe('completing items (spec 000 §4: once, only while completed_on is empty)', () => {
  it('records a task once: the same completion posted twice counts once', async () => {
    const first = await mark('a1', 'T1');
    expect(first.body.data).toMatchObject({ recorded: true, completed_count: 1, item_count: 3 });
    clock.set('2026-03-10T06:05:00Z');
    const again = await mark('a1', 'T1');
    expect(again.body.data).toMatchObject({
      recorded: false,
      completed_count: 1,
      completed_on: first.body.data.completed_on,
    });
  });

  it('counts content only by the progress rule: 120 s of a 00:00:00 item, or its whole media time', async () => {
    expect((await mark('a1', contentId(0))).status).toBe(409);
    const progress = (seconds: number, extra: Record<string, unknown> = {}) =>
      api.post('/api/mis/v2/addLearningProgress', token.a1, {
        content_id: contentId(0),
        total_consumption_time: seconds,
        total_media_time: '00:01:00',
        source: 1,
        ...extra,
      });
    await progress(30);
    expect((await mark('a1', contentId(0))).status).toBe(409);
    await progress(30);
    const done = await mark('a1', contentId(0));
    expect(done.body.data).toMatchObject({ recorded: true, completed_count: 2 });
  });

  it('a progress post that names the homework completes the content item by itself', async () => {
    const post = await api.post('/api/mis/v2/addLearningProgress', token.a1, {
      content_id: contentId(1),
      total_consumption_time: 60,
      total_media_time: '00:01:00',
      source: 1,
      assign_id: hw.assignId,
    });
    expect(post.body.data.is_content_completely_consumed).toBe(1);
    // The post's answer did not wait for the homework: learn-lists completes the item in a job of its own.
    expect(t.services.events.handlersOf('learning.homework-progress')).toEqual(['learnlists']);
    if (t.services.jobs.engine === 'local') {
      const queued = await t.db
        .selectFrom('jobs')
        .select('name')
        .where('name', '=', 'event.learning.homework-progress.learnlists')
        .execute();
      expect(queued.length).toBeGreaterThan(0);
    }
    const list = await api.detail(token.a1, { learnListId: hw.listId, assignId: hw.assignId });
    expect(list.body.data.learnlist_data.every((i: { completed_on: string | null }) => i.completed_on !== null)).toBe(
      true,
    );
    const [entry] = (await api.homework(token.a1)).body.data.homework;
    expect(entry).toMatchObject({ status: 'done', completed_count: 3 });
    // Not everyone is done yet: the teacher has not been told.
    expect(await told('homework_completed_by_all')).toEqual([]);
  });

  it('a progress post naming homework the learner does not hold completes nothing', async () => {
    await api.post('/api/mis/v2/addLearningProgress', token.b1, {
      content_id: contentId(0),
      total_consumption_time: 60,
      total_media_time: '00:01:00',
      source: 1,
      assign_id: hw.assignId,
    });
    const rows = await t.db
      .selectFrom('learnlist_completions')
      .select('uuid')
      .where('uuid', '=', world.people.b1.uuid)
      .execute();
    expect(rows).toEqual([]);
  });

  it('is refused to a teacher, to a learner of another section, and to a parent of another child', async () => {
    expect((await mark('teacher', 'T1')).status).toBe(403);
    expect((await mark('b1', 'T1')).status).toBe(404);
    expect((await mark('parentB1', 'T1', { uuid: world.people.a2.uuid })).status).toBe(403);
    expect((await mark('a2', 'NOPE')).status).toBe(404);
    expect((await mark('a2', 'T1', { learnlist_id: hw.listId + 1000 })).status).toBe(404);
  });

  it('when the last learner finishes, the teacher is told once', async () => {
    await mark('parentA1', 'T1', { uuid: world.people.a2.uuid }).then((r) => expect(r.status).toBe(403));
    for (const i of [0, 1]) {
      await api.post('/api/mis/v2/addLearningProgress', token.a2, {
        content_id: contentId(i),
        total_consumption_time: 60,
        total_media_time: '00:01:00',
        source: 1,
        assign_id: hw.assignId,
      });
    }
    expect(await told('homework_completed_by_all')).toEqual([]);
    await mark('a2', 'T1');
    await mark('a2', 'T1');
    const done = await told('homework_completed_by_all');
    expect(done.map((r) => r.recipient_uuid)).toEqual([world.people.teacher.uuid]);
    expect(JSON.parse(done[0]!.data!)).toMatchObject({ assign_id: hw.assignId });
  });
});

describe('a parent’s own list for their child', () => {
  it('is private, assigned to the linked child only, and opens through the gate (mode 0, group 3782)', async () => {
    const made = await api.create(token.parentA1, {
      learnlist_name: 'Weekend reading',
      school_id: world.school.school_id,
      learnlist_data: contentItems([contentId(2)]),
    });
    expect(made.body.data.learnlist).toMatchObject({ school_id: null, uuid: world.people.parentA1.uuid });
    const listId = made.body.data.learnlist.learnlist_id;
    expect((await api.detail(token.teacher, { learnListId: listId })).status).toBe(404);
    expect((await api.publish(token.parentA1, listId)).status).toBe(200);
    const days = { start_date: '2026-03-10', due_date: '2026-03-14' };
    const toOther = await api.assign(token.parentA1, { learnlist_id: listId, uuid: world.people.b1.uuid, ...days });
    expect(toOther.status).toBe(403);
    expect(
      (await api.assign(token.parentB1, { learnlist_id: listId, uuid: world.people.b1.uuid, ...days })).status,
    ).toBe(404);
    const res = await api.assign(token.parentA1, { learnlist_id: listId, uuid: world.people.a1.uuid, ...days });
    expect(res.body.data.assignment).toMatchObject({ is_parent_assigned: 1, school_id: null, sections: [] });
    const stored = await t.db
      .selectFrom('learnlist_assignments')
      .select(['group_id', 'learner_uuid'])
      .where('assign_id', '=', res.body.data.assignment.assign_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ group_id: 3782, learner_uuid: world.people.a1.uuid });
    const homework = (await api.homework(token.a1)).body.data.homework;
    expect(homework.find((h: { learnlist_id: number }) => h.learnlist_id === listId)).toMatchObject({
      is_parent_assigned: 1,
      mode: 0,
      section_assign_id: null,
    });
    expect(
      (await api.homework(token.a2)).body.data.homework.map((h: { learnlist_id: number }) => h.learnlist_id),
    ).not.toContain(listId);
  });
});

describe('due tomorrow (for the notifications module’s reminder)', () => {
  it('lists assignments due tomorrow in the school’s day, with the learners who have items left', async () => {
    const { assignId } = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-11' });
    // 10 March, 20:00 in India: tomorrow is 11 March there.
    const due = await t.services.learnlists.due.dueTomorrow(Date.parse('2026-03-10T14:30:00Z'));
    const entry = due.find((d) => d.assignId === assignId);
    expect(entry?.learners.map((l) => l.uuid).sort()).toEqual([world.people.a1.uuid, world.people.a2.uuid].sort());
    expect(entry?.learners.find((l) => l.uuid === world.people.a1.uuid)?.parents).toEqual([world.people.parentA1.uuid]);
    // Everyone finished the first homework: it is not listed even on its eve.
    const eve = await t.services.learnlists.due.dueTomorrow(Date.parse('2026-03-11T06:00:00Z'));
    expect(eve.find((d) => d.assignId === hw.assignId)).toBeUndefined();
    // 11 March, 05:00 in India: the homework due on the 11th is due today, not tomorrow.
    const next = await t.services.learnlists.due.dueTomorrow(Date.parse('2026-03-10T23:30:00Z'));
    expect(next.find((d) => d.assignId === assignId)).toBeUndefined();
  });
});
