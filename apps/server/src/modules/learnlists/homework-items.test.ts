import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassReadsRepository } from '../live-classes/class-reads.repository.js';
import { createRecordingsRepository } from '../recordings/recordings.repository.js';
import { QUESTION } from '../../test/assessment-factories.js';
import {
  attemptApi,
  makeAssessmentWorld,
  makeBankQuestion,
  makeFixturePaper,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { learnListApi, signInAll, SYLLABUS, testClock, type Who } from '../../test/learnlist-factories.js';
import { recordingApi } from '../../test/recording-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// Every kind of homework item opens and counts. A teacher gives a question, a
// paper and a recorded lecture of her school (and the platform's question and paper) as homework; the
// learners see their titles and open each: a question read to practise it, the paper's own attempt
// started, the recording's playback allowed by the gate. Each open completes its item once (spec 000
// §4, 002 §4.2); a parent reading along completes nothing; another school's items are never added
// nor named.

// 11:30 in India (the test school's zone).
const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
const ids = { schoolQ: 0, platformQ: 0, otherQ: 0, schoolPaper: 0, platformPaper: 0, otherPaper: 0 };
let recordingId = 0;
let otherRecordingId = 0;
let listId = 0;
let assignId = 0;

const single = (stem: string) => ({ key: { type: 'single' as const, optionId: 'a' }, stem });

async function otherSchool(): Promise<{ schoolId: number; sectionId: number }> {
  const row = await t.db
    .selectFrom('memberships')
    .select(['school_id', 'section_id'])
    .where('user_uuid', '=', world.people.otherTeacher.uuid)
    .executeTakeFirstOrThrow();
  return { schoolId: row.school_id, sectionId: row.section_id! };
}

/** A ready recording of a class of the teacher's (scheduled through the call), put straight in its table. */
async function recordingOf(teacher: Who, sectionId: number, schoolId: number, title: string) {
  const scheduled = await recordingApi(t).schedule(token[teacher], {
    section_ids: [sectionId],
    subject_id: world.place.subjectId,
    title,
    schedule_date: '2026-03-10',
    start_time: '15:00',
    duration: 30,
    room_link: 'https://meet.jit.si/lakeside-homework',
  });
  if (scheduled.status !== 200) throw new Error(JSON.stringify(scheduled.body));
  const at = '2026-03-10T06:00:00.000Z';
  return createRecordingsRepository(t.db, createClassReadsRepository(t.db)).insertUpload({
    sch_id: scheduled.body.data.live_class.sch_id,
    school_id: schoolId,
    source: 'upload',
    external_id: null,
    media_key: `uploads/${schoolId}/recordings/${title.replace(/\W/g, '-')}.mp4`,
    playback_url: null,
    notes_key: null,
    title,
    duration_seconds: 1800,
    state: 'ready',
    created_by: null,
    created_at: at,
    updated_at: at,
  });
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  const other = await otherSchool();
  ids.schoolQ = await makeBankQuestion(
    t.db,
    world,
    single('<p>What is the <b>speed</b> of a car that goes 60&nbsp;km in 1 hour?</p>'),
    world.school.school_id,
  );
  ids.platformQ = await makeBankQuestion(t.db, world, single('Which is a vector?'), null);
  ids.otherQ = await makeBankQuestion(t.db, world, single('Hilltop’s own question'), other.schoolId);
  const paper = (name: string, schoolId: number | null) =>
    makeFixturePaper(t.db, world, { name, schoolId, questions: [single(`${name} question`)] });
  ids.schoolPaper = (await paper('Lakeside motion test', world.school.school_id)).paperId;
  ids.platformPaper = (await paper('Platform motion paper', null)).paperId;
  ids.otherPaper = (await paper('Hilltop motion test', other.schoolId)).paperId;
  recordingId = await recordingOf('teacher', world.sectionA.section_id, world.school.school_id, 'Speed and velocity');
  otherRecordingId = await recordingOf('otherTeacher', other.sectionId, other.schoolId, 'Hilltop class');
});
afterAll(() => t.close());

const item = (id: number, type: number) => ({ learnlist_item_id: id, learnlist_item_type: type });
/** The items a learner completed, once learn-lists has handled every open (its jobs for the owners' events). */
const completions = async (uuid: string) => {
  await t.services.jobs.drain();
  return t.db
    .selectFrom('learnlist_completions as c')
    .innerJoin('learnlist_items as i', 'i.item_row_id', 'c.item_row_id')
    .select(['i.item_id', 'i.item_type', 'c.completed_on'])
    .where('c.uuid', '=', uuid)
    .where('c.assign_id', '=', assignId)
    .where('c.completed_on', 'is not', null)
    .orderBy('i.item_order')
    .execute();
};
const questionDetail = (who: Who, questionId: number, extra: Record<string, unknown> = {}) =>
  call(t.app, 'POST', `${QUESTION}/question/getQuestionDetailsById`, {
    token: token[who],
    body: { question_id: questionId, parent_question_id: 0, stage: 5, language_id: 1, ...extra },
  });

