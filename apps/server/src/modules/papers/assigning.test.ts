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
import { testClock } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Assigning papers to sections with a window and extra time, a parent's test for their child
// (group 3782), an Olympiad (group 3798, paper type 2) with enrollment slots (002 §4.5), and the
// learner's lists with the attempt route (002 §4.3) and the time gate on the server's clock (§4.4).

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<AssessWho, string>;
let api: ReturnType<typeof assessmentApi>;
let schoolPaper: number;
let platformPaper: number;
let olympiadPaper: number;

const windowOf = (start: string, end: string) => ({
  paper_start_time: start,
  paper_end_time: end,
  paper_duration: 30,
});
const TODAY = windowOf('2026-03-10T05:00:00Z', '2026-03-10T09:00:00Z');
const TOMORROW = windowOf('2026-03-11T05:00:00Z', '2026-03-11T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t);
  token = await signInAssessment(t, world);
  api = assessmentApi(t);
  const q = (await api.question(token.teacher, singleQuestion(world))).question_id;
  const pq = (await api.question(token.editor, singleQuestion(world))).question_id;
  schoolPaper = (await api.paper(token.teacher, paperOf(world, [q], { paper_name: 'Motion test' }))).paper_id;
  platformPaper = (await api.paper(token.editor, paperOf(world, [pq], { paper_name: 'Practice set' }))).paper_id;
  olympiadPaper = (
    await api.paper(token.editor, paperOf(world, [pq], { paper_name: 'Science Olympiad', paper_type: 2 }))
  ).paper_id;
});
afterAll(() => t.close());

const items = async (who: AssessWho, which = 'studentAssignedPaperList', body: Record<string, unknown> = {}) => {
  const res = await api.list(token[who], which, body);
  expect(res.status).toBe(200);
  return res.body.data.papers as Record<string, unknown>[];
};

