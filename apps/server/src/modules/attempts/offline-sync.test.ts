import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { signInAll, TEACHER, testClock, type Who } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// A timed test carried on offline. Answers made before the deadline (by the attempt's own
// elapsed time) and synced after it, even after the overdue job submitted the attempt, are counted and
// the attempt marked again; one made after the deadline is refused; an elapsed time that runs back as
// seq rises is refused as tampered; the teacher's report says "completed offline, synced at ...".
// Late answers need the server's attempt grant, and an online-only paper never takes them.

const MIN = 60_000;
const clock = testClock('2026-05-04T09:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
});
afterAll(() => t.close());

const attemptRow = (id: number) =>
  t.db.selectFrom('attempts').selectAll().where('attempt_id', '=', id).executeTakeFirstOrThrow();
const answerRows = (id: number) =>
  t.db.selectFrom('attempt_answers').selectAll().where('attempt_id', '=', id).orderBy('question_id').execute();

/** Four single-choice questions (key a, 4 marks, -1 when wrong), a 20-minute paper assigned 09:00-17:00. */
async function twentyMinutePaper(onlineOnly = false) {
  const paper = await makeFixturePaper(t.db, world, {
    minutes: 20,
    questions: [1, 2, 3, 4].map(() => ({ key: { type: 'single' as const, optionId: 'a' } })),
  });
  if (onlineOnly)
    await t.db.updateTable('papers').set({ online_only: 1 }).where('paper_id', '=', paper.paperId).execute();
  const assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-05-04T09:00:00Z',
    end: '2026-05-04T17:00:00Z',
    minutes: 20,
    sectionIds: [world.sectionA.section_id],
  });
  return { ...paper, assignId };
}

async function startAt(iso: string, who: Who, paper: { paperId: number; assignId: number }) {
  clock.set(iso);
  token = await signInAll(t, world);
  const res = await api.start(token[who], { paper_id: paper.paperId, assign_id: paper.assignId });
  expect(res.status).toBe(200);
  return { id: res.body.data.attempt_id as number, grant: res.body.data.timing.attempt_grant as string };
}

const syncSave = (who: Who, attemptId: number, grant: string | undefined, answers: unknown[]) =>
  api.post('/api/student-report/student/saveAnswers', token[who], {
    attempt_id: attemptId,
    answers,
    ...(grant ? { attempt_grant: grant } : {}),
  });

