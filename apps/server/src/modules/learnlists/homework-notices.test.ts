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

// Homework notifications, through the real modules (no listener of the test's own): "Events now: homework
// assigned (students and their parents), due tomorrow (a scheduled job), completed by all
// (teacher)." What reaches each person's notification centre.

const clock = testClock('2026-11-24T06:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let tokens: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  tokens = await signInAll(t, world);
});
afterAll(() => t.close());

async function centre(who: Who) {
  await t.services.jobs.drain();
  const res = await call(t.app, 'POST', '/api/notifications/list', { token: tokens[who], body: {} });
  expect(res.status).toBe(200);
  return res.body.data.notifications as { title: string; body: string; link: string; kind: string }[];
}

describe('homework notifications', () => {
  it('tells the section’s learners and their parents when homework is assigned, naming the due day', async () => {
    const { assignId } = await assignedList(t, tokens.teacher, world, { start: '2026-11-24', due: '2026-11-28' });
    const learner = await centre('a1');
    expect(learner).toEqual([
      expect.objectContaining({
        kind: 'homework_assigned',
        title: 'New homework',
        body: '“Motion homework” is due Sat, 28 Nov.',
        link: `/learnlist?assignId=${assignId}`,
      }),
    ]);
    expect(await centre('parentA1')).toEqual([
      expect.objectContaining({ title: 'New homework for your child', link: `/learnlist?assignId=${assignId}` }),
    ]);
    // 7-B was not given it: its learner and parent hear nothing.
    expect(await centre('b1')).toEqual([]);
    expect(await centre('parentB1')).toEqual([]);
  });

  it('reminds learners who are not done, and their parents, the day before it is due; once', async () => {
    await assignedList(t, tokens.teacher, world, { start: '2026-11-24', due: '2026-11-26' });
    clock.set('2026-11-25T12:30:00Z');
    tokens = await signInAll(t, world);
    // The daily job, run twice (a retry, or two processes): each person is told once.
    await t.services.learnlists.reminders.run();
    await t.services.learnlists.reminders.run();
    const due = (await centre('a2')).filter((n) => n.kind === 'homework_due_tomorrow');
    expect(due).toEqual([expect.objectContaining({ title: 'Homework due tomorrow' })]);
    expect((await centre('parentA1')).filter((n) => n.kind === 'homework_due_tomorrow')).toHaveLength(1);
  });

  it('tells the teacher once every learner of the section has done every item', async () => {
    const api = learnListApi(t);
    clock.set('2026-11-24T06:00:00Z');
    tokens = await signInAll(t, world);
    const { listId, assignId } = await assignedList(t, tokens.teacher, world, {
      start: '2026-11-24',
      due: '2026-11-30',
    });
    const detail = await api.detail(tokens.a1, { learnListId: listId, assignId });
    const items = detail.body.data.learnlist_data as { learnlist_item_id: string; learnlist_item_type: number }[];
    for (const who of ['a1', 'a2'] as const) {
      for (const item of items) {
        if (item.learnlist_item_type === 1) {
          // Content counts by the progress rule: the whole minute of it, posted from the homework.
          await call(t.app, 'POST', '/api/mis/v2/addLearningProgress', {
            token: tokens[who],
            body: {
              content_id: Number(item.learnlist_item_id),
              total_consumption_time: 60,
              source: 1,
              assign_id: assignId,
            },
          });
        } else {
          await api.complete(tokens[who], {
            assign_id: assignId,
            learnlist_id: listId,
            learnlist_item_id: item.learnlist_item_id,
          });
        }
      }
    }
    const done = (await centre('teacher')).filter((n) => n.kind === 'homework_completed_by_all');
    expect(done).toEqual([
      expect.objectContaining({
        title: 'Homework done by everyone',
        body: 'All 2 learners completed “Motion homework”.',
        link: `/learnlist-report/${listId}?assignId=${assignId}`,
      }),
    ]);
  });
});