describe('assigning to sections', () => {
  it('a teacher assigns to a section they teach, with extra time for one learner', async () => {
    const res = await api.assign(token.teacher, {
      paper_id: schoolPaper,
      sections: [world.sectionA.section_id],
      ...TODAY,
      extensions: [{ uuid: world.people.a1.uuid, extra_minutes: 10 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.assignment).toMatchObject({
      paper_id: schoolPaper,
      school_id: world.school.school_id,
      paper_start_time: '2026-03-10T05:00:00.000Z',
      paper_end_time: '2026-03-10T09:00:00.000Z',
      paper_duration: 30,
      is_olympiad: 0,
      sections: [{ section_id: world.sectionA.section_id, section_name: '7-A', learner_count: 2 }],
      extensions: [{ uuid: world.people.a1.uuid, extra_minutes: 10 }],
    });
  });

  it('tells the section’s learners and their parents, naming the child, with the window in the school’s time', async () => {
    await t.services.jobs.drain();
    // What each person's notification centre shows (a child is named when read, by their name then).
    const toldTo = async (who: AssessWho) => {
      const res = await api.post('/api/notifications/list', token[who], {});
      return (res.body.data.notifications as { kind: string; title: string; body: string; link: string | null }[])
        .filter((n) => n.kind === 'paper_assigned')
        .map(({ title, body, link }) => ({ title, body, link }));
    };
    // 05:00 to 09:00 UTC is 10:30 to 14:30 in India.
    const window = 'opens Tue, 10 Mar, 10:30 IST and closes Tue, 10 Mar, 14:30 IST.';
    expect(await toldTo('a1')).toEqual([
      { title: 'A test is assigned', body: `“Motion test” ${window}`, link: '/my-assignment' },
    ]);
    expect(await toldTo('parentA1')).toEqual([
      { title: 'A test is assigned', body: `Asha has a test: “Motion test” ${window}`, link: '/my-assignment' },
    ]);
    // Another section's learner hears nothing.
    expect(await toldTo('b1')).toEqual([]);
  });

  it('refuses a section the teacher does not teach (403), another school’s (404), a learner (403), a closed window (400)', async () => {
    const to = (who: AssessWho, sections: number[], w = TODAY) =>
      api.assign(token[who], { paper_id: schoolPaper, sections, ...w });
    expect((await to('teacher', [world.sectionB.section_id])).status).toBe(403);
    expect((await to('otherTeacher', [world.sectionA.section_id])).status).toBe(404);
    expect((await to('a1', [world.sectionA.section_id])).status).toBe(403);
    const past = await to(
      'teacher',
      [world.sectionA.section_id],
      windowOf('2026-03-01T05:00:00Z', '2026-03-01T09:00:00Z'),
    );
    expect(past.status).toBe(400);
    expect(past.body.errors[0].field).toBe('paper_end_time');
    const stranger = await api.assign(token.teacher, {
      paper_id: schoolPaper,
      sections: [world.sectionA.section_id],
      ...TODAY,
      extensions: [{ uuid: world.people.b1.uuid, extra_minutes: 5 }],
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0].field).toBe('extensions.0.uuid');
  });

  it("the learner's list: route to the instructions, the time gate on the server's clock; another section sees nothing", async () => {
    await api.assigned(token.admin, {
      paper_id: schoolPaper,
      sections: [world.sectionA.section_id],
      ...TOMORROW,
      title: 'Tomorrow',
    });
    const mine = await items('a1');
    const today = mine.find((p) => p.title === 'Motion test')!;
    expect(today).toMatchObject({
      paper_id: schoolPaper,
      attempt_status_id: 1,
      attempt_route: 'paper-instructions',
      time_gate: { open: true, toast: null },
      teacher_name: expect.stringMatching(/^Tara /),
      total_questions: 1,
      batch_details: { section_id: world.sectionA.section_id, school_id: world.school.school_id },
    });
    expect(mine.find((p) => p.title === 'Tomorrow')).toMatchObject({
      time_gate: { open: false, toast: 'Paper Not started' },
    });
    expect(await items('b1')).toEqual([]);
    clock.set('2026-03-10T10:00:00Z');
    token = await signInAssessment(t, world);
    expect((await items('a1')).find((p) => p.title === 'Motion test')).toMatchObject({
      time_gate: { open: false, toast: 'Paper Time Over' },
    });
    clock.set('2026-03-10T06:00:00Z');
    token = await signInAssessment(t, world);
  });

  it('a parent reads their child’s list; another parent and another learner are refused', async () => {
    const asParent = await items('parentA1', 'studentAssignedPaperList', { uuid: world.people.a1.uuid });
    expect(asParent.length).toBeGreaterThan(0);
    expect((await api.list(token.parentB1, 'studentAssignedPaperList', { uuid: world.people.a1.uuid })).status).toBe(
      403,
    );
    expect((await api.list(token.a2, 'studentAssignedPaperList', { uuid: world.people.a1.uuid })).status).toBe(403);
  });
});

describe('attempts in the lists', () => {
  it('submitted and evaluated lists, attempted status by ids, group status by syllabus', async () => {
    const [item] = (await items('a2')).filter((p) => p.title === 'Motion test');
    const at = '2026-03-10T05:30:00.000Z';
    const attempt = {
      assign_id: item!.assign_id as number,
      assign_key: item!.assign_id as number,
      paper_id: schoolPaper,
      uuid: world.people.a2.uuid,
      school_id: world.school.school_id,
      section_id: world.sectionA.section_id,
      attempt_no: 1,
      started_at: at,
      deadline_at: '2026-03-10T06:00:00.000Z',
      updated_at: at,
    };
    await t.db
      .insertInto('attempts')
      .values({ ...attempt, status: 2 })
      .execute();
    expect((await items('a2')).find((p) => p.title === 'Motion test')).toMatchObject({
      attempt_status_id: 2,
      attempt_route: 'test-engine',
      student_end_test_time: '2026-03-10T06:00:00.000Z',
    });
    await t.db
      .updateTable('attempts')
      .set({ status: 5, submitted_at: at, score: 3, max_marks: 4, rank: 1, percentile: 100, results_published_at: at })
      .where('uuid', '=', world.people.a2.uuid)
      .execute();
    expect((await items('a2')).find((p) => p.title === 'Motion test')).toBeUndefined();
    expect(await items('a2', 'studentSubmittedPaperList')).toHaveLength(1);
    expect((await items('a2', 'studentEvaluatedPaperList'))[0]).toMatchObject({
      score: 3,
      percentage: 75,
      rank: 1,
      percentile: 100,
      results_published: 1,
      attempt_route: null,
    });
    // Not allowed to reattempt: not in that list.
    expect(await items('a2', 'v3/paperListForReattempt')).toEqual([]);
    const status = await api.post(`${REPORT}/student/paperAttemptedStatusByIds`, token.a2, {
      paper_ids: [schoolPaper],
    });
    expect(status.body.data).toContainEqual(
      expect.objectContaining({ paper_id: schoolPaper, attempt_status_id: 5, attempt_count: 1 }),
    );
    const groups = await api.post(`${REPORT}/student/groupStatusBySyllabusId`, token.a2, {
      syllabus_id: world.place.chapterId,
    });
    expect(groups.body.data.groups[0]).toMatchObject({
      paper_count: 2,
      attempted_count: 1,
      evaluated_count: 1,
      best_percentage: 75,
    });
  });
});

describe('a parent’s test and an Olympiad', () => {
  it('a parent assigns a platform paper to their linked child only (group 3782)', async () => {
    const res = await api.assign(token.parentA1, { paper_id: platformPaper, uuid: world.people.a1.uuid, ...TODAY });
    expect(res.status).toBe(200);
    expect(res.body.data.assignment).toMatchObject({ group_id: 3782, is_parent_assigned: 1, school_id: null });
    expect(
      (await api.assign(token.parentA1, { paper_id: platformPaper, uuid: world.people.b1.uuid, ...TODAY })).status,
    ).toBe(403);
    // A school's paper is not the parent's to give.
    expect(
      (await api.assign(token.parentA1, { paper_id: schoolPaper, uuid: world.people.a1.uuid, ...TODAY })).status,
    ).toBe(404);
    const child = await items('a1');
    expect(child.find((p) => p.paper_id === platformPaper)).toMatchObject({ group_id: 3782, is_parent_assigned: 1 });
    expect((await items('a2')).find((p) => p.paper_id === platformPaper)).toBeUndefined();
  });

  it('an Olympiad enrols the section with a slot; the slot end closes it; opening sets status 1', async () => {
    const { assignment } = await api.assigned(token.teacher, {
      paper_id: olympiadPaper,
      sections: [world.sectionA.section_id],
      ...TODAY,
      slot_end_time: '2026-03-10T07:00:00Z',
    });
    expect(assignment).toMatchObject({ is_olympiad: 1, group_id: 3798 });
    const enrolled = await api.get(`${REPORT}/olympiad/enrollments`, token.a1);
    const mine = enrolled.body.data.find((e: { assign_id: number }) => e.assign_id === assignment.assign_id);
    expect(mine).toMatchObject({
      paper_id: olympiadPaper,
      end_date_time: '2026-03-10T07:00:00.000Z',
      enrolled_school_id: world.school.school_id,
      l0: world.place.boardId,
      l1: world.place.classId,
      status: 0,
    });
    expect((await items('a1')).find((p) => p.paper_id === olympiadPaper)).toMatchObject({
      is_olympiad: 1,
      olympiad_enrollment_id: mine.olympiad_enrollment_id,
      slot_end_time: '2026-03-10T07:00:00.000Z',
    });
    const update = {
      olympiad_enrollment_id: mine.olympiad_enrollment_id,
      paper_id: olympiadPaper,
      assign_id: assignment.assign_id,
      status: 1,
    };
    expect((await api.post(`${REPORT}/olympiad/updatePaperStatus`, token.a2, update)).status).toBe(404);
    const opened = await api.post(`${REPORT}/olympiad/updatePaperStatus`, token.a1, update);
    expect(opened.body.data.status).toBe(1);
    expect((await api.get(`${REPORT}/olympiad/enrollments`, token.b1)).body.data).toEqual([]);
    clock.set('2026-03-10T07:30:00Z');
    token = await signInAssessment(t, world);
    expect((await items('a1')).find((p) => p.paper_id === olympiadPaper)).toMatchObject({
      time_gate: { open: false, toast: 'Paper Time Over' },
    });
  });

  it("levelAssignedInfo answers the server's clock; boards 55356665 and 45308718 skip the gate", async () => {
    const res = await api.get(`${REPORT}/levelAssignedInfo`, token.a1, { board: 55356665 });
    expect(res.body.data).toEqual({
      current_time: new Date(clock.now()).toISOString(),
      current_time_ms: clock.now(),
      board_id: 55356665,
      skips_time_gate: true,
    });
    const other = await api.get(`${REPORT}/levelAssignedInfo`, token.a1, { boardId: world.place.boardId });
    expect(other.body.data.skips_time_gate).toBe(false);
  });
});

describe('weak topics', () => {
  it('recommendedSyllabusList names the topics answered right less than 60 % of the time, from published results', async () => {
    const topicId = 880_001;
    await t.db
      .insertInto('syllabus_nodes')
      .values({
        syllabus_id: topicId,
        parent_id: world.place.chapterId,
        syllabus_name: 'Uniform motion',
        syllabus_type_id: 1,
        rack_type_id: 6,
        board_id: world.place.boardId,
        class_id: world.place.classId,
      })
      .execute();
    const question = await api.question(token.teacher, singleQuestion(world, { syllabus_id: topicId }));
    const paper = await api.paper(token.teacher, paperOf(world, [question.question_id]));
    const { assignment } = await api.assigned(token.teacher, {
      paper_id: paper.paper_id,
      sections: [world.sectionA.section_id],
      ...windowOf('2026-03-10T07:00:00Z', '2026-03-12T09:00:00Z'),
    });
    const at = '2026-03-10T07:30:00.000Z';
    const { attempt_id } = await t.db
      .insertInto('attempts')
      .values({
        assign_id: assignment.assign_id,
        assign_key: assignment.assign_id,
        paper_id: paper.paper_id,
        uuid: world.people.a1.uuid,
        attempt_no: 1,
        status: 5,
        started_at: at,
        deadline_at: at,
        updated_at: at,
      })
      .returning('attempt_id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('attempt_answers')
      .values({
        attempt_id,
        question_id: question.question_id,
        client_answer_id: 'c1',
        seq: 1,
        answered_at: 1,
        response: null,
        saved_at: at,
        outcome: 'wrong',
        marks_awarded: -1,
      })
      .execute();
    const ask = () => api.post(`${REPORT}/student/recommendedSyllabusList`, token.a1, {});
    expect((await ask()).body.data.weak_topics).toEqual([]);
    await t.db.updateTable('attempts').set({ results_published_at: at }).where('attempt_id', '=', attempt_id).execute();
    const res = await ask();
    expect(res.body.data.weak_topics).toEqual([
      expect.objectContaining({
        syllabus_id: topicId,
        syllabus_name: 'Uniform motion',
        question_count: 1,
        correct_count: 0,
        accuracy: 0,
        chapter_id: world.place.chapterId,
        recommended_content: [],
      }),
    ]);
    // Another learner's weak topics are not theirs to read.
    expect(
      (await api.post(`${REPORT}/student/recommendedSyllabusList`, token.b1, { uuid: world.people.a1.uuid })).status,
    ).toBe(403);
  });
});

describe('changing an assignment', () => {
  it('a change of the extra minutes counts at the next start, after a start of the assignment before it', async () => {
    const made = await api.assigned(token.teacher, {
      paper_id: schoolPaper,
      sections: [world.sectionA.section_id],
      ...TODAY,
      title: 'Motion retest',
    });
    const start = (who: AssessWho) =>
      api.list(token[who], 'startAttempt', { paper_id: schoolPaper, assign_id: made.assignment.assign_id });
    clock.set('2026-03-10T06:00:00Z');
    token = await signInAssessment(t, world);
    // A 30-minute paper started at 06:00.
    expect((await start('a2')).body.data.timing.deadline_at).toBe('2026-03-10T06:30:00.000Z');
    const changed = await api.assign(token.teacher, {
      paper_id: schoolPaper,
      assign_id: made.assignment.assign_id,
      ...TODAY,
      extensions: [{ uuid: world.people.a1.uuid, extra_minutes: 20 }],
    });
    expect(changed.status).toBe(200);
    expect((await start('a1')).body.data.timing.deadline_at).toBe('2026-03-10T06:50:00.000Z');
  });

  it('who assigned a paper changes it only while they are staff of its school', async () => {
    const made = await api.assigned(token.colleague, {
      paper_id: platformPaper,
      sections: [world.sectionB.section_id],
      ...TOMORROW,
    });
    const change = () =>
      api.assign(token.colleague, { paper_id: platformPaper, assign_id: made.assignment.assign_id, ...TOMORROW });
    expect((await change()).status).toBe(200);
    // The colleague moves to another school: the platform paper is still theirs to use, this school's
    // assignment of it is not.
    const hilltop = await t.db.selectFrom('schools').select('school_id').where('school_name', '=', 'Hilltop School');
    const elsewhere = (await hilltop.executeTakeFirstOrThrow()).school_id;
    await t.db
      .updateTable('memberships')
      .set({ school_id: elsewhere, section_id: null })
      .where('user_uuid', '=', world.people.colleague.uuid)
      .execute();
    expect((await change()).status).toBe(404);
  });
});
