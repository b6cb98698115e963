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

// Moodle's rule: an attempt left open past its deadline and the grace is submitted by
// the server as it stands, through the job queue; running the sweep again submits nobody twice.

const clock = testClock('2026-04-01T09:00:00Z');
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

describe('the overdue job', () => {
  it('submits an abandoned attempt after its deadline plus the grace, marking what was saved', async () => {
    const paper = await makeFixturePaper(t.db, world, {
      questions: [{ key: { type: 'single', optionId: 'a' } }, { key: { type: 'true_false', value: true } }],
    });
    const assignId = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-04-01T09:00:00Z',
      end: '2026-04-01T12:00:00Z',
      minutes: 20,
    });
    const started = await api.start(token.a1, { paper_id: paper.paperId, assign_id: assignId });
    const id = started.body.data.attempt_id as number;
    await api.save(token.a1, id, [answer(paper.questionIds[0]!, 0, { option_ids: ['a'] })]);

    // The learner closes the tab. At the deadline (09:20) and within the minute of grace, it stays open.
    // The sweep is run as the queue runs it; the queue's own timing follows the database's clock on
    // PostgreSQL (pg-boss), which this test's clock does not move, so the sweep is called directly.
    clock.set('2026-04-01T09:21:00Z');
    await t.services.attempts.overdue.run();
    expect((await attemptRow(id)).status).toBe(2);

    // Runs are queued on minute boundaries: the first one after the grace is at 09:22.
    clock.set('2026-04-01T09:22:00Z');
    await t.services.attempts.overdue.run();
    expect(await attemptRow(id)).toMatchObject({
      status: 5,
      submitted_by: 'deadline',
      submitted_at: '2026-04-01T09:22:00.000Z',
      score: 4,
      correct_count: 1,
      unanswered_count: 1,
    });
  });

  it('running it twice submits once', async () => {
    clock.set('2026-04-01T09:30:00Z');
    token = await signInAll(t, world);
    const paper = await makeFixturePaper(t.db, world, { questions: [{ key: { type: 'integer', value: 3 } }] });
    const assignId = await assignFixturePaper(t.db, world, paper.paperId, {
      start: '2026-04-01T09:00:00Z',
      end: '2026-04-01T12:00:00Z',
      minutes: 5,
    });
    const ids: number[] = [];
    for (const who of ['a1', 'a2'] as const) {
      ids.push((await api.start(token[who], { paper_id: paper.paperId, assign_id: assignId })).body.data.attempt_id);
    }
    clock.set('2026-04-01T09:40:00Z');
    const [first, second] = await Promise.all([t.services.attempts.overdue.run(), t.services.attempts.overdue.run()]);
    expect(first.submitted + second.submitted).toBe(2);
    const third = await t.services.attempts.overdue.run();
    expect(third.submitted).toBe(0);
    for (const id of ids) expect(await attemptRow(id)).toMatchObject({ status: 5, submitted_by: 'deadline' });
  });

  it('once the window has closed and everything is marked, the results are published', async () => {
    clock.set('2026-04-01T12:00:01Z');
    await t.services.attempts.overdue.run();
    const assignments = await t.db.selectFrom('paper_assignments').select(['results_published_at']).execute();
    expect(assignments.every((a) => a.results_published_at === '2026-04-01T12:00:01.000Z')).toBe(true);
  });
});
