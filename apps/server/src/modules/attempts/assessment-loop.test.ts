import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  paperOf,
  REPORT,
  signInAssessment,
  singleQuestion,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { answer, attemptApi } from '../../test/assessment-fixtures.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The whole loop through the calls only (as the API is tested, on SQLite and PostgreSQL): a teacher makes
// a paper and assigns it to 7-A; a learner finds it, starts, saves answers from an outbox (a resent
// batch counts once, a later seq wins), is refused after the deadline plus grace, submits (twice
// counts once); the teacher marks the written answer; when the window closes the results are out,
// ranked; the learner's report and evaluated list, and the parent's overview, show them. People of
// another section, another school and a parent of another child are refused at each step.

const clock = testClock('2026-03-10T06:00:00Z');
const MIN = 60_000;
const WINDOW = {
  paper_start_time: '2026-03-10T11:00:00+05:30',
  paper_end_time: '2026-03-10T13:30:00+05:30',
  paper_duration: 30,
};
const RANKS = [{ setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] }];

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let attempt: ReturnType<typeof attemptApi>;
let q: { single: number; integer: number; essay: number };
let paperId: number;
let assignId: number;
const attemptOf: Partial<Record<AssessWho, number>> = {};

async function move(iso: string) {
  clock.set(iso);
  token = await signInAssessment(t, world);
}
const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.assign_id);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  attempt = attemptApi(t);
  const single = (await api.question(token.teacher, singleQuestion(world))).question_id;
  const integer = (
    await api.question(
      token.teacher,
      singleQuestion(world, {
        question_type: 'integer',
        stem: 'A car goes at $20$ m/s for $5$ s. How far does it go, in metres?',
        options: undefined,
        answer: { value: 100 },
        negative_marks: 0,
      }),
    )
  ).question_id;
  const essay = (
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
  q = { single, integer, essay };
});
afterAll(() => t.close());

describe('the teacher sets the paper', () => {
  it('makes it, assigns it to 7-A with a window given in India’s time, and changes it before anyone starts', async () => {
    const made = await api.paper(token.teacher, paperOf(world, [q.single, q.integer], { paper_settings: RANKS }));
    paperId = made.paper_id;
    const assigned = await api.assigned(token.teacher, {
      paper_id: paperId,
      sections: [world.sectionA.section_id],
      title: 'Motion — loop test',
      ...WINDOW,
    });
    assignId = assigned.assignment.assign_id;
    // Stored as UTC instants, whatever offset the teacher's browser sent.
    const row = await t.db
      .selectFrom('paper_assignments')
      .select(['paper_start_time', 'paper_end_time'])
      .where('assign_id', '=', assignId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ paper_start_time: '2026-03-10T05:30:00.000Z', paper_end_time: '2026-03-10T08:00:00.000Z' });
    // The teacher reads the (empty) analysis, then adds the written question: the attempt sees the change.
    expect((await api.get(`${REPORT}/teacher/questionAnalysis`, token.teacher, { assignId })).status).toBe(200);
    const edited = await api.savePaper(token.teacher, {
      ...paperOf(world, [q.single, q.integer, q.essay], { paper_settings: RANKS }),
      paper_id: paperId,
    });
    expect(edited.status).toBe(200);
  });

  it('another school’s teacher can neither assign it nor read its analysis', async () => {
    const res = await api.assign(token.otherTeacher, {
      paper_id: paperId,
      sections: [world.sectionA.section_id],
      ...WINDOW,
    });
    expect(res.status).toBe(404);
    expect((await api.get(`${REPORT}/teacher/questionAnalysis`, token.otherTeacher, { assignId })).status).toBe(404);
  });
});

