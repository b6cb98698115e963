import type { SecurityEventKind } from '@esc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, TEST_PASSWORD } from '../../test/factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The security events a breach procedure reads (docs/breach-procedure.md), recorded by the real
// server: a reused refresh token, failed and throttled sign-ins, a refused privilege; and kept for a
// year, then pruned by the daily job.

const AUTH = '/api/cognito-login-service/auth';
const DAY = 86_400_000;
const clock = testClock('2026-12-05T06:00:00Z');
let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;

beforeAll(async () => {
  // Two free failures of one account from one address; the third makes the pair wait.
  t = await createTestApp({ clock: clock.now, config: { loginFreeFailures: 2 } });
  world = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

const eventsOf = (kind: SecurityEventKind) =>
  t.db.selectFrom('security_events').selectAll().where('kind', '=', kind).orderBy('occurred_at').execute();

describe('security events', () => {
  it('records a reused refresh token, naming the account, once its family is revoked', async () => {
    const signedIn = await call(t.app, 'POST', `${AUTH}/login`, {
      body: { username: world.student.email, password: TEST_PASSWORD },
    });
    const token = signedIn.body.data.refresh_token as string;
    const refresh = () => call(t.app, 'POST', `${AUTH}/refreshToken`, { body: { refresh_token: token } });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
    const reused = await eventsOf('refresh_token_reused');
    expect(reused).toHaveLength(1);
    expect(reused[0]).toMatchObject({ user_uuid: world.student.uuid, occurred_at: '2026-12-05T06:00:00.000Z' });
    expect(reused[0]!.detail).not.toContain(token);
  });

  it('records failed sign-ins and the throttled one, with the account and the address', async () => {
    const wrong = () =>
      call(t.app, 'POST', `${AUTH}/login`, {
        body: { username: world.teacher.email, password: 'not the password' },
        remoteAddress: '203.0.113.9',
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await wrong()).status);
    expect(statuses).toContain(429);
    const failed = (await eventsOf('sign_in_failed')).filter((e) => e.user_uuid === world.teacher.uuid);
    expect(failed.length).toBe(statuses.filter((s) => s === 401).length);
    expect(failed[0]).toMatchObject({ ip: '203.0.113.9' });
    const throttled = await eventsOf('throttled');
    expect(throttled).toContainEqual(
      expect.objectContaining({
        user_uuid: null,
        ip: '203.0.113.9',
        route: 'POST /api/cognito-login-service/auth/login',
      }),
    );
  });

  it('records a run of throttled calls from one address once, not a row per refused request', async () => {
    const guess = () =>
      call(t.app, 'POST', `${AUTH}/login`, {
        body: { username: world.teacher.email, password: 'another guess' },
        remoteAddress: '203.0.113.77',
      });
    const statuses = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await guess()).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(1);
    expect((await eventsOf('throttled')).filter((e) => e.ip === '203.0.113.77')).toHaveLength(1);
  });

  it('keeps a name nobody has out of the failed sign-in it records', async () => {
    await call(t.app, 'POST', `${AUTH}/login`, {
      body: { username: 'stranger@example.in', password: 'guess' },
      remoteAddress: '198.51.100.7',
    });
    const rows = (await eventsOf('sign_in_failed')).filter((e) => e.ip === '198.51.100.7');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain('stranger');
  });

  it('records a refused privilege with the caller and the call', async () => {
    const signedIn = await call(t.app, 'POST', `${AUTH}/login`, {
      body: { username: world.teacher.email, password: TEST_PASSWORD },
      remoteAddress: '192.0.2.44',
    });
    const refused = await call(t.app, 'PUT', '/api/privacy/grievance-officer', {
      token: signedIn.body.data.access_token,
      body: { name: 'Someone', contact: 'someone@school.in' },
    });
    expect(refused.status).toBe(403);
    expect(await eventsOf('forbidden')).toContainEqual(
      expect.objectContaining({ user_uuid: world.teacher.uuid, route: 'PUT /api/privacy/grievance-officer' }),
    );
  });

  it('keeps events for a year, and the daily job prunes them after it', async () => {
    const recorded = (await t.db.selectFrom('security_events').select('id').execute()).length;
    expect(recorded).toBeGreaterThan(0);
    clock.set(new Date(Date.parse('2026-12-05T06:00:00Z') + 364 * DAY).toISOString());
    expect(await t.services.grievances.pruneSecurityEvents()).toBe(0);
    clock.set(new Date(Date.parse('2026-12-05T06:00:00Z') + 366 * DAY).toISOString());
    expect(await t.services.grievances.pruneSecurityEvents()).toBe(recorded);
    expect(await t.db.selectFrom('security_events').select('id').execute()).toEqual([]);
  });
});
