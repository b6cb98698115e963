import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../test/content-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { DEMO_PASSWORD } from './demo-seed.js';

// Five notices in the demo world, two of them unread by the demo student.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const board = async (email: string) => {
  const token = await tokenFor(t.app, email, DEMO_PASSWORD);
  const res = await call(t.app, 'POST', '/api/live-class/notices/myNotices', { token, body: {} });
  expect(res.status).toBe(200);
  return res.body.data as { notices: { notice_title: string; is_read: boolean }[]; unread_count: number };
};

describe('demo notices', () => {
  it('the demo student has four notices, two unread and shown first', async () => {
    const student = await board('student@demo.school');
    expect(student.notices).toHaveLength(4);
    expect(student.unread_count).toBe(2);
    expect(student.notices.map((n) => n.is_read)).toEqual([false, false, true, true]);
  });

  it('the parent also reads the notice to parents; the teacher sends five between the two of them', async () => {
    const parent = await board('parent@demo.school');
    expect(parent.notices.map((n) => n.notice_title)).toContain('Parent–teacher meeting');
    const token = await tokenFor(t.app, 'admin@demo.school', DEMO_PASSWORD);
    const all = await call(t.app, 'POST', '/api/live-class/teacher/notices/searchNoticesUniversity', {
      token,
      body: { list_type: 2 },
    });
    expect(all.body.data.total).toBe(5);
  });
});
