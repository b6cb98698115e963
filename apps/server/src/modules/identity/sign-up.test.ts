import { DEFAULT_SCHOOL_ID, REGISTERED_MESSAGES } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBoardAndClass, makeUser } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const SIGN_UP = '/api/cognito-login-service/auth/signUp';
const ME = '/api/cognito-login-service/auth/me';
const LOGIN = '/api/cognito-login-service/auth/login';

let t: TestApp;
let cbse9: { boardId: number; classId: number };
let other: { boardId: number; classId: number };
let registered: Awaited<ReturnType<typeof makeUser>>;

beforeAll(async () => {
  t = await createTestApp();
  // Factories first: sign-up makes school and section ids one above the highest.
  cbse9 = await makeBoardAndClass(t.db, { board: 'CBSE', class: 'Class 9' });
  other = await makeBoardAndClass(t.db, { board: 'ICSE', class: 'Class 7' });
  registered = await makeUser(t.db, { email: 'taken@demo.school', mobile: '9811111111' });
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
    ...overrides,
  };
}

describe('sign-up', () => {
  it('signs up a student of the default school, in a section of that board and class, and signs in', async () => {
    const body = { role: 'student', ...person(), board_id: cbse9.boardId, class_id: cbse9.classId };
    const res = await call(t.app, 'POST', SIGN_UP, { body });
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
    const second = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'student', ...person(), board_id: cbse9.boardId, class_id: cbse9.classId },
    });
    expect(second.body.data.profile.sections[0].section_id).toBe(data.profile.sections[0].section_id);
    const third = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'student', ...person(), board_id: other.boardId, class_id: other.classId },
    });
    expect(third.body.data.profile.sections[0]).toMatchObject({ section_name: 'ICSE 7', class_id: other.classId });
    expect(third.body.data.profile.sections[0].section_id).not.toBe(data.profile.sections[0].section_id);
  });

  it('signs up a parent (no school) and signs in', async () => {
    const res = await call(t.app, 'POST', SIGN_UP, { body: { role: 'parent', ...person({ first_name: 'आरव' }) } });
    expect(res.status).toBe(200);
    expect(res.body.data.user_type_id).toBe(2);
    expect(res.body.data.profile).toMatchObject({ first_name: 'आरव', school: null, children: [] });
    const me = await call(t.app, 'GET', ME, { token: res.body.data.access_token });
    expect(me.body.data.user_type_id).toBe(2);
  });

  it('signs up an institute: a coaching institute school with its admin (type 5, SCHOOL_ADMIN)', async () => {
    const res = await call(t.app, 'POST', SIGN_UP, {
      body: {
        role: 'institute',
        ...person({ country_iso: 'AE', mobile: '050 123 4567' }),
        institute_name: ' Bright Minds ',
      },
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

  it('refuses a registered email with the static-page message (409, field email)', async () => {
    const res = await call(t.app, 'POST', SIGN_UP, {
      body: { role: 'parent', ...person({ email: 'Taken@Demo.School' }) },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error_code: 'CONFLICT', message: REGISTERED_MESSAGES.email });
    expect(res.body.errors).toEqual([{ field: 'email', message: REGISTERED_MESSAGES.email }]);
  });

  it('refuses a registered mobile, typed with its code, naming mobile', async () => {
    const res = await call(t.app, 'POST', SIGN_UP, {
      body: {
        role: 'student',
        ...person({ mobile: `+91-${registered.mobile}` }),
        board_id: cbse9.boardId,
        class_id: cbse9.classId,
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ field: 'mobile', message: REGISTERED_MESSAGES.mobile }]);
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
    };
    const res = await call(t.app, 'POST', SIGN_UP, { body });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['board_id', 'class_id', 'email', 'first_name', 'last_name', 'mobile', 'password'].sort(),
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
    expect(extra.body.errors).toEqual([{ field: 'user_type_id', message: 'is not allowed' }]);
  });
});
