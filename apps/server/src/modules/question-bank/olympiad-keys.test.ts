import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  paperOf,
  QUESTION,
  REPORT,
  signInAssessment,
  singleQuestion,
  solutionFields,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { giveSchoolSubjects } from '../../test/institutes-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// An Olympiad (group 3798, paper type 2) ranks the learners of every school that takes it. While it
// runs, the staff of a school taking it, or of any other school, must not read its keys: through the
// bank, the paper's questions, a practice check, a learner's marked answers or the question analysis.
// Platform editors, who made it, may. Once the results are out, the keys are the school's to read.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let olympiadQ: number;
let olympiadPaper: number;
let assignId: number;
let attemptId: number;
let schoolQ: number;
let schoolPaper: number;

async function move(iso: string) {
  clock.set(iso);
  token = await signInAssessment(t, world);
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  const { boardId, classId, subjectId } = world.place;
  await giveSchoolSubjects(t.db, world.school.school_id, boardId, classId, [subjectId]);
  olympiadQ = (await api.question(token.editor, singleQuestion(world, { stem: 'Which is a unit of energy?' })))
    .question_id;
  olympiadPaper = (
    await api.paper(token.editor, paperOf(world, [olympiadQ], { paper_name: 'Physics Olympiad', paper_type: 2 }))
  ).paper_id;
  const window = {
    paper_start_time: '2026-03-10T05:00:00Z',
    paper_end_time: '2026-03-10T09:00:00Z',
    paper_duration: 30,
  };
  const { assignment } = await api.assigned(token.teacher, {
    paper_id: olympiadPaper,
    sections: [world.sectionA.section_id],
    ...window,
  });
  assignId = assignment.assign_id;
  const started = await api.post(`${REPORT}/student/startAttempt`, token.a1, {
    paper_id: olympiadPaper,
    assign_id: assignId,
  });
  attemptId = started.body.data.attempt_id;
  await api.post(`${REPORT}/student/submitAttempt`, token.a1, {
    attempt_id: attemptId,
    answers: [{ client_answer_id: 'olympiad-a1-1', question_id: olympiadQ, seq: 1, response: { option_ids: ['a'] } }],
  });
  // A school's own running test, for contrast: its staff read its keys.
  schoolQ = (await api.question(token.teacher, singleQuestion(world, { stem: 'Which is a unit of power?' })))
    .question_id;
  schoolPaper = (await api.paper(token.teacher, paperOf(world, [schoolQ], { paper_name: 'Units quiz' }))).paper_id;
  await api.assigned(token.teacher, { paper_id: schoolPaper, sections: [world.sectionA.section_id], ...window });
});
afterAll(() => t.close());

const bankDetails = (who: AssessWho, id: number) =>
  api.post(`${QUESTION}/question/manualQuestionDetailsByIdsUniversity`, token[who], {
    question_data: [{ question_id: id }],
  });
const paperQuestions = (who: AssessWho, paperId: number) => api.questionList(token[who], { paper_id: paperId });

describe('while the Olympiad runs', () => {
  it('no school’s staff read its keys in the bank or the paper; its platform editors do', async () => {
    for (const who of ['teacher', 'otherTeacher'] as const) {
      const bank = await bankDetails(who, olympiadQ);
      expect(bank.status).toBe(200);
      expect(bank.body.data.ques_data).toHaveLength(1);
      expect(solutionFields(bank.body.data), who).toEqual([]);
      const paper = await paperQuestions(who, olympiadPaper);
      expect(paper.status).toBe(200);
      expect(solutionFields(paper.body.data), who).toEqual([]);
    }
    expect(solutionFields((await paperQuestions('editor', olympiadPaper)).body.data)).not.toEqual([]);
    expect(solutionFields((await bankDetails('editor', olympiadQ)).body.data)).not.toEqual([]);
  });

  it('a school’s own running test keeps its keys for its staff', async () => {
    expect(solutionFields((await paperQuestions('teacher', schoolPaper)).body.data)).not.toEqual([]);
  });

  it('a practice check of its question is refused to staff (404)', async () => {
    const res = await api.post(`${QUESTION}/question/v2/checkPracticeAnswer`, token.teacher, {
      question_id: olympiadQ,
      answer: { option_ids: ['a'] },
    });
    expect(res.status).toBe(404);
  });

  it('the teacher reads a learner’s attempt as the learner does: the status, no marked answers', async () => {
    const res = await api.get(`${REPORT}/student/paperReport`, token.teacher, { attempt_id: attemptId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ results_published: false, answers: [], score: null });
    expect(solutionFields(res.body.data)).toEqual([]);
  });

  it('the question analysis waits for the results', async () => {
    const res = await api.get(`${REPORT}/teacher/questionAnalysis`, token.teacher, { assignId });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/once its results are published/);
  });
});

describe('once the results are out', () => {
  it('the school’s staff read the keys, the marked answers and the analysis', async () => {
    await move('2026-03-10T09:05:00Z');
    await t.services.attempts.overdue.run();
    expect(solutionFields((await paperQuestions('teacher', olympiadPaper)).body.data)).not.toEqual([]);
    const report = await api.get(`${REPORT}/student/paperReport`, token.teacher, { attempt_id: attemptId });
    expect(report.body.data).toMatchObject({ results_published: true, score: 4 });
    expect(report.body.data.answers[0]).toMatchObject({ outcome: 'correct', correct_answer: { option_ids: ['a'] } });
    expect((await api.get(`${REPORT}/teacher/questionAnalysis`, token.teacher, { assignId })).status).toBe(200);
  });
});
