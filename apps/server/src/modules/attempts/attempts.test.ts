import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  assignFixturePaper,
  attemptApi,
  makeAssessmentWorld,
  makeFixturePaper,
  type AssessmentWorld,
} from '../../test/assessment-fixtures.js';
import { signInAll, testClock, type Who } from '../../test/learnlist-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paperVersion } from '../papers/papers.module.js';

// The attempt (calls-chosen startAttempt/saveAnswers/submitAttempt, 002 §4.3-§4.4): the
// time gate on the server's clock, the deadline, answers that count once and by the client's order,
// resuming on another device, and the refusal after the deadline plus the grace.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;
let paper: Awaited<ReturnType<typeof makeFixturePaper>>;
let assignId: number;

const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  paper = await makeFixturePaper(t.db, world, {
    questions: [
      { key: { type: 'single', optionId: 'a' } },
      { key: { type: 'multiple', optionIds: ['a', 'b'], optionCount: 4 } },
      { key: { type: 'numeric', value: 9.8, tolerance: 0.1 } },
    ],
  });
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-03-10T06:00:00Z',
    end: '2026-03-10T08:00:00Z',
    minutes: 30,
    extraMinutes: { [world.people.a2.uuid]: 10 },
  });
});
afterAll(() => t.close());

/** Moves the server's clock; tokens are signed again (they last 15 minutes). */
async function move(iso: string) {
  clock.set(iso);
  token = await signInAll(t, world);
}

const startBody = () => ({ paper_id: paper.paperId, assign_id: assignId });

describe('the time gate on the server’s clock (002 §4.4)', () => {
  it('before the window: "Paper Not started"; after it: "Paper Time Over"', async () => {
    await move('2026-03-10T05:59:00Z');
    const early = await api.start(token.a1, startBody());
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error_code: 'PAPER_NOT_STARTED', message: 'Paper Not started' });
    const closed = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-03-09T06:00:00Z',
      end: '2026-03-09T08:00:00Z',
      minutes: 30,
    });
    await move('2026-03-10T06:00:00Z');
    const late = await api.start(token.a1, { paper_id: paper.paperId, assign_id: closed });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ error_code: 'PAPER_TIME_OVER', message: 'Paper Time Over' });
  });

  it('levelAssignedInfo answers the server’s current_time, and whether the board skips the gate', async () => {
    const res = await api.get('/api/student-report/levelAssignedInfo', token.a1, { board: 45308718 });
    expect(res.body.data).toEqual({
      current_time: '2026-03-10T06:00:00.000Z',
      current_time_ms: at('2026-03-10T06:00:00Z'),
      board_id: 45308718,
      skips_time_gate: true,
    });
    const other = await api.get('/api/student-report/levelAssignedInfo', token.a1, { boardId: world.place.boardId });
    expect(other.body.data.skips_time_gate).toBe(false);
  });

  it('boards 55356665 and 45308718 skip the gate', async () => {
    const free = await makeFixturePaper(t.db, world, {
      questions: [{ key: { type: 'single', optionId: 'a' } }],
      boardId: 55356665,
    });
    const closed = await assignFixturePaper(t.db, world, free.paperId, {
      start: '2026-03-09T06:00:00Z',
      end: '2026-03-09T08:00:00Z',
      minutes: 30,
    });
    const res = await api.start(token.a2, { paper_id: free.paperId, assign_id: closed });
    expect(res.status).toBe(200);
  });
});

describe('who may start', () => {
  it('a parent’s test (group 3782) only by the child it names; a practice test only by its owner', async () => {
    const own = await makeFixturePaper(t.db, world, { questions: [{ key: { type: 'integer', value: 1 } }] });
    const byParent = await assignFixturePaper(t.db, world, own.paperId, {
      start: '2026-03-10T00:00:00Z',
      end: '2026-03-11T00:00:00Z',
      minutes: 10,
    });
    await t.db
      .updateTable('paper_assignments')
      .set({ learner_uuid: world.people.a1.uuid, school_id: null, is_parent_assigned: 1, group_id: 3782 })
      .where('assign_id', '=', byParent)
      .execute();
    expect((await api.start(token.a2, { paper_id: own.paperId, assign_id: byParent })).status).toBe(404);
    const mine = await api.start(token.a1, { paper_id: own.paperId, assign_id: byParent });
    expect(mine.body.data).toMatchObject({ attempt_status_id: 2, assign_id: byParent });

    // Made a learner's practice test in place, moving the paper's version as the papers' writers do.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('papers')
        .set({ is_practice: 1, owner_uuid: world.people.a2.uuid, school_id: null, revision: 2 })
        .where('paper_id', '=', own.paperId)
        .execute();
      await t.services.cacheVersions.bumpWithin(trx, paperVersion(own.paperId));
    });
    expect((await api.start(token.a1, { paper_id: own.paperId })).status).toBe(404);
    const practice = await api.start(token.a2, { paper_id: own.paperId, assign_id: 0 });
    expect(practice.body.data).toMatchObject({ attempt_status_id: 2, assign_id: null });
    // No window: the paper's own duration (30 minutes).
    expect(practice.body.data.timing.deadline_ms).toBe(clock.now() + 30 * MIN);
  });

  it('a learner of another section, staff and a parent are refused', async () => {
    expect((await api.start(token.b1, startBody())).status).toBe(404);
    expect((await api.start(token.otherTeacher, startBody())).status).toBe(403);
    expect((await api.start(token.teacher, startBody())).status).toBe(403);
    expect((await api.start(token.parentA1, startBody())).status).toBe(403);
  });
});

