import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  STUDENT,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { makeUser, TEST_PASSWORD } from '../../test/factories.js';
import { tokenFor } from '../../test/content-factories.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The security checks of the assessments: a learner (or a parent) never receives an answer key or an
// explanation before the paper allows them — every answer of every call they make is read — and a
// learner of another section, of another school, and a parent of another child are refused.

const clock = testClock('2026-07-01T08:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who | 'outsider', string>;
let api: ReturnType<typeof attemptApi>;
let paper: Awaited<ReturnType<typeof makeFixturePaper>>;
let assignId: number;
let attemptId: number;
const seen: { call: string; body: unknown }[] = [];

async function move(iso: string) {
  clock.set(iso);
  token = { ...(await signInAll(t, world)), outsider: await tokenFor(t.app, outsiderEmail, TEST_PASSWORD) };
}
let outsiderEmail = '';

/** Every response a learner or parent got is kept, to be read for keys. */
function keep<T extends { status: number; body: unknown }>(call: string, res: T): T {
  seen.push({ call, body: res.body });
  return res;
}

/** What would give a key or a solution away: the fields that carry them and the explanation's text. */
const LEAKS = [
  /SECRET-EXPLANATION/,
  /"correct_answer"/,
  /"explanation"/,
  /"answer"\s*:/,
  /"optionIds"/,
  /"tolerance"/,
  /"is_true"\s*:\s*true/,
];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  const [placement] = await t.db
    .selectFrom('memberships')
    .select(['school_id', 'section_id'])
    .where('user_uuid', '=', world.people.otherTeacher.uuid)
    .execute();
  const outsider = await makeUser(t.db, { schoolId: placement!.school_id, sectionIds: [placement!.section_id!] });
  outsiderEmail = outsider.email!;
  await move('2026-07-01T08:00:00Z');
  api = attemptApi(t);
  // No 10/11: the paper never shows its keys or explanations to learners, even after the results.
  paper = await makeFixturePaper(t.db, world, {
    settings: [[17, 19]],
    questions: [
      { key: { type: 'single', optionId: 'a' } },
      { key: { type: 'numeric', value: 2.5, tolerance: 0.5 } },
      { key: { type: 'true_false', value: true } },
      { key: { type: 'comprehension' }, children: [{ key: { type: 'fill_blank', blanks: [['newton']] } }] },
    ],
  });
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-07-01T08:00:00Z',
    end: '2026-07-01T09:00:00Z',
    minutes: 30,
  });
});
afterAll(() => t.close());

const start = () => ({ paper_id: paper.paperId, assign_id: assignId });

