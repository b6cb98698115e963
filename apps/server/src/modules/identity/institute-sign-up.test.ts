import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchoolWorld } from '../../test/factories.js';
import { withCode } from '../../test/sign-up-kit.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Identity's part of institute sign-up: a self-registered institute starts with its own school and nothing else.
const AUTH = '/api/cognito-login-service/auth';

let t: TestApp;
let w: Awaited<ReturnType<typeof makeSchoolWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await makeSchoolWorld(t.db);
});
afterAll(() => t.close());

describe('a public sign-up as an institute', () => {
  it('makes the school admin of a new school of their own, with no sections, seats or people, and no way into another school', async () => {
    const body = await withCode(t.app, {
      role: 'institute',
      first_name: 'Self',
      last_name: 'Starter',
      email: 'owner@new-institute.example',
      mobile: '9876599999',
      country_iso: 'IN',
      password: 'Institute2026',
      institute_name: 'Brand New Academy',
    });
    const res = await call(t.app, 'POST', `${AUTH}/signUp`, { body });
    expect(res.status).toBe(200);
    const profile = res.body.data.profile;
    expect(profile).toMatchObject({
      user_type_id: 5,
      role: 'SCHOOL_ADMIN',
      school: { school_name: 'Brand New Academy', institute_type: 2 },
      sections: [],
      children: [],
    });
    const schoolId = profile.school.school_id;
    expect(schoolId).not.toBe(w.school.school_id);
    const token = res.body.data.access_token;

    // Its only membership is its own school; the school has nothing in it yet.
    const memberships = await t.db
      .selectFrom('memberships')
      .selectAll()
      .where('user_uuid', '=', res.body.data.uuid)
      .execute();
    expect(memberships).toEqual([expect.objectContaining({ school_id: schoolId, section_id: null })]);
    expect(await t.db.selectFrom('licences').selectAll().where('school_id', '=', schoolId).execute()).toEqual([]);
    expect(await t.db.selectFrom('sections').selectAll().where('school_id', '=', schoolId).execute()).toEqual([]);

    // Another school's people and sections answer as if they did not exist.
    const student = await call(t.app, 'POST', `${AUTH}/studentDetailUuid`, { token, body: { uuid: w.student.uuid } });
    expect(student.status).toBe(404);
    const section = await call(t.app, 'POST', `${AUTH}/studentListBySection`, {
      token,
      body: { section_id: w.section.section_id },
    });
    expect(section.status).toBe(404);
    const teacher = await call(t.app, 'POST', `${AUTH}/teacherDetailByUuid`, { token, body: { uuid: w.teacher.uuid } });
    expect(teacher.status).toBe(404);
    // Without a licence it checks no roster against anyone's accounts (the probe's enumeration).
    const preview = await call(t.app, 'POST', '/api/institutes/roster/preview', {
      token,
      body: { csv: `row_type,email,first_name,section_name\nstudent,${w.student.email},Stu,Nowhere` },
    });
    expect(preview.status).toBe(403);
    expect(JSON.stringify(preview.body)).not.toContain(w.student.email!);
  });
});
