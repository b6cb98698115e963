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

// Evaluation: the paper's marking (10/40 partial marking as JEE Advanced, negative
// marks), subjective answers marked by teachers of the assignment's school, results published when
// all are marked and the window closed (learners and parents told), drops and key changes marking
// every attempt again, and ranks with NTA percentiles recomputed (17/19).

const clock = testClock('2026-05-04T08:00:00Z');
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
const row = (who: Who) =>
  t.db.selectFrom('attempts').selectAll().where('attempt_id', '=', attemptOf[who]!).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  paper = await makeFixturePaper(t.db, world, {
    settings: [
      [10, 40],
      [17, 19],
    ],
    questions: [
      { key: { type: 'multiple', optionIds: ['a', 'b', 'c'], optionCount: 4 }, marks: 4, negative: 2 },
      { key: { type: 'single', optionId: 'a' }, marks: 4, negative: 1 },
      { key: { type: 'subjective' }, marks: 5, negative: 0 },
    ],
  });
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-05-04T08:00:00Z',
    end: '2026-05-04T10:00:00Z',
    minutes: 60,
  });
});
afterAll(() => t.close());

const [MULTI, SINGLE, ESSAY] = [0, 1, 2];
const q = (i: number) => paper.questionIds[i]!;

describe('marking at submit with the paper’s settings', () => {
  it('partial marks for correct options only; the negative mark for any wrong one; subjective waits', async () => {
    const answers: Record<'a1' | 'a2', unknown[]> = {
      // Two of the three correct options, no wrong one: 4 ÷ 4 options × 2 = 2. Single right: 4.
      a1: [answer(q(MULTI), 0, { option_ids: ['a', 'b'] }), answer(q(SINGLE), 1, { option_ids: ['a'] })],
      // A wrong option among them: −2. Single wrong: −1.
      a2: [answer(q(MULTI), 0, { option_ids: ['a', 'd'] }), answer(q(SINGLE), 1, { option_ids: ['b'] })],
    };
    for (const who of ['a1', 'a2'] as const) {
      const started = await api.start(token[who], { paper_id: paper.paperId, assign_id: assignId });
      attemptOf[who] = started.body.data.attempt_id;
      await api.save(token[who], attemptOf[who]!, [
        ...answers[who],
        answer(q(ESSAY), 2, { text: `My working, by ${who}` }),
      ]);
      const submitted = await api.submit(token[who], attemptOf[who]!);
      expect(submitted.body.data).toMatchObject({ attempt_status_id: 4, results_published: false });
    }
    expect(await row('a1')).toMatchObject({ score: 6, partial_count: 1, correct_count: 1, pending_count: 1 });
    expect(await row('a2')).toMatchObject({ score: -3, wrong_count: 2, pending_count: 1 });
  });
});

