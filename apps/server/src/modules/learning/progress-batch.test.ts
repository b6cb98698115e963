import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../test/factories.js';
import { makeContent } from '../../test/learning-factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createProgressRepository, type ProgressPost } from './progress.repository.js';
import { recordProgressPosts } from './progress-writes.js';

// A batch of posts is one transaction; posts of one structure go in one upsert statement. Each post
// must still be answered with its record as that post left it, in arrival order per record. The
// repository applies the posts; the completion rule (spec 000 §4) is applied by progress-writes.ts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postOf(uuid: string, recordKey: number, fields: Partial<ProgressPost> = {}): ProgressPost {
  return {
    uuid,
    eventKey: `${uuid}:${randomUUID()}`,
    recordKey,
    deltaMs: 10_000,
    mediaMs: 300_000,
    resumeMs: undefined,
    source: 1,
    context: {},
    now: new Date().toISOString(),
    ...fields,
  };
}

describe('a batch of progress posts', () => {
  it('answers each post with its record as it left it, posts to one record in their order', async () => {
    const repo = createProgressRepository(t.db);
    const learner = await makeUser(t.db);
    const [a, b] = await Promise.all([makeContent(t.db), makeContent(t.db)]);
    const results = await recordProgressPosts(repo, [
      postOf(learner.uuid, a.content_id, { deltaMs: 20_000, context: { board_id: 7 } }),
      postOf(learner.uuid, b.content_id, { resumeMs: 30_000 }),
      postOf(learner.uuid, a.content_id, { deltaMs: 5_000, resumeMs: 12_000 }),
      postOf(learner.uuid, a.content_id, { deltaMs: 1_000, context: { board_id: 9, class_id: 3 } }),
    ]);
    expect(results.map((r) => [r.row.content_id, r.row.total_consumption_ms, r.row.resume_position_ms])).toEqual([
      [a.content_id, 20_000, 0],
      [b.content_id, 10_000, 30_000],
      [a.content_id, 25_000, 12_000],
      [a.content_id, 26_000, 12_000],
    ]);
    expect(results.every((r) => !r.duplicate)).toBe(true);
    const stored = await t.db
      .selectFrom('learning_progress')
      .select(['content_id', 'board_id', 'class_id'])
      .where('uuid', '=', learner.uuid)
      .orderBy('content_id')
      .execute();
    expect(stored).toEqual([
      { content_id: a.content_id, board_id: 9, class_id: 3 },
      { content_id: b.content_id, board_id: null, class_id: null },
    ]);
  });

  it('completes a record once when a post of the batch reaches its target', async () => {
    const repo = createProgressRepository(t.db);
    const learner = await makeUser(t.db);
    const item = await makeContent(t.db);
    const results = await recordProgressPosts(repo, [
      postOf(learner.uuid, item.content_id, { deltaMs: 200_000 }),
      postOf(learner.uuid, item.content_id, { deltaMs: 100_000 }),
      postOf(learner.uuid, item.content_id, { deltaMs: 10_000 }),
    ]);
    expect(results.map((r) => r.row.is_complete)).toEqual([0, 1, 1]);
    expect(results[1]!.row.completed_at).toBe(results[2]!.row.completed_at);
  });

  it('counts a retry in the same batch once and answers it as a duplicate', async () => {
    const repo = createProgressRepository(t.db);
    const learner = await makeUser(t.db);
    const item = await makeContent(t.db);
    const first = postOf(learner.uuid, item.content_id);
    const results = await recordProgressPosts(repo, [first, { ...first }, postOf(learner.uuid, item.content_id)]);
    expect(results.map((r) => [r.duplicate, r.row.total_consumption_ms])).toEqual([
      [false, 10_000],
      [true, 10_000],
      [false, 20_000],
    ]);
  });
});
