import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide } from '../test/access-factories.js';
import { tokenFor } from '../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_PASSWORD } from './demo-seed.js';
import { DEMO_RECAP_CLASS } from './demo-recaps.js';

// Yesterday's completed class of 10-A has a published recap of a few items, found by
// 10-A's learners (and the parent for that child) under the class, its items opening through the recap;
// 10-B's learner does not see it; the teacher reads it with the class.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface Recap {
  title: string;
  learnlist_name: string;
  is_published: number;
  item_count: number;
  assign_id: number | null;
  learnlist_data: { learnlist_item_id: string; content_title: string | null }[];
}

async function recapsOf(email: string, body: Record<string, unknown> = {}) {
  const token = await tokenFor(t.app, email, DEMO_PASSWORD);
  const res = await call(t.app, 'POST', '/api/live-class/classroom/classroomRecapList', {
    token,
    body: { start_date: day(Date.now() - 3 * DAY), end_date: day(Date.now() + DAY), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { token, recaps: res.body.data.class_room_recap_list as Recap[] };
}

describe('the demo class recap', () => {
  it('yesterday’s 10-A class has a published recap of a few titled items, read by the demo student', async () => {
    const { token, recaps } = await recapsOf('student@demo.school');
    expect(recaps).toHaveLength(1);
    const [recap] = recaps;
    expect(recap).toMatchObject({ title: DEMO_RECAP_CLASS, is_published: 1, item_count: 3 });
    expect(recap!.learnlist_name).toMatch(/^Recap: Light: reflection and refraction \d{4}-\d{2}-\d{2}$/);
    expect(recap!.learnlist_data.every((i) => i.content_title)).toBe(true);
    const open = await decide(t.app, token, {
      item_kind: 'content',
      item_id: Number(recap!.learnlist_data[0]!.learnlist_item_id),
      assign_id: recap!.assign_id,
    });
    expect(open.body.data).toMatchObject({ allowed: true });
  });

  it('the parent reads it for the 10-A child, not for the 10-B one', async () => {
    const parent = await tokenFor(t.app, 'parent@demo.school', DEMO_PASSWORD);
    const children = await t.db
      .selectFrom('users')
      .select(['uuid', 'email'])
      .where('email', 'in', ['student@demo.school', 'child2@demo.school'])
      .execute();
    const uuidOf = (email: string) => children.find((c) => c.email === email)!.uuid;
    const ask = (uuid: string) =>
      call(t.app, 'POST', '/api/live-class/classroom/classroomRecapList', {
        token: parent,
        body: { uuid, start_date: day(Date.now() - 3 * DAY), end_date: day(Date.now() + DAY) },
      });
    expect((await ask(uuidOf('student@demo.school'))).body.data.class_room_recap_list).toHaveLength(1);
    expect((await ask(uuidOf('child2@demo.school'))).body.data.class_room_recap_list).toEqual([]);
  });

  it('the demo teacher reads it with 10-A’s classes', async () => {
    const { recaps } = await recapsOf('teacher@demo.school', { section_id: 5001 });
    expect(recaps.map((r) => r.title)).toEqual([DEMO_RECAP_CLASS]);
  });
});
