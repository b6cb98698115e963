import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const LOGIN = '/api/cognito-login-service/auth/login';
const INVALID = { code: 'INVALID_CREDENTIALS', message: 'The email/mobile or password is not correct.' };

let t: TestApp;
let world: Awaited<ReturnType<typeof makeSchoolWorld>>;
const clockMs = Date.now();

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs });
  world = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

describe('login', () => {
  it.each(['student', 'parent', 'teacher', 'admin'] as const)('signs in a %s by email and by mobile', async (who) => {
    const user = world[who];
    for (const username of [user.email!, user.mobile!]) {
      const res = await call(t.app, 'POST', LOGIN, { body: { username, password: TEST_PASSWORD } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status_code: 200, status: 1, message: 'OK' });
      const data = res.body.data;
      expect(data).toMatchObject({
        uuid: user.uuid,
        user_type_id: user.user_type_id,
        expires_in: 900,
        country_iso: 'IN',
        package_flow_webgate_bucket: 0,
        gts_user_id: null,
        em_user_id: null,
      });
      expect(data.access_token).toMatch(/^ey/);
      expect(data.refresh_token.length).toBeGreaterThan(30);
      expect(data.profile.uuid).toBe(user.uuid);
      // Nothing beyond the contract leaks out.
      expect(JSON.stringify(res.body)).not.toContain('password_hash');
    }
  });

  it('gives the profile by role: school and sections, children for a parent, role for an admin', async () => {
    const student = await call(t.app, 'POST', LOGIN, {
      body: { username: world.student.email, password: TEST_PASSWORD },
    });
    expect(student.body.data.profile.school.school_id).toBe(world.school.school_id);
    expect(student.body.data.profile.sections).toEqual([
      expect.objectContaining({
        section_id: world.section.section_id,
        section_name: '10-A',
        board_name: 'CBSE',
        class_name: 'Class 10',
      }),
    ]);
    const parent = await call(t.app, 'POST', LOGIN, {
      body: { username: world.parent.email, password: TEST_PASSWORD },
    });
    expect(parent.body.data.profile.school).toBeNull();
    expect(parent.body.data.profile.children.map((c: { uuid: string }) => c.uuid)).toEqual([world.student.uuid]);
    const admin = await call(t.app, 'POST', LOGIN, { body: { username: world.admin.email, password: TEST_PASSWORD } });
    expect(admin.body.data.profile.role).toBe('SCHOOL_ADMIN');
    // An admin is placed in no section but administers all of the school's.
    expect(admin.body.data.profile.sections.map((s: { section_id: number }) => s.section_id)).toEqual([
      world.section.section_id,
    ]);
  });

  it('accepts the email in any case and the mobile with its country code', async () => {
    for (const username of [
      world.student.email!.toUpperCase(),
      ` +91 ${world.student.mobile} `,
      `91${world.student.mobile}`,
    ]) {
      const res = await call(t.app, 'POST', LOGIN, { body: { username, password: TEST_PASSWORD } });
      expect(res.status, username).toBe(200);
    }
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const user = await makeUser(t.db);
    const wrong = await call(t.app, 'POST', LOGIN, { body: { username: user.email, password: 'not-it' } });
    const unknown = await call(t.app, 'POST', LOGIN, { body: { username: 'nobody@test.school', password: 'not-it' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status_code: 401, status: 0, message: INVALID.message, error_code: INVALID.code });
    }
  });

  it('a success clears the failures', async () => {
    const user = await makeUser(t.db);
    const attempt = (password: string) => call(t.app, 'POST', LOGIN, { body: { username: user.email, password } });
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    await attempt('wrong');
    await attempt('wrong');
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
  });

  it.each([
    [{ username: 'a@b.c' }, 'password', 'is required'],
    [{ username: 'a@b.c', password: 123 }, 'password', 'must be text'],
    [{ password: 'x' }, 'username', 'is required'],
    [{ username: '', password: 'x' }, 'username', ''],
    [{ username: 'a@b.c', password: 'x', extra: true }, 'extra', 'is not allowed'],
  ])('rejects the body %j with 400 naming %s', async (body, field, message) => {
    const res = await call(t.app, 'POST', LOGIN, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status_code: 400, status: 0, error_code: 'VALIDATION_FAILED' });
    expect(res.body.errors).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: LOGIN,
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 0, error_code: 'VALIDATION_FAILED' });
  });
});

describe('login rate limit per address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { loginMaxPerAddress: 3 } });
  });
  afterAll(() => limited.close());

  it('answers 429 after the maximum per minute from one address, while another address still gets through', async () => {
    const body = { username: 'nobody@test.school', password: 'x' };
    for (let i = 0; i < 3; i++) {
      const res = await call(limited.app, 'POST', LOGIN, {
        body: { ...body, username: `n${i}@test.school` },
        remoteAddress: '10.0.0.1',
      });
      expect(res.status).toBe(401);
    }
    const blocked = await call(limited.app, 'POST', LOGIN, { body, remoteAddress: '10.0.0.1' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ status: 0, error_code: 'RATE_LIMITED' });
    expect(blocked.headers['retry-after']).toBeDefined();
    const other = await call(limited.app, 'POST', LOGIN, { body, remoteAddress: '10.0.0.2' });
    expect(other.status).toBe(401);
  });
});
