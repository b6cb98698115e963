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

// Two server processes on one PostgreSQL: each keeps the published reports it read. A re-mark
// through one is in the other's next reads as soon as the attempt's version reaches it over
// LISTEN/NOTIFY (well within a second), though the other had the report kept a moment before.

const clock = testClock('2026-07-13T08:00:00Z');
let one: TestApp;
let two: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let paper: Awaited<ReturnType<typeof makeFixturePaper>>;
let assignId: number;
let attemptId: number;

beforeAll(async () => {
  one = await createTestApp({ clock: clock.now });
  two = await createTestApp({ clock: clock.now, sharing: one });
  world = await makeAssessmentWorld(one.db);
  token = await signInAll(one, world);
  paper = await makeFixturePaper(one.db, world, {
    questions: [
      { key: { type: 'single', optionId: 'a' }, marks: 4, negative: 1 },
      { key: { type: 'subjective' }, marks: 10, negative: 0 },
    ],
  });
  assignId = await assignFixturePaper(one.db, world, paper.paperId, {
    start: '2026-07-13T08:00:00Z',
    end: '2026-07-13T09:00:00Z',
    minutes: 30,
  });
  const api = attemptApi(one);
  const started = await api.start(token.a1, { paper_id: paper.paperId, assign_id: assignId });
  attemptId = started.body.data.attempt_id;
  await api.submit(token.a1, attemptId, [
    answer(paper.questionIds[0]!, 0, { option_ids: ['a'] }),
    answer(paper.questionIds[1]!, 1, { text: 'My working' }),
  ]);
  await remark(6);
  clock.set('2026-07-13T09:00:01Z');
  token = await signInAll(one, world);
  await one.services.attempts.overdue.run();
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

async function remark(marks: number) {
  const res = await attemptApi(one).evaluate(token.teacher, {
    attempt_id: attemptId,
    marks: [{ question_id: paper.questionIds[1]!, marks }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function scoreIn(t: TestApp): Promise<number> {
  const res = await attemptApi(t).report(token.a1, { assign_id: assignId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.results_published).toBe(true);
  return res.body.data.score as number;
}

/** Reads the report in the app until its score is `expected`, up to 5 s; how long that took. */
async function untilSeen(t: TestApp, expected: number): Promise<number> {
  const since = performance.now();
  let score = await scoreIn(t);
  while (score !== expected && performance.now() - since < 5000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    score = await scoreIn(t);
  }
  expect(score).toBe(expected);
  return performance.now() - since;
}

describe('two server processes on one PostgreSQL and a published report', () => {
  it('keeps the report in each process', async () => {
    // 4 + 6 = 10.
    expect(await scoreIn(two)).toBe(10);
    const before = two.services.reports.keptReports.stats().hits;
    expect(await scoreIn(two)).toBe(10);
    expect(two.services.reports.keptReports.stats().hits).toBe(before + 1);
  });

  it('see a re-mark made through the other process within a second', async () => {
    await remark(9);
    // In the process that marked, at once; in the other as soon as the version arrives.
    expect(await scoreIn(one)).toBe(13);
    expect(await untilSeen(two, 13)).toBeLessThan(1000);
  });
});
