import { InstituteType, SCHOOL_ADMIN_ROLE, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchool, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const CHECK = '/api/cognito-login-service/auth/checkRegistration';
const LOGIN = '/api/cognito-login-service/auth/login';
const GUEST = '/api/cognito-login-service/auth/guestLogin';

// Spec 002 §5.1, "Messages": "On static pages: 'This is registered email. To log in, click the login
// button at the top right.' and 'This is registered mobile number. ...'"; "Elsewhere: configured
// messages (text not shown)": the product's words say the value is taken, never by whom.
const STATIC_PAGE_MESSAGES = {
  email: 'This is registered email. To log in, click the login button at the top right.',
  mobile: 'This is registered mobile number. To log in, click the login button at the top right.',
};
const CONFIGURED_MESSAGES = {
  email: 'This email is already registered to another account. Use a different email.',
  mobile: 'This mobile number is already registered to another account. Use a different mobile number.',
};

// One person of each kind the rule tells apart (spec 002 §5.1).
const KINDS = ['student', 'parent', 'teacher', 'instituteUser', 'schoolAdmin', 'coachingAdmin', 'adminNoType'] as const;
type Kind = (typeof KINDS)[number];

let t: TestApp;
const people = {} as Record<Kind, { email: string; mobile: string; token: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const school = await makeSchool(t.db, { institute_type: InstituteType.School });
  const coaching = await makeSchool(t.db, { institute_type: InstituteType.CoachingInstitute });
  const specs: Record<Kind, Parameters<typeof makeUser>[1]> = {
    student: { userTypeId: UserType.Student, schoolId: school.school_id },
    parent: { userTypeId: UserType.Parent },
    teacher: { userTypeId: UserType.Teacher, schoolId: school.school_id },
    instituteUser: { userTypeId: UserType.InstituteUser, schoolId: school.school_id },
    // institute_type from the school: 1 school, 2 coaching institute.
    schoolAdmin: { userTypeId: 5, role: SCHOOL_ADMIN_ROLE, schoolId: school.school_id },
    coachingAdmin: { userTypeId: 5, role: SCHOOL_ADMIN_ROLE, schoolId: coaching.school_id },
    // No institute type anywhere: it defaults to 2.
    adminNoType: { userTypeId: 5, role: SCHOOL_ADMIN_ROLE },
  };
  for (const kind of KINDS) {
    const user = await makeUser(t.db, specs[kind]);
    const login = await call(t.app, 'POST', LOGIN, { body: { username: user.email, password: TEST_PASSWORD } });
    people[kind] = { email: user.email!, mobile: user.mobile!, token: login.body.data.access_token };
  }
});
afterAll(() => t.close());

/** Signed in: may `viewer` use a value `holder` registered? (spec 002 §5.1, read row by row) */
function signedInAllowed(holder: Kind, viewer: Kind): boolean {
  if (holder === 'instituteUser') return false; // a registered type 4 value is always blocked
  if (holder === 'teacher') {
    // blocked for logged-in types 3, 5 or 4
    return !['teacher', 'schoolAdmin', 'coachingAdmin', 'adminNoType', 'instituteUser'].includes(viewer);
  }
  if (holder === 'student') return !['schoolAdmin', 'instituteUser'].includes(viewer); // type 5 of institute-type 1, type 4
  return true; // a registered type 2 value is allowed; type 5 values are not restricted
}

/** Signed out: may someone signing up as `role` use a value `holder` registered? */
function signedOutAllowed(holder: Kind, role: 'student' | 'parent' | 'institute'): boolean {
  if (role !== 'institute' && (holder === 'schoolAdmin' || holder === 'instituteUser')) return false;
  if (role === 'parent' && holder === 'parent') return false;
  if (
    role === 'institute' &&
    ['teacher', 'instituteUser', 'schoolAdmin', 'coachingAdmin', 'adminNoType'].includes(holder)
  ) {
    return false;
  }
  return true;
}

// Each check from an address of its own: an address has a budget of checks (tested below).
let address = 0;
const check = (body: Record<string, unknown>, token?: string, remoteAddress?: string) =>
  call(t.app, 'POST', CHECK, {
    body,
    token,
    remoteAddress: remoteAddress ?? `10.2.${Math.floor(++address / 250)}.${address % 250}`,
  });

