import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { eventId, makeContent, makePaper, tokenOf } from '../../test/learning-factories.js';
import { call, createTestApp, type TestApp } from '../../test/test-app.js';
import { createProgressRepository, type ProgressPost } from './progress.repository.js';
import { recordProgressPosts } from './progress-writes.js';

// Spec 000 §7, "Progress": "POST /mis/v2/addLearningProgress, /mis/v2/addLearningProgressUniversity,
// /mis/v2/addProgressForYfc, /mis/addProgress, add_to_progress_report_test,
// /student-report/student/addPaperProgressReportUniversity" (the fifth under /mis, as its neighbours).
const PROGRESS_PATHS = [
  '/mis/v2/addLearningProgress',
  '/mis/v2/addLearningProgressUniversity',
  '/mis/v2/addProgressForYfc',
  '/mis/addProgress',
  '/mis/add_to_progress_report_test',
  '/student-report/student/addPaperProgressReportUniversity',
];

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenOf(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, path = PROGRESS_PATHS[0]!) =>
  call(t.app, 'POST', `/api${path}`, { token, body: { source: 1, client_event_id: eventId(), ...body } });

describe('progress completion through the API (spec 000 §4)', () => {
  it('completes media 00:00:00 at 120 s: 119 s is not enough, one more second is', async () => {
    const { content_id } = await makeContent(t.db, { mediaMs: 0 });
    const first = await post({ content_id, total_media_time: '00:00:00', total_consumption_time: 119 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      content_id,
      total_consumption_time: 119,
      is_content_completely_consumed: 0,
      completed_at: null,
      duplicate: false,
    });
    const second = await post({ content_id, total_media_time: '00:00:00', total_consumption_time: 1 });
    expect(second.body.data).toMatchObject({ total_consumption_time: 120, is_content_completely_consumed: 1 });
    expect(second.body.data.completed_at).toEqual(expect.any(String));
  });

  it('completes media 00:05:00 at 300 s, not at 299 s, and stays complete', async () => {
    const a = await makeContent(t.db);
    const b = await makeContent(t.db);
    const notYet = await post({ content_id: a.content_id, total_media_time: '00:05:00', total_consumption_time: 299 });
    expect(notYet.body.data).toMatchObject({ is_content_completely_consumed: 0, total_media_time: '00:05:00' });
    const done = await post({ content_id: b.content_id, total_media_time: '00:05:00', total_consumption_time: 300 });
    expect(done.body.data.is_content_completely_consumed).toBe(1);
    const completedAt = done.body.data.completed_at;
    // A later post with a longer media time does not take completion back, nor move completed_at.
    const later = await post({ content_id: b.content_id, total_media_time: '01:00:00', total_consumption_time: 5 });
    expect(later.body.data).toMatchObject({ is_content_completely_consumed: 1, completed_at: completedAt });
  });

  it('uses the catalogue media time when the client sends none', async () => {
    const { content_id } = await makeContent(t.db, { mediaMs: 60_000 });
    const res = await post({ content_id, total_consumption_time: 60 });
    expect(res.body.data).toMatchObject({ total_media_time: '00:01:00', is_content_completely_consumed: 1 });
  });

  it('caps one post at the media time plus 10 minutes', async () => {
    const { content_id } = await makeContent(t.db);
    const res = await post({ content_id, total_media_time: '00:05:00', total_consumption_time: 100_000 });
    expect(res.body.data.total_consumption_time).toBe(900);
  });

  it('serves all six progress paths with one handler', async () => {
    const { content_id } = await makeContent(t.db);
    for (const path of PROGRESS_PATHS) {
      const res = await post({ content_id, total_media_time: '00:05:00', total_consumption_time: 10 }, path);
      expect(res.status).toBe(200);
    }
    const last = await post({ content_id, total_media_time: '00:05:00', total_consumption_time: 0 });
    expect(last.body.data.total_consumption_time).toBe(60);
  });

  it('records paper progress under paper_id', async () => {
    const { paper_id } = await makePaper(t.db);
    const res = await post(
      { paper_id, total_media_time: '00:10:00', total_consumption_time: 30 },
      '/student-report/student/addPaperProgressReportUniversity',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ paper_id, content_id: null, total_consumption_time: 30 });
  });
});

