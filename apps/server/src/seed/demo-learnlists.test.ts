import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/content-factories.js';
import { learnListApi, SYLLABUS } from '../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_PASSWORD } from './demo-seed.js';

// The demo teacher's homework: every learn-list screen has something real to show.

let t: TestApp;
let api: ReturnType<typeof learnListApi>;
const now = Date.parse('2026-03-10T06:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await seedDemoWorldFor(t, now);
  api = learnListApi(t);
});
afterAll(() => t.close());

describe('demo homework', () => {
  it('the demo teacher has three lists (two published and assigned, one draft) and a class recap', async () => {
    const teacher = await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD);
    const res = await api.get(`${SYLLABUS}/searchLearnListUniversity`, teacher, {});
    const lists = res.body.data.learnlist_list as { learnlist_name: string; stage: number; assignment_count: number }[];
    expect(lists.map((l) => [l.learnlist_name, l.stage, l.assignment_count]).sort()).toEqual([
      ['Acids, Bases and Salts — Homework 1', 2, 1],
      ['Light — Reflection and Refraction', 2, 1],
      ['Real Numbers — practice', 1, 0],
      // The recap of yesterday's 10-A class (demo-recaps.ts), published to 10-A.
      ['Recap: Light: reflection and refraction 2026-03-09', 2, 1],
    ]);
    const acids = res.body.data.learnlist_list.find((l: { learnlist_name: string }) =>
      l.learnlist_name.startsWith('Acids'),
    );
    const report = await api.report(teacher, { learnListId: acids.learnlist_id, sortBy: 'done' });
    const students = report.body.data.students as { name: string; done_count: number }[];
    expect(students.length).toBe(5);
    expect(students[0]).toMatchObject({ name: 'Kavya Reddy', done_count: 7 });
    expect(students.find((s) => s.name === 'Aarav Sharma')?.done_count).toBe(2);
    // Every item is named: four contents, the platform's paper, yesterday's recording, and the task by its words.
    expect(report.body.data.items.filter((i: { content_title: string | null }) => i.content_title).length).toBe(7);
  });

  it('the demo student sees the 10-A homework; their brother’s 10-B homework is due tomorrow', async () => {
    const student = await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD);
    const own = (await api.homework(student)).body.data.homework;
    expect(own).toEqual([
      expect.objectContaining({
        title: 'Acids, Bases and Salts — Homework 1',
        status: 'due',
        completed_count: 2,
        item_count: 7,
      }),
    ]);
    const due = await t.services.learnlists.due.dueTomorrow(now);
    expect(due.map((d) => d.title)).toEqual(['Light — Reflection and Refraction']);
    expect(due[0]!.learners).toHaveLength(1);
  });
});
