import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignedList,
  learnListApi,
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// docs/offline-conflicts.md, rule 2: a homework list archived by its teacher while a learner completed
// an item offline. The completion is kept in the learner's progress and record (it was real work), the
// list stays archived, nobody is notified because of it, and the answer says the list was archived.

const SYLLABUS = '/api/syllabus-v2';
const clock = testClock('2026-11-24T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let tokens: Record<Who, string>;
let listId: number;
let assignId: number;
let items: { learnlist_item_id: string; learnlist_item_type: number }[];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  tokens = await signInAll(t, world);
  ({ listId, assignId } = await assignedList(t, tokens.teacher, world, { start: '2026-11-24', due: '2026-11-30' }));
  const detail = await learnListApi(t).detail(tokens.a1, { learnListId: listId, assignId });
  items = detail.body.data.learnlist_data;
});
afterAll(() => t.close());

async function centre(who: Who) {
  await t.services.jobs.drain();
  const res = await call(t.app, 'POST', '/api/notifications/list', { token: tokens[who], body: {} });
  return res.body.data.notifications as { kind: string }[];
}

const complete = (who: Who, itemId: string) =>
  learnListApi(t).complete(tokens[who], { assign_id: assignId, learnlist_id: listId, learnlist_item_id: itemId });

const watch = (who: Who, contentId: number) =>
  call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
    token: tokens[who],
    body: { content_id: contentId, total_consumption_time: 60, source: 2, assign_id: assignId },
  });

describe('homework archived while a learner completed items offline', () => {
  it('the completions arriving after the archive are kept, answered as archived, and nobody is told', async () => {
    // Asha does every item online; Bala does all but the task before the teacher archives the list.
    for (const item of items) {
      if (item.learnlist_item_type === 1) expect((await watch('a1', Number(item.learnlist_item_id))).status).toBe(200);
      else expect((await complete('a1', item.learnlist_item_id)).status).toBe(200);
    }
    const contents = items.filter((i) => i.learnlist_item_type === 1);
    expect((await watch('a2', Number(contents[0]!.learnlist_item_id))).status).toBe(200);
    const archived = await call(t.app, 'PUT', `${SYLLABUS}/updateLearnListStage`, {
      token: tokens.teacher,
      body: { learnlist_id: listId, stage: 3 },
    });
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);

    // Bala's phone, offline meanwhile, sends the rest: the second video and the task.
    const video = await watch('a2', Number(contents[1]!.learnlist_item_id));
    expect(video.status).toBe(200);
    expect(video.body.data.is_content_completely_consumed).toBe(1);
    await t.services.jobs.drain();
    const task = await complete('a2', 'T1');
    expect(task.status, JSON.stringify(task.body)).toBe(200);
    expect(task.body.data).toMatchObject({ recorded: true, list_archived: true, completed_count: 3, item_count: 3 });

    // Every learner has now done every item, but the list is archived: the teacher is not told.
    expect((await centre('teacher')).filter((n) => n.kind === 'homework_completed_by_all')).toEqual([]);
  });

  it('the work stays in the learner’s record: the same completion sent again counts once', async () => {
    const again = await complete('a2', 'T1');
    expect(again.body.data).toMatchObject({ recorded: false, list_archived: true, completed_count: 3 });
  });

  it('the list stays archived: read-only, its items cannot be added to', async () => {
    const change = await call(t.app, 'POST', `${SYLLABUS}/addItemToLearnListUniversity`, {
      token: tokens.teacher,
      body: { learnlist_id: listId, items: [{ learnlist_item_id: 'T2', learnlist_item_type: 4, task_text: 'Again' }] },
    });
    expect(change.status, JSON.stringify(change.body)).toBe(409);
  });

  it('on a list that is not archived the answer says so', async () => {
    const other = await assignedList(t, tokens.teacher, world, { start: '2026-11-24', due: '2026-11-30' });
    const res = await learnListApi(t).complete(tokens.a1, {
      assign_id: other.assignId,
      learnlist_id: other.listId,
      learnlist_item_id: 'T1',
    });
    expect(res.body.data).toMatchObject({ recorded: true, list_archived: false });
  });
});
