import type { AnswerInput } from '@esc/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ClientErrorCode } from '../../../lib/api-error';
import { createOutbox, type OutboxEntry } from '../../../lib/outbox';
import { createAnswerOutbox, mergeAnswers } from './answer-outbox';
import { SAVE_ANSWERS_PATH } from '../api/attempt.api';

// Every answer is kept in the browser with a client-made id and a seq until the server
// acknowledges it, resent after a reload or a dropped connection, and counted once.

const KEY = 'test.answer-outbox';
const OWNER = 'learner-1';
const ATTEMPT = 71;
const offline = () => new ApiError({ status: 0, errorCode: ClientErrorCode.Network, message: 'offline' });

type Send = (entry: OutboxEntry) => Promise<unknown>;

/** One page load: a fresh outbox over what localStorage holds. */
function pageLoad(send: Send) {
  let n = 0;
  const outbox = createOutbox({
    send,
    currentOwner: () => OWNER,
    storageKey: KEY,
    backoffBaseMs: 1000,
    // localStorage, alone in this file: the answers' ids and order are what it checks, not the storage.
    indexedDB: null,
    channelName: null,
    locks: null,
  });
  const answers = createAnswerOutbox({
    outbox,
    currentOwner: () => OWNER,
    newId: () => `client-${Date.now()}-${(n += 1)}`,
  });
  return { outbox, answers };
}

const sentAnswers = (send: ReturnType<typeof vi.fn>) =>
  send.mock.calls.map(([entry]) => ((entry as OutboxEntry).body as { answers: AnswerInput[] }).answers[0]!);

describe('the answer outbox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends each answer with its elapsed time and the attempt’s grant, so one made offline in time still counts', async () => {
    const send = vi.fn<Send>().mockResolvedValue({});
    const { answers } = pageLoad(send);
    answers.record(
      ATTEMPT,
      { question_id: 1, response: { option_ids: ['a'] }, elapsed_ms: 95_000 },
      'grant.of.attempt',
    );
    await vi.advanceTimersByTimeAsync(0);
    const body = (send.mock.calls[0]![0] as OutboxEntry).body as { attempt_grant?: string; answers: AnswerInput[] };
    expect(body.attempt_grant).toBe('grant.of.attempt');
    expect(body.answers[0]).toMatchObject({ question_id: 1, elapsed_ms: 95_000 });
  });

  it('gives each answer a client id and the next seq, and sends them in the order given', async () => {
    const send = vi.fn<Send>().mockResolvedValue({});
    const { answers } = pageLoad(send);
    answers.syncSeq(ATTEMPT, 5);
    answers.record(ATTEMPT, { question_id: 1, response: { option_ids: ['a'] } });
    answers.record(ATTEMPT, { question_id: 2, response: { value: 3 } });
    answers.record(ATTEMPT, { question_id: 1, response: { option_ids: ['b'] } });
    await vi.advanceTimersByTimeAsync(0);
    const sent = sentAnswers(send);
    expect(sent.map((a) => [a.question_id, a.seq])).toEqual([
      [1, 5],
      [2, 6],
      [1, 7],
    ]);
    expect(new Set(sent.map((a) => a.client_answer_id)).size).toBe(3);
    expect(sent.every((a) => /^[A-Za-z0-9_-]{8,64}$/.test(a.client_answer_id))).toBe(true);
  });

  it('removes an answer once acknowledged, and keeps it while the server cannot be reached', async () => {
    const send = vi.fn<Send>().mockRejectedValueOnce(offline()).mockResolvedValue({});
    const { answers } = pageLoad(send);
    answers.record(ATTEMPT, { question_id: 1, response: { is_true: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(answers.pending(ATTEMPT)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(answers.pending(ATTEMPT)).toEqual([]);
  });

  it('resends after a reload what the last page never got acknowledged, with the same ids', async () => {
    const first = vi.fn<Send>().mockRejectedValue(offline());
    const before = pageLoad(first);
    before.answers.record(ATTEMPT, { question_id: 1, response: { option_ids: ['c'] } });
    before.answers.record(ATTEMPT, { question_id: 2, response: null });
    await vi.advanceTimersByTimeAsync(0);
    const ids = before.answers.pending(ATTEMPT).map((a) => a.client_answer_id);
    expect(ids).toHaveLength(2);

    // The tab is reloaded: the old page and its timers are gone; a new page, the same storage.
    vi.clearAllTimers();
    const second = vi.fn<Send>().mockResolvedValue({});
    const after = pageLoad(second);
    expect(after.answers.pending(ATTEMPT).map((a) => a.client_answer_id)).toEqual(ids);
    // Sent once the backoff of the failed try has passed (or at once when the browser is back online).
    await vi.advanceTimersByTimeAsync(1000);
    await after.outbox.flush();
    expect(sentAnswers(second).map((a) => a.client_answer_id)).toEqual(ids);
    expect(after.answers.pending(ATTEMPT)).toEqual([]);
    // The next answer continues the seq; none is reused.
    expect(after.answers.record(ATTEMPT, { question_id: 3, response: { value: 1 } }).seq).toBe(2);
  });

  it('keeps one entry per client id (an answer queued twice is sent once)', async () => {
    const send = vi.fn<Send>().mockRejectedValue(offline());
    const { outbox } = pageLoad(send);
    const body = {
      attempt_id: ATTEMPT,
      answers: [{ client_answer_id: 'same-id-123', question_id: 1, seq: 0, response: null }],
    };
    outbox.enqueue({ id: 'same-id-123', tag: 'answer', owner: OWNER, path: SAVE_ANSWERS_PATH, body });
    outbox.enqueue({ id: 'same-id-123', tag: 'answer', owner: OWNER, path: SAVE_ANSWERS_PATH, body });
    expect(outbox.entries()).toHaveLength(1);
  });

  it('puts aside answers a submit carried, and only those', async () => {
    const send = vi.fn<Send>().mockRejectedValue(offline());
    const { answers } = pageLoad(send);
    const a = answers.record(ATTEMPT, { question_id: 1, response: { value: 1 } });
    const b = answers.record(ATTEMPT, { question_id: 2, response: { value: 2 } });
    answers.discard([a.client_answer_id]);
    expect(answers.pending(ATTEMPT).map((x) => x.client_answer_id)).toEqual([b.client_answer_id]);
  });

  it('starts from the server’s next_seq when the attempt resumes on another device', () => {
    const { answers } = pageLoad(vi.fn<Send>().mockResolvedValue({}));
    answers.syncSeq(ATTEMPT, 40);
    expect(answers.record(ATTEMPT, { question_id: 9, response: null }).seq).toBe(40);
  });
});

describe('mergeAnswers', () => {
  it('shows the later of the server’s answer and one still waiting, by seq', () => {
    const merged = mergeAnswers(
      [
        { question_id: 1, response: { option_ids: ['a'] }, seq: 3, time_spent_ms: 0, is_marked: 1 },
        { question_id: 2, response: { value: 5 }, seq: 9, time_spent_ms: 0, is_marked: 0 },
      ],
      [
        { client_answer_id: 'waiting-001', question_id: 1, seq: 4, response: { option_ids: ['b'] } },
        { client_answer_id: 'waiting-002', question_id: 2, seq: 8, response: { value: 7 } },
      ],
    );
    expect(merged.get(1)).toMatchObject({ response: { option_ids: ['b'] }, isMarked: true });
    expect(merged.get(2)).toMatchObject({ response: { value: 5 } });
  });
});