describe('the learner takes it', () => {
  it('finds it in the assigned list, open, routed to the instructions; 7-B does not', async () => {
    const mine = (await api.list(token.a1, 'studentAssignedPaperList')).body.data.papers;
    expect(mine.find((p: Record<string, unknown>) => p.assign_id === assignId)).toMatchObject({
      paper_id: paperId,
      attempt_status_id: 1,
      attempt_route: 'paper-instructions',
      time_gate: { open: true, toast: null },
      total_questions: 3,
      total_marks: 13,
    });
    const theirs = (await api.list(token.b1, 'studentAssignedPaperList')).body.data.papers;
    expect(ids(theirs)).not.toContain(assignId);
  });

  it('starts it with the three questions; 7-B, another school’s teacher and a parent may not', async () => {
    const body = { paper_id: paperId, assign_id: assignId };
    for (const who of ['a1', 'a2'] as const) {
      const res = await attempt.start(token[who], body);
      expect(res.status).toBe(200);
      expect(res.body.data.questions).toHaveLength(3);
      attemptOf[who] = res.body.data.attempt_id;
    }
    expect((await attempt.start(token.b1, body)).status).toBe(404);
    expect([403, 404]).toContain((await attempt.start(token.otherTeacher, body)).status);
    expect((await attempt.start(token.parentB1, { ...body, uuid: world.people.a1.uuid })).status).toBe(403);
  });

  it('saves from the outbox: a resent batch counts once, a later seq replaces an earlier answer', async () => {
    const batch = [
      answer(q.single, 0, { option_ids: ['b'] }),
      answer(q.integer, 1, { value: 100 }, { time_spent_ms: 40_000 }),
      answer(q.essay, 2, { text: 'Inertia: the passengers keep moving while the bus stops.' }),
    ];
    const first = await attempt.save(token.a1, attemptOf.a1!, batch);
    expect(first.body.data.acknowledged.map((a: { status: string }) => a.status)).toEqual(['saved', 'saved', 'saved']);
    const resent = await attempt.save(token.a1, attemptOf.a1!, batch);
    expect(resent.body.data.acknowledged.map((a: { status: string }) => a.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    const later = await attempt.save(token.a1, attemptOf.a1!, [answer(q.single, 3, { option_ids: ['a'] })]);
    expect(later.body.data.acknowledged[0].status).toBe('saved');
    const resumed = await attempt.start(token.a1, { paper_id: paperId, assign_id: assignId });
    expect(resumed.body.data).toMatchObject({ resumed: true, next_seq: 4 });
    expect(resumed.body.data.answers).toEqual([
      expect.objectContaining({ question_id: q.single, response: { option_ids: ['a'] }, seq: 3 }),
      expect.objectContaining({ question_id: q.integer, response: { value: 100 }, seq: 1 }),
      expect.objectContaining({ question_id: q.essay, seq: 2 }),
    ]);
    // Another learner's attempt takes nothing from a1.
    expect((await attempt.save(token.a2, attemptOf.a1!, batch)).status).toBe(404);
  });

  it('submits once: the repeat says already_submitted; the written answer waits for the teacher', async () => {
    const first = await attempt.submit(token.a1, attemptOf.a1!);
    expect(first.body.data).toMatchObject({ already_submitted: false, submitted_by: 'learner', attempt_status_id: 4 });
    const again = await attempt.submit(token.a1, attemptOf.a1!);
    expect(again.body.data).toMatchObject({ already_submitted: true, submitted_at: first.body.data.submitted_at });
    const submitted = (await api.list(token.a1, 'studentSubmittedPaperList')).body.data.papers;
    expect(ids(submitted)).toContain(assignId);
    expect(ids((await api.list(token.a1, 'studentAssignedPaperList')).body.data.papers)).not.toContain(assignId);
  });

  it('a save after the deadline plus the grace is refused; the server submits the attempt as it stood', async () => {
    await attempt.save(token.a2, attemptOf.a2!, [
      answer(q.single, 0, { option_ids: ['c'] }),
      answer(q.essay, 1, { text: 'Because of friction.' }),
    ]);
    // a2 started at 06:00 with 30 minutes: well past 06:30 and the grace, the window still open.
    await move(new Date(Date.parse('2026-03-10T06:30:00Z') + 5 * MIN).toISOString());
    const late = await attempt.save(token.a2, attemptOf.a2!, [answer(q.integer, 2, { value: 100 })]);
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ATTEMPT_CLOSED');
    await t.services.attempts.overdue.run();
    const row = await t.db
      .selectFrom('attempts')
      .select(['status', 'submitted_by'])
      .where('attempt_id', '=', attemptOf.a2!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 4, submitted_by: 'deadline' });
  });
});

describe('marking and results', () => {
  it('the teacher marks the written answers; another school’s teacher may not; nothing is out before the window closes', async () => {
    const marks = (who: 'a1' | 'a2', n: number) => ({
      attempt_id: attemptOf[who],
      marks: [{ question_id: q.essay, marks: n }],
    });
    expect((await attempt.evaluate(token.otherTeacher, marks('a1', 5))).status).toBe(404);
    expect((await attempt.evaluate(token.parentA1, marks('a1', 5))).status).toBe(403);
    const a1 = await attempt.evaluate(token.teacher, marks('a1', 4));
    expect(a1.body.data).toMatchObject({ attempt_status_id: 5, score: 12, results_published: false });
    const a2 = await attempt.evaluate(token.teacher, marks('a2', 2));
    // a2: wrong single (−1), nothing for the number, 2 for the essay.
    expect(a2.body.data).toMatchObject({ attempt_status_id: 5, score: 1, results_published: false });
    const report = await attempt.report(token.a1, { assign_id: assignId });
    expect(report.body.data).toMatchObject({ results_published: false, score: null, rank: null });
    expect(ids((await api.list(token.a1, 'studentEvaluatedPaperList')).body.data.papers)).not.toContain(assignId);
  });

  it('once the window closes: the report has the score, the rank in the section and the percentile', async () => {
    await move('2026-03-10T08:00:01Z');
    await t.services.attempts.overdue.run();
    const res = await attempt.report(token.a1, { assign_id: assignId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      results_published: true,
      score: 12,
      max_marks: 13,
      rank: 1,
      percentile: 100,
      candidates: 2,
    });
    const theirs = await attempt.report(token.a2, { assign_id: assignId });
    expect(theirs.body.data).toMatchObject({ score: 1, rank: 2, percentile: 50 });
    const evaluated = (await api.list(token.a1, 'studentEvaluatedPaperList')).body.data.papers;
    expect(evaluated.find((p: Record<string, unknown>) => p.assign_id === assignId)).toMatchObject({
      attempt_status_id: 5,
      results_published: 1,
      score: 12,
      rank: 1,
      percentile: 100,
    });
  });

  it('the parent reads the child’s overview; a parent of another child, 7-B and another school may not', async () => {
    const overview = (who: AssessWho) =>
      api.post(`${REPORT}/recommendation/childPerformanceOverview`, token[who], { uuid: world.people.a1.uuid });
    const res = await overview('parentA1');
    expect(res.status).toBe(200);
    expect(res.body.data.papers).toEqual([expect.objectContaining({ score: 12, rank: 1 })]);
    for (const who of ['parentB1', 'b1', 'otherTeacher'] as const) expect((await overview(who)).status).toBe(403);
    const named = await attempt.report(token.parentB1, { assign_id: assignId, uuid: world.people.a1.uuid });
    expect(named.status).toBe(403);
    expect((await attempt.report(token.b1, { attempt_id: attemptOf.a1! })).status).toBe(404);
    expect((await attempt.report(token.otherTeacher, { attempt_id: attemptOf.a1! })).status).toBe(404);
  });
});
