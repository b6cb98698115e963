import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

const AUTH = '/api/cognito-login-service/auth';
let t: TestApp;
let here: Awaited<ReturnType<typeof makeSchoolWorld>>;
let there: Awaited<ReturnType<typeof makeSchoolWorld>>;
const tokens: Record<string, string> = {};

async function tokenOf(user: { email: string | null }): Promise<string> {
  const key = user.email!;
  if (!tokens[key]) {
    const res = await call(t.app, 'POST', `${AUTH}/login`, { body: { username: key, password: TEST_PASSWORD } });
    tokens[key] = res.body.data.access_token;
  }
  return tokens[key]!;
}

beforeAll(async () => {
  t = await createTestApp();
  here = await makeSchoolWorld(t.db);
  there = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

const studentDetail = async (caller: { email: string | null }, uuid: string, path = 'studentDetailUuid') =>
  call(t.app, 'POST', `${AUTH}/${path}`, { body: { uuid }, token: await tokenOf(caller) });
const teacherDetail = async (caller: { email: string | null }, uuid: string) =>
  call(t.app, 'POST', `${AUTH}/teacherDetailByUuid`, { body: { uuid }, token: await tokenOf(caller) });

describe('me', () => {
  it('returns the profile of the signed-in user', async () => {
    const res = await call(t.app, 'GET', `${AUTH}/me`, { token: await tokenOf(here.parent) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ uuid: here.parent.uuid, user_type_id: 2, email: here.parent.email });
    expect(res.body.data.children).toEqual([expect.objectContaining({ uuid: here.student.uuid })]);
  });
});

describe('studentDetailUuid', () => {
  it('lets a learner read themselves (both paths), with status 1', async () => {
    for (const path of ['studentDetailUuid', 'getStudentDetailUuid']) {
      const res = await studentDetail(here.student, here.student.uuid, path);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(1);
      expect(res.body.data).toMatchObject({ uuid: here.student.uuid, school: { school_id: here.school.school_id } });
    }
  });

  it('accepts the uuid in upper case', async () => {
    expect((await studentDetail(here.student, here.student.uuid.toUpperCase())).status).toBe(200);
  });

  it('lets a parent read a linked child and refuses any other child with 403 NOT_LINKED_CHILD', async () => {
    expect((await studentDetail(here.parent, here.student.uuid)).status).toBe(200);
    const other = await studentDetail(here.parent, there.student.uuid);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ status: 0, error_code: 'NOT_LINKED_CHILD' });
  });

  it('refuses a learner reading another learner with 403 FORBIDDEN', async () => {
    const res = await studentDetail(here.student, there.student.uuid);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('FORBIDDEN');
  });

  it('lets staff read learners of their school, and hides other schools as 404', async () => {
    expect((await studentDetail(here.teacher, here.student.uuid)).status).toBe(200);
    expect((await studentDetail(here.admin, here.student.uuid)).status).toBe(200);
    for (const caller of [here.teacher, here.admin]) {
      const res = await studentDetail(caller, there.student.uuid);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: 0, error_code: 'NOT_FOUND' });
    }
  });

  it('answers 404 for an unknown uuid and for a uuid that is not a learner', async () => {
    expect((await studentDetail(here.teacher, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await studentDetail(here.teacher, here.admin.uuid)).status).toBe(404);
  });

  it('rejects an invalid or missing uuid with 400 naming uuid', async () => {
    for (const body of [{ uuid: 'not-a-uuid' }, {}, { uuid: 42 }]) {
      const res = await call(t.app, 'POST', `${AUTH}/studentDetailUuid`, { body, token: await tokenOf(here.teacher) });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'uuid' })]);
    }
  });
});

describe('teacherDetailByUuid', () => {
  it('lets the teacher, learners, parents of learners and staff of the same school read a teacher', async () => {
    for (const caller of [here.teacher, here.student, here.parent, here.admin]) {
      const res = await teacherDetail(caller, here.teacher.uuid);
      expect(res.status, caller.email!).toBe(200);
      expect(res.body.data).toMatchObject({
        uuid: here.teacher.uuid,
        user_type_id: 3,
        school: { school_id: here.school.school_id },
      });
    }
  });

  it('hides teachers of other schools as 404', async () => {
    for (const caller of [there.teacher, there.student, there.parent, there.admin]) {
      expect((await teacherDetail(caller, here.teacher.uuid)).status).toBe(404);
    }
  });

  it('answers 404 for a learner uuid', async () => {
    expect((await teacherDetail(here.admin, here.student.uuid)).status).toBe(404);
  });

  it('lets a parent with no children see no teacher', async () => {
    const lonely = await makeUser(t.db, { userTypeId: UserType.Parent });
    expect((await teacherDetail(lonely, here.teacher.uuid)).status).toBe(404);
  });
});