describe('a teacher marks subjective answers', () => {
  it('only staff of the assignment’s school who teach the section', async () => {
    const body = { attempt_id: attemptOf.a1, marks: [{ question_id: q(ESSAY), marks: 5 }] };
    expect((await api.evaluate(token.otherTeacher, body)).status).toBe(404);
    expect((await api.evaluate(token.colleague, body)).status).toBe(403);
    expect((await api.evaluate(token.a1, body)).status).toBe(403);
    expect((await api.evaluate(token.parentA1, body)).status).toBe(403);
  });

  it('refuses marks above the question’s and questions the key marks, naming the field', async () => {
    const over = await api.evaluate(token.teacher, {
      attempt_id: attemptOf.a1,
      marks: [{ question_id: q(ESSAY), marks: 6 }],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('marks.0.marks');
    const keyed = await api.evaluate(token.teacher, {
      attempt_id: attemptOf.a1,
      marks: [{ question_id: q(SINGLE), marks: 4 }],
    });
    expect(keyed.status).toBe(400);
    expect(keyed.body.message).toContain('marks.0.question_id');
  });

  it('marks complete an attempt; results wait for the window to close', async () => {
    const a1 = await api.evaluate(token.teacher, {
      attempt_id: attemptOf.a1,
      marks: [{ question_id: q(ESSAY), marks: 5, comment: 'Clear working.' }],
    });
    expect(a1.body.data).toMatchObject({ attempt_status_id: 5, pending_count: 0, score: 11, results_published: false });
    const a2 = await api.evaluate(token.admin, {
      attempt_id: attemptOf.a2,
      marks: [{ question_id: q(ESSAY), marks: 3 }],
    });
    expect(a2.body.data).toMatchObject({ attempt_status_id: 5, score: 0, results_published: false });
  });

  it('once the window closed: published, ranked (17/19), learners and parents told', async () => {
    await move('2026-05-04T10:00:01Z');
    await t.services.attempts.overdue.run();
    expect(await row('a1')).toMatchObject({ rank: 1, percentile: 100, candidates: 2 });
    // NTA: 100 × candidates at or below ÷ candidates = 100 × 1 ÷ 2.
    expect(await row('a2')).toMatchObject({ rank: 2, percentile: 50, candidates: 2 });
    await t.services.jobs.drain();
    const told = await t.db
      .selectFrom('notifications')
      .select(['recipient_uuid'])
      .where('kind', '=', 'assessment_results_published')
      .execute();
    const people = world.people;
    expect(new Set(told.map((n) => n.recipient_uuid))).toEqual(
      new Set([people.a1.uuid, people.a2.uuid, people.parentA1.uuid]),
    );
  });

  it('"Results are out" opens that result: the learner’s report, and the parent’s child’s by name', async () => {
    const toldTo = async (who: Who) =>
      t.db
        .selectFrom('notifications')
        .select(['body', 'link'])
        .where('kind', '=', 'assessment_results_published')
        .where('recipient_uuid', '=', world.people[who].uuid)
        .executeTakeFirstOrThrow();
    // As the pilot found, it opened /reports with no id, which the server answers 400.
    for (const who of ['a1', 'parentA1'] as const) {
      const { link } = await toldTo(who);
      const url = new URL(link!, 'http://school.test');
      expect(url.pathname).toBe('/reports');
      const query = {
        assign_id: url.searchParams.get('assignId')!,
        paper_id: url.searchParams.get('paperId')!,
        ...(url.searchParams.get('uuid') ? { uuid: url.searchParams.get('uuid')! } : {}),
      };
      const opened = await api.get('/api/student-report/student/paperReport', token[who], query);
      expect(opened.status, JSON.stringify(opened.body)).toBe(200);
      expect(opened.body.data).toMatchObject({ results_published: true, rank: 1 });
    }
    // The parent's notification centre names the child (looked up when read, not kept in the row).
    const centre = await api.post('/api/notifications/list', token.parentA1, {});
    const results = (centre.body.data.notifications as { kind: string; body: string }[]).filter(
      (n) => n.kind === 'assessment_results_published',
    );
    expect(results.map((n) => n.body)).toEqual([expect.stringMatching(/^Asha’s results of “.+” are out\.$/)]);
  });
});

describe('drops and key changes mark every attempt again', () => {
  const report = async (who: Who) =>
    (await api.get('/api/student-report/student/paperReport', token[who], { attempt_id: attemptOf[who]! })).body.data;

  it('a dropped question gives everyone its marks; ranks follow', async () => {
    // Read once before: a report read again within the minute must still show the change.
    expect(await report('a1')).toMatchObject({ results_published: true, rank: 1 });
    const drop = (who: Who) =>
      api.post('/api/paperCreation/v2/dropQuestion', token[who], {
        paper_id: paper.paperId,
        question_id: q(MULTI),
        is_dropped: true,
      });
    expect((await drop('otherTeacher')).status).toBe(404);
    expect((await drop('a1')).status).toBe(403);
    const res = await drop('teacher');
    expect(res.body.data).toMatchObject({ is_dropped: 1, reevaluated_attempts: 2 });
    // a1: 4 (dropped) + 4 + 5 = 13; a2: 4 − 1 + 3 = 6.
    expect(await row('a1')).toMatchObject({ score: 13, rank: 1 });
    expect(await row('a2')).toMatchObject({ score: 6, rank: 2 });
    const after = await report('a1');
    expect(after).toMatchObject({ score: 13, rank: 1 });
    expect(after.answers[MULTI]).toMatchObject({ outcome: 'dropped', is_dropped: 1 });
  });

  it('an answer-key change re-marks every attempt and recomputes ranks', async () => {
    await t.db
      .updateTable('questions')
      .set({ answer_key: JSON.stringify({ type: 'single', optionId: 'b' }) })
      .where('question_id', '=', q(SINGLE))
      .execute();
    await t.services.attempts.evaluation.keysChanged([q(SINGLE)]);
    // a1: 4 + (−1) + 5 = 8; a2: 4 + 4 + 3 = 11.
    expect(await row('a1')).toMatchObject({ score: 8, rank: 2, percentile: 50 });
    expect(await row('a2')).toMatchObject({ score: 11, rank: 1, percentile: 100 });
    expect(await report('a1')).toMatchObject({ score: 8, rank: 2, percentile: 50 });
    expect(await report('a2')).toMatchObject({ score: 11, rank: 1, percentile: 100 });
  });
});

describe('Olympiads are ranked across the platform', () => {
  it('every Olympiad assignment of the paper counts toward platform_rank and platform_percentile', async () => {
    await move('2026-05-05T08:00:00Z');
    const olympiad = await makeFixturePaper(t.db, world, {
      settings: [[17, 19]],
      questions: [{ key: { type: 'single', optionId: 'a' } }, { key: { type: 'single', optionId: 'b' } }],
    });
    const window = { start: '2026-05-05T08:00:00Z', end: '2026-05-05T10:00:00Z', minutes: 30, isOlympiad: true };
    const inA = await assignFixturePaper(t.db, world, olympiad.paperId, window);
    const inB = await assignFixturePaper(t.db, world, olympiad.paperId, {
      ...window,
      sectionIds: [world.sectionB.section_id],
    });
    const ids: Partial<Record<Who, number>> = {};
    for (const [who, assign, right] of [
      ['a1', inA, 2],
      ['b1', inB, 1],
    ] as const) {
      await t.db
        .insertInto('olympiad_enrollments')
        .values({
          assign_id: assign,
          paper_id: olympiad.paperId,
          uuid: world.people[who].uuid,
          enrolled_school_id: world.school.school_id,
          l0: world.place.boardId,
          l1: world.place.classId,
          start_date_time: '2026-05-05T08:00:00.000Z',
          end_date_time: '2026-05-05T09:00:00.000Z',
          created_at: '2026-05-01T00:00:00.000Z',
          updated_at: '2026-05-01T00:00:00.000Z',
        })
        .execute();
      const started = await api.start(token[who], { paper_id: olympiad.paperId, assign_id: assign });
      expect(started.status).toBe(200);
      ids[who] = started.body.data.attempt_id;
      const picks = ['a', 'b'].slice(0, right);
      await api.submit(
        token[who],
        ids[who]!,
        picks.map((option, i) => answer(olympiad.questionIds[i]!, i, { option_ids: [option] })),
      );
    }
    await move('2026-05-05T10:00:01Z');
    await t.services.attempts.overdue.run();
    const read = (who: Who) =>
      t.db.selectFrom('attempts').selectAll().where('attempt_id', '=', ids[who]!).executeTakeFirstOrThrow();
    expect(await read('a1')).toMatchObject({
      rank: 1,
      candidates: 1,
      platform_rank: 1,
      platform_percentile: 100,
      platform_candidates: 2,
    });
    expect(await read('b1')).toMatchObject({
      rank: 1,
      candidates: 1,
      platform_rank: 2,
      platform_percentile: 50,
      platform_candidates: 2,
    });
  });
});
