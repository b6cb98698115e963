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
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Spec 000 §5: "The assignment date becomes 23:59 of the previous day"; the due day closes at 23:59,
// both in the school's time zone (spec 002 §9: the time zone comes from the country). India is UTC+5:30,
// the UAE UTC+4, neither with summer time.

const clock = testClock('2026-03-09T12:00:00Z');
let t: TestApp;
const worlds: Record<
  'IN' | 'AE',
  { world: HomeworkWorld; token: Record<Who, string>; hw: { listId: number; assignId: number } }
> = {} as never;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  for (const country of ['IN', 'AE'] as const) {
    const world = await makeHomeworkWorld(t.db, { countryIso: country });
    const token = await signInAll(t, world);
    const hw = await assignedList(t, token.teacher, world, { start: '2026-03-10', due: '2026-03-12' });
    worlds[country] = { world, token, hw };
  }
});
afterAll(() => t.close());

async function statusAt(country: 'IN' | 'AE', iso: string): Promise<string> {
  clock.set(iso);
  const { world, hw } = worlds[country];
  const token = await signInAll(t, world);
  const res = await learnListApi(t).homework(token.a1);
  return res.body.data.homework.find((h: { assign_id: number }) => h.assign_id === hw.assignId).status;
}

describe('the days of an assignment, through the API', () => {
  it('India: opens 9 March 23:59 IST (18:29 UTC), due 12 March 23:59 IST (18:29 UTC)', async () => {
    const res = await learnListApi(t).homework(worlds.IN.token.a1);
    expect(res.body.data.homework[0]).toMatchObject({
      starts_at: '2026-03-09T18:29:00.000Z',
      due_at: '2026-03-12T18:29:00.000Z',
    });
  });

  it('the UAE: opens 9 March 23:59 GST (19:59 UTC), due 12 March 23:59 GST (19:59 UTC)', async () => {
    const res = await learnListApi(t).homework(worlds.AE.token.a1);
    expect(res.body.data.homework[0]).toMatchObject({
      starts_at: '2026-03-09T19:59:00.000Z',
      due_at: '2026-03-12T19:59:00.000Z',
    });
  });

  it('at 19:00 UTC on 9 March the Indian homework is open and the Emirati one is still upcoming', async () => {
    expect(await statusAt('IN', '2026-03-09T19:00:00Z')).toBe('due');
    expect(await statusAt('AE', '2026-03-09T19:00:00Z')).toBe('upcoming');
    // Upcoming homework cannot be completed yet.
    const { world, hw } = worlds.AE;
    const token = await signInAll(t, world);
    const early = await learnListApi(t).complete(token.a1, {
      assign_id: hw.assignId,
      learnlist_id: hw.listId,
      learnlist_item_id: 'T1',
    });
    expect(early.status).toBe(409);
    expect(await statusAt('AE', '2026-03-09T20:00:00Z')).toBe('due');
  });

  it('at 19:00 UTC on 12 March the Indian homework is overdue and the Emirati one still due', async () => {
    expect(await statusAt('IN', '2026-03-12T19:00:00Z')).toBe('overdue');
    expect(await statusAt('AE', '2026-03-12T19:00:00Z')).toBe('due');
  });

  it('an extension moves one learner’s due day; done after the due time reads done_late', async () => {
    clock.set('2026-03-12T12:00:00Z');
    const { world, hw } = worlds.IN;
    const token = await signInAll(t, world);
    const api = learnListApi(t);
    const extended = await api.assign(token.teacher, {
      learnlist_id: hw.listId,
      assign_id: hw.assignId,
      start_date: '2026-03-10',
      due_date: '2026-03-12',
      extensions: [{ uuid: world.people.a2.uuid, due_date: '2026-03-14' }],
    });
    expect(extended.body.data.assignment.extensions).toEqual([
      { uuid: world.people.a2.uuid, due_at: '2026-03-14T18:29:00.000Z' },
    ]);
    const notReached = await api.assign(token.teacher, {
      learnlist_id: hw.listId,
      assign_id: hw.assignId,
      start_date: '2026-03-10',
      due_date: '2026-03-12',
      extensions: [{ uuid: world.people.b1.uuid, due_date: '2026-03-14' }],
    });
    expect(notReached.status).toBe(404);
    expect(await statusAt('IN', '2026-03-13T06:00:00Z')).toBe('overdue');
    const late = await signInAll(t, world);
    const a2 = (await api.homework(late.a2)).body.data.homework[0];
    expect(a2).toMatchObject({ status: 'due', due_at: '2026-03-14T18:29:00.000Z' });
    for (const [i, c] of world.contents.slice(0, 2).entries()) {
      await api.post('/api/mis/v2/addLearningProgress', late.a1, {
        content_id: c.content_id,
        total_consumption_time: 60,
        total_media_time: '00:01:00',
        source: 1,
        assign_id: hw.assignId,
        client_event_id: `late-${i}`,
      });
    }
    await api.complete(late.a1, { assign_id: hw.assignId, learnlist_id: hw.listId, learnlist_item_id: 'T1' });
    expect((await api.homework(late.a1)).body.data.homework[0]).toMatchObject({
      status: 'done_late',
      completed_count: 3,
    });
  });
});
