import type { AnswerInput, SavedAnswer, StartAttemptData } from '@esc/contracts';
import type { AttemptClockCheckpoint } from '@esc/domain';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * The paper on the device: when an attempt starts online, what the engine needs to go on
 * without the server (the questions as loaded, the settings, the server's start and deadline and its
 * signed attempt grant) is kept in IndexedDB, with a checkpoint of the server's time as the engine
 * counts it. A reload with no network resumes from here. Its own database ('esc-attempts'), apart
 * from the app's outbox. Kept per person and per paper, assignment and section assignment, and put
 * aside once the submit is acknowledged or the sync window after the deadline has closed.
 */
export const ATTEMPT_STORE_DB = 'esc-attempts';
const STORE = 'attempts';

export interface StoredAttempt {
  /** The person and the engine's route: see attemptKey. */
  key: string;
  owner: string;
  attempt: StartAttemptData;
  /** The server's time as the engine last counted it, beside the device's clock then. */
  checkpoint: AttemptClockCheckpoint;
  /** Submitted on this device; the submit waits in the outbox. */
  submittedOffline?: boolean;
}

interface AttemptsDb extends DBSchema {
  attempts: { key: string; value: StoredAttempt; indexes: { owner: string } };
}

/** What names an attempt on the device: the person and the engine's route (paper, assignment, section, homework). */
export function attemptKey(
  owner: string,
  route: { paperId: number; assignId: number | null; sectionAssignId: number | null; homeworkAssignId: number | null },
): string {
  return [owner, route.paperId, route.assignId ?? 0, route.sectionAssignId ?? 0, route.homeworkAssignId ?? 0].join(':');
}

/** When a kept attempt is of no more use: the deadline plus the window in which it may still sync. */
export function keptUntil(stored: StoredAttempt): number {
  return stored.attempt.timing.deadline_ms + stored.attempt.timing.offline_sync_window_ms;
}

export function createAttemptStore(name = ATTEMPT_STORE_DB) {
  let db: Promise<IDBPDatabase<AttemptsDb>> | null = null;
  const open = () =>
    (db ??= openDB<AttemptsDb>(name, 1, {
      upgrade(d) {
        d.createObjectStore(STORE, { keyPath: 'key' }).createIndex('owner', 'owner');
      },
    }));

  /** The attempt kept for this person and route; none when it belongs to someone else or is of no more use. */
  async function load(key: string, owner: string, nowMs: number): Promise<StoredAttempt | null> {
    const stored = await (await open()).get(STORE, key);
    if (!stored || stored.owner !== owner) return null;
    if (keptUntil(stored) < nowMs) {
      await remove(key);
      return null;
    }
    return stored;
  }

  async function save(stored: StoredAttempt): Promise<void> {
    await (await open()).put(STORE, stored);
  }

  /** Moves the kept checkpoint on (written every few seconds as the engine runs). */
  async function checkpoint(key: string, at: AttemptClockCheckpoint, submittedOffline?: boolean): Promise<void> {
    const d = await open();
    const tx = d.transaction(STORE, 'readwrite');
    const stored = await tx.store.get(key);
    if (stored) {
      await tx.store.put({ ...stored, checkpoint: at, ...(submittedOffline ? { submittedOffline } : {}) });
    }
    await tx.done;
  }

  /**
   * Answers the server acknowledged join the kept attempt's saved answers (a later seq wins), so a
   * reload offline shows them although they have left the outbox.
   */
  async function rememberSaved(key: string, answers: readonly AnswerInput[]): Promise<void> {
    const d = await open();
    const tx = d.transaction(STORE, 'readwrite');
    const stored = await tx.store.get(key);
    if (stored) {
      const saved = new Map(stored.attempt.answers.map((a) => [a.question_id, a]));
      for (const a of answers) {
        const current = saved.get(a.question_id);
        if (current && current.seq >= a.seq) continue;
        saved.set(a.question_id, {
          question_id: a.question_id,
          response: a.response as SavedAnswer['response'],
          seq: a.seq,
          time_spent_ms: a.time_spent_ms ?? current?.time_spent_ms ?? 0,
          is_marked: (a.is_marked ?? current?.is_marked === 1) ? 1 : 0,
        });
      }
      await tx.store.put({ ...stored, attempt: { ...stored.attempt, answers: [...saved.values()] } });
    }
    await tx.done;
  }

  async function remove(key: string): Promise<void> {
    await (await open()).delete(STORE, key);
  }

  /** Puts aside every kept attempt of an attempt id (its submit was acknowledged). */
  async function removeAttempt(attemptId: number): Promise<void> {
    const d = await open();
    const tx = d.transaction(STORE, 'readwrite');
    for (const stored of await tx.store.getAll()) {
      if (stored.attempt.attempt_id === attemptId) await tx.store.delete(stored.key);
    }
    await tx.done;
  }

  return { load, save, checkpoint, rememberSaved, remove, removeAttempt };
}

export type AttemptStore = ReturnType<typeof createAttemptStore>;