let attemptId: number;
let a2AttemptId: number;

describe('starting, saving and resuming', () => {
  it('starts with the deadline of the duration, the questions without keys, and no answers', async () => {
    await move('2026-03-10T06:10:00Z');
    const res = await api.start(token.a1, startBody());
    expect(res.status).toBe(200);
    const d = res.body.data;
    attemptId = d.attempt_id;
    expect(d).toMatchObject({ attempt_status_id: 2, resumed: false, attempt_no: 1, answers: [], next_seq: 0 });
    expect(d.timing.deadline_ms).toBe(at('2026-03-10T06:10:00Z') + 30 * MIN);
    expect(d.timing.server_time_ms).toBe(at('2026-03-10T06:10:00Z'));
    // Warnings when 20 % and 5 % of the 30 minutes are left: 6 and 1.5 minutes before the end.
    expect(d.timing.warn_at_ms).toEqual([d.timing.deadline_ms - 6 * MIN, d.timing.deadline_ms - 1.5 * MIN]);
    expect(d.questions).toHaveLength(3);
    expect(JSON.stringify(d)).not.toMatch(/SECRET-EXPLANATION|"answer"|"explanation"|optionIds|"tolerance"/);
  });

  it('a learner’s extra time is added to the deadline', async () => {
    await move('2026-03-10T06:10:00Z');
    const res = await api.start(token.a2, startBody());
    expect(res.body.data.timing.deadline_ms).toBe(at('2026-03-10T06:10:00Z') + 40 * MIN);
    a2AttemptId = res.body.data.attempt_id;
  });

  it('the window’s end cuts the duration short: min(start + duration, window end)', async () => {
    const short = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-03-10T06:00:00Z',
      end: '2026-03-10T06:20:00Z',
      minutes: 30,
    });
    const res = await api.start(token.a2, { paper_id: paper.paperId, assign_id: short });
    expect(res.body.data.timing.deadline_ms).toBe(at('2026-03-10T06:20:00Z'));
  });

  it('an answer counts once; a later answer wins by seq, not by arrival', async () => {
    // A minute after the start: the 12 s spent on the second question fit in the attempt's wall time.
    await move('2026-03-10T06:11:00Z');
    const [q1, q2] = paper.questionIds;
    const first = answer(q1!, 0, { option_ids: ['c'] });
    const saved = await api.save(token.a1, attemptId, [first]);
    expect(saved.status).toBe(200);
    expect(saved.body.data.acknowledged).toEqual([{ client_answer_id: first.client_answer_id, status: 'saved' }]);
    const again = await api.save(token.a1, attemptId, [first]);
    expect(again.body.data.acknowledged[0].status).toBe('duplicate');

    const later = answer(q1!, 2, { option_ids: ['a'] });
    const earlier = answer(q1!, 1, { option_ids: ['d'] });
    expect((await api.save(token.a1, attemptId, [later])).body.data.acknowledged[0].status).toBe('saved');
    // The earlier answer arrives last (a slow connection): it is kept, not made the answer.
    expect((await api.save(token.a1, attemptId, [earlier])).body.data.acknowledged[0].status).toBe('stale');
    const multi = answer(q2!, 3, { option_ids: ['a'] }, { is_marked: true, time_spent_ms: 12_000 });
    const res = await api.save(token.a1, attemptId, [multi]);
    expect(res.body.data.next_seq).toBe(4);
  });

  it('two answers of one seq are ordered by answered_at', async () => {
    const q3 = paper.questionIds[2]!;
    const newer = answer(q3, 5, { value: 9.85 }, { answered_at: 2000 });
    const older = answer(q3, 5, { value: 1 }, { answered_at: 1000 });
    await api.save(token.a1, attemptId, [newer, older]);
    const resumed = await api.start(token.a1, startBody());
    expect(resumed.body.data.answers.find((a: { question_id: number }) => a.question_id === q3).response).toEqual({
      value: 9.85,
    });
  });

  it('resumes on another device where it stopped: the saved answers and the next seq', async () => {
    await move('2026-03-10T06:20:00Z');
    const res = await api.start(token.a1, startBody());
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ attempt_id: attemptId, attempt_status_id: 3, resumed: true, next_seq: 6 });
    expect(d.timing.deadline_ms).toBe(at('2026-03-10T06:40:00Z'));
    const [q1, q2] = paper.questionIds;
    expect(d.answers).toEqual([
      { question_id: q1, response: { option_ids: ['a'] }, seq: 2, time_spent_ms: 0, is_marked: 0 },
      { question_id: q2, response: { option_ids: ['a'] }, seq: 3, time_spent_ms: 12_000, is_marked: 1 },
      expect.objectContaining({ question_id: paper.questionIds[2], seq: 5 }),
    ]);
  });

  it('refuses a question not on the paper, naming the field', async () => {
    const res = await api.save(token.a1, attemptId, [answer(999_999, 9, { option_ids: ['a'] })]);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('answers.0.question_id');
  });

  it('another learner may not save into, or submit, the attempt', async () => {
    expect((await api.save(token.a2, attemptId, [answer(paper.questionIds[0]!, 9, null)])).status).toBe(404);
    expect((await api.submit(token.a2, attemptId)).status).toBe(404);
  });
});

