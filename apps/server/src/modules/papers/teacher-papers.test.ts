import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  PAPER,
  paperOf,
  REPORT,
  signInAssessment,
  singleQuestion,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A teacher's list of papers (the chosen POST /paperCreation/v2/teacherPaperList): their school's
// papers and, for platform editors, the platform's; staff of that school only; the name filter
// applies above 2 characters; pages bounded. And marks entered by a teacher for a paper answered on
// paper (OMR): evaluateAnswers with assign_id and student_uuid.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let schoolQuestion: number;
let platformQuestion: number;

const LIST = `${PAPER}/v2/teacherPaperList`;
type Listed = { paper_id: number; paper_name: string; [k: string]: unknown };
const listOf = async (who: AssessWho, body: Record<string, unknown> = {}) => {
  const res = await api.post(LIST, token[who], body);
  return { status: res.status, data: res.body.data as { total_count: number; paper_list: Listed[] } | undefined };
};
const namesOf = (list: Listed[] | undefined) => (list ?? []).map((p) => p.paper_name);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  schoolQuestion = (await api.question(token.teacher, singleQuestion(world, { stem: 'Lakeside Q' }))).question_id;
  platformQuestion = (await api.question(token.editor, singleQuestion(world, { stem: 'Platform Q' }))).question_id;
  await api.paper(token.teacher, paperOf(world, [schoolQuestion], { paper_name: 'Motion weekly test' }));
  await api.paper(token.colleague, paperOf(world, [schoolQuestion], { paper_name: 'Force quiz', is_omr: true }));
  await api.paper(token.editor, paperOf(world, [platformQuestion], { paper_name: 'Platform motion paper' }));
});
afterAll(() => t.close());

describe('a teacher’s list of papers', () => {
  it('holds every paper of the school, with its counts, author and whether it was assigned', async () => {
    const { status, data } = await listOf('teacher');
    expect(status).toBe(200);
    expect(namesOf(data?.paper_list).sort()).toEqual(['Force quiz', 'Motion weekly test']);
    const force = data!.paper_list.find((p) => p.paper_name === 'Force quiz');
    expect(force).toMatchObject({
      school_id: world.school.school_id,
      total_questions: 1,
      total_marks: 4,
      paper_time: 30,
      is_omr: 1,
      assignment_count: 0,
      can_edit: true,
    });
    expect(force?.created_by_name).toContain('Colin');
  });

  it('gives platform editors the platform’s papers, and teachers not', async () => {
    expect(namesOf((await listOf('editor')).data?.paper_list)).toEqual(['Platform motion paper']);
    expect(namesOf((await listOf('admin')).data?.paper_list)).not.toContain('Platform motion paper');
  });

  it('gives staff of another school nothing of this school, and learners and parents 403', async () => {
    expect((await listOf('otherTeacher')).data?.paper_list).toEqual([]);
    const named = await listOf('otherTeacher', { school_id: world.school.school_id });
    expect(named.status).toBe(404);
    expect(JSON.stringify(named)).not.toContain('Motion weekly test');
    expect((await listOf('a1')).status).toBe(403);
    expect((await listOf('parentA1')).status).toBe(403);
  });

  it('filters by name only above 2 characters', async () => {
    expect((await listOf('teacher', { search_text: 'fo' })).data?.total_count).toBe(2);
    expect(namesOf((await listOf('teacher', { search_text: 'FOR' })).data?.paper_list)).toEqual(['Force quiz']);
    expect((await listOf('teacher', { search_text: '100%' })).data?.total_count).toBe(0);
  });

  it('pages the list and refuses a page size over 100, naming the field', async () => {
    const first = await listOf('teacher', { page_no: 1, page_size: 1 });
    const second = await listOf('teacher', { page_no: 2, page_size: 1 });
    expect(first.data?.total_count).toBe(2);
    expect(first.data?.paper_list).toHaveLength(1);
    expect(second.data?.paper_list).toHaveLength(1);
    expect(second.data?.paper_list[0]?.paper_id).not.toBe(first.data?.paper_list[0]?.paper_id);
    const big = await api.post(LIST, token.teacher, { page_size: 101 });
    expect(big.status).toBe(400);
    expect(JSON.stringify(big.body)).toContain('page_size');
  });

  it('leaves out deleted papers and counts assignments', async () => {
    const gone = await api.paper(token.teacher, paperOf(world, [schoolQuestion], { paper_name: 'Draft to delete' }));
    expect((await api.put(`${PAPER}/deletePaper`, token.teacher, { paper_id: gone.paper_id })).status).toBe(200);
    expect(namesOf((await listOf('teacher')).data?.paper_list)).not.toContain('Draft to delete');
  });
});

describe('marks of a paper answered on paper (OMR)', () => {
  let paperId: number;
  let assignId: number;
  let questionId: number;

  beforeAll(async () => {
    const paper = await api.paper(
      token.teacher,
      paperOf(world, [schoolQuestion], { paper_name: 'Printed motion test', is_omr: true }),
    );
    paperId = paper.paper_id;
    questionId = schoolQuestion;
    const made = await api.assigned(token.teacher, {
      paper_id: paperId,
      sections: [world.sectionA.section_id],
      paper_start_time: '2026-03-10T05:00:00Z',
      paper_end_time: '2026-03-10T09:00:00Z',
      paper_duration: 30,
    });
    assignId = made.assignment.assign_id;
  });

  const marksFor = (uuid: string, marks: number) => ({
    assign_id: assignId,
    student_uuid: uuid,
    marks: [{ question_id: questionId, marks }],
  });

  it('a teacher of the section enters a learner’s marks; entering again replaces them', async () => {
    const first = await api.post(`${REPORT}/teacher/evaluateAnswers`, token.teacher, marksFor(world.people.a1.uuid, 3));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ score: 3, pending_count: 0 });
    const again = await api.post(`${REPORT}/teacher/evaluateAnswers`, token.teacher, marksFor(world.people.a1.uuid, 4));
    expect(again.body.data).toMatchObject({ attempt_id: first.body.data.attempt_id, score: 4 });
    const listed = (await listOf('teacher')).data?.paper_list.find((p) => p.paper_id === paperId);
    expect(listed?.assignment_count).toBe(1);
  });

  it('refuses marks above the question’s, naming the field', async () => {
    const over = await api.post(`${REPORT}/teacher/evaluateAnswers`, token.teacher, marksFor(world.people.a2.uuid, 5));
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('marks.0.marks');
  });

  it('refuses a learner of another section, another school’s staff, learners and parents', async () => {
    const url = `${REPORT}/teacher/evaluateAnswers`;
    expect((await api.post(url, token.teacher, marksFor(world.people.b1.uuid, 2))).status).toBe(404);
    expect((await api.post(url, token.otherTeacher, marksFor(world.people.a2.uuid, 2))).status).toBe(404);
    expect((await api.post(url, token.a1, marksFor(world.people.a1.uuid, 4))).status).toBe(403);
    expect((await api.post(url, token.parentA1, marksFor(world.people.a1.uuid, 4))).status).toBe(403);
  });
});