describe('registration check through the API (spec 002 §5.1)', () => {
  it('a value nobody holds: entity_state 0, allowed, no message; signed in or out', async () => {
    for (const token of [undefined, people.teacher.token]) {
      const email = await check(
        { entity_name: 'email', entity_value: 'nobody@free.example', role_type: 'student' },
        token,
      );
      expect(email.status).toBe(200);
      expect(email.body.data).toEqual({ entity_state: 0, allowed: true, message: null });
      const mobile = await check({ entity_name: 'mobile', entity_value: '+91 7000000001', country_iso: 'IN' }, token);
      expect(mobile.body.data).toEqual({ entity_state: 0, allowed: true, message: null });
    }
  });

  describe.each(KINDS)('signed in as %s', (viewer) => {
    it.each(KINDS)('a registered %s value', async (holder) => {
      const allowed = signedInAllowed(holder, viewer);
      for (const entity of ['email', 'mobile'] as const) {
        const res = await check(
          { entity_name: entity, entity_value: people[holder][entity], role_type: 'institute' },
          people[viewer].token,
        );
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual({
          entity_state: 1,
          allowed,
          message: allowed ? null : CONFIGURED_MESSAGES[entity],
        });
      }
    });
  });

  describe.each(['student', 'parent', 'institute'] as const)('signed out, signing up as %s', (role) => {
    it.each(KINDS)('a registered %s value', async (holder) => {
      const allowed = signedOutAllowed(holder, role);
      for (const entity of ['email', 'mobile'] as const) {
        const res = await check({ entity_name: entity, entity_value: people[holder][entity], role_type: role });
        expect(res.body.data).toEqual({
          entity_state: 1,
          allowed,
          message: allowed ? null : STATIC_PAGE_MESSAGES[entity],
        });
      }
    });
  });

  it('gives the exact static-page messages', async () => {
    const email = await check({ entity_name: 'email', entity_value: people.schoolAdmin.email, role_type: 'student' });
    expect(email.body.data.message).toBe(
      'This is registered email. To log in, click the login button at the top right.',
    );
    const mobile = await check({ entity_name: 'mobile', entity_value: people.parent.mobile, role_type: 'parent' });
    expect(mobile.body.data.message).toBe(
      'This is registered mobile number. To log in, click the login button at the top right.',
    );
  });

  it('a guest token is a static page; numeric role types name the sign-up role', async () => {
    const guest = await call(t.app, 'POST', GUEST, { body: {} });
    const token = guest.body.data.access_token;
    const asParent = await check({ entity_name: 'email', entity_value: people.parent.email, role_type: 2 }, token);
    expect(asParent.body.data).toEqual({ entity_state: 1, allowed: false, message: STATIC_PAGE_MESSAGES.email });
    const asInstitute = await check({ entity_name: 'email', entity_value: people.teacher.email, role_type: '5' });
    expect(asInstitute.body.data.allowed).toBe(false);
    const asStudent = await check({ entity_name: 'email', entity_value: people.teacher.email, role_type: 1 });
    expect(asStudent.body.data).toEqual({ entity_state: 1, allowed: true, message: null });
  });

  it('finds a mobile typed with its code, spaces or dashes, and an email in capitals', async () => {
    const national = people.parent.mobile;
    for (const typed of [`+91 ${national}`, `+91-${national.slice(0, 5)}-${national.slice(5)}`, `0${national}`]) {
      const res = await check({ entity_name: 'mobile', entity_value: typed, country_iso: 'IN', role_type: 'parent' });
      expect(res.body.data.entity_state).toBe(1);
    }
    const upper = await check({
      entity_name: 'email',
      entity_value: people.parent.email.toUpperCase(),
      role_type: 'parent',
    });
    expect(upper.body.data.entity_state).toBe(1);
  });

  it.each([
    ['email', 'not-an-email', undefined],
    ['email', 'two@@example.com', undefined],
    ['mobile', '5876543210', 'IN'],
    ['mobile', '98765', 'IN'],
    ['mobile', '712345678', 'ID'],
    ['mobile', 'call me', 'IN'],
  ])('a malformed %s (%s) is 400 naming entity_value', async (entity, value, country) => {
    const res = await check({ entity_name: entity, entity_value: value, country_iso: country, role_type: 'student' });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual([{ field: 'entity_value', message: expect.any(String) }]);
  });

  it('never says who holds the value', async () => {
    const res = await check({ entity_name: 'email', entity_value: people.teacher.email, role_type: 'institute' });
    expect(Object.keys(res.body.data).sort()).toEqual(['allowed', 'entity_state', 'message']);
    expect(JSON.stringify(res.body)).not.toMatch(/uuid|user_type|teacher/i);
  });

  it('an address has a budget of 30 checks per 10 minutes, kept in the database', async () => {
    const one = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await check({ entity_name: 'email', entity_value: `probe${i}@example.com` }, undefined, one);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    const refused = await check({ entity_name: 'email', entity_value: 'probe@example.com' }, undefined, one);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many checks from this network. Please wait 10 minutes and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another address is not affected.
    expect((await check({ entity_name: 'email', entity_value: 'probe@example.com' })).status).toBe(200);
  });
});