describe('the deadline and the grace', () => {
  it('takes answers within the grace after the deadline and refuses them after it', async () => {
    await move('2026-03-10T06:40:30Z');
    const inGrace = await api.save(token.a1, attemptId, [
      answer(paper.questionIds[1]!, 10, { option_ids: ['a', 'b'] }),
    ]);
    expect(inGrace.status).toBe(200);
    await move('2026-03-10T06:41:01Z');
    const late = await api.save(token.a1, attemptId, [answer(paper.questionIds[1]!, 11, { option_ids: ['c'] })]);
    expect(late.status).toBe(409);
    expect(late.body.error_code).toBe('ATTEMPT_CLOSED');
  });
});

describe('submitting', () => {
  it('submits once: a repeat says already_submitted and changes nothing; objective answers are marked', async () => {
    const [q1, q2, q3] = paper.questionIds;
    await api.save(token.a2, a2AttemptId, [
      answer(q1!, 0, { option_ids: ['a'] }),
      answer(q2!, 1, { option_ids: ['b', 'a'] }),
      answer(q3!, 2, { value: 9.75 }),
    ]);
    const first = await api.submit(token.a2, a2AttemptId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      attempt_id: a2AttemptId,
      attempt_status_id: 5,
      already_submitted: false,
      submitted_by: 'learner',
    });
    const again = await api.submit(token.a2, a2AttemptId);
    expect(again.body.data).toMatchObject({ already_submitted: true, submitted_at: first.body.data.submitted_at });
    const row = await t.db
      .selectFrom('attempts')
      .selectAll()
      .where('attempt_id', '=', a2AttemptId)
      .executeTakeFirstOrThrow();
    // q1 right (4), q2 both right options (4), q3 within the tolerance of 0.1 (4).
    expect(row).toMatchObject({ score: 12, correct_count: 3, wrong_count: 0, status: 5 });
  });

  it('the attempt left open past its grace was submitted by the server as it stood', async () => {
    // The overdue sweep, as the job queue runs it (called directly: see overdue-attempts.test.ts).
    await t.services.attempts.overdue.run();
    const res = await api.submit(token.a1, attemptId);
    expect(res.body.data).toMatchObject({ already_submitted: true, submitted_by: 'deadline', attempt_status_id: 5 });
  });

  it('after submitting, a new answer is refused but a resent acknowledged one is a duplicate', async () => {
    const [acknowledged] = await t.db
      .selectFrom('attempt_answer_receipts')
      .select(['client_answer_id', 'question_id'])
      .where('attempt_id', '=', attemptId)
      .execute();
    const resend = await api.save(token.a1, attemptId, [
      answer(acknowledged!.question_id, 0, null, { client_answer_id: acknowledged!.client_answer_id }),
    ]);
    expect(resend.status).toBe(200);
    expect(resend.body.data.acknowledged[0].status).toBe('duplicate');
  });

  it('starting again after submitting without reattempts is refused', async () => {
    await move('2026-03-10T06:50:00Z');
    const res = await api.start(token.a1, startBody());
    expect(res.status).toBe(409);
    expect(res.body.error_code).toBe('ATTEMPT_CLOSED');
  });

  it('answers riding along with the submit are saved first', async () => {
    await move('2026-03-10T07:00:00Z');
    const other = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-03-10T06:00:00Z',
      end: '2026-03-10T08:00:00Z',
      minutes: 30,
    });
    const started = await api.start(token.a1, { paper_id: paper.paperId, assign_id: other });
    const id = started.body.data.attempt_id;
    const ride = answer(paper.questionIds[0]!, 0, { option_ids: ['b'] });
    const res = await api.submit(token.a1, id, [ride]);
    expect(res.body.data.acknowledged).toEqual([{ client_answer_id: ride.client_answer_id, status: 'saved' }]);
    const row = await t.db.selectFrom('attempts').selectAll().where('attempt_id', '=', id).executeTakeFirstOrThrow();
    // One wrong single answer: the negative mark, 1; the others unanswered.
    expect(row).toMatchObject({ score: -1, wrong_count: 1, unanswered_count: 2 });
  });

  it('saves arriving together are judged one by one: a closed attempt’s is refused, the others are kept', async () => {
    const other = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-03-10T06:00:00Z',
      end: '2026-03-10T08:00:00Z',
      minutes: 30,
    });
    const open = (await api.start(token.a2, { paper_id: paper.paperId, assign_id: other })).body.data.attempt_id;
    const late = answer(paper.questionIds[1]!, 50, { option_ids: ['a'] });
    const kept = answer(paper.questionIds[1]!, 1, { option_ids: ['a', 'b'] });
    // a1's attempt was submitted above; the two saves reach the server in the same moment.
    const [refused, saved] = await Promise.all([
      api.save(token.a1, attemptId, [late]),
      api.save(token.a2, open, [kept]),
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error_code).toBe('ATTEMPT_CLOSED');
    expect(saved.status).toBe(200);
    expect(saved.body.data.acknowledged).toEqual([{ client_answer_id: kept.client_answer_id, status: 'saved' }]);
    const rows = await t.db
      .selectFrom('attempt_answer_receipts')
      .select('client_answer_id')
      .where('client_answer_id', 'in', [late.client_answer_id, kept.client_answer_id])
      .execute();
    expect(rows.map((r) => r.client_answer_id)).toEqual([kept.client_answer_id]);
  });
});

