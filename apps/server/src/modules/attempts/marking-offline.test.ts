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
import { answer, attemptApi } from '../../test/assessment-fixtures.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A teacher marks a written answer with no connection (docs/offline-conflicts.md): the marks and the
// comment wait in the device's outbox with a client-made id and arrive later; sent twice, they count
// once; the id belongs to that teacher's save of that attempt.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let attempt: ReturnType<typeof attemptApi>;
let attemptId: number;
let essay: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  const api = assessmentApi(t);
  attempt = attemptApi(t);
  essay = (
    await api.question(
      token.teacher,
      singleQuestion(world, {
        question_type: 'subjective',
        stem: 'Explain why a moving bus throws its standing passengers forward when it brakes.',
        options: undefined,
        answer: undefined,
        marks: 5,
        negative_marks: 0,
      }),
    )
  ).question_id;
  const paperId = (await api.paper(token.teacher, paperOf(world, [essay]))).paper_id;
  const assigned = await api.assigned(token.teacher, {
    paper_id: paperId,
    sections: [world.sectionA.section_id],
    title: 'Inertia',
    paper_start_time: '2026-03-10T11:00:00+05:30',
    paper_end_time: '2026-03-12T13:30:00+05:30',
    paper_duration: 30,
  });
  const started = await attempt.start(token.a1, { paper_id: paperId, assign_id: assigned.assignment.assign_id });
  attemptId = started.body.data.attempt_id;
  await attempt.save(token.a1, attemptId, [answer(essay, 0, { text: 'Inertia: the passengers keep moving.' })]);
  await attempt.submit(token.a1, attemptId);
});
afterAll(() => t.close());

const marking = (who: AssessWho, id: string, marks: number, comment: string) =>
  attempt.evaluate(token[who], {
    attempt_id: attemptId,
    client_marking_id: id,
    marks: [{ question_id: essay, marks, comment }],
  });

async function markedAnswer() {
  const row = await t.db
    .selectFrom('attempt_answers')
    .select(['marks_awarded', 'teacher_comment', 'evaluated_by'])
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', essay)
    .executeTakeFirstOrThrow();
  return row;
}

describe('marks given offline', () => {
  it('arrive with their comment, once', async () => {
    const first = await marking('teacher', 'marking-offline-0001', 4, 'Good: name the law next time.');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ attempt_id: attemptId, score: 4, pending_count: 0, replayed: false });
    expect(await markedAnswer()).toEqual({
      marks_awarded: 4,
      teacher_comment: 'Good: name the law next time.',
      evaluated_by: world.people.teacher.uuid,
    });
  });

  it('sent again, even changed on the way, count once: nothing is written again', async () => {
    const again = await marking('teacher', 'marking-offline-0001', 1, 'A copy that must not count.');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ score: 4, replayed: true });
    expect((await markedAnswer()).marks_awarded).toBe(4);
  });

  it('a new save of the same teacher changes the marks', async () => {
    const next = await marking('teacher', 'marking-offline-0002', 5, 'Full marks on a second reading.');
    expect(next.body.data).toMatchObject({ score: 5, replayed: false });
  });

  it('another person cannot use that id (409 naming it), nor can the id be malformed (400 naming it)', async () => {
    const theirs = await marking('admin', 'marking-offline-0001', 0, 'Not mine to reuse.');
    expect(theirs.status).toBe(409);
    expect(JSON.stringify(theirs.body)).toContain('client_marking_id');
    const bad = await marking('teacher', 'no spaces', 3, '');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('client_marking_id');
    expect((await markedAnswer()).marks_awarded).toBe(5);
  });
});
