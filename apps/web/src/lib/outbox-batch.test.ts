import { describe, expect, it } from 'vitest';
import { setup } from '../test/api-client-kit';
import { envelope, errorResponse, type FakeCall } from '../test/fake-api';
import { ApiError } from './api-error';
import type { OutboxEntry } from './outbox';
import { batchRuns, createOutboxBatchSender } from './outbox-batch';

// The outbox's batch sender: up to 200 writes a request, each answered as its own
// call would be; a write the batch call does not take goes alone, in its place.

const PROGRESS = '/mis/v2/addLearningProgress';
const ANSWERS = '/student-report/student/saveAnswers';
const HAND_IN = '/syllabus-v2/handins/student/handIn';

function entry(id: string, path: string, body: unknown): OutboxEntry {
  return { id, tag: 'test', owner: 'u-1', path, body, created_at: 0, attempts: 0, next_attempt_at: 0 };
}
const progress = (n: number) =>
  entry(`p-${n}`, PROGRESS, { client_event_id: `p-${n}`, content_id: 7, total_consumption_time: 10, source: 1 });
const handIn = (id: string) =>
  entry(id, HAND_IN, { assign_id: 3, learnlist_item_id: 'task-1', client_handin_id: id, text: 'My work' });

describe('batchRuns', () => {
  it('puts at most 200 writes in a request: 1,000 progress records are five requests', () => {
    const runs = batchRuns(Array.from({ length: 1000 }, (_, n) => progress(n)));
    expect(runs.map((r) => r.length)).toEqual([200, 200, 200, 200, 200]);
    expect(runs.flat().map((e) => e.id)).toEqual(Array.from({ length: 1000 }, (_, n) => `p-${n}`));
  });

  it('sends a write the batch does not take alone, in its place', () => {
    const runs = batchRuns([progress(1), progress(2), handIn('handin-01'), progress(3)]);
    expect(runs.map((r) => r.map((e) => e.id))).toEqual([['p-1', 'p-2'], ['handin-01'], ['p-3']]);
  });
});

describe('createOutboxBatchSender', () => {
  const sentIds = (call: FakeCall) => (call.body as { entries: { id: string }[] }).entries.map((e) => e.id);

  it('answers each entry by its own result: data when saved, an ApiError naming the field when refused', async () => {
    const answer = entry('a-1', ANSWERS, { attempt_id: 5, answers: [] });
    const { client, calls } = setup({
      'POST /sync/outbox': () =>
        envelope({
          results: [
            { id: 'p-1', status_code: 200, ok: true, data: { duplicate: false } },
            {
              id: 'a-1',
              status_code: 400,
              ok: false,
              error_code: 'VALIDATION_FAILED',
              message: 'answers: at least one',
              errors: [{ field: 'answers', message: 'at least one' }],
            },
          ],
        }),
      [`POST ${HAND_IN}`]: () => errorResponse(409, 'CONFLICT', 'This task no longer takes work.'),
    });
    const results = await createOutboxBatchSender(client)([progress(1), answer, handIn('handin-01')]);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /sync/outbox', `POST ${HAND_IN}`]);
    expect(sentIds(calls[0]!)).toEqual(['p-1', 'a-1']);
    expect(calls[0]!.body).toMatchObject({ entries: [{ path: PROGRESS }, { path: ANSWERS }] });
    expect(results[0]).toEqual({ id: 'p-1', ok: true, data: { duplicate: false } });
    expect(results[1]!.ok).toBe(false);
    expect(results[1]!.error).toBeInstanceOf(ApiError);
    expect(results[1]!.error).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(results[1]!.error!.fieldErrors).toEqual([{ field: 'answers', message: 'at least one' }]);
    expect(results[2]).toMatchObject({ id: 'handin-01', ok: false, error: { status: 409, errorCode: 'CONFLICT' } });
  });

  it('sends 450 writes as three requests, one after another, and answers all of them in order', async () => {
    const { client, calls } = setup({
      'POST /sync/outbox': (call) =>
        envelope({ results: sentIds(call).map((id) => ({ id, status_code: 200, ok: true, data: {} })) }),
    });
    const entries = Array.from({ length: 450 }, (_, n) => progress(n));
    const results = await createOutboxBatchSender(client)(entries);
    expect(calls.map((c) => sentIds(c).length)).toEqual([200, 200, 50]);
    expect(results.map((r) => r.id)).toEqual(entries.map((e) => e.id));
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it('rejects when the batch gets no answer, so the outbox keeps every entry', async () => {
    const { client } = setup({ 'POST /sync/outbox': () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(createOutboxBatchSender(client)([progress(1)])).rejects.toMatchObject({ status: 0 });
  });
});
