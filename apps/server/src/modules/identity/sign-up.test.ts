import { DEFAULT_SCHOOL_ID, InstituteType, REGISTERED_MESSAGES, UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoardAndClass, makeSchool, makeUser } from '../../test/factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const SIGN_UP = '/api/cognito-login-service/auth/signUp';
const ME = '/api/cognito-login-service/auth/me';
const LOGIN = '/api/cognito-login-service/auth/login';
const CHECK = '/api/cognito-login-service/auth/checkRegistration';

let t: TestApp;
let cbse9: { boardId: number; classId: number };
let other: { boardId: number; classId: number };
let registeredParent: Awaited<ReturnType<typeof makeUser>>;
let schoolAdmin: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // Factories first: sign-up makes school and section ids one above the highest.
  cbse9 = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 9' });
  other = await makeBoardAndClass(t.db, { board: 'ICSE', class: 'Class 7' });
  registeredParent = await makeUser(t.db, {
    userTypeId: UserType.Parent,
    email: 'taken@demo.school',
    mobile: '9811111111',
  });
  // A school admin of a school (type 5, institute type 1): their values are closed to learners (spec 002 §5.1).
  const school = await makeSchool(t.db, { institute_type: InstituteType.School });
  schoolAdmin = await makeUser(t.db, {
    userTypeId: UserType.SchoolAdminOrInstituteTeacher,
    role: 'SCHOOL_ADMIN',
    schoolId: school.school_id,
    mobile: '9822222222',
  });
});
afterAll(() => t.close());

let n = 0;
function person(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    first_name: 'Asha',
    last_name: 'Rao',
    email: `new${n}@signup.example`,
    mobile: `+91 98${String(n).padStart(8, '0')}`,
    country_iso: 'IN',
    password: 'Learn2024',
    // An adult: a learner under 18 waits for a parent (parental-consent.test.ts).
    date_of_birth: '2000-01-01',
    // A code is required by the schema; the checks of the other fields come before it is tried.
    otp: '000000',
    ...overrides,
  };
}

/** POST signUp with the code the mobile (or the email) was really sent. */
async function signUp(
  body: ReturnType<typeof person> & Record<string, unknown>,
  channel: 'mobile' | 'email' = 'mobile',
) {
  return call(t.app, 'POST', SIGN_UP, { body: await withCode(t.app, body, channel) });
}