describe('a teacher gives a question, a paper and a recorded lecture as homework', () => {
  it('adds them (the school’s and the platform’s), assigns the list; its items carry their titles and open', async () => {
    const api = learnListApi(t);
    const made = await api.create(token.teacher, {
      learnlist_name: 'Motion: practise and watch',
      learnlist_data: [
        item(ids.schoolQ, 2),
        item(ids.platformQ, 2),
        item(ids.schoolPaper, 3),
        item(ids.platformPaper, 6),
        item(recordingId, 5),
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    listId = made.body.data.learnlist.learnlist_id;
    expect((await api.publish(token.teacher, listId)).status).toBe(200);
    // The school's admin gives it to both sections (the teacher teaches 7-A only).
    const assigned = await api.assign(token.admin, {
      learnlist_id: listId,
      sections: [world.sectionA.section_id, world.sectionB.section_id],
      start_date: '2026-03-10',
      due_date: '2026-03-14',
    });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    assignId = assigned.body.data.assignment.assign_id;
    const detail = await api.detail(token.a1, { learnListId: listId, assignId });
    expect(detail.status).toBe(200);
    const shown = detail.body.data.learnlist_data.map((i: Record<string, unknown>) => ({
      kind: i.item_kind,
      title: i.content_title,
      openable: i.openable,
      reason: i.unavailable_reason,
    }));
    expect(shown).toEqual([
      {
        kind: 'question',
        title: 'What is the speed of a car that goes 60 km in 1 hour?',
        openable: true,
        reason: null,
      },
      { kind: 'question', title: 'Which is a vector?', openable: true, reason: null },
      { kind: 'paper', title: 'Lakeside motion test', openable: true, reason: null },
      { kind: 'paper', title: 'Platform motion paper', openable: true, reason: null },
      { kind: 'recorded_lecture', title: 'Speed and velocity', openable: true, reason: null },
    ]);
    const report = await api.report(token.teacher, { learnListId: listId, assignId });
    expect(report.body.data.items.map((i: { content_title: string }) => i.content_title)[2]).toBe(
      'Lakeside motion test',
    );
  });

  it('refuses another school’s question, paper or recording, and ids that name nothing (400 naming the field)', async () => {
    const add = (items: unknown[]) =>
      learnListApi(t).post(`${SYLLABUS}/addItemToLearnListUniversity`, token.teacher, { learnlist_id: listId, items });
    for (const refused of [
      item(ids.otherQ, 2),
      item(ids.otherPaper, 3),
      item(otherRecordingId, 5),
      item(99_999_999, 2),
      item(99_999_999, 9),
      item(99_999_999, 5),
    ]) {
      const res = await add([item(ids.platformQ, 2), refused]);
      expect(res.status, JSON.stringify(refused)).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'items.1.learnlist_item_id', message: expect.any(String) }]);
    }
    const notAnId = await add([{ learnlist_item_id: 'Q-1', learnlist_item_type: 2 }]);
    expect(notAnId.body.errors).toEqual([
      { field: 'items.0.learnlist_item_id', message: 'items.0.learnlist_item_id must be a question id.' },
    ]);
  });

  it('never names another school’s item a list holds from before, and says why it does not open', async () => {
    const made = await learnListApi(t).create(token.teacher, {
      learnlist_name: 'Old list',
      learnlist_data: [{ learnlist_item_id: 'T1', learnlist_item_type: 4, task_text: 'Read.' }],
    });
    const oldId = made.body.data.learnlist.learnlist_id;
    const row = (type: number, id: number, order: number) => ({
      learnlist_id: oldId,
      item_type: type,
      item_id: String(id),
      syllabus_id: null,
      syllabus_mapping_id: null,
      group_id: null,
      item_order: order,
      task_text: null,
      created_at: '2026-03-10T06:00:00.000Z',
    });
    await t.db
      .insertInto('learnlist_items')
      .values([row(2, ids.otherQ, 2), row(3, ids.otherPaper, 3), row(5, otherRecordingId, 4)])
      .execute();
    const detail = await learnListApi(t).detail(token.teacher, { learnListId: oldId });
    const theirs = detail.body.data.learnlist_data.slice(1);
    expect(JSON.stringify(theirs)).not.toMatch(/Hilltop/);
    expect(theirs.map((i: Record<string, unknown>) => [i.content_title, i.openable])).toEqual([
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(theirs[1].unavailable_reason).toBe('This paper is no longer available.');
  });
});

describe('the learner opens each item from the homework, and each is completed once', () => {
  it('a parent reading a question along with their child completes nothing', async () => {
    const read = await questionDetail('parentA1', ids.schoolQ, { assign_id: assignId, uuid: world.people.a1.uuid });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(await completions(world.people.a1.uuid)).toEqual([]);
  });

  it('a question: the school’s reads only from the homework; opened to practise, it is complete (twice, once)', async () => {
    expect((await questionDetail('a1', ids.schoolQ)).status).toBe(404);
    const read = await questionDetail('a1', ids.schoolQ, { assign_id: assignId });
    expect(read.status).toBe(200);
    expect(read.body.data.question.question_id).toBe(ids.schoolQ);
    clock.set('2026-03-10T06:10:00Z');
    token = await signInAll(t, world);
    await questionDetail('a1', ids.schoolQ, { assign_id: assignId });
    expect(await completions(world.people.a1.uuid)).toEqual([
      { item_id: String(ids.schoolQ), item_type: 2, completed_on: '2026-03-10T06:00:00.000Z' },
    ]);
    const checked = await call(t.app, 'POST', `${QUESTION}/question/v2/checkPracticeAnswer`, {
      token: token.a1,
      body: { question_id: ids.schoolQ, answer: { option_ids: ['a'] }, assign_id: assignId },
    });
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body.data.outcome).toBe('correct');
    // A learner of another school's section naming this homework reads nothing.
    expect((await questionDetail('otherTeacher', ids.schoolQ, { assign_id: assignId })).status).toBe(404);
  });

  it('a paper: the learner’s own attempt starts from the homework and completes it (a resume counts once)', async () => {
    const attempts = attemptApi(t);
    const plain = await attempts.start(token.a1, { paper_id: ids.schoolPaper, assign_id: 0 });
    expect(plain.status).toBe(404);
    const started = await attempts.start(token.a1, {
      paper_id: ids.schoolPaper,
      assign_id: 0,
      learnlist_assign_id: assignId,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.data).toMatchObject({ assign_id: null, resumed: false });
    clock.set('2026-03-10T06:20:00Z');
    token = await signInAll(t, world);
    const resumed = await attempts.start(token.a1, {
      paper_id: ids.schoolPaper,
      assign_id: 0,
      learnlist_assign_id: assignId,
    });
    expect(resumed.status, JSON.stringify(resumed.body)).toBe(200);
    expect(resumed.body.data.resumed).toBe(true);
    // The platform's paper opens from the school's homework without a package (mode 1).
    const platform = await attempts.start(token.a1, { paper_id: ids.platformPaper, learnlist_assign_id: assignId });
    expect(platform.status, JSON.stringify(platform.body)).toBe(200);
    const done = await completions(world.people.a1.uuid);
    expect(done.map((d) => [d.item_id, d.completed_on])).toEqual([
      [String(ids.schoolQ), '2026-03-10T06:00:00.000Z'],
      [String(ids.schoolPaper), '2026-03-10T06:10:00.000Z'],
      [String(ids.platformPaper), '2026-03-10T06:20:00.000Z'],
    ]);
  });

  it('a recorded lecture: played through the gate from the homework, it is complete; a parent’s playback is not', async () => {
    const recordings = recordingApi(t);
    const forChild = await recordings.details(token.parentB1, {
      video_id: recordingId,
      uuid: world.people.b1.uuid,
      assign_id: assignId,
    });
    expect(forChild.body.data.access).toMatchObject({ allowed: true });
    expect(await completions(world.people.b1.uuid)).toEqual([]);
    // 7-B's learner sees 7-A's class recording because their homework lists it.
    const opened = await recordings.details(token.b1, { video_id: recordingId, assign_id: assignId });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      access: { allowed: true },
      recorded_lecture: { title: 'Speed and velocity' },
    });
    expect(opened.body.data.video_url).toEqual(expect.any(String));
    await recordings.details(token.b1, { video_id: recordingId, assign_id: assignId });
    expect(await completions(world.people.b1.uuid)).toEqual([
      { item_id: String(recordingId), item_type: 5, completed_on: '2026-03-10T06:20:00.000Z' },
    ]);
    // Another school's recording stays absent, homework or not.
    expect((await recordings.details(token.b1, { video_id: otherRecordingId, assign_id: assignId })).status).toBe(404);
  });

  it('the learner’s homework shows what is done, and markLearnListItemComplete again records nothing new', async () => {
    const detail = await learnListApi(t).detail(token.a1, { learnListId: listId, assignId });
    const done = detail.body.data.learnlist_data.map((i: { completed_on: string | null }) => i.completed_on !== null);
    expect(done).toEqual([true, false, true, true, false]);
    const again = await learnListApi(t).complete(token.a1, {
      assign_id: assignId,
      learnlist_id: listId,
      learnlist_item_id: String(ids.schoolPaper),
      learnlist_item_type: 3,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({ recorded: false, completed_on: '2026-03-10T06:10:00.000Z' });
  });

  it('opens told out of order (handled side by side) keep the earliest moment as the completion', async () => {
    const homework = t.services.learnlists.homework;
    const told = (at: string) =>
      homework.itemOpened({ uuid: world.people.a2.uuid, assignId, kind: 'question', itemId: String(ids.schoolQ), at });
    await told('2026-03-10T06:30:00.000Z');
    await told('2026-03-10T06:25:00.000Z');
    const done = await completions(world.people.a2.uuid);
    expect(done.map((d) => [d.item_id, d.completed_on])).toEqual([[String(ids.schoolQ), '2026-03-10T06:25:00.000Z']]);
  });
});
