import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  TEACHER,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Reports (000 §7): the learner's paper report, the teacher's assigned assessments,
// overview, student activity and question analysis (also as .xlsx), and a parent's overview of a
// linked child (page_size 10, page_index 1).

const clock = testClock('2026-06-01T08:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;
let paper: Awaited<ReturnType<typeof makeFixturePaper>>;
let assignId: number;
const attemptOf: Partial<Record<Who, number>> = {};

async function move(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  paper = await makeFixturePaper(t.db, world, {
    name: 'Motion test',
    settings: [
      [10, 11],
      [17, 19],
    ],
    questions: [
      { key: { type: 'single', optionId: 'a' }, topic: 0 },
      { key: { type: 'single', optionId: 'b' }, topic: 1 },
      { key: { type: 'integer', value: 7 }, topic: 1 },
    ],
  });
  // A lesson placed under the Acceleration topic: what the report recommends for it.
  await t.db
    .insertInto('content_mappings')
    .values({
      syllabus_mapping_id: 8_800_001,
      content_id: world.contents[0]!.content_id,
      syllabus_id: world.topics[1]!,
      group_id: world.place.groupId,
      board_id: world.place.boardId,
      class_id: world.place.classId,
      subject_id: world.place.subjectId,
      chapter_id: world.place.chapterId,
      display_order: 0,
      school_id: null,
    })
    .execute();
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-06-01T08:00:00Z',
    end: '2026-06-01T09:00:00Z',
    minutes: 30,
  });
  const picks: Record<'a1' | 'a2', [string, string, number]> = { a1: ['a', 'c', 7], a2: ['a', 'c', 3] };
  for (const who of ['a1', 'a2'] as const) {
    clock.set('2026-06-01T08:00:00Z');
    const started = await api.start(token[who], { paper_id: paper.paperId, assign_id: assignId });
    attemptOf[who] = started.body.data.attempt_id;
    const [one, two, three] = picks[who];
    // Two minutes on the paper: the 90 s of the answers fit in the attempt's wall time.
    clock.set('2026-06-01T08:02:00Z');
    await api.submit(token[who], attemptOf[who]!, [
      answer(paper.questionIds[0]!, 0, { option_ids: [one] }, { time_spent_ms: 30_000 }),
      answer(paper.questionIds[1]!, 1, { option_ids: [two] }, { time_spent_ms: 50_000 }),
      answer(paper.questionIds[2]!, 2, { value: three }, { time_spent_ms: 10_000 }),
    ]);
  }
});
afterAll(() => t.close());

describe('the learner’s paper report', () => {
  it('before the results are out: the status only', async () => {
    const res = await api.report(token.a1, { attempt_id: attemptOf.a1! });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ results_published: false, score: null, rank: null, answers: [] });
  });

  it('after: score, rank, percentile, time per question, accuracy by chapter and topic, weak topics', async () => {
    await move('2026-06-01T09:00:01Z');
    await t.services.attempts.overdue.run();
    const res = await api.report(token.a1, { assign_id: assignId, uuid: world.people.a1.uuid });
    const d = res.body.data;
    // a1: right, wrong (−1), right: 4 − 1 + 4 = 7 of 12. a2: right, wrong, wrong: 4 − 1 − 1 = 2.
    expect(d).toMatchObject({
      results_published: true,
      score: 7,
      max_marks: 12,
      rank: 1,
      percentile: 100,
      candidates: 2,
    });
    expect(d.time_spent_ms).toBe(90_000);
    expect(d.answers.map((a: { time_spent_ms: number }) => a.time_spent_ms)).toEqual([30_000, 50_000, 10_000]);
    expect(d.by_chapter).toEqual([
      expect.objectContaining({
        syllabus_id: world.place.chapterId,
        syllabus_name: 'Motion',
        question_count: 3,
        correct_count: 2,
      }),
    ]);
    expect(d.by_topic).toEqual([
      expect.objectContaining({ syllabus_name: 'Speed', accuracy: 100 }),
      expect.objectContaining({ syllabus_name: 'Acceleration', accuracy: 50 }),
    ]);
    expect(d.weak_topics).toEqual([
      expect.objectContaining({
        syllabus_name: 'Acceleration',
        chapter_id: world.place.chapterId,
        // Learn content of the topic, from the catalogue.
        recommended_content: [expect.objectContaining({ content_title: 'Motion lesson 1' })],
      }),
    ]);
  });

  it('each answer with the correct one and the explanation, as the paper allows (10/11)', async () => {
    const d = (await api.report(token.a1, { attempt_id: attemptOf.a1! })).body.data;
    expect(d.explanations_allowed).toBe(true);
    expect(d.answers[1]).toMatchObject({
      outcome: 'wrong',
      marks_awarded: -1,
      response: { option_ids: ['c'] },
      correct_answer: expect.objectContaining({ option_ids: ['b'] }),
      explanation: expect.stringContaining('SECRET-EXPLANATION'),
    });
  });

  it('a parent reads a linked child’s report; not another child’s', async () => {
    const own = await api.report(token.parentA1, { attempt_id: attemptOf.a1!, uuid: world.people.a1.uuid });
    expect(own.body.data.score).toBe(7);
    const other = await api.report(token.parentB1, { attempt_id: attemptOf.a1!, uuid: world.people.a1.uuid });
    expect(other.status).toBe(403);
    expect(other.body.error_code).toBe('NOT_LINKED_CHILD');
    expect((await api.report(token.a2, { attempt_id: attemptOf.a1! })).status).toBe(404);
  });
});

