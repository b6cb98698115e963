import { UserType } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePackage } from '../../test/commerce-factories.js';
import { makeSchool, makeUser } from '../../test/factories.js';
import { makeLicence } from '../../test/institutes-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { movableClock, signIn } from './commerce-test-kit.js';

// As reported: "The school admin sees the school's licence seats and packages on /mypackage and
// the dashboard": seats used of total, validity and the package, for the admin of that school only.

const time = movableClock(); // 15 June 2026, India time
let t: TestApp;

const admin = (schoolId: number) =>
  makeUser(t.db, { userTypeId: UserType.SchoolAdminOrInstituteTeacher, role: 'SCHOOL_ADMIN', schoolId });
const licences = async (user: { email: string | null }) =>
  call(t.app, 'GET', '/api/commerce/school-licences', { token: await signIn(t.app, user) });

beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(() => t.close());

describe('the school admin’s licences', () => {
  it('lists the school’s licences: package, seats used of total, validity and where each stands today', async () => {
    const sunrise = await makeSchool(t.db, { school_name: 'Sunrise Public School' });
    const smart = await makePackage(t.db, { package_name: 'Smart Classroom 2026', school_id: sunrise.school_id });
    const old = await makePackage(t.db, { package_name: 'Smart Classroom 2025', school_id: sunrise.school_id });
    await makeLicence(t.db, sunrise.school_id, {
      packageId: smart.package_id,
      students: 300,
      teachers: 20,
      consumedStudents: 212,
      consumedTeachers: 9,
      validUntil: '2027-03-31',
    });
    await makeLicence(t.db, sunrise.school_id, { packageId: old.package_id, validUntil: '2026-03-31' });

    const res = await licences(await admin(sunrise.school_id));
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      (res.body.data.licences as { package_name: string }[]).map((l) => [l.package_name, l]),
    );
    expect(Object.keys(byName).sort()).toEqual(['Smart Classroom 2025', 'Smart Classroom 2026']);
    expect(byName['Smart Classroom 2026']).toMatchObject({
      school_id: sunrise.school_id,
      licence_state: 'active',
      valid_until: '2027-03-31',
      // 15 June 2026 to 31 March 2027, both days counted.
      days_left: 290,
      student_seats: { used: 212, total: 300 },
      teacher_seats: { used: 9, total: 20 },
    });
    expect(byName['Smart Classroom 2025']).toMatchObject({ licence_state: 'ended', days_left: 0 });
  });

  it('another school’s admin sees nothing of it; teachers and learners are refused in words', async () => {
    const hill = await makeSchool(t.db, { school_name: 'Hill View Academy' });
    await makeLicence(t.db, hill.school_id, { students: 50 });
    const other = await makeSchool(t.db, { school_name: 'Other School' });

    const otherAdmin = await licences(await admin(other.school_id));
    expect(otherAdmin.status).toBe(200);
    expect(otherAdmin.body.data.licences).toEqual([]);

    const hillAdmin = await licences(await admin(hill.school_id));
    expect(hillAdmin.body.data.licences.map((l: { school_id: number }) => l.school_id)).toEqual([hill.school_id]);

    const teacher = await makeUser(t.db, { userTypeId: UserType.Teacher, schoolId: hill.school_id });
    const refused = await licences(teacher);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Only the school admin sees the school’s licences and seats. Ask your school admin.',
    );
    const learner = await makeUser(t.db, { schoolId: hill.school_id });
    expect((await licences(learner)).status).toBe(403);
  });
});