describe('answers made offline before the deadline and synced after it', () => {
  it('are counted after the overdue job submitted the attempt, which is marked again', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T09:00:00Z', 'a1', paper);
    expect(grant).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    // Online for the first answer, then the link drops.
    const online = await api.save(token.a1, id, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 2 * MIN }),
    ]);
    expect(online.status).toBe(200);

    // 09:22: the overdue job submits the attempt as it stands (one answer: 4 marks).
    clock.set('2026-05-04T09:22:00Z');
    await t.services.attempts.overdue.run();
    expect(await attemptRow(id)).toMatchObject({ status: 5, submitted_by: 'deadline', score: 4 });

    // 11:05: the link is back; answers made at 8 and 15 minutes (before the 20-minute deadline) arrive.
    clock.set('2026-05-04T11:05:00Z');
    token = await signInAll(t, world);
    const offline = [
      answer(paper.questionIds[1]!, 1, { option_ids: ['a'] }, { elapsed_ms: 8 * MIN }),
      answer(paper.questionIds[2]!, 2, { option_ids: ['b'] }, { elapsed_ms: 15 * MIN }),
    ];
    const late = await syncSave('a1', id, grant, offline);
    expect(late.status).toBe(200);
    expect(late.body.data.acknowledged.map((a: { status: string }) => a.status)).toEqual(['saved', 'saved']);
    // Marked again: 4 + 4 - 1.
    expect(await attemptRow(id)).toMatchObject({
      status: 5,
      score: 7,
      correct_count: 2,
      wrong_count: 1,
      offline_synced_at: '2026-05-04T11:05:00.000Z',
    });

    // A resend of the same answers (the outbox did not hear the answer) counts once.
    const again = await syncSave('a1', id, grant, offline);
    expect(again.body.data.acknowledged.map((a: { status: string }) => a.status)).toEqual(['duplicate', 'duplicate']);
    expect((await answerRows(id)).filter((a) => a.seq >= 0)).toHaveLength(3);
    expect((await attemptRow(id)).score).toBe(7);
  });

  it('refuses an answer made after the deadline by its own elapsed time, and one whose elapsed time runs back', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T12:00:00Z', 'a2', paper);
    clock.set('2026-05-04T13:00:00Z');
    token = await signInAll(t, world);
    // 21 minutes 1 second: past the 20 minutes and the minute of grace.
    const after = await syncSave('a2', id, grant, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 21 * MIN + 1000 }),
    ]);
    expect(after.status).toBe(409);
    expect(after.body.error_code).toBe('ATTEMPT_CLOSED');
    expect(after.body.message).toContain('made after the time was up');

    // seq 5 made at 12 minutes, then seq 6 claiming 3 minutes: tampered, refused beside the one taken.
    const mixed = await syncSave('a2', id, grant, [
      answer(paper.questionIds[1]!, 5, { option_ids: ['a'] }, { elapsed_ms: 12 * MIN }),
      answer(paper.questionIds[2]!, 6, { option_ids: ['a'] }, { elapsed_ms: 3 * MIN }),
    ]);
    expect(mixed.status).toBe(200);
    const acks = mixed.body.data.acknowledged as { status: string; reason?: string }[];
    expect(acks.map((a) => a.status)).toEqual(['saved', 'refused']);
    expect(acks[1]!.reason).toContain('runs against the order');
    // An elapsed time beyond the time that has passed since the start: refused.
    const beyond = await syncSave('a2', id, grant, [
      answer(paper.questionIds[3]!, 7, { option_ids: ['a'] }, { elapsed_ms: 2 * 60 * MIN }),
    ]);
    expect(beyond.status).toBe(409);

    const kept = (await answerRows(id)).map((a) => a.question_id);
    expect(kept).toEqual([paper.questionIds[1]]);
  });

  it('takes a submit made offline before the deadline: the learner’s, completed offline', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T14:00:00Z', 'a1', paper);
    clock.set('2026-05-04T14:40:00Z');
    token = await signInAll(t, world);
    const res = await api.post('/api/student-report/student/submitAttempt', token.a1, {
      attempt_id: id,
      attempt_grant: grant,
      elapsed_ms: 18 * MIN,
      answers: [answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 17 * MIN })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      already_submitted: false,
      submitted_by: 'learner',
      offline_synced_at: '2026-05-04T14:40:00.000Z',
    });
    expect(await attemptRow(id)).toMatchObject({ score: 4, submitted_by: 'learner' });
  });

  it('takes it as the learner’s even when the overdue job closed the attempt first', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T14:00:00Z', 'a2', paper);
    clock.set('2026-05-04T14:40:00Z');
    // The job runs a minute after the deadline; the phone comes back online later.
    await t.services.attempts.overdue.run();
    expect(await attemptRow(id)).toMatchObject({ submitted_by: 'deadline', score: 0 });
    token = await signInAll(t, world);
    const res = await api.post('/api/student-report/student/submitAttempt', token.a2, {
      attempt_id: id,
      attempt_grant: grant,
      elapsed_ms: 18 * MIN,
      answers: [answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 17 * MIN })],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      already_submitted: false,
      submitted_by: 'learner',
      offline_synced_at: '2026-05-04T14:40:00.000Z',
    });
    expect(await attemptRow(id)).toMatchObject({ score: 4, submitted_by: 'learner' });
    // A second sync of the same submit changes nothing.
    const again = await api.post('/api/student-report/student/submitAttempt', token.a2, {
      attempt_id: id,
      attempt_grant: grant,
      elapsed_ms: 18 * MIN,
    });
    expect(again.body.data).toMatchObject({ already_submitted: true, submitted_by: 'learner' });
  });
});

describe('synced within the minute of grace after waiting offline', () => {
  it('is taken as always and marked completed offline; an engine online is not marked', async () => {
    const paper = await twentyMinutePaper();
    const offline = await startAt('2026-05-04T13:30:00Z', 'a1', paper);
    const online = await startAt('2026-05-04T13:30:00Z', 'a2', paper);
    // The deadline is 13:50. The online engine's auto-submit arrives a second after it.
    clock.set('2026-05-04T13:50:01Z');
    token = await signInAll(t, world);
    const prompt = await api.post('/api/student-report/student/submitAttempt', token.a2, {
      attempt_id: online.id,
      attempt_grant: online.grant,
      elapsed_ms: 20 * MIN,
    });
    expect(prompt.body.data).toMatchObject({ submitted_by: 'learner', offline_synced_at: null });
    // The other learner's link came back 40 s after the deadline: an answer made at 19 minutes and the
    // submit made at the deadline arrive together.
    clock.set('2026-05-04T13:50:40Z');
    token = await signInAll(t, world);
    const res = await api.post('/api/student-report/student/submitAttempt', token.a1, {
      attempt_id: offline.id,
      attempt_grant: offline.grant,
      elapsed_ms: 20 * MIN,
      answers: [answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 19 * MIN })],
    });
    expect(res.body.data).toMatchObject({
      submitted_by: 'learner',
      offline_synced_at: '2026-05-04T13:50:40.000Z',
    });
    expect(res.body.data.acknowledged).toEqual([expect.objectContaining({ status: 'saved' })]);
    expect(await attemptRow(offline.id)).toMatchObject({ score: 4 });
  });
});

