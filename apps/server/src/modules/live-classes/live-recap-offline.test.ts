import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A teacher takes a class's recap items with no connection (docs/offline-conflicts.md): an item opened
// while the class was taught waits in the device's outbox and, arriving after the class's window (its
// end plus 15 minutes), is still added, judged by when it was opened; never later than its arrival, so a
// device clock set ahead cannot reopen a class. Sent twice, it is in the recap once.

// 09:30 in India (the test school's zone).
const clock = testClock('2026-11-25T04:00:00Z');
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;
let schId: number;

const CR = '/api/live-class/classroom';

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
  // 10:00 to 10:30 in India (04:30 to 05:00 UTC).
  const res = await call(t.app, 'POST', '/api/live-class/teacher/schedule/saveLiveClass', {
    token: token.teacher,
    body: {
      section_ids: [world.sectionA.section_id],
      subject_id: world.place.subjectId,
      title: 'Forces',
      schedule_date: '2026-11-25',
      start_time: '10:00',
      duration: 30,
      room_link: 'https://meet.jit.si/lakeside-7a',
    },
  });
  schId = res.body.data.live_class.sch_id;
});
afterAll(() => t.close());

async function at(iso: string): Promise<void> {
  clock.set(iso);
  token = await signInAll(t, world);
}

const add = (i: number, madeAt?: string) =>
  call(t.app, 'POST', `${CR}/addItemToClassRecap`, {
    token: token.teacher,
    body: {
      lecture_id: schId,
      item: { learnlist_item_id: world.contents[i]!.content_id, learnlist_item_type: 1 },
      ...(madeAt ? { made_at: madeAt } : {}),
    },
  });

describe('recap items taken offline', () => {
  it('an item opened during the class and sent an hour after it is added', async () => {
    // Opened at 10:10, sent at 11:30 (06:00Z): long past the class and its 15 minutes.
    await at('2026-11-25T06:00:00Z');
    const res = await add(0, '2026-11-25T04:40:00Z');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ created: true, added: true });
    expect(res.body.data.recap.item_count).toBe(1);
  });

  it('sent again it is in the recap once', async () => {
    const again = await add(0, '2026-11-25T04:40:00Z');
    expect(again.body.data).toMatchObject({ created: false, added: false });
    expect(again.body.data.recap.item_count).toBe(1);
  });

  it('an item opened after the window, or with no time, is refused as before', async () => {
    expect((await add(1, '2026-11-25T05:30:00Z')).status).toBe(409);
    expect((await add(1)).status).toBe(409);
  });

  it('a device clock set ahead cannot reopen a class: its time counts as the arrival', async () => {
    // The server receives it at 09:55, before the class; the phone says 10:10.
    await at('2026-11-25T04:25:00Z');
    expect((await add(2, '2026-11-25T04:40:00Z')).status).toBe(409);
  });
});