describe('progress validation', () => {
  it('refuses a malformed media time, naming total_media_time', async () => {
    const { content_id } = await makeContent(t.db);
    for (const bad of ['5:00', '00:61:00', 'abc', '00:00:60']) {
      const res = await post({ content_id, total_media_time: bad, total_consumption_time: 1 });
      expect(res.status).toBe(400);
      expect(res.body.error_code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'total_media_time' })]));
    }
  });

  it('refuses a source other than 1-4, naming source', async () => {
    const { content_id } = await makeContent(t.db);
    for (const source of [0, 5, 'web']) {
      const res = await post({ content_id, source, total_consumption_time: 1 });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ field: 'source' })]);
    }
  });

  it('requires content_id or paper_id', async () => {
    const noItem = await post({ total_consumption_time: 1 });
    expect(noItem.status).toBe(400);
    expect(noItem.body.errors).toEqual([expect.objectContaining({ field: 'content_id' })]);
  });
});

describe('idempotent posts (client_event_id)', () => {
  it('acknowledges a retry with the same answer and counts it once', async () => {
    const { content_id } = await makeContent(t.db);
    const body = { content_id, total_media_time: '00:05:00', total_consumption_time: 40, client_event_id: eventId() };
    const first = await post(body);
    const retry = await post(body);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual({ ...first.body.data, duplicate: true });
    expect(retry.body.data.total_consumption_time).toBe(40);
  });

  it('counts concurrent duplicates once', async () => {
    const { content_id } = await makeContent(t.db);
    const body = { content_id, total_media_time: '00:05:00', total_consumption_time: 25, client_event_id: eventId() };
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.duplicate === false)).toHaveLength(1);
    const after = await post({ content_id, total_media_time: '00:05:00', total_consumption_time: 0 });
    expect(after.body.data.total_consumption_time).toBe(25);
  });

  it('adds concurrent distinct posts without losing any', async () => {
    const { content_id } = await makeContent(t.db);
    await Promise.all(
      Array.from({ length: 5 }, () => post({ content_id, total_media_time: '00:05:00', total_consumption_time: 10 })),
    );
    const after = await post({ content_id, total_media_time: '00:05:00', total_consumption_time: 0 });
    expect(after.body.data.total_consumption_time).toBe(50);
  });

  it('adds concurrent posts to several records, in any order, without losing any', async () => {
    const items = await Promise.all([1, 2, 3, 4].map(() => makeContent(t.db)));
    // Each record gets 6 posts of 10 s, interleaved in opposite orders (PostgreSQL writes batches side by side).
    const posts = [...items, ...[...items].reverse()].flatMap((item) =>
      [1, 2, 3].map(() => ({ content_id: item.content_id, total_media_time: '00:05:00', total_consumption_time: 10 })),
    );
    const answers = await Promise.all(posts.map((body) => post(body)));
    expect(answers.every((a) => a.status === 200 && a.body.data.duplicate === false)).toBe(true);
    for (const item of items) {
      const after = await post({
        content_id: item.content_id,
        total_media_time: '00:05:00',
        total_consumption_time: 0,
      });
      expect(after.body.data.total_consumption_time).toBe(60);
    }
  });

  it('writes two batches side by side on the same records, in opposite orders, without a deadlock', async () => {
    // The server runs several progress batches at once on PostgreSQL; each must lock records in one order.
    const repo = createProgressRepository(t.db);
    const learner = await makeUser(t.db);
    const items = await Promise.all([1, 2, 3, 4, 5, 6].map(() => makeContent(t.db)));
    const postOf = (contentId: number): ProgressPost => ({
      uuid: learner.uuid,
      eventKey: `${learner.uuid}:${randomUUID()}`,
      recordKey: contentId,
      deltaMs: 10_000,
      mediaMs: 300_000,
      resumeMs: undefined,
      source: 1,
      context: {},
      now: new Date().toISOString(),
    });
    for (let round = 0; round < 5; round += 1) {
      const forward = items.map((i) => postOf(i.content_id));
      const backward = [...items].reverse().map((i) => postOf(i.content_id));
      await Promise.all([recordProgressPosts(repo, forward), recordProgressPosts(repo, backward)]);
    }
    const rows = await repo.recordsOf(
      learner.uuid,
      items.map((i) => i.content_id),
    );
    expect(rows.map((r) => r.total_consumption_ms)).toEqual(items.map(() => 100_000));
  });

  it('keeps one learner’s event ids apart from another’s', async () => {
    const { content_id } = await makeContent(t.db);
    const other = await tokenOf(t.app, await makeUser(t.db));
    const body = { source: 1, content_id, total_consumption_time: 7, client_event_id: 'shared-id-1' };
    await post(body);
    const res = await call(t.app, 'POST', `/api${PROGRESS_PATHS[0]!}`, { token: other, body });
    expect(res.body.data).toMatchObject({ duplicate: false, total_consumption_time: 7 });
  });
});

