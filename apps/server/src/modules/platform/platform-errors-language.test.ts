import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeHomeworkWorld,
  signInAll,
  testClock,
  type HomeworkWorld,
  type Who,
} from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The platform calls' refusals in the language the request asks for, English without one: another
// school's institute on the dashboard, a schedule that ends before it starts, a lead nobody can reach.

const AUTH = '/api/cognito-login-service/auth';
let t: TestApp;
let world: HomeworkWorld;
let token: Record<Who, string>;

beforeAll(async () => {
  t = await createTestApp({ clock: testClock('2026-03-10T06:00:00Z').now });
  world = await makeHomeworkWorld(t.db);
  token = await signInAll(t, world);
});
afterAll(() => t.close());

describe('another school’s institute chosen for the dashboard', () => {
  const hilltop = async () =>
    (
      await t.db
        .selectFrom('schools')
        .select('school_id')
        .where('school_name', '=', 'Hilltop School')
        .executeTakeFirstOrThrow()
    ).school_id;
  const sync = async (language?: string) =>
    call(t.app, 'POST', `${AUTH}/dashboardSync`, {
      token: token.teacher,
      body: { institute: await hilltop() },
      language,
    });

  it('is refused in Hindi, the field named in the same words', async () => {
    const res = await sync('hi');
    expect(res.status).toBe(403);
    const words = 'यह संस्थान आपके संस्थानों में से नहीं है।';
    expect(res.body).toMatchObject({ reason: 'platform.instituteNotYours', message: words });
    expect(res.body.errors).toEqual([{ field: 'institute', message: words }]);
  });

  it('is refused in English without a language', async () => {
    expect((await sync()).body.message).toBe('This institute is not one of yours.');
  });
});

describe('a dashboard schedule that ends before it starts (a field error)', () => {
  const aggregate = (language?: string) =>
    call(t.app, 'POST', '/api/dashboard/v2?action=captureDashboardData_Ax', {
      token: token.a1,
      body: { schedule_start_date: '2026-03-15', schedule_end_date: '2026-03-09' },
      language,
    });

  it('is refused in Bengali and in English, naming schedule_end_date', async () => {
    const bengali = await aggregate('bn');
    expect(bengali.status).toBe(400);
    expect(bengali.body).toMatchObject({
      reason: 'platform.scheduleEndBeforeStart',
      message: 'সময়সূচির শেষের তারিখ তার শুরুর তারিখের আগে।',
    });
    expect(bengali.body.errors[0].field).toBe('schedule_end_date');
    expect((await aggregate()).body.message).toBe('The end date of the schedule is before its start date.');
  });
});

describe('a lead with no way to reach the person', () => {
  it('asks for a mobile number or an email address in Hindi', async () => {
    const res = await call(t.app, 'POST', `${AUTH}/leadCapture`, { body: { name: 'Meera Iyer' }, language: 'hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'मोबाइल नंबर या ईमेल पता दें (दोनों में से एक)।' }]);
  });
});