describe('learners of another section or school, and a parent of another child, are refused', () => {
  it('startAttempt', async () => {
    expect(keep('start', await api.start(token.b1, start())).status).toBe(404);
    expect(keep('start', await api.start(token.outsider, start())).status).toBe(404);
    expect(keep('start', await api.start(token.parentB1, start())).status).toBe(403);
  });

  it('saving, submitting and reading the report of someone else’s attempt', async () => {
    attemptId = keep('start', await api.start(token.a1, start())).body.data.attempt_id;
    const anAnswer = [answer(paper.questionIds[0]!, 0, { option_ids: ['b'] })];
    for (const who of ['b1', 'outsider', 'a2'] as const) {
      expect(keep('save', await api.save(token[who], attemptId, anAnswer)).status).toBe(404);
      expect(keep('submit', await api.submit(token[who], attemptId)).status).toBe(404);
    }
    // Parents (even the learner's own) do not answer for the learner.
    for (const who of ['parentA1', 'parentB1'] as const) {
      expect(keep('save', await api.save(token[who], attemptId, anAnswer)).status).toBe(403);
      expect(keep('submit', await api.submit(token[who], attemptId)).status).toBe(403);
    }
    // Naming another learner is refused too.
    const named = await api.post(`${STUDENT}/startAttempt`, token.a2, { ...start(), uuid: world.people.a1.uuid });
    expect(keep('start for another', named).status).toBe(403);
    for (const who of ['b1', 'outsider', 'a2'] as const) {
      expect(keep('report', await api.report(token[who], { attempt_id: attemptId })).status).toBe(404);
      expect(
        keep('report', await api.report(token[who], { attempt_id: attemptId, uuid: world.people.a1.uuid })).status,
      ).toBe(403);
    }
    const parent = keep(
      'report',
      await api.report(token.parentB1, { attempt_id: attemptId, uuid: world.people.a1.uuid }),
    );
    expect(parent.body.error_code).toBe('NOT_LINKED_CHILD');
    const overview = (who: 'parentB1' | 'b1' | 'outsider') =>
      api.post('/api/student-report/recommendation/childPerformanceOverview', token[who], {
        uuid: world.people.a1.uuid,
      });
    expect(keep('overview', await overview('parentB1')).status).toBe(403);
    expect(keep('overview', await overview('b1')).status).toBe(403);
    expect(keep('overview', await overview('outsider')).status).toBe(403);
  });

  it('staff of another school see nothing of the assignment', async () => {
    const res = await api.get(`/api/student-report/teacher/questionAnalysis`, token.otherTeacher, { assignId });
    expect(res.status).toBe(404);
    const report = await api.report(token.otherTeacher, { attempt_id: attemptId });
    expect(report.status).toBe(404);
  });
});

describe('no key and no explanation reaches a learner or a parent before the paper allows them', () => {
  it('through the whole attempt, the report before and after the results, and the parent’s overview', async () => {
    const [q1, q2, q3] = paper.questionIds;
    const child = paper.childIds[0]!;
    keep(
      'save',
      await api.save(token.a1, attemptId, [
        answer(q1!, 1, { option_ids: ['a'] }),
        answer(q2!, 2, { value: 2.4 }),
        answer(q3!, 3, { is_true: false }),
        answer(child, 4, { blanks: ['Newton'] }),
      ]),
    );
    keep('resume', await api.start(token.a1, start()));
    keep('submit', await api.submit(token.a1, attemptId));
    keep('submit again', await api.submit(token.a1, attemptId));
    keep('report before results', await api.report(token.a1, { attempt_id: attemptId }));
    keep(
      'parent report before results',
      await api.report(token.parentA1, { attempt_id: attemptId, uuid: world.people.a1.uuid }),
    );
    await move('2026-07-01T09:00:01Z');
    await t.services.attempts.overdue.run();
    const after = keep('report after results', await api.report(token.a1, { attempt_id: attemptId }));
    expect(after.body.data).toMatchObject({ results_published: true, score: 11, explanations_allowed: false });
    keep('report by assignment', await api.report(token.a1, { assign_id: assignId, uuid: world.people.a1.uuid }));
    keep('report by paper', await api.report(token.a1, { paper_id: paper.paperId, uuid: world.people.a1.uuid }));
    keep('parent report', await api.report(token.parentA1, { attempt_id: attemptId, uuid: world.people.a1.uuid }));
    keep(
      'parent overview',
      await api.post('/api/student-report/recommendation/childPerformanceOverview', token.parentA1, {
        uuid: world.people.a1.uuid,
      }),
    );
    keep(
      'late save',
      await api.post(`${STUDENT}/saveAnswers`, token.a1, { attempt_id: attemptId, answers: [answer(q1!, 9, null)] }),
    );

    expect(seen.length).toBeGreaterThan(30);
    for (const { call, body } of seen) {
      const text = JSON.stringify(body);
      for (const leak of LEAKS) expect(text, `${call} gave away ${leak}`).not.toMatch(leak);
    }
  });

  it('staff, who own the paper, read the keys in a report', async () => {
    const res = await api.report(token.teacher, { attempt_id: attemptId });
    expect(JSON.stringify(res.body)).toMatch(/SECRET-EXPLANATION/);
  });
});
