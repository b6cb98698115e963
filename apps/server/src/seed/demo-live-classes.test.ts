import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_PASSWORD } from './demo-seed.js';

// The demo world's live classes: for 10-A one on now, one later today and
// yesterday's completed one; for 10-B one tomorrow, all by the demo teacher in Jitsi rooms; and a weekly
// timetable for both sections over the next four weeks.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The one-off classes (the timetable's are named by their subject). */
const SCRIPTED = [
  'Quadratic equations: live doubt session',
  'Acids, bases and salts',
  'Light: reflection and refraction',
];

interface Scheduled {
  title: string;
  is_active: boolean;
  join_link: string | null;
  state: string;
  schedule_date: string;
  start_time: string;
}

async function scheduleOf(email: string, from = Date.now() - 2 * DAY, days = 4) {
  const token = await tokenFor(t.app, email, DEMO_PASSWORD);
  const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
    token,
    body: { start_date: day(from), end_date: day(from + days * DAY) },
  });
  expect(res.status).toBe(200);
  return res.body.data.classes as Scheduled[];
}

const weekday = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).getUTCDay();

describe('demo live classes', () => {
  it('the demo student (10-A) has one class on now with its Jitsi link, one later and yesterday’s', async () => {
    const classes = (await scheduleOf('student@demo.school')).filter((c) => SCRIPTED.includes(c.title));
    expect(classes).toHaveLength(3);
    const now = classes.filter((c) => c.is_active);
    expect(now).toHaveLength(1);
    expect(now[0]!.join_link).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(classes.filter((c) => c.join_link === null)).toHaveLength(2);
    expect(classes.map((c) => c.state)).toContain('completed');
  });

  it('the demo teacher’s upcoming list holds today’s two of 10-A (one on now) and 10-B’s of tomorrow', async () => {
    const token = await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD);
    const res = await call(t.app, 'GET', '/api/live-class/teacher/schedule/upcomingClassesUniversity', { token });
    expect(res.status).toBe(200);
    const titles = (res.body.data.classes as { title: string }[]).map((c) => c.title);
    expect(titles.filter((title) => SCRIPTED.includes(title) || title === 'Our environment')).toEqual([
      'Quadratic equations: live doubt session',
      'Acids, bases and salts',
      'Our environment',
    ]);
  });

  it('10-A has a weekly timetable: Mathematics on Mondays and Fridays, Science on Wednesdays, four weeks', async () => {
    const classes = (await scheduleOf('student@demo.school', Date.now() + DAY, 34)).filter(
      (c) => !SCRIPTED.includes(c.title),
    );
    const maths = classes.filter((c) => c.title === 'Mathematics');
    const science = classes.filter((c) => c.title === 'Science');
    expect(maths).toHaveLength(8);
    expect(science).toHaveLength(4);
    expect(new Set(maths.map((c) => weekday(c.schedule_date)))).toEqual(new Set([1, 5]));
    expect(new Set(science.map((c) => weekday(c.schedule_date)))).toEqual(new Set([3]));
    expect(new Set(science.map((c) => c.start_time))).toEqual(new Set(['09:00']));
  });
});
