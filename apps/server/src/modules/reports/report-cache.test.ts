import { brotliDecompressSync } from 'node:zlib';
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

// A published report is kept between reads (a second read is a lookup), and still every change
// it shows is seen on the very next read: the results published, a re-mark, a re-rank caused by
// another learner's marks, a dropped question, a question's words changed; and a right withdrawn
// is refused at once: a parent no longer linked, a teacher no longer teaching the section.

const clock = testClock('2026-07-06T08:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;
let paper: Awaited<ReturnType<typeof makeFixturePaper>>;
let assignId: number;
const attemptOf: Partial<Record<Who, number>> = {};
const [FIRST, SECOND, ESSAY] = [0, 1, 2];
const q = (i: number) => paper.questionIds[i]!;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  paper = await makeFixturePaper(t.db, world, {
    name: 'Kept report test',
    // Explanations shown (10/11), ranks (17/19).
    settings: [
      [10, 11],
      [17, 19],
    ],
    questions: [
      { key: { type: 'single', optionId: 'a' }, marks: 4, negative: 1, explanation: 'Old explanation' },
      { key: { type: 'single', optionId: 'b' }, marks: 4, negative: 1 },
      { key: { type: 'subjective' }, marks: 10, negative: 0 },
    ],
  });
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-07-06T08:00:00Z',
    end: '2026-07-06T09:00:00Z',
    minutes: 30,
  });
  // a1: right, wrong (3 before the essay); a2: right, right (8 before the essay).
  const picks = { a1: ['a', 'c'], a2: ['a', 'b'] } as const;
  for (const who of ['a1', 'a2'] as const) {
    const started = await api.start(token[who], { paper_id: paper.paperId, assign_id: assignId });
    attemptOf[who] = started.body.data.attempt_id;
    const [one, two] = picks[who];
    await api.submit(token[who], attemptOf[who]!, [
      answer(q(FIRST), 0, { option_ids: [one] }),
      answer(q(SECOND), 1, { option_ids: [two] }),
      answer(q(ESSAY), 2, { text: `Working of ${who}` }),
    ]);
  }
  // a1: 3 + 10 = 13, first; a2: 8 + 1 = 9, second.
  await mark('a1', 10);
  await mark('a2', 1);
});
afterAll(() => t.close());

