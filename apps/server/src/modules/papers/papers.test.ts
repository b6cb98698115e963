import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assessmentApi,
  makeAssessmentWorld,
  PAPER,
  paperOf,
  signInAssessment,
  singleQuestion,
  solutionFields,
  type AssessmentWorld,
  type AssessWho,
} from '../../test/assessment-factories.js';
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Papers: made from the bank by picks or by a blueprint, read, named, deleted; a learner's own
// practice test; a learner gets a paper's questions once its window opens, and its keys only when
// the paper allows explanations (002 §5.2 10/11) and their result is published.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let schoolIds: number[];
let platformIds: number[];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  schoolIds = [];
  platformIds = [];
  for (let i = 0; i < 3; i++) {
    schoolIds.push((await api.question(token.teacher, singleQuestion(world, { stem: `School Q${i}` }))).question_id);
    const hard = { stem: `Platform Q${i}`, difficulty: i === 0 ? 3 : 1 };
    platformIds.push((await api.question(token.editor, singleQuestion(world, hard))).question_id);
  }
});
afterAll(() => t.close());

describe('making a paper', () => {
  it('from picks: marks add up, sections and settings kept, the school owns it', async () => {
    const paper = await api.paper(
      token.teacher,
      paperOf(world, [schoolIds[0]!, platformIds[0]!], {
        total_marks: 8,
        paper_settings: [{ setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] }],
      }),
    );
    expect(paper).toMatchObject({
      school_id: world.school.school_id,
      total_marks: 8,
      total_questions: 2,
      paper_time: 30,
      paper_status: 1,
      class_id: world.place.classId,
      paper_settings: [{ setting_id: 17, child_setting_list: [{ child_setting_id: 19 }] }],
      sections: [{ section_name: 'Physics', question_count: 2, marks: 8 }],
      can_edit: true,
      has_attempts: false,
    });
  });

  it('a paper holding a question is another revision once the question is changed', async () => {
    const question = await api.question(token.teacher, singleQuestion(world, { stem: 'Speed is distance over?' }));
    const paper = await api.paper(token.teacher, paperOf(world, [question.question_id], { total_marks: 4 }));
    const revision = async () =>
      (
        await t.db
          .selectFrom('papers')
          .select('revision')
          .where('paper_id', '=', paper.paper_id)
          .executeTakeFirstOrThrow()
      ).revision;
    const before = await revision();
    const changed = singleQuestion(world, { stem: 'Speed is distance divided by?', question_id: question.question_id });
    expect((await api.saveQuestion(token.teacher, changed)).status).toBe(200);
    // A prepared copy of the paper (its stems, keys and marks) is kept until its revision moves.
    expect(await revision()).toBe(before + 1);
  });

  it('online only: off unless the teacher sets it, then kept (no offline sync after the deadline)', async () => {
    const plain = await api.paper(token.teacher, paperOf(world, [schoolIds[0]!]));
    expect(plain.online_only).toBe(false);
    const strict = await api.paper(token.teacher, paperOf(world, [schoolIds[0]!], { online_only: true }));
    expect(strict.online_only).toBe(true);
    const wrong = await api.savePaper(token.teacher, paperOf(world, [schoolIds[0]!], { online_only: 'yes' }));
    expect(wrong.status).toBe(400);
  });

  it('refuses total marks that are not the sum, naming the field', async () => {
    const res = await api.savePaper(token.teacher, paperOf(world, [schoolIds[0]!], { total_marks: 10 }));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('total_marks');
  });

  it("refuses another school's question in a paper, naming it", async () => {
    const res = await api.savePaper(token.otherTeacher, paperOf(world, [platformIds[0]!, schoolIds[0]!]));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('sections.0.questions.1.question_id');
  });

  it('by a blueprint: drawn from the node by difficulty; the same seed the same paper; too many asked is refused', async () => {
    const blueprint = { syllabus_ids: [world.place.chapterId], count: 2, difficulty: [1] };
    const body = { ...paperOf(world, []), seed: 5, sections: [{ section_name: 'Drawn', blueprint: [blueprint] }] };
    const a = await api.paper(token.teacher, body);
    const b = await api.paper(token.teacher, body);
    const ids = async (paperId: number) =>
      (await api.questionList(token.teacher, { paper_id: paperId })).body.data.questions.map(
        (q: { question: { question_id: number } }) => q.question.question_id,
      );
    const drawn = await ids(a.paper_id);
    expect(drawn).toHaveLength(2);
    expect(drawn).not.toContain(platformIds[0]);
    expect(await ids(b.paper_id)).toEqual(drawn);
    const tooMany = await api.savePaper(token.teacher, {
      ...body,
      sections: [{ section_name: 'Drawn', blueprint: [{ ...blueprint, count: 50 }] }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe('sections.0.blueprint.0.count');
  });

  it('the platform’s papers by platform editors; learners make only their own practice test', async () => {
    expect((await api.savePaper(token.teacher, paperOf(world, [platformIds[0]!], { school_id: null }))).status).toBe(
      403,
    );
    const platform = await api.paper(token.editor, paperOf(world, [platformIds[0]!]));
    expect(platform.school_id).toBeNull();
    expect((await api.savePaper(token.a1, paperOf(world, [platformIds[0]!]))).status).toBe(403);
    const own = await api.paper(token.a1, paperOf(world, [platformIds[1]!], { is_practice: true }));
    expect(own).toMatchObject({ is_practice: 1, school_id: null });
    // Its questions at once, its keys only after its evaluation (explanations are on for one's own test).
    const ownList = await api.questionList(token.a1, { paper_id: own.paper_id });
    expect(ownList.status).toBe(200);
    expect(own.paper_settings).toEqual([{ setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] }]);
    expect(solutionFields(ownList.body.data)).toEqual([]);
    // Only the platform bank feeds a learner's test.
    const fromSchool = await api.savePaper(token.a1, paperOf(world, [schoolIds[1]!], { is_practice: true }));
    expect(fromSchool.status).toBe(400);
    // Nobody else sees it.
    expect((await api.get(`${PAPER}/paperDetailById/${own.paper_id}`, token.a2)).status).toBe(404);
    expect((await api.get(`${PAPER}/paperDetailById/${own.paper_id}`, token.teacher)).status).toBe(404);
  });
});

describe('reading and deleting papers', () => {
  it("paperDetailById and names: the school's staff; not another school's", async () => {
    const paper = await api.paper(token.teacher, paperOf(world, [schoolIds[0]!], { paper_name: 'Private paper' }));
    expect((await api.get(`${PAPER}/paperDetailById/${paper.paper_id}`, token.colleague)).status).toBe(200);
    expect((await api.get(`${PAPER}/paperDetailById/${paper.paper_id}`, token.otherTeacher)).status).toBe(404);
    const names = await api.get(`${PAPER}/paperNamesByPaperIdsUniversity`, token.otherTeacher, {
      paperIds: `${paper.paper_id},999999`,
    });
    expect(names.body.data).toEqual([]);
    const mine = await api.get(`${PAPER}/paperNamesByPaperIdsUniversity`, token.teacher, {
      paperIds: `${paper.paper_id}`,
    });
    expect(mine.body.data).toEqual([{ paper_id: paper.paper_id, paper_name: 'Private paper' }]);
  });

  it('deletes a paper nobody was assigned; an assigned one answers 409; another school 404', async () => {
    const paper = await api.paper(token.teacher, paperOf(world, [schoolIds[0]!]));
    expect((await api.put(`${PAPER}/deletePaper`, token.otherTeacher, { paper_id: paper.paper_id })).status).toBe(404);
    const deleted = await api.put(`${PAPER}/deletePaper`, token.teacher, { paper_id: paper.paper_id });
    expect(deleted.body.data).toEqual({ paper_id: paper.paper_id, deleted: true });
    expect((await api.get(`${PAPER}/paperDetailById/${paper.paper_id}`, token.teacher)).status).toBe(404);
    const kept = await api.paper(token.teacher, paperOf(world, [schoolIds[0]!]));
    await api.assigned(token.teacher, {
      paper_id: kept.paper_id,
      sections: [world.sectionA.section_id],
      paper_start_time: '2026-03-11T04:00:00Z',
      paper_end_time: '2026-03-11T06:00:00Z',
      paper_duration: 30,
    });
    expect((await api.put(`${PAPER}/deletePaper`, token.teacher, { paper_id: kept.paper_id })).status).toBe(409);
  });
});

describe('a learner and the questions of a paper', () => {
  it('before the window: no questions; inside it: questions without keys; explanations only once allowed and published', async () => {
    const explained = [{ setting_id: 10, child_setting_list: [{ child_setting_id: 11 }] }];
    for (const settings of [explained, []]) {
      const paper = await api.paper(token.teacher, paperOf(world, [schoolIds[2]!], { paper_settings: settings }));
      const { assignment } = await api.assigned(token.teacher, {
        paper_id: paper.paper_id,
        sections: [world.sectionA.section_id],
        paper_start_time: '2026-03-10T08:00:00Z',
        paper_end_time: '2026-03-10T10:00:00Z',
        paper_duration: 30,
      });
      const ask = { paper_id: paper.paper_id };
      expect((await api.questionList(token.a1, ask)).status).toBe(404);
      // A learner of another section never holds it.
      expect((await api.questionList(token.b1, ask)).status).toBe(404);
      clock.set('2026-03-10T08:05:00Z');
      token = await signInAssessment(t, world);
      const open = await api.questionList(token.a1, ask);
      expect(open.status).toBe(200);
      expect(open.body.data.questions).toHaveLength(1);
      expect(solutionFields(open.body.data)).toEqual([]);
      // The parent reads as the child; another parent is refused.
      expect(
        solutionFields((await api.questionList(token.parentA1, { ...ask, uuid: world.people.a1.uuid })).body),
      ).toEqual([]);
      expect((await api.questionList(token.parentB1, { ...ask, uuid: world.people.a1.uuid })).status).toBe(403);
      // The attempt half writes attempts; here an evaluated one, then its result published.
      const at = '2026-03-10T09:00:00.000Z';
      await t.db
        .insertInto('attempts')
        .values({
          assign_id: assignment.assign_id,
          assign_key: assignment.assign_id,
          paper_id: paper.paper_id,
          uuid: world.people.a1.uuid,
          school_id: world.school.school_id,
          section_id: world.sectionA.section_id,
          attempt_no: 1,
          status: 5,
          started_at: at,
          deadline_at: at,
          submitted_at: at,
          score: 4,
          updated_at: at,
        })
        .execute();
      expect(solutionFields((await api.questionList(token.a1, ask)).body.data)).toEqual([]);
      await t.db
        .updateTable('attempts')
        .set({ results_published_at: at })
        .where('paper_id', '=', paper.paper_id)
        .execute();
      const after = solutionFields((await api.questionList(token.a1, ask)).body.data);
      expect(after.length > 0).toBe(settings.length > 0);
      clock.set('2026-03-10T06:00:00Z');
      token = await signInAssessment(t, world);
    }
  });

  it('a question of a test still to come is kept from learners: not read from the bank, not put in their own test', async () => {
    const fresh = (await api.question(token.editor, singleQuestion(world, { stem: 'Kept for the test' }))).question_id;
    const byIds = async () =>
      (
        await api.post('/api/question-msa-test/question/manualQuestionDetailsByIdsUniversity', token.a2, {
          question_data: [{ question_id: fresh }],
        })
      ).body.data.ques_data.length;
    expect(await byIds()).toBe(1);
    const paper = await api.paper(token.teacher, paperOf(world, [fresh]));
    await api.assigned(token.admin, {
      paper_id: paper.paper_id,
      sections: [world.sectionB.section_id],
      paper_start_time: '2026-03-12T04:00:00Z',
      paper_end_time: '2026-03-12T06:00:00Z',
      paper_duration: 30,
    });
    // Even a learner of another section: the bank is shared, the test's questions are not previewed.
    expect(await byIds()).toBe(0);
    const detail = await api.post('/api/question-msa-test/question/getQuestionDetailsById', token.a2, {
      question_id: fresh,
    });
    expect(detail.status).toBe(409);
    expect(detail.body.errors).toEqual([{ field: 'question_id', message: 'is in a test that is open now' }]);
    expect(JSON.stringify(detail.body)).not.toContain('stem');
    const own = await api.savePaper(token.a2, paperOf(world, [fresh], { is_practice: true }));
    expect(own.status).toBe(400);
    expect(own.body.errors[0].field).toBe('sections.0.questions.0.question_id');
    // Staff still read it with its key.
    const staff = await api.post('/api/question-msa-test/question/getQuestionDetailsById', token.teacher, {
      question_id: fresh,
    });
    expect(staff.body.data.question.answer.option_ids).toEqual(['a']);
  });

  it('createMyTestGroupInfo: the subjects and chapters of the class the platform bank holds', async () => {
    const res = await api.get(`${PAPER}/createMyTestGroupInfo`, token.a1, {
      boardId: world.place.boardId,
      classId: world.place.classId,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.subjects).toEqual([
      {
        subject_id: world.place.subjectId,
        subject_name: 'Science',
        question_count: expect.any(Number),
        chapters: [{ chapter_id: world.place.chapterId, chapter_name: 'Motion', question_count: expect.any(Number) }],
      },
    ]);
    // The platform's questions only: four of them (the school's three are left out).
    expect(res.body.data.subjects[0].question_count).toBe(4);
  });
});
