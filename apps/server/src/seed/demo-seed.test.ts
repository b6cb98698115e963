import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { seedDemoWorldFor } from '../test/demo-world.js';
import { academicYear, DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('seeds an empty database once, and every demo account signs in by email and by mobile', async () => {
    expect(await seedDemoWorldFor(t)).toBe(true);
    expect(await seedDemoWorldFor(t)).toBe(false);
    const expected: Record<string, number> = {
      'student@demo.school': 1,
      'freestudent@demo.school': 1,
      'parent@demo.school': 2,
      'teacher@demo.school': 3,
      'admin@demo.school': 5,
      'hindistudent@demo.school': 1,
      'hindiparent@demo.school': 2,
    };
    for (const account of DEMO_ACCOUNTS) {
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', account.username)
        .executeTakeFirstOrThrow();
      expect(user.mobile).toMatch(/^9\d{9}$/);
      for (const username of [account.username, user.mobile!]) {
        const res = await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
          body: { username, password: DEMO_PASSWORD },
        });
        expect(res.status, username).toBe(200);
        expect(res.body.data.user_type_id).toBe(expected[account.username]);
      }
    }
  });

  it('places every learner in a section, and the parent over both children', async () => {
    const login = async (username: string) =>
      (
        await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
          body: { username, password: DEMO_PASSWORD },
        })
      ).body.data.profile;
    expect((await login('student@demo.school')).sections.map((s: { section_id: number }) => s.section_id)).toEqual([
      5001,
    ]);
    const free = await login('freestudent@demo.school');
    expect(free.school.school_id).toBe(17250);
    expect(free.sections[0]).toMatchObject({ section_id: 9009, board_name: 'CBSE', class_id: 1009 });
    const parent = await login('parent@demo.school');
    expect(parent.children.map((c: { name: string }) => c.name)).toEqual(['Aarav Sharma', 'Ishaan Sharma']);
    expect((await login('teacher@demo.school')).sections.map((s: { section_name: string }) => s.section_name)).toEqual([
      '10-A',
      '10-B',
    ]);
    // The Hindi-medium section: its learner's section reads language 2, and her parent is linked to her.
    expect((await login('hindistudent@demo.school')).sections).toEqual([
      expect.objectContaining({ section_id: 5003, section_name: '10-C', class_id: 1010, language_id: 2 }),
    ]);
    expect((await login('hindiparent@demo.school')).children.map((c: { name: string }) => c.name)).toEqual([
      'Aditi Yadav',
    ]);
    expect(await login('admin@demo.school')).toMatchObject({
      role: 'SCHOOL_ADMIN',
      school: { school_id: 501, institute_type: 1 },
    });
  });

  it('makes sections valid for the academic year, April to March', () => {
    expect(academicYear(Date.UTC(2026, 10, 21))).toEqual({ validFrom: '2026-04-01', validUntil: '2027-03-31' });
    expect(academicYear(Date.UTC(2027, 1, 1))).toEqual({ validFrom: '2026-04-01', validUntil: '2027-03-31' });
  });
});