async function mark(who: 'a1' | 'a2', marks: number) {
  const res = await api.evaluate(token.teacher, {
    attempt_id: attemptOf[who],
    marks: [{ question_id: q(ESSAY), marks }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const hits = () => t.services.reports.keptReports.stats().hits;

async function reportOf(who: Who, query: Record<string, string | number>) {
  const res = await api.report(token[who], query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}
const own = () => reportOf('a1', { assign_id: assignId });

describe('a published report, kept between reads', () => {
  it('before the results are out: the status, read again each time', async () => {
    expect(await own()).toMatchObject({ results_published: false, score: null });
  });

  it('the results published are seen on the next read; a second read is a lookup, the same answer', async () => {
    clock.set('2026-07-06T09:00:01Z');
    token = await signInAll(t, world);
    await t.services.attempts.overdue.run();
    const first = await own();
    expect(first).toMatchObject({ results_published: true, score: 13, rank: 1, candidates: 2 });
    const before = hits();
    expect(await own()).toEqual(first);
    expect(hits()).toBe(before + 1);
  });

  it('a browser that accepts brotli gets the kept report compressed, the same JSON', async () => {
    const plain = await own();
    const read = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/student-report/student/paperReport?assign_id=${assignId}`,
        headers: { authorization: `Bearer ${token.a1}`, 'accept-encoding': 'br, gzip' },
      });
    const [first, second] = [await read(), await read()];
    expect(first.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()).data).toEqual(plain);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('a re-mark is seen on the next read', async () => {
    await mark('a1', 8);
    expect(await own()).toMatchObject({ score: 11, rank: 1 });
    expect((await own()).answers[ESSAY]).toMatchObject({ marks_awarded: 8 });
  });

  it('a re-rank from another learner’s marks is seen on the next read', async () => {
    expect(await own()).toMatchObject({ rank: 1, percentile: 100 });
    // a2: 8 + 5 = 13, above a1's 11.
    await mark('a2', 5);
    expect(await own()).toMatchObject({ score: 11, rank: 2, percentile: 50 });
  });

  it('a dropped question is seen on the next read, marks and ranks with it', async () => {
    expect((await own()).answers[SECOND]).toMatchObject({ outcome: 'wrong', is_dropped: 0 });
    const res = await api.post('/api/paperCreation/v2/dropQuestion', token.teacher, {
      paper_id: paper.paperId,
      question_id: q(SECOND),
      is_dropped: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // a1: 4 + 4 (dropped) + 8 = 16; a2: 4 + 4 + 5 = 13.
    const after = await own();
    expect(after).toMatchObject({ score: 16, rank: 1 });
    expect(after.answers[SECOND]).toMatchObject({ outcome: 'dropped', is_dropped: 1 });
  });

  it('a question’s words changed under the paper are seen on the next read', async () => {
    expect((await own()).answers[FIRST].explanation).toContain('Old explanation');
    // What the bank's save does in its transaction: the words, then the papers holding the question.
    await t.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('question_texts')
        .set({ explanation: 'New explanation' })
        .where('question_id', '=', q(FIRST))
        .execute();
      await t.services.papers.touchPapersHolding(trx, [q(FIRST)], new Date(clock.now()).toISOString());
    });
    expect((await own()).answers[FIRST].explanation).toContain('New explanation');
  });

  it('a parent no longer linked to the child is refused at once', async () => {
    const asParent = { assign_id: assignId, uuid: world.people.a1.uuid };
    expect(await reportOf('parentA1', asParent)).toMatchObject({ score: 16 });
    const before = hits();
    expect(await reportOf('parentA1', asParent)).toMatchObject({ score: 16 });
    expect(hits()).toBe(before + 1);
    await t.db
      .deleteFrom('parent_child_links')
      .where('parent_uuid', '=', world.people.parentA1.uuid)
      .where('child_uuid', '=', world.people.a1.uuid)
      .execute();
    const res = await api.report(token.parentA1, asParent);
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe('NOT_LINKED_CHILD');
  });

  it('a learner erased: their answers’ words go from the kept report once the erasure is told', async () => {
    const asked = { attempt_id: attemptOf.a2! };
    expect((await reportOf('teacher', asked)).answers[ESSAY].response).toMatchObject({ text: 'Working of a2' });
    // What the erasure's step does (the words stripped), then the event its last step publishes.
    await t.db.updateTable('attempt_answers').set({ response: null }).where('attempt_id', '=', attemptOf.a2!).execute();
    await t.services.events.publish(t.db, 'privacy.person-erased', { id: 'report-cache-test' });
    await t.services.jobs.drain();
    expect((await reportOf('teacher', asked)).answers[ESSAY].response).toBeNull();
  });

  it('a teacher no longer teaching the learner’s section is refused at once', async () => {
    const asked = { attempt_id: attemptOf.a1! };
    const first = await reportOf('teacher', asked);
    expect(first.answers[FIRST]).toHaveProperty('correct_answer');
    const before = hits();
    expect(await reportOf('teacher', asked)).toEqual(first);
    expect(hits()).toBe(before + 1);
    await t.db
      .deleteFrom('memberships')
      .where('user_uuid', '=', world.people.teacher.uuid)
      .where('section_id', '=', world.sectionA.section_id)
      .execute();
    // One learner's report, to staff who do not see the learner's section: missing.
    expect((await api.report(token.teacher, asked)).status).toBe(404);
  });

  it('two learners never share a report', async () => {
    expect(await reportOf('a2', { assign_id: assignId })).toMatchObject({ uuid: world.people.a2.uuid, score: 13 });
    expect(await own()).toMatchObject({ uuid: world.people.a1.uuid, score: 16 });
  });
});
