import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  paperOf,
  signInAssessment,
  singleQuestion,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// A learner's lists read the tests of their sections, the papers, their sections and the teachers'
// names from what the server keeps between calls (the whole section asks for the same ones on an
// exam morning). Each change below is made after a list, so a kept answer would show the old one:
// the next list must show the change.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let questionId: number;
let paperId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  questionId = (await api.question(token.teacher, singleQuestion(world))).question_id;
  paperId = (await api.paper(token.teacher, paperOf(world, [questionId], { paper_name: 'Motion test' }))).paper_id;
});
afterAll(() => t.close());

const listOf = async (who: AssessWho) => {
  const res = await api.list(token[who], 'studentAssignedPaperList');
  expect(res.status).toBe(200);
  return res.body.data.papers as { paper_id: number; paper_name: string; teacher_name: string }[];
};

describe("a learner's list after a change", () => {
  it('a test given to their section after they listed is on the next list of each of its learners', async () => {
    expect(await listOf('a1')).toEqual([]);
    expect(await listOf('a2')).toEqual([]);
    const res = await api.assign(token.teacher, {
      paper_id: paperId,
      sections: [world.sectionA.section_id],
      paper_start_time: '2026-03-10T05:00:00Z',
      paper_end_time: '2026-03-10T09:00:00Z',
      paper_duration: 30,
    });
    expect(res.status).toBe(200);
    expect((await listOf('a1')).map((p) => p.paper_id)).toEqual([paperId]);
    expect((await listOf('a2')).map((p) => p.paper_id)).toEqual([paperId]);
    // Another section's learner is not given it.
    expect(await listOf('b1')).toEqual([]);
  });

  it('the paper renamed and the teacher renamed: the next list names both anew', async () => {
    const [before] = await listOf('a1');
    expect(before).toMatchObject({ paper_name: 'Motion test', teacher_name: expect.stringMatching(/^Tara /) });
    const renamed = await api.savePaper(
      token.teacher,
      paperOf(world, [questionId], { paper_id: paperId, paper_name: 'Motion and force' }),
    );
    expect(renamed.status).toBe(200);
    const profile = await call(t.app, 'POST', '/api/cognito-login-service/auth/updateProfile', {
      token: token.teacher,
      body: { first_name: 'Tarini' },
    });
    expect(profile.status).toBe(200);
    const [after] = await listOf('a1');
    expect(after).toMatchObject({ paper_name: 'Motion and force', teacher_name: expect.stringMatching(/^Tarini /) });
  });

  it('a section’s medium set by its admin is what the next read of the section says', async () => {
    const sectionId = world.sectionA.section_id;
    const read = async () => (await t.services.institutes.sections.sectionsByIds([sectionId]))[0]!.language_id;
    const before = await read();
    const other = before === 2 ? 1 : 2;
    const res = await call(t.app, 'PUT', '/api/institutes/sections/medium', {
      token: token.admin,
      body: { section_id: sectionId, language_id: other },
    });
    expect(res.status).toBe(200);
    expect(await read()).toBe(other);
  });
});
