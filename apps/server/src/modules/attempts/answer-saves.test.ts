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
import { createAnswerSaves } from './answer-saves.js';
import { createAttemptsRepository } from './attempts.repository.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Saves that reach the server together share one transaction; each is still judged as if it ran
// alone, one after the other: an id counts once, a question keeps its latest answer by seq, the
// time kept over all questions never exceeds the attempt's wall time, and a save into another
// learner's attempt is not found, without failing the saves beside it.

const clock = testClock('2026-03-10T06:00:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let api: ReturnType<typeof attemptApi>;
let questionIds: number[];
let attemptId: number;
let paperId: number;
let assignId: number;

type Ack = { client_answer_id: string; status: string };
const acksOf = (res: { body: { data: { acknowledged: Ack[] } } }) => res.body.data.acknowledged;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  api = attemptApi(t);
  const paper = await makeFixturePaper(t.db, world, {
    questions: [
      { key: { type: 'single', optionId: 'a' } },
      { key: { type: 'single', optionId: 'b' } },
      { key: { type: 'single', optionId: 'c' } },
    ],
  });
  questionIds = paper.questionIds;
  paperId = paper.paperId;
  assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-03-10T06:00:00Z',
    end: '2026-03-10T08:00:00Z',
    minutes: 30,
  });
  attemptId = (await api.start(token.a1, { paper_id: paper.paperId, assign_id: assignId })).body.data.attempt_id;
});
afterAll(() => t.close());

/** A save handed straight to the saves (not through HTTP), so that saves of one turn share a batch. */
function directSave(s: {
  attemptId: number;
  uuid: string;
  paperId: number;
  questionId: number;
  seq: number;
  id: string;
  onlineOnly?: boolean;
}) {
  const row = {
    question_id: s.questionId,
    client_answer_id: s.id,
    seq: s.seq,
    answered_at: clock.now(),
    response: JSON.stringify({ option_ids: ['a'] }),
    time_spent_ms: 0,
    is_marked: 0,
    elapsed_ms: null,
  };
  return {
    attemptId: s.attemptId,
    uuid: s.uuid,
    paperId: s.paperId,
    rows: [row],
    grant: null,
    onlineOnly: s.onlineOnly ?? false,
  };
}

async function keptAnswers() {
  return t.db
    .selectFrom('attempt_answers')
    .select(['question_id', 'client_answer_id', 'seq', 'time_spent_ms'])
    .where('attempt_id', '=', attemptId)
    .orderBy('question_id')
    .execute();
}