describe('resume time', () => {
  it('stores the play head and answers it per content, 0 for content never played', async () => {
    const played = await makeContent(t.db);
    const unplayed = await makeContent(t.db);
    await post({ content_id: played.content_id, total_consumption_time: 30, resume_position: 95.4 });
    // A post without a resume position keeps the stored one.
    await post({ content_id: played.content_id, total_consumption_time: 5 });
    const res = await call(
      t.app,
      'GET',
      `/api/mis/getContentResumeTime?contentIds=${played.content_id},${unplayed.content_id}`,
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.contents).toEqual([
      expect.objectContaining({ content_id: played.content_id, resume_time: 95, total_consumption_time: 35 }),
      expect.objectContaining({ content_id: unplayed.content_id, resume_time: 0, is_content_completely_consumed: 0 }),
    ]);
    const single = await call(t.app, 'GET', `/api/mis/getContentResumeTime?contentId=${played.content_id}`, { token });
    expect(single.body.data.contents).toHaveLength(1);
    const none = await call(t.app, 'GET', '/api/mis/getContentResumeTime', { token });
    expect(none.status).toBe(400);
  });
});

// A client that follows spec 000 §3 sends the record without client_event_id.
describe('the progress record of spec 000 §3', () => {
  async function bare(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api${PROGRESS_PATHS[0]!}`,
      payload: body,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('accepts the record the spec names, total_media_time converted to milliseconds, and counts each post as it comes', async () => {
    const { content_id } = await makeContent(t.db);
    const record = {
      content_id,
      total_consumption_time: 30,
      total_media_time: 300_000,
      is_content_completely_consumed: 0,
      source: 1,
      section_id: null,
      enrolled_school_id: 17250,
      group_category_id: 1,
      group_category_name: 'learn',
      board_id: null,
      class_id: null,
      learning_profile: null,
      package_id: 11,
    };
    const first = await bare(record);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      total_consumption_time: 30,
      total_media_time: '00:05:00',
      duplicate: false,
    });
    // Without a key, the same record sent again is another 30 s, not a retry.
    const second = await bare(record);
    expect(second.body.data).toMatchObject({ total_consumption_time: 60, duplicate: false });
  });

  it('takes the idempotency key from the Idempotency-Key header', async () => {
    const { content_id } = await makeContent(t.db);
    const body = { content_id, total_consumption_time: 20, source: 1 };
    const headers = { 'idempotency-key': eventId() };
    const first = await bare(body, headers);
    const retry = await bare(body, headers);
    expect(first.body.data).toMatchObject({ total_consumption_time: 20, duplicate: false });
    expect(retry.body.data).toMatchObject({ total_consumption_time: 20, duplicate: true });
  });

  it('treats the header and client_event_id as one key, and refuses two different keys', async () => {
    const { content_id } = await makeContent(t.db);
    const key = eventId();
    await bare({ content_id, total_consumption_time: 5, source: 1, client_event_id: key });
    const retry = await bare({ content_id, total_consumption_time: 5, source: 1 }, { 'idempotency-key': key });
    expect(retry.body.data).toMatchObject({ total_consumption_time: 5, duplicate: true });
    const both = await bare(
      { content_id, total_consumption_time: 5, source: 1, client_event_id: eventId() },
      { 'idempotency-key': eventId() },
    );
    expect(both.status).toBe(400);
    expect(both.body.errors).toEqual([expect.objectContaining({ field: 'client_event_id' })]);
  });

  it('refuses an empty or overlong key and a media time beyond 100 hours, naming the field', async () => {
    const { content_id } = await makeContent(t.db);
    const emptyKey = await bare({ content_id, total_consumption_time: 1, source: 1, client_event_id: '' });
    expect(emptyKey.status).toBe(400);
    expect(emptyKey.body.errors).toEqual([expect.objectContaining({ field: 'client_event_id' })]);
    const longHeader = await bare(
      { content_id, total_consumption_time: 1, source: 1 },
      { 'idempotency-key': 'k'.repeat(101) },
    );
    expect(longHeader.status).toBe(400);
    expect(longHeader.body.errors).toEqual([expect.objectContaining({ field: 'idempotency-key' })]);
    for (const media of [360_000_001, '100:00:01', -1, 1.5]) {
      const res = await bare({ content_id, total_consumption_time: 1, source: 1, total_media_time: media });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'total_media_time' })]));
    }
  });
});
