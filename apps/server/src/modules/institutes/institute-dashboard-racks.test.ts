import { DEFAULT_SCHOOL_ID } from '@esc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CBSE_BOARD_ID, DEMO_PASSWORD } from '../../seed/demo-seed.js';
import { seedDemoWorldFor } from '../../test/demo-world.js';
import { tokenFor } from '../../test/content-factories.js';
import { makeSection, makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// The default school's subjects are the catalogue's: a class 10 learner of the default school is not
// shown Sunrise Public School's custom racks of class 10 as subjects; Sunrise's own learner is.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoWorldFor(t);
});
afterAll(() => t.close());

const subjectNames = (data: { institutes: { subjects: { subject_name: string }[] }[] }) =>
  data.institutes.flatMap((i) => i.subjects.map((s) => s.subject_name));

describe('institute dashboard subjects', () => {
  it('never name another school’s custom racks', async () => {
    const section = await makeSection(t.db, DEFAULT_SCHOOL_ID, { boardId: CBSE_BOARD_ID, classId: 1010 });
    const learner = await makeUser(t.db, { schoolId: DEFAULT_SCHOOL_ID, sectionIds: [section.section_id] });
    const token = await tokenFor(t.app, learner.email!, TEST_PASSWORD);
    const names = subjectNames((await call(t.app, 'GET', '/api/institutes/dashboard', { token })).body.data);
    expect(names).toContain('Mathematics');
    expect(names).not.toContain('Olympiad Mathematics');
    expect(names).not.toContain('Olympiad Science');
  });

  it('name the school’s own racks to its learner', async () => {
    const token = await tokenFor(t.app, 'student@demo.school', DEMO_PASSWORD);
    const names = subjectNames((await call(t.app, 'GET', '/api/institutes/dashboard', { token })).body.data);
    expect(names).toContain('Olympiad Mathematics');
  });
});
