import { localDate } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../platform/auth/password.js';
import { tokenFor } from '../test/content-factories.js';
import { learnListApi } from '../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../test/test-app.js';
import { TEST_SCRYPT_N } from '../test/test-config.js';
import { seedDemoWorld } from './demo-seed.js';
import { seedJourneySchool, type JourneySchool } from './journey-school.js';

// A browser journey's own school: the demo story again, under ids, emails and a name of its own, so
// what one journey changes no other journey reads, and nothing of Sunrise Public School is touched.

const PASSWORD = 'Journey@2468';
let t: TestApp;
let first: JourneySchool;
let second: JourneySchool;
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorld(t.db, t.services, now, { passwordScryptN: TEST_SCRYPT_N });
  const passwordHash = await hashPassword(PASSWORD, TEST_SCRYPT_N);
  first = await seedJourneySchool(t.db, t.services, { journey: 'school-day', now, password: PASSWORD, passwordHash });
  second = await seedJourneySchool(t.db, t.services, { journey: 'homework', now, password: PASSWORD, passwordHash });
}, 120_000);
afterAll(() => t.close());

const post = async (email: string, path: string, body: unknown = {}) =>
  call(t.app, 'POST', path, { token: await tokenFor(t.app, email, PASSWORD), body });

describe('a journey school', () => {
  it('has its own id, sections, people and name, apart from Sunrise and from another journey’s', () => {
    expect(first.name).toBe('School day Journey School');
    expect(first.schoolId).not.toBe(501);
    expect(second.schoolId).not.toBe(first.schoolId);
    expect(new Set([first.sections.tenA.id, first.sections.tenB.id, second.sections.tenA.id, 5001, 5002]).size).toBe(5);
    const emails = Object.values(first.people).map((p) => p.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails.some((e) => Object.values(second.people).some((p) => p.email === e))).toBe(false);
    expect(first.people.student.name).toBe('Aarav Sharma');
  });

  it('its student signs in with the journey password, in the school’s 10-A, the parent over both children', async () => {
    const login = async (email: string) =>
      (
        await call(t.app, 'POST', '/api/cognito-login-service/auth/login', {
          body: { username: email, password: PASSWORD },
        })
      ).body.data.profile;
    const student = await login(first.people.student.email);
    expect(student.school).toMatchObject({ school_id: first.schoolId, school_name: first.name });
    expect(student.sections.map((s: { section_id: number }) => s.section_id)).toEqual([first.sections.tenA.id]);
    const parent = await login(first.people.parent.email);
    expect(parent.children.map((c: { name: string }) => c.name)).toEqual(['Aarav Sharma', 'Ishaan Sharma']);
    expect((await login(first.people.freeStudent.email)).school.school_id).toBe(17250);
  });

  it('holds the story: 10-A’s homework, the class on now on the school’s day, yesterday’s recorded class', async () => {
    const student = await tokenFor(t.app, first.people.student.email, PASSWORD);
    expect((await learnListApi(t).homework(student)).body.data.homework).toEqual([
      expect.objectContaining({ title: first.homework.title, completed_count: 2, item_count: 7 }),
    ]);
    // On the seed's day in India, even seeded just after its midnight.
    expect(first.classOnNow.day).toBe(localDate(now, 'IN'));
    const week = await post(first.people.student.email, '/api/live-class/student/schedule/myScheduleUniversity', {
      start_date: first.recordedClass.day,
      end_date: first.classOnNow.day,
    });
    const classes = week.body.data.classes as { title: string; is_active: boolean; schedule_date: string }[];
    expect(classes.find((c) => c.title === first.classOnNow.title)).toMatchObject({
      is_active: true,
      schedule_date: first.classOnNow.day,
    });
    expect(classes.find((c) => c.title === first.recordedClass.title)?.schedule_date).toBe(first.recordedClass.day);
  });
});