describe('what the late rule never takes', () => {
  it('answers without the server’s attempt grant, or with another attempt’s', async () => {
    const first = await twentyMinutePaper();
    const second = await twentyMinutePaper();
    const a = await startAt('2026-05-04T15:00:00Z', 'a2', first);
    const b = await startAt('2026-05-04T15:00:00Z', 'a2', second);
    clock.set('2026-05-04T15:30:00Z');
    token = await signInAll(t, world);
    const none = await syncSave('a2', a.id, undefined, [
      answer(first.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: MIN }),
    ]);
    expect(none.status).toBe(409);
    const other = await syncSave('a2', a.id, b.grant, [
      answer(first.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: MIN }),
    ]);
    expect(other.status).toBe(409);
    expect(await answerRows(a.id)).toHaveLength(0);
  });

  it('answers of an online-only paper arriving after the deadline', async () => {
    const paper = await twentyMinutePaper(true);
    const { id, grant } = await startAt('2026-05-04T15:40:00Z', 'a1', paper);
    clock.set('2026-05-04T16:10:00Z');
    token = await signInAll(t, world);
    const res = await syncSave('a1', id, grant, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: MIN }),
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('can only be taken online');
    // The engine's submit at the deadline, synced as late: the attempt closes as it stands, and the
    // answer riding along is named as not counted.
    const submit = await api.post('/api/student-report/student/submitAttempt', token.a1, {
      attempt_id: id,
      attempt_grant: grant,
      elapsed_ms: 20 * MIN,
      answers: [answer(paper.questionIds[1]!, 1, { option_ids: ['a'] }, { elapsed_ms: 2 * MIN })],
    });
    expect(submit.status).toBe(200);
    expect(submit.body.data).toMatchObject({ submitted_by: 'deadline', offline_synced_at: null });
    expect(submit.body.data.acknowledged).toEqual([
      expect.objectContaining({ status: 'refused', reason: expect.stringContaining('can only be taken online') }),
    ]);
  });

  it('answers reaching the server once the results are released: the result is not changed', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T16:00:00Z', 'a2', paper);
    // The window closes at 17:00; the job submits and publishes.
    clock.set('2026-05-04T17:00:01Z');
    await t.services.attempts.overdue.run();
    const before = await attemptRow(id);
    expect(before.results_published_at).not.toBeNull();
    clock.set('2026-05-04T18:00:00Z');
    token = await signInAll(t, world);
    const res = await syncSave('a2', id, grant, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: MIN }),
    ]);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('results were already released');
    expect((await attemptRow(id)).score).toBe(before.score);
  });
});

describe('a practice test of the learner’s own', () => {
  it('is marked again with answers made offline in time, though its result showed at once', async () => {
    const paper = await makeFixturePaper(t.db, world, {
      minutes: 20,
      schoolId: null,
      questions: [1, 2].map(() => ({ key: { type: 'single' as const, optionId: 'a' } })),
    });
    await t.db
      .updateTable('papers')
      .set({ is_practice: 1, owner_uuid: world.people.a1.uuid })
      .where('paper_id', '=', paper.paperId)
      .execute();
    clock.set('2026-05-04T08:00:00Z');
    token = await signInAll(t, world);
    const started = await api.start(token.a1, { paper_id: paper.paperId });
    expect(started.status).toBe(200);
    const id = started.body.data.attempt_id as number;
    const grant = started.body.data.timing.attempt_grant as string;
    clock.set('2026-05-04T08:22:00Z');
    await t.services.attempts.overdue.run();
    expect((await attemptRow(id)).results_published_at).not.toBeNull();
    clock.set('2026-05-04T09:00:00Z');
    token = await signInAll(t, world);
    const res = await syncSave('a1', id, grant, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 5 * MIN }),
    ]);
    expect(res.status).toBe(200);
    expect(await attemptRow(id)).toMatchObject({ score: 4, offline_synced_at: '2026-05-04T09:00:00.000Z' });
  });
});

describe('the teacher’s report of the paper', () => {
  it('shows when a learner’s attempt was completed offline and synced', async () => {
    const paper = await twentyMinutePaper();
    const { id, grant } = await startAt('2026-05-04T09:00:00Z', 'a1', paper);
    await startAt('2026-05-04T09:00:00Z', 'a2', paper);
    clock.set('2026-05-04T10:42:00Z');
    token = await signInAll(t, world);
    const synced = await syncSave('a1', id, grant, [
      answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }, { elapsed_ms: 4 * MIN }),
    ]);
    expect(synced.status).toBe(200);
    const res = await api.get(`${TEACHER}/studentActivityOnAssignedAssessment`, token.teacher, {
      assignId: paper.assignId,
    });
    expect(res.status).toBe(200);
    const rows = res.body.data.students as { uuid: string; offline_synced_at: string | null }[];
    expect(rows.find((r) => r.uuid === world.people.a1.uuid)?.offline_synced_at).toBe('2026-05-04T10:42:00.000Z');
    expect(rows.find((r) => r.uuid === world.people.a2.uuid)?.offline_synced_at).toBeNull();
  });
});