describe('the teacher’s reports', () => {
  it('assigned assessments and the overview, with counts', async () => {
    const res = await api.get(`${TEACHER}/teacherAssignedAssessments`, token.teacher, {});
    expect(res.status).toBe(200);
    expect(res.body.data.assignments).toEqual([
      expect.objectContaining({
        assign_id: assignId,
        paper_name: 'Motion test',
        status: 'published',
        learner_count: 2,
        submitted_count: 2,
        pending_evaluation_count: 0,
        average_percentage: 37.5,
      }),
    ]);
    const overview = await api.get(`${TEACHER}/overviewTeacherAssignedAssessments`, token.teacher, {});
    expect(overview.body.data).toMatchObject({ total_assigned: 1, published: 1, submissions: 2, learners_assigned: 2 });
    const other = await api.get(`${TEACHER}/teacherAssignedAssessments`, token.otherTeacher, {});
    expect(other.body.data.assignments).toEqual([]);
  });

  it('student activity: each learner of the sections the caller sees', async () => {
    const res = await api.get(`${TEACHER}/studentActivityOnAssignedAssessment`, token.teacher, { assignId });
    expect(res.body.data.students).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uuid: world.people.a1.uuid, status: 'evaluated', score: 7, rank: 1 }),
        expect.objectContaining({ uuid: world.people.a2.uuid, status: 'evaluated', score: 2, rank: 2 }),
      ]),
    );
    expect(
      (await api.get(`${TEACHER}/studentActivityOnAssignedAssessment`, token.colleague, { assignId })).status,
    ).toBe(403);
    expect(
      (await api.get(`${TEACHER}/studentActivityOnAssignedAssessment`, token.otherTeacher, { assignId })).status,
    ).toBe(404);
  });

  it('question analysis: how many got each right, the most chosen wrong option, the time; and as .xlsx', async () => {
    const res = await api.get(`${TEACHER}/questionAnalysis`, token.teacher, { assignId });
    expect(res.body.data.submitted_count).toBe(2);
    expect(res.body.data.questions[0]).toMatchObject({ correct_count: 2, accuracy: 100, average_time_ms: 30_000 });
    expect(res.body.data.questions[1]).toMatchObject({
      correct_count: 0,
      wrong_count: 2,
      most_chosen_wrong_option: { option_id: 'c', count: 2 },
    });
    const file = await t.app.inject({
      method: 'GET',
      url: `${TEACHER}/questionAnalysis?assignId=${assignId}&format=xlsx`,
      headers: { authorization: `Bearer ${token.teacher}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('the parent’s overview of a child', () => {
  it('the child’s published results, page_size 10 and page_index 1 by default', async () => {
    const res = await api.post('/api/student-report/recommendation/childPerformanceOverview', token.parentA1, {
      uuid: world.people.a1.uuid,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ page_size: 10, page_index: 1, total_count: 1, name: 'Asha Rao' });
    expect(res.body.data.papers).toEqual([
      expect.objectContaining({ paper_name: 'Motion test', title: 'Motion unit test', score: 7, rank: 1 }),
    ]);
    expect(res.body.data.by_subject).toEqual([
      expect.objectContaining({ syllabus_name: 'Science', question_count: 3 }),
    ]);
    const other = await api.post('/api/student-report/recommendation/childPerformanceOverview', token.parentB1, {
      uuid: world.people.a1.uuid,
    });
    expect(other.status).toBe(403);
  });
});
