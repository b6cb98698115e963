import { randomUUID } from 'node:crypto';
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
import { call, createTestApp, type TestApp } from '../../test/test-app.js';

// POST /api/sync/outbox: the outbox's writes after a day offline in one request,
// each run through its own route as the caller, answered per entry as its own call would be.

const clock = testClock('2026-03-10T06:10:00Z');
let t: TestApp;
let world: AssessmentWorld;
let token: Record<Who, string>;
let attemptId: number;
let questionIds: number[];
let contentId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  world = await makeAssessmentWorld(t.db);
  token = await signInAll(t, world);
  const paper = await makeFixturePaper(t.db, world, {
    questions: [{ key: { type: 'single', optionId: 'a' } }, { key: { type: 'single', optionId: 'b' } }],
  });
  questionIds = paper.questionIds;
  const assignId = await assignFixturePaper(t.db, world, paper.paperId, {
    start: '2026-03-10T06:00:00Z',
    end: '2026-03-10T08:00:00Z',
    minutes: 30,
  });
  const started = await attemptApi(t).start(token.a1, { paper_id: paper.paperId, assign_id: assignId });
  attemptId = started.body.data.attempt_id;
  contentId = world.contents[0]!.content_id;
  clock.set('2026-03-10T06:12:00Z');
});
afterAll(() => t.close());

const sync = (who: Who, entries: unknown[]) =>
  call(t.app, 'POST', '/api/sync/outbox', { token: token[who], body: { entries } });

function progressEntry(uuid?: string) {
  const id = randomUUID();
  return {
    id,
    path: '/mis/v2/addLearningProgress',
    body: {
      ...(uuid ? { uuid } : {}),
      client_event_id: id,
      content_id: contentId,
      total_consumption_time: 30,
      total_media_time: '00:05:00',
      source: 2,
    },
  };
}

function answerEntry(questionId: number, seq: number, option: string) {
  const one = answer(questionId, seq, { option_ids: [option] });
  return {
    id: one.client_answer_id,
    path: '/student-report/student/saveAnswers',
    body: { attempt_id: attemptId, answers: [one] },
  };
}

const consumedMs = async (uuid: string) =>
  (
    await t.db
      .selectFrom('learning_progress')
      .select('total_consumption_ms')
      .where('uuid', '=', uuid)
      .where('content_id', '=', contentId)
      .executeTakeFirst()
  )?.total_consumption_ms;

