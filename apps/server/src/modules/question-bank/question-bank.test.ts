import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  QUESTION,
  signInAssessment,
  singleQuestion,
  solutionFields,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The question bank: a school's questions are its own, the platform bank is edited by platform
// editors only, and a learner never receives a key or an explanation from the bank's calls.

let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let schoolQ: { question_id: number };
let platformQ: { question_id: number };

beforeAll(async () => {
  t = await createTestApp();
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  schoolQ = await api.question(token.teacher, singleQuestion(world));
  platformQ = await api.question(token.editor, singleQuestion(world, { stem: 'Which quantity is a vector?' }));
});
afterAll(() => t.close());

const details = (who: AssessWho, ids: number[]) =>
  api.post(`${QUESTION}/question/manualQuestionDetailsByIdsUniversity`, token[who], {
    question_data: ids.map((question_id) => ({ question_id })),
  });

describe('saving questions', () => {
  it("a teacher's question belongs to their school, placed in the syllabus, with its key", async () => {
    const saved = await api.question(token.teacher, singleQuestion(world, { tag_value_ids: [7] }));
    expect(saved).toMatchObject({
      school_id: world.school.school_id,
      syllabus_id: world.place.chapterId,
      subject_id: world.place.subjectId,
      chapter_id: world.place.chapterId,
      class_id: world.place.classId,
      stage: 4,
      language_id: 1,
      tag_value_ids: [7],
      answer: { option_ids: ['a'] },
      can_edit: true,
    });
  });

  it('the platform bank is written by platform editors only', async () => {
    expect(platformQ).toMatchObject({ school_id: null, can_edit: true });
    const byTeacher = await api.saveQuestion(token.teacher, singleQuestion(world, { school_id: null }));
    expect(byTeacher.status).toBe(403);
    const change = await api.saveQuestion(token.teacher, {
      ...singleQuestion(world, { stem: 'Changed' }),
      question_id: platformQ.question_id,
    });
    expect(change.status).toBe(403);
  });

  it("another school's teacher cannot see or change the school's question (404)", async () => {
    const change = await api.saveQuestion(token.otherTeacher, {
      ...singleQuestion(world),
      question_id: schoolQ.question_id,
    });
    expect(change.status).toBe(404);
    const intoSchool = await api.saveQuestion(
      token.otherTeacher,
      singleQuestion(world, { school_id: world.school.school_id }),
    );
    expect(intoSchool.status).toBe(404);
    expect((await details('otherTeacher', [schoolQ.question_id])).body.data.ques_data).toEqual([]);
  });

  it('learners and parents cannot write the bank', async () => {
    expect((await api.saveQuestion(token.a1, singleQuestion(world))).status).toBe(403);
    expect((await api.saveQuestion(token.parentA1, singleQuestion(world))).status).toBe(403);
  });

  it('refuses a key naming an option the question does not have, naming the field', async () => {
    const res = await api.saveQuestion(token.teacher, singleQuestion(world, { answer: { option_ids: ['z'] } }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('answer.option_ids');
  });

  it('a comprehension keeps its children; a child is read with its passage', async () => {
    const passage = await api.question(token.editor, {
      ...singleQuestion(world, { question_type: 'comprehension', stem: 'A car moves at 20 m/s for 5 s.' }),
      options: undefined,
      answer: undefined,
      children: [
        {
          question_type: 'integer',
          marks: 4,
          stem: 'How far does it go, in metres?',
          answer: { value: 100 },
          explanation: '$s = vt = 20 \\times 5 = 100$',
        },
      ],
    });
    const childId = passage.children[0].question_id as number;
    const asLearner = await api.post(`${QUESTION}/question/getQuestionDetailsById`, token.a1, {
      question_id: childId,
      parent_question_id: passage.question_id,
      stage: 5,
    });
    expect(asLearner.status).toBe(200);
    expect(asLearner.body.data.question).toMatchObject({
      question_id: childId,
      parent_question_id: passage.question_id,
    });
    expect(asLearner.body.data.parent_question.stem).toBe('A car moves at 20 m/s for 5 s.');
    expect(solutionFields(asLearner.body.data)).toEqual([]);
    const asEditor = await api.post(`${QUESTION}/question/getQuestionDetailsById`, token.editor, {
      question_id: childId,
    });
    expect(asEditor.body.data.question.answer.value).toBe(100);
  });
});

describe('reading the bank', () => {
  it('staff get keys and explanations; learners and parents the platform questions without them', async () => {
    const ids = [schoolQ.question_id, platformQ.question_id];
    const staff = (await details('teacher', ids)).body.data.ques_data;
    expect(staff.map((q: { question_id: number }) => q.question_id)).toEqual(ids);
    expect(staff[0].answer.option_ids).toEqual(['a']);
    expect(staff[0].explanation).toContain('newtons');
    for (const who of ['a1', 'parentA1'] as const) {
      const res = await details(who, ids);
      expect(res.status).toBe(200);
      expect(res.body.data.ques_data.map((q: { question_id: number }) => q.question_id)).toEqual([
        platformQ.question_id,
      ]);
      expect(solutionFields(res.body.data)).toEqual([]);
    }
  });

  it("dynamicQuestions draws stage '4' by default, the same seed the same questions, never a key for learners", async () => {
    await api.question(token.editor, singleQuestion(world, { stem: 'Draft question', stage: 2 }));
    const body = { syllabus_ids: [world.place.chapterId], count: 50, seed: 7 };
    const staff = await api.post(`${QUESTION}/question/v2/dynamicQuestions`, token.teacher, body);
    expect(staff.status).toBe(200);
    const stems = staff.body.data.questions.map((q: { stem: string }) => q.stem);
    expect(stems).not.toContain('Draft question');
    expect(staff.body.data.questions.every((q: { stage: number }) => q.stage === 4)).toBe(true);
    const withDrafts = await api.post(`${QUESTION}/question/v2/dynamicQuestions`, token.teacher, {
      ...body,
      stage: '2,4',
    });
    expect(withDrafts.body.data.questions.map((q: { stem: string }) => q.stem)).toContain('Draft question');
    const again = await api.post(`${QUESTION}/question/v2/dynamicQuestions`, token.teacher, body);
    expect(again.body.data.questions.map((q: { question_id: number }) => q.question_id)).toEqual(
      staff.body.data.questions.map((q: { question_id: number }) => q.question_id),
    );
    const learner = await api.post(`${QUESTION}/question/v2/dynamicQuestions`, token.a1, body);
    expect(learner.body.data.questions.every((q: { school_id: null }) => q.school_id === null)).toBe(true);
    expect(solutionFields(learner.body.data)).toEqual([]);
  });

  it('questionCountOnSyllabusAndTag counts a node with its subtree, by tag and by type', async () => {
    const res = await api.post(`${QUESTION}/questionMapping/questionCountOnSyllabusAndTag`, token.teacher, {
      syllabus_ids: [world.place.subjectId],
    });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.syllabus_counts).toEqual([{ syllabus_id: world.place.subjectId, question_count: data.total_count }]);
    expect(data.total_count).toBeGreaterThanOrEqual(4);
    expect(data.tag_counts).toContainEqual({ tag_value_id: 7, question_count: 1 });
    const other = await api.post(`${QUESTION}/questionMapping/questionCountOnSyllabusAndTag`, token.otherTeacher, {
      syllabus_ids: [world.place.subjectId],
    });
    // The other school counts the platform bank only.
    expect(other.body.data.total_count).toBeLessThan(data.total_count);
    const asked = await api.post(`${QUESTION}/questionMapping/questionCountOnSyllabusAndTag`, token.otherTeacher, {
      syllabus_ids: [world.place.subjectId],
      school_id: world.school.school_id,
    });
    expect(asked.status).toBe(404);
  });
});
