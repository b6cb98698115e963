import { describe, expect, it } from 'vitest';
import { orderKeyOf, runInOrder } from './sync.service.js';

// The batch's order: entries run in the order sent; progress posts of different
// records may run side by side (so the progress writer commits them together), a record's posts in
// their order; every other write alone, after all before it.

const progress = (content_id: number, uuid?: string) => ({
  path: '/mis/v2/addLearningProgress',
  body: { content_id, ...(uuid ? { uuid } : {}) },
});
const answer = { path: '/student-report/student/saveAnswers', body: { attempt_id: 1, answers: [] } };

describe('orderKeyOf', () => {
  it('keys progress by its person and record; everything else runs alone', () => {
    expect(orderKeyOf(progress(7))).toBe(orderKeyOf(progress(7)));
    expect(orderKeyOf(progress(7))).not.toBe(orderKeyOf(progress(8)));
    expect(orderKeyOf(progress(7, 'child-a'))).not.toBe(orderKeyOf(progress(7, 'child-b')));
    expect(orderKeyOf(answer)).toBeNull();
    expect(orderKeyOf({ path: '/mis/v2/addLearningProgress', body: {} })).toBeNull();
  });
});

/** A run that records when each entry starts and ends, each taking its own time. */
function recorder(delays: number[]) {
  const log: string[] = [];
  let running = 0;
  let most = 0;
  const run = async (_entry: unknown, index: number) => {
    running += 1;
    most = Math.max(most, running);
    log.push(`start ${index}`);
    await new Promise((resolve) => setTimeout(resolve, delays[index] ?? 0));
    log.push(`end ${index}`);
    running -= 1;
  };
  return { log, run, most: () => most };
}

describe('runInOrder', () => {
  it('runs a record’s posts in their order even when the first is slower', async () => {
    const entries = [progress(1), progress(2), progress(1)];
    const r = recorder([30, 0, 0]);
    await runInOrder(entries, orderKeyOf, r.run);
    expect(r.log.indexOf('start 2')).toBeGreaterThan(r.log.indexOf('end 0'));
    // The other record's post did not wait for the slow one.
    expect(r.log.indexOf('end 1')).toBeLessThan(r.log.indexOf('end 0'));
    expect(r.most()).toBe(2);
  });

  it('runs a write without a key alone: after all before it, before any after it', async () => {
    const entries = [progress(1), progress(2), answer, progress(3)];
    const r = recorder([20, 10, 5, 0]);
    await runInOrder(entries, orderKeyOf, r.run);
    expect(r.log.indexOf('start 2')).toBeGreaterThan(Math.max(r.log.indexOf('end 0'), r.log.indexOf('end 1')));
    expect(r.log.indexOf('start 3')).toBeGreaterThan(r.log.indexOf('end 2'));
  });

  it('keeps at most 16 entries in flight', async () => {
    const entries = Array.from({ length: 40 }, (_, n) => progress(n + 1));
    const r = recorder(entries.map(() => 1));
    await runInOrder(entries, orderKeyOf, r.run);
    expect(r.most()).toBe(16);
    expect(r.log.filter((l) => l.startsWith('end'))).toHaveLength(40);
  });
});
