import { describe, expect, it } from 'vitest';
import type { PostResult } from './progress-posts.repository.js';
import type { ProgressPost, ProgressRow } from './progress.repository.js';
import { completionsOf } from './progress-writes.js';

// Spec 000 §4: "when total_media_time is 00:00:00, content is complete if consumption is at least
// 120 seconds; otherwise it is complete when consumption equals media time"; a completed record
// stays complete. The service decides it from the records the posts left; the repository writes it.

const post = (recordKey: number, now: string): ProgressPost => ({
  uuid: 'learner',
  eventKey: null,
  recordKey,
  deltaMs: 0,
  mediaMs: null,
  resumeMs: undefined,
  source: 1,
  context: {},
  now,
});

const left = (consumedMs: number, mediaMs: number, over: Partial<ProgressRow> = {}, duplicate = false): PostResult => ({
  duplicate,
  row: {
    content_id: 1,
    total_consumption_ms: consumedMs,
    total_media_ms: mediaMs,
    resume_position_ms: 0,
    is_complete: 0,
    source: 1,
    group_category_id: null,
    completed_at: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...over,
  },
});

describe('completions of a transaction of progress posts', () => {
  it('completes a record from the post that brings it to its media time, later posts reading the same time', () => {
    const posts = [post(1, 'T1'), post(1, 'T2'), post(1, 'T3')];
    const { results, completions } = completionsOf(posts, [
      left(200_000, 300_000),
      left(300_000, 300_000),
      left(310_000, 300_000),
    ]);
    expect(completions).toEqual([{ uuid: 'learner', recordKey: 1, completedAt: 'T2' }]);
    expect(results.map((r) => [r.row.is_complete, r.row.completed_at])).toEqual([
      [0, null],
      [1, 'T2'],
      [1, 'T2'],
    ]);
  });

  it('needs 120 s when the media time is 00:00:00', () => {
    expect(completionsOf([post(1, 'T1')], [left(119_999, 0)]).completions).toEqual([]);
    expect(completionsOf([post(1, 'T1')], [left(120_000, 0)]).completions).toHaveLength(1);
  });

  it('leaves a record complete before as it was, and completes each record once', () => {
    const done = left(400_000, 300_000, { is_complete: 1, completed_at: 'T0' });
    const { results, completions } = completionsOf(
      [post(1, 'T1'), post(2, 'T2'), post(2, 'T3')],
      [done, left(300_000, 300_000), left(300_000, 300_000, {}, true)],
    );
    expect(completions).toEqual([{ uuid: 'learner', recordKey: 2, completedAt: 'T2' }]);
    expect(results[0]).toBe(done);
    // A retry of the completing post reads the record as complete since that post.
    expect(results[2]!.row).toMatchObject({ is_complete: 1, completed_at: 'T2' });
  });
});
