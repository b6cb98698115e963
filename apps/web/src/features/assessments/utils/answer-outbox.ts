import type { AnswerInput, SavedAnswer } from '@esc/contracts';
import type { Outbox, OutboxEntry } from '../../../lib/outbox';
import { readJson, writeJson } from '../../../lib/storage';
import { SAVE_ANSWERS_PATH } from '../api/attempt.api';

/**
 * The test engine's answers on their way (no answer is ever lost). Each answer the
 * learner gives gets a client-made id and the next seq of the attempt, and goes into the app's
 * persistent outbox (lib/outbox: localStorage, oldest first, retried with backoff, flushed again
 * when the browser is back online and at the next start of the app). It stays there until the
 * server acknowledges it; the server counts an id once and orders a question's answers by seq, so
 * a resend (after a reload, a dropped connection, another tab) never changes the result.
 */
export const ANSWER_TAG = 'answer';
/** The next seq per attempt, so a reload never reuses one (and a resume on another device starts at the server's). */
export const ANSWER_SEQ_STORAGE_KEY = 'esc.answer-seq';

export type AnswerFields = Omit<AnswerInput, 'client_answer_id' | 'seq'>;

export interface AnswerOutboxDeps {
  outbox: Outbox;
  currentOwner: () => string | null;
  newId?: () => string;
  now?: () => number;
}

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `a${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

interface SaveBody {
  attempt_id: number;
  answers: AnswerInput[];
  /** The server's signed attempt grant: an answer synced after the deadline is taken only with it. */
  attempt_grant?: string;
}

function answerOf(entry: OutboxEntry, attemptId: number): AnswerInput | null {
  if (entry.tag !== ANSWER_TAG) return null;
  const body = entry.body as SaveBody | null;
  if (!body || body.attempt_id !== attemptId || !Array.isArray(body.answers)) return null;
  return body.answers[0] ?? null;
}

export function createAnswerOutbox(deps: AnswerOutboxDeps) {
  const newId = deps.newId ?? randomId;
  const now = deps.now ?? Date.now;

  const readSeqs = (): Record<string, number> => {
    const value = readJson(ANSWER_SEQ_STORAGE_KEY);
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  };

  /** The answers of an attempt still waiting for the server, in the order they were given. */
  function pending(attemptId: number): AnswerInput[] {
    return deps.outbox
      .entries()
      .map((entry) => answerOf(entry, attemptId))
      .filter((answer): answer is AnswerInput => answer !== null)
      .sort((a, b) => a.seq - b.seq);
  }

  /** How many of the attempt's answers wait for the server (read on every render: counted, not sorted). */
  function pendingCount(attemptId: number): number {
    return deps.outbox.entries().filter((entry) => answerOf(entry, attemptId) !== null).length;
  }

  /** The next seq: past the server's, this device's and any waiting answer's. */
  function nextSeq(attemptId: number, serverNextSeq = 0): number {
    const stored = readSeqs()[String(attemptId)] ?? 0;
    const waiting = pending(attemptId).reduce((max, answer) => Math.max(max, answer.seq + 1), 0);
    return Math.max(serverNextSeq, stored, waiting);
  }

  /** Keeps the attempt's next seq at least at the server's (a resume from another device). */
  function syncSeq(attemptId: number, serverNextSeq: number): void {
    const seqs = readSeqs();
    seqs[String(attemptId)] = nextSeq(attemptId, serverNextSeq);
    writeJson(ANSWER_SEQ_STORAGE_KEY, seqs);
  }

  /**
   * Records an answer as given: a new id, the next seq, kept and sent (with the attempt's grant, so
   * that one made before the deadline and synced after it still counts).
   */
  function record(attemptId: number, fields: AnswerFields, grant?: string): AnswerInput {
    const owner = deps.currentOwner();
    const seq = nextSeq(attemptId);
    const seqs = readSeqs();
    seqs[String(attemptId)] = seq + 1;
    writeJson(ANSWER_SEQ_STORAGE_KEY, seqs);
    const answer: AnswerInput = { ...fields, client_answer_id: newId(), seq, answered_at: now() };
    if (owner === null) return answer;
    const body: SaveBody = { attempt_id: attemptId, answers: [answer], ...(grant ? { attempt_grant: grant } : {}) };
    deps.outbox.enqueue({ id: answer.client_answer_id, tag: ANSWER_TAG, owner, path: SAVE_ANSWERS_PATH, body });
    return answer;
  }

  /** Puts aside answers the server acknowledged another way (they rode along with the submit). */
  function discard(clientAnswerIds: readonly string[]): void {
    const ids = new Set(clientAnswerIds);
    deps.outbox.remove(
      deps.outbox
        .entries()
        .filter((entry) => entry.tag === ANSWER_TAG && ids.has(entry.id))
        .map((entry) => entry.id),
    );
  }

  /** Forgets an attempt's seq once it is submitted. */
  function forget(attemptId: number): void {
    const seqs = readSeqs();
    delete seqs[String(attemptId)];
    writeJson(ANSWER_SEQ_STORAGE_KEY, Object.keys(seqs).length > 0 ? seqs : null);
  }

  return { record, pending, pendingCount, nextSeq, syncSeq, discard, forget, flush: () => deps.outbox.flush() };
}

export type AnswerOutbox = ReturnType<typeof createAnswerOutbox>;

export interface AnswerState {
  response: AnswerInput['response'];
  seq: number;
  isMarked: boolean;
  timeSpentMs: number;
}

/**
 * What the screen shows per question: the server's saved answers, then this device's answers still
 * waiting (a later seq wins, as on the server), so a reload shows every answer given.
 */
export function mergeAnswers(saved: readonly SavedAnswer[], waiting: readonly AnswerInput[]): Map<number, AnswerState> {
  const merged = new Map<number, AnswerState>();
  for (const answer of saved) {
    merged.set(answer.question_id, {
      response: answer.response as AnswerInput['response'],
      seq: answer.seq,
      isMarked: answer.is_marked === 1,
      timeSpentMs: answer.time_spent_ms,
    });
  }
  for (const answer of waiting) {
    const current = merged.get(answer.question_id);
    if (current && current.seq > answer.seq) continue;
    merged.set(answer.question_id, {
      response: answer.response,
      seq: answer.seq,
      isMarked: answer.is_marked ?? current?.isMarked ?? false,
      timeSpentMs: answer.time_spent_ms ?? current?.timeSpentMs ?? 0,
    });
  }
  return merged;
}
