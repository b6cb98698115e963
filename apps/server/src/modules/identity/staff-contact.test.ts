import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld } from '../../test/factories.js';
import { tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Students and parents got a teacher's personal mobile and email from teacherDetail; they see what
// the school chooses to show.
const AUTH = '/api/cognito-login-service/auth';
const SETTING = '/api/institutes/settings/staffContact';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeSchoolWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

const teacherDetails = async (caller: { email: string | null }) => {
  const token = await tokenOf(t.app, caller);
  return Promise.all([
    call(t.app, 'POST', `${AUTH}/teacherDetailByUuid`, { token, body: { uuid: w.teacher.uuid } }),
    call(t.app, 'POST', `${AUTH}/teacherDetail`, { token, body: { uuid: w.teacher.uuid } }),
    call(t.app, 'POST', `${AUTH}/teacherDetailsUuid`, { token, body: { uuids: [w.teacher.uuid] } }),
  ]).then(([a, b, c]) => [a.body.data, b.body.data, c.body.data.teacher_list[0]]);
};

describe('what students and parents see of a teacher', () => {
  it('by default: no personal email or mobile for students and parents; staff and the teacher see them', async () => {
    for (const caller of [w.student, w.parent]) {
      for (const detail of await teacherDetails(caller)) {
        expect(detail).toMatchObject({ uuid: w.teacher.uuid, email: null, mobile: null });
      }
    }
    for (const caller of [w.teacher, w.admin]) {
      for (const detail of await teacherDetails(caller)) {
        expect(detail).toMatchObject({ email: w.teacher.email, mobile: w.teacher.mobile });
      }
    }
  });

  it('a school admin may choose to show them; teachers and learners may not change the setting', async () => {
    const admin = await tokenOf(t.app, w.admin);
    expect((await call(t.app, 'GET', SETTING, { token: admin })).body.data).toEqual({
      show_staff_contact: false,
      default_language: null,
    });
    const byTeacher = await call(t.app, 'PUT', SETTING, {
      token: await tokenOf(t.app, w.teacher),
      body: { show_staff_contact: true },
    });
    expect(byTeacher.status).toBe(403);
    const byStudent = await call(t.app, 'PUT', SETTING, {
      token: await tokenOf(t.app, w.student),
      body: { show_staff_contact: true },
    });
    expect(byStudent.status).toBe(403);

    const set = await call(t.app, 'PUT', SETTING, { token: admin, body: { show_staff_contact: true } });
    expect(set.body.data).toEqual({ show_staff_contact: true, default_language: null });
    for (const caller of [w.student, w.parent]) {
      for (const detail of await teacherDetails(caller)) {
        expect(detail).toMatchObject({ email: w.teacher.email, mobile: w.teacher.mobile });
      }
    }
    await call(t.app, 'PUT', SETTING, { token: admin, body: { show_staff_contact: false } });
    for (const detail of await teacherDetails(w.student)) expect(detail).toMatchObject({ email: null, mobile: null });
  });
});