describe('time per question (a 43-second attempt showed 5 s)', () => {
  it('keeps the time each answer carries, never more than the wall time since the start summed over questions', async () => {
    await move('2026-03-10T07:00:00Z');
    const timed = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-03-10T07:00:00Z',
      end: '2026-03-10T08:00:00Z',
      minutes: 30,
    });
    const started = await api.start(token.a1, { paper_id: paper.paperId, assign_id: timed });
    expect(started.status).toBe(200);
    const id = started.body.data.attempt_id;
    const [q1, q2, q3] = paper.questionIds;
    await move('2026-03-10T07:00:43Z');
    await api.save(token.a1, id, [
      answer(q1!, 0, { option_ids: ['a'] }, { time_spent_ms: 12_000 }),
      answer(q2!, 1, { option_ids: ['a', 'b'] }, { time_spent_ms: 20_000 }),
    ]);
    // An hour claimed 43 s after the start: only the 11 s the other two questions leave are kept.
    await api.save(token.a1, id, [answer(q3!, 2, { value: 9.8 }, { time_spent_ms: 3_600_000 })]);
    // The first question seen again for 5 s: its 17 s no longer fit beside the others' 31 s.
    await api.save(token.a1, id, [answer(q1!, 3, { option_ids: ['a'] }, { time_spent_ms: 17_000 })]);
    const resumed = await api.start(token.a1, { paper_id: paper.paperId, assign_id: timed });
    const times = Object.fromEntries(
      resumed.body.data.answers.map((a: { question_id: number; time_spent_ms: number }) => [
        a.question_id,
        a.time_spent_ms,
      ]),
    );
    expect(times).toEqual({ [q1!]: 12_000, [q2!]: 20_000, [q3!]: 11_000 });
    await move('2026-03-10T07:01:00Z');
    // 17 s later the same 17 s fit: the kept time follows the answer.
    await api.save(token.a1, id, [answer(q1!, 4, { option_ids: ['a'] }, { time_spent_ms: 17_000 })]);
    const later = await api.start(token.a1, { paper_id: paper.paperId, assign_id: timed });
    const sum = later.body.data.answers.reduce((s: number, a: { time_spent_ms: number }) => s + a.time_spent_ms, 0);
    expect(sum).toBe(48_000);
  });
});