describe('sign-up', () => {
  it('signs up a student of the default school, in a section of that board and class, and signs in', async () => {
    const body = { role: 'student', ...person(), board_id: cbse9.boardId, class_id: cbse9.classId };
    const res = await signUp(body);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ user_type_id: 1, country_iso: 'IN', expires_in: 900 });
    expect(data.refresh_token.length).toBeGreaterThan(30);
    expect(data.profile).toMatchObject({
      first_name: 'Asha',
      last_name: 'Rao',
      email: body.email,
      mobile: body.mobile.replace('+91 ', ''),
      school: { school_id: DEFAULT_SCHOOL_ID, institute_type: null, school_status: 1 },
      sections: [expect.objectContaining({ section_name: 'CBSE 9', board_id: cbse9.boardId, class_id: cbse9.classId })],
    });
    const me = await call(t.app, 'GET', ME, { token: data.access_token });
    expect(me.status).toBe(200);
    expect(me.body.data.uuid).toBe(data.uuid);
    // The password works for sign-in, by email and by mobile.
    for (const username of [body.email.toUpperCase(), body.mobile]) {
      const login = await call(t.app, 'POST', LOGIN, { body: { username, password: body.password } });
      expect(login.status).toBe(200);
    }

    // A second learner of the same board and class joins the same section; another class gets its own.
    const second = await signUp({ role: 'student', ...person(), board_id: cbse9.boardId, class_id: cbse9.classId });
    expect(second.body.data.profile.sections[0].section_id).toBe(data.profile.sections[0].section_id);
    const third = await signUp({ role: 'student', ...person(), board_id: other.boardId, class_id: other.classId });
    expect(third.body.data.profile.sections[0]).toMatchObject({ section_name: 'ICSE 7', class_id: other.classId });
    expect(third.body.data.profile.sections[0].section_id).not.toBe(data.profile.sections[0].section_id);
  });

  it('signs up a parent (no school) and signs in', async () => {
    const res = await signUp({ role: 'parent', ...person({ first_name: 'आरव' }) }, 'email');
    expect(res.status).toBe(200);
    expect(res.body.data.user_type_id).toBe(2);
    expect(res.body.data.profile).toMatchObject({ first_name: 'आरव', school: null, children: [] });
    const me = await call(t.app, 'GET', ME, { token: res.body.data.access_token });
    expect(me.body.data.user_type_id).toBe(2);
  });

  it('signs up an institute: a coaching institute school with its admin (type 5, SCHOOL_ADMIN)', async () => {
    const res = await signUp({
      role: 'institute',
      ...person({ country_iso: 'AE', mobile: '050 123 4567' }),
      institute_name: ' Bright Minds ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ user_type_id: 5, country_iso: 'AE' });
    expect(res.body.data.profile).toMatchObject({
      role: 'SCHOOL_ADMIN',
      mobile: '501234567',
      school: { school_name: 'Bright Minds', institute_type: 2, school_status: 1 },
    });
    const me = await call(t.app, 'GET', ME, { token: res.body.data.access_token });
    expect(me.body.data.school.school_name).toBe('Bright Minds');
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('uuid', '=', res.body.data.uuid)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ user_type_id: 5, institute_type: 2, role: 'SCHOOL_ADMIN' });
  });

  it('refuses a value the registration check blocks for the role, with the static-page message (409)', async () => {
    // Parent sign-up is blocked when the value belongs to a parent (spec 002 §5.1).
    const res = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'parent', ...person({ email: 'Taken@Demo.School' }) },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', message: REGISTERED_MESSAGES.email });
    expect(res.body.errors).toEqual([{ field: 'email', message: REGISTERED_MESSAGES.email }]);
    // Student sign-up is blocked for a school institute's value, typed with its code.
    const learner = await call(t.app, 'POST', SIGN_UP, {
      body: {
        role: 'student',
        ...person({ mobile: `+91-${schoolAdmin.mobile}` }),
        board_id: cbse9.boardId,
        class_id: cbse9.classId,
      },
    });
    expect(learner.status).toBe(409);
    expect(learner.body.errors).toEqual([{ field: 'mobile', message: REGISTERED_MESSAGES.mobile }]);
  });

  it('follows the check: a registered value the check allows for the role is accepted (spec 002 §5.1)', async () => {
    const checked = await call(t.app, 'POST', CHECK, {
      body: { entity_name: 'mobile', entity_value: registeredParent.mobile, role_type: 'student', country_iso: 'IN' },
    });
    expect(checked.body.data).toEqual({ entity_state: 1, allowed: true, message: null });
    // A student signs up with the parent's mobile (the code went to that phone) and the parent's email.
    const res = await signUp({
      role: 'student',
      ...person({ mobile: registeredParent.mobile!, email: registeredParent.email! }),
      board_id: cbse9.boardId,
      class_id: cbse9.classId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ mobile: registeredParent.mobile, email: registeredParent.email });
    // Both accounts sign in by the shared mobile, each with its own password.
    const asStudent = await call(t.app, 'POST', LOGIN, {
      body: { username: registeredParent.mobile, password: 'Learn2024' },
    });
    expect(asStudent.body.data.uuid).toBe(res.body.data.uuid);
    const asParent = await call(t.app, 'POST', LOGIN, {
      body: { username: registeredParent.mobile, password: registeredParent.password },
    });
    expect(asParent.body.data.uuid).toBe(registeredParent.uuid);
  });

  it('needs the code sent to the mobile it registers', async () => {
    const body = { role: 'parent', ...person() };
    const without = await call(t.app, 'POST', SIGN_UP, { body: { ...body, otp: '' } });
    expect(without.status).toBe(400);
    expect(without.body.errors).toEqual([
      { field: 'otp', message: 'The code is not right or has expired. Ask for a new code.' },
    ]);
    // A code sent to another number proves nothing about this one.
    const elsewhere = await withCode(t.app, person());
    const borrowed = await call(t.app, 'POST', SIGN_UP, { body: { ...body, otp: elsewhere.otp } });
    expect(borrowed.status).toBe(400);
    const found = await t.db.selectFrom('users').select('uuid').where('email', '=', body.email).executeTakeFirst();
    expect(found).toBeUndefined();
    // The right code works once.
    const withItsCode = await withCode(t.app, body);
    expect((await call(t.app, 'POST', SIGN_UP, { body: withItsCode })).status).toBe(200);
    const replay = await call(t.app, 'POST', SIGN_UP, {
      body: { ...withItsCode, role: 'student', board_id: cbse9.boardId, class_id: cbse9.classId },
    });
    expect(replay.status).toBe(400);
    expect(replay.body.errors[0].field).toBe('otp');
  });

  it('stores one form of a number: sign up with 0501234567 (AE), sign in with 0501234567 (spec 002 §5.5)', async () => {
    const res = await signUp({ role: 'parent', ...person({ country_iso: 'AE', mobile: '0501234568' }) });
    expect(res.status).toBe(200);
    expect(res.body.data.profile.mobile).toBe('501234568');
    for (const username of ['0501234568', '501234568', '+971 50 123 4568']) {
      const login = await call(t.app, 'POST', LOGIN, { body: { username, password: 'Learn2024' } });
      expect(login.status, username).toBe(200);
      expect(login.body.data.uuid).toBe(res.body.data.uuid);
    }
  });

  it.each([
    ['first_name', { first_name: 'R2D2' }],
    ['last_name', { last_name: 'Anne-Marie' }],
    ['email', { email: 'no-at-sign.example.com' }],
    ['mobile', { mobile: '5876543210' }],
    ['mobile', { mobile: '812345678', country_iso: 'IN' }],
    ['password', { password: 'short1' }],
    ['password', { password: 'onlyletters' }],
    ['password', { password: '1234567890' }],
    ['country_iso', { country_iso: '9' }],
  ])('names a malformed %s (400)', async (field, overrides) => {
    const res = await call(t.app, 'POST', SIGN_UP, { body: { role: 'parent', ...person(overrides) } });
    expect(res.status).toBe(400);
    expect(res.body.error_code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual([{ field, message: expect.any(String) }]);
  });

  it('names every failing field at once, and creates nothing', async () => {
    const body = {
      role: 'student',
      first_name: '',
      last_name: 'X1',
      email: 'bad',
      mobile: '123',
      country_iso: 'IN',
      password: 'x',
      otp: '123456',
    };
    const res = await call(t.app, 'POST', SIGN_UP, { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['board_id', 'class_id', 'date_of_birth', 'email', 'first_name', 'last_name', 'mobile', 'password'].sort(),
    );
    const found = await t.db.selectFrom('users').select('uuid').where('email', '=', 'bad').executeTakeFirst();
    expect(found).toBeUndefined();
  });

  it('a class must belong to the chosen board; an institute needs a name', async () => {
    const mismatch = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'student', ...person(), board_id: cbse9.boardId, class_id: other.classId },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ field: 'class_id', message: expect.any(String) }]);
    const nameless = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'institute', ...person(), institute_name: ' ' },
    });
    expect(nameless.body.errors).toEqual([{ field: 'institute_name', message: expect.any(String) }]);
  });

  it('an unknown role or an extra field is refused by the schema', async () => {
    const admin = await call(t.app, 'POST', SIGN_UP, { body: { role: 'admin', ...person() } });
    expect(admin.status).toBe(400);
    const extra = await call(t.app, 'POST', SIGN_UP, { body: { role: 'parent', ...person(), user_type_id: 5 } });
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual([{ field: 'user_type_id', message: 'user_type_id is not allowed here.' }]);
  });
});
