import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The rule: "State that several server processes must share lives in the database: login
// throttles, OTP codes and tries, invitations. With PostgreSQL, two server processes behind one
// port agree (a test runs two)." Two servers here: two apps over one database (one SQLite file
// with a connection each, or one PostgreSQL schema with a pool each), sharing JWT_SECRET.

const AUTH = '/api/cognito-login-service/auth';
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({ sharing: one });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

describe('two server processes over one database', () => {
  it('a code sent through one verifies through the other, and tries count across both', async () => {
    const sent = await call(one.app, 'POST', `${AUTH}/sendOtp`, { body: { mobile: '9876511111', country_iso: 'IN' } });
    const code = sent.body.data.otp as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const tried = [
      await call(two.app, 'POST', `${AUTH}/verifyOtp`, { body: { mobile: '9876511111', otp: wrong } }),
      await call(one.app, 'POST', `${AUTH}/verifyOtp`, { body: { mobile: '9876511111', otp: wrong } }),
    ].map((r) => r.body.data.attempts_left);
    expect(tried).toEqual([4, 3]);
    const ok = await call(two.app, 'POST', `${AUTH}/verifyOtp`, { body: { mobile: '9876511111', otp: code } });
    expect(ok.body.data).toEqual({ verified: true, attempts_left: 0 });
  });

  it('sign-in failures are counted across both', async () => {
    const user = await makeUser(one.db);
    const from = '203.0.113.40';
    const fail = (app: TestApp) =>
      call(app.app, 'POST', `${AUTH}/login`, {
        body: { username: user.email, password: 'wrong' },
        remoteAddress: from,
      });
    // Three free failures (two here, one there), the fourth starts a wait that both servers enforce.
    for (const app of [one, two, one, two]) expect((await fail(app)).status).toBe(401);
    for (const app of [one, two]) {
      const res = await call(app.app, 'POST', `${AUTH}/login`, {
        body: { username: user.email, password: TEST_PASSWORD },
        remoteAddress: from,
      });
      expect(res.status).toBe(429);
    }
  });

  it('a reset code asked for on one is used on the other, and ends the sessions both servers issued', async () => {
    const user = await makeUser(one.db);
    const here = await call(one.app, 'POST', `${AUTH}/login`, {
      body: { username: user.email, password: TEST_PASSWORD },
    });
    const there = await call(two.app, 'POST', `${AUTH}/login`, {
      body: { username: user.email, password: TEST_PASSWORD },
    });
    await call(one.app, 'POST', `${AUTH}/forgotPassword`, { body: { username: user.email } });
    // Sent in the background to the demo's outbox (the code is shown on screen only after a sign-up).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const otp = one.services.notifier.outbox?.latest(user.email!, 'otp')?.variables.code;
    const reset = await call(two.app, 'POST', `${AUTH}/resetPassword`, {
      body: { username: user.email, otp, new_password: 'Shared2026pw' },
    });
    expect(reset.status).toBe(200);
    for (const [app, session] of [
      [one, there],
      [two, here],
    ] as const) {
      const refreshed = await call(app.app, 'POST', `${AUTH}/refreshToken`, {
        body: { refresh_token: session.body.data.refresh_token },
      });
      expect(refreshed.status).toBe(401);
    }
  });

  it('an invitation made on one is accepted on the other, once', async () => {
    const world = await makeSchoolWorld(one.db);
    const [invitation] = await one.services.identity.invitations.issue(
      [{ userUuid: world.teacher.uuid, schoolId: world.school.school_id }],
      world.admin.uuid,
    );
    const accepted = await call(two.app, 'POST', `${AUTH}/acceptInvitation`, {
      body: { code: invitation!.code, password: 'Invited2026' },
    });
    expect(accepted.status).toBe(200);
    const again = await call(one.app, 'POST', `${AUTH}/acceptInvitation`, {
      body: { code: invitation!.code, password: 'Invited2026' },
    });
    expect(again.status).toBe(400);
  });

  it('the registration check budget of an address is one budget', async () => {
    const from = '203.0.113.41';
    const check = (app: TestApp, i: number) =>
      call(app.app, 'POST', `${AUTH}/checkRegistration`, {
        body: { entity_name: 'email', entity_value: `budget${i}@example.com` },
        remoteAddress: from,
      });
    for (let i = 0; i < 30; i += 1) expect((await check(i % 2 ? one : two, i)).status).toBe(200);
    expect((await check(one, 30)).status).toBe(429);
    expect((await check(two, 31)).status).toBe(429);
  });
});