describe('POST /api/sync/outbox', () => {
  it('runs a batch of mixed writes in order, each answered as its own call, and a resent batch counts once', async () => {
    const entries = [
      progressEntry(),
      answerEntry(questionIds[0]!, 0, 'c'),
      progressEntry(world.people.a1.uuid),
      answerEntry(questionIds[1]!, 1, 'b'),
      {
        id: randomUUID(),
        path: '/mis/v2/bookmarkContentUniversity',
        body: { contentId, setBookmarkState: true },
      },
    ];
    const res = await sync('a1', entries);
    expect(res.status).toBe(200);
    const results = res.body.data.results;
    expect(results.map((r: { id: string }) => r.id)).toEqual(entries.map((e) => e.id));
    expect(results.map((r: { ok: boolean; status_code: number }) => [r.ok, r.status_code])).toEqual(
      entries.map(() => [true, 200]),
    );
    // What saveAnswers itself answers: the answer's id, saved.
    expect(results[1].data.acknowledged).toEqual([{ client_answer_id: entries[1]!.id, status: 'saved' }]);
    // Two posts of 30 s each.
    expect(await consumedMs(world.people.a1.uuid)).toBe(60_000);

    const again = await sync('a1', entries);
    expect(again.body.data.results[1].data.acknowledged).toEqual([
      { client_answer_id: entries[1]!.id, status: 'duplicate' },
    ]);
    expect(await consumedMs(world.people.a1.uuid)).toBe(60_000);
    const saved = await t.db
      .selectFrom('attempt_answers')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('attempt_id', '=', attemptId)
      .executeTakeFirstOrThrow();
    expect(Number(saved.n)).toBe(2);
  });

  it('refuses, per entry, a path that is not an outbox write, and goes on with the rest', async () => {
    const sign = { id: 'x-1', path: '/cognito-login-service/auth/login', body: { username: 'a', password: 'b' } };
    const itself = { id: 'x-2', path: '/sync/outbox', body: { entries: [] } };
    const tricked = { id: 'x-3', path: '/mis/v2/addLearningProgress?uuid=x', body: {} };
    const good = progressEntry();
    const res = await sync('a2', [sign, itself, tricked, good]);
    expect(res.status).toBe(200);
    const results = res.body.data.results;
    expect(results.slice(0, 3).map((r: { ok: boolean; status_code: number }) => [r.ok, r.status_code])).toEqual([
      [false, 400],
      [false, 400],
      [false, 400],
    ]);
    expect(results[0].errors).toEqual([{ field: 'entries[0].path', message: expect.any(String) }]);
    expect(results[3]).toMatchObject({ id: good.id, ok: true, status_code: 200 });
    expect(await consumedMs(world.people.a2.uuid)).toBe(30_000);
  });

  it('makes another person’s write impossible: their progress, their attempt, a register not theirs', async () => {
    const before = await consumedMs(world.people.b1.uuid);
    const res = await sync('a2', [
      progressEntry(world.people.b1.uuid),
      answerEntry(questionIds[0]!, 7, 'a'),
      {
        id: randomUUID(),
        path: '/live-class/offlineAttendance/v2/markAttendance',
        body: { section_id: world.sectionA.section_id, date: '2026-03-10', marks: [] },
      },
    ]);
    expect(res.status).toBe(200);
    const results = res.body.data.results;
    expect(results.every((r: { ok: boolean }) => !r.ok)).toBe(true);
    // Another learner's progress: forbidden; another learner's attempt: not found; a register: staff only.
    expect(results.map((r: { status_code: number }) => r.status_code)).toEqual([403, 404, 403]);
    expect(await consumedMs(world.people.b1.uuid)).toBe(before);
    const mine = await t.db
      .selectFrom('attempt_answers')
      .select('seq')
      .where('attempt_id', '=', attemptId)
      .where('seq', '=', 7)
      .execute();
    expect(mine).toEqual([]);
  });

  it('keeps a record’s posts in their order: its resume point is the last post’s', async () => {
    const other = world.contents[1]!.content_id;
    const at = (id: number, resume: number) => {
      const entry = progressEntry();
      return { ...entry, body: { ...entry.body, content_id: id, resume_position: resume } };
    };
    const entries = [at(contentId, 10), at(other, 50), at(contentId, 20), at(other, 60), at(contentId, 30)];
    const res = await sync('b1', entries);
    expect(res.body.data.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    const rows = await t.db
      .selectFrom('learning_progress')
      .select(['content_id', 'resume_position_ms'])
      .where('uuid', '=', world.people.b1.uuid)
      .where('content_id', 'in', [contentId, other])
      .orderBy('content_id')
      .execute();
    expect(rows.map((r) => [r.content_id, r.resume_position_ms])).toEqual(
      [
        [contentId, 30_000],
        [other, 60_000],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });

  it('names the field of a batch it cannot read: more than 200 entries, an entry without a path', async () => {
    const many = Array.from({ length: 201 }, () => progressEntry());
    const tooMany = await sync('a1', many);
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body.errors)).toContain('entries');
    const noPath = await sync('a1', [{ id: 'y', body: {} }]);
    expect(noPath.status).toBe(400);
    expect(JSON.stringify(noPath.body.errors)).toContain('path');
    const anonymous = await call(t.app, 'POST', '/api/sync/outbox', { body: { entries: [progressEntry()] } });
    expect(anonymous.status).toBe(401);
  });
});
