import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoWorld } from './demo-seed.js';

// Issue 10 item 3: the demo world's live classes: for 10-A one on now, one later today and yesterday's
// completed one; for 10-B one tomorrow, all by the demo teacher in Jitsi rooms.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorld(t.db);
});
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function scheduleOf(email: string) {
  const token = await tokenFor(t.app, email, DEMO_PASSWORD);
  const res = await call(t.app, 'POST', '/api/live-class/student/schedule/myScheduleUniversity', {
    token,
    body: { start_date: day(Date.now() - 2 * DAY), end_date: day(Date.now() + 2 * DAY) },
  });
  expect(res.status).toBe(200);
  return res.body.data.classes as { title: string; is_active: boolean; join_link: string | null; state: string }[];
}

describe('demo live classes', () => {
  it('the demo student (10-A) has one class on now with its Jitsi link, one later and yesterday’s', async () => {
    const classes = await scheduleOf('student@demo.school');
    expect(classes).toHaveLength(3);
    const now = classes.filter((c) => c.is_active);
    expect(now).toHaveLength(1);
    expect(now[0]!.join_link).toMatch(/^https:\/\/meet\.jit\.si\//);
    expect(classes.filter((c) => c.join_link === null)).toHaveLength(2);
    expect(classes.map((c) => c.state)).toContain('completed');
  });

  it('the demo teacher’s upcoming list holds today’s two of 10-A and 10-B’s of tomorrow', async () => {
    const token = await tokenFor(t.app, 'teacher@demo.school', DEMO_PASSWORD);
    const res = await call(t.app, 'GET', '/api/live-class/teacher/schedule/upcomingClassesUniversity', { token });
    expect(res.status).toBe(200);
    expect(res.body.data.classes).toHaveLength(3);
  });
});