describe('saves of one attempt arriving together', () => {
  it('count an id once, keep the latest answer by seq, and raise next_seq past every seq taken', async () => {
    const [q1] = questionIds;
    const before = answer(q1!, 5, { option_ids: ['a'] });
    expect(acksOf(await api.save(token.a1, attemptId, [before]))).toEqual([
      { client_answer_id: before.client_answer_id, status: 'saved' },
    ]);
    const resent = answer(q1!, 10, { option_ids: ['b'] });
    const latest = answer(q1!, 11, { option_ids: ['c'] });
    const older = answer(q1!, 3, { option_ids: ['d'] });
    const results = await Promise.all([
      api.save(token.a1, attemptId, [resent]),
      api.save(token.a1, attemptId, [latest]),
      api.save(token.a1, attemptId, [older]),
      api.save(token.a1, attemptId, [resent]),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    // Whichever of the two sends of one id is judged first takes it; the other is a duplicate.
    const resentStatuses = [acksOf(results[0]!)[0]!.status, acksOf(results[3]!)[0]!.status].sort();
    expect(resentStatuses[0]).toBe('duplicate');
    expect(['saved', 'stale']).toContain(resentStatuses[1]);
    expect(acksOf(results[1]!)).toEqual([{ client_answer_id: latest.client_answer_id, status: 'saved' }]);
    // Below what was kept before the batch: never the answer, whatever the order.
    expect(acksOf(results[2]!)).toEqual([{ client_answer_id: older.client_answer_id, status: 'stale' }]);
    for (const r of results) expect(r.body.data.next_seq).toBeGreaterThanOrEqual(12);
    const kept = await keptAnswers();
    expect(kept.find((a) => a.question_id === q1)).toMatchObject({
      client_answer_id: latest.client_answer_id,
      seq: 11,
    });
    const receipts = await t.db
      .selectFrom('attempt_answer_receipts')
      .select('client_answer_id')
      .where('attempt_id', '=', attemptId)
      .where('client_answer_id', '=', resent.client_answer_id)
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it('never keep more time over all questions than the wall time since the start', async () => {
    // 80 s after the start, with nothing kept yet for the second and third questions: two saves of 50 s each.
    clock.set('2026-03-10T06:01:20Z');
    token = await signInAll(t, world);
    const [q1, q2, q3] = questionIds;
    expect((await keptAnswers()).map((a) => [a.question_id, Number(a.time_spent_ms)])).toEqual([[q1, 0]]);
    const results = await Promise.all([
      api.save(token.a1, attemptId, [answer(q2!, 20, { option_ids: ['a'] }, { time_spent_ms: 50_000 })]),
      api.save(token.a1, attemptId, [answer(q3!, 21, { option_ids: ['a'] }, { time_spent_ms: 50_000 })]),
    ]);
    expect(results.map((r) => acksOf(r)[0]!.status)).toEqual(['saved', 'saved']);
    const total = (await keptAnswers()).reduce((sum, a) => sum + Number(a.time_spent_ms), 0);
    // The first judged keeps its 50 s, the second only what is left of the 80 s.
    expect(total).toBe(80_000);
  });

  it('a save into another learner’s attempt is not found; the learner’s own saves beside it are kept', async () => {
    const [, q2] = questionIds;
    const mine = answer(q2!, 30, { option_ids: ['b'] });
    const theirs = answer(q2!, 31, { option_ids: ['c'] });
    const [own, foreign] = await Promise.all([
      api.save(token.a1, attemptId, [mine]),
      api.save(token.a2, attemptId, [theirs]),
    ]);
    expect(foreign.status).toBe(404);
    expect(own.status).toBe(200);
    expect(acksOf(own)).toEqual([{ client_answer_id: mine.client_answer_id, status: 'saved' }]);
    expect((await keptAnswers()).find((a) => a.question_id === q2)).toMatchObject({
      client_answer_id: mine.client_answer_id,
    });
  });

  it('a foreign save of another question in the same batch is not found, and writes nothing into the attempt', async () => {
    // Straight to the saves, both in one batch (written in the same turn): through HTTP they need not meet.
    const saves = createAnswerSaves({ attempts: createAttemptsRepository(t.db), clock: clock.now });
    const owner = await t.db
      .selectFrom('attempts')
      .select(['uuid', 'paper_id'])
      .where('attempt_id', '=', attemptId)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('users')
      .select('uuid')
      .where('uuid', '!=', owner.uuid)
      .executeTakeFirstOrThrow();
    const [, q2, q3] = questionIds;
    const job = (uuid: string, questionId: number, seq: number) =>
      directSave({ attemptId, uuid, paperId: owner.paper_id, questionId, seq, id: `direct-${seq}` });
    const before = (await keptAnswers()).find((a) => a.question_id === q3);
    const [own, foreign] = await Promise.allSettled([
      saves.save(job(owner.uuid, q2!, 50)),
      saves.save(job(other.uuid, q3!, 51)),
    ]);
    expect(own).toMatchObject({
      status: 'fulfilled',
      value: { acks: [{ client_answer_id: 'direct-50', status: 'saved' }] },
    });
    expect(foreign).toMatchObject({ status: 'rejected', reason: { code: 'NOT_FOUND' } });
    expect((await keptAnswers()).find((a) => a.question_id === q3)).toEqual(before);
    const receipt = await t.db
      .selectFrom('attempt_answer_receipts')
      .select('client_answer_id')
      .where('client_answer_id', '=', 'direct-51')
      .executeTakeFirst();
    expect(receipt).toBeUndefined();
  });
});

describe('saves of several learners arriving together', () => {
  it('each attempt is held on its own terms: an open one takes its save, a submitted one refuses, none takes another’s seq', async () => {
    clock.set('2026-03-10T06:05:00Z');
    token = await signInAll(t, world);
    const other = (await api.start(token.a2, { paper_id: paperId, assign_id: assignId })).body.data
      .attempt_id as number;
    const rows = await t.db
      .selectFrom('attempts')
      .select(['attempt_id', 'uuid', 'max_seq'])
      .where('attempt_id', 'in', [attemptId, other])
      .execute();
    const ownerOf = new Map(rows.map((r) => [r.attempt_id, r.uuid]));
    const [q1, q2] = questionIds;
    // Online only: a submitted attempt refuses outright (no late rule for answers made offline).
    const job = (id: number, questionId: number, seq: number) =>
      directSave({
        attemptId: id,
        uuid: ownerOf.get(id)!,
        paperId,
        questionId,
        seq,
        id: `several-${seq}`,
        onlineOnly: true,
      });
    // The first learner's attempt is submitted (status 4) before the batch: it takes no more answers.
    await t.db.updateTable('attempts').set({ status: 4 }).where('attempt_id', '=', attemptId).execute();
    const saves = createAnswerSaves({ attempts: createAttemptsRepository(t.db), clock: clock.now });
    const [refused, taken] = await Promise.allSettled([
      saves.save(job(attemptId, q1!, 900)),
      saves.save(job(other, q2!, 7)),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'ATTEMPT_CLOSED' } });
    expect(taken).toMatchObject({
      status: 'fulfilled',
      value: { acks: [{ client_answer_id: 'several-7', status: 'saved' }] },
    });
    const after = await t.db
      .selectFrom('attempts')
      .select(['attempt_id', 'max_seq'])
      .where('attempt_id', 'in', [attemptId, other])
      .execute();
    const seqOf = new Map(after.map((r) => [r.attempt_id, Number(r.max_seq)]));
    // The open attempt's highest seq is its own save's, not the other's 900; the submitted one is unchanged.
    expect(seqOf.get(other)).toBe(7);
    expect(seqOf.get(attemptId)).toBe(Number(rows.find((r) => r.attempt_id === attemptId)!.max_seq));
    const written = await t.db
      .selectFrom('attempt_answer_receipts')
      .select('client_answer_id')
      .where('client_answer_id', 'in', ['several-900', 'several-7'])
      .execute();
    expect(written.map((r) => r.client_answer_id)).toEqual(['several-7']);
  });
});
