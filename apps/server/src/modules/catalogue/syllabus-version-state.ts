import type { Db } from '../../db/database.js';
import { createSyllabusVersionRepository } from './syllabus-version.repository.js';

/** How long this process trusts its copy of the versions before reading them again. */
export const VERSION_TTL_MS = 1000;

/**
 * The syllabus versions (spec 000 §4) as this process last read them, summed up as an epoch: a
 * number that moves whenever any version may have moved. Answers cached under an epoch are valid
 * while it is current.
 *
 * Why an epoch and not a check per board and class: an answer does not always know every class it
 * depends on (a board's class list changes when a class is added; a renamed tag value is shared by
 * classes). Versions move only on staff edits, so dropping every cached answer then costs little and
 * can never keep a stale one.
 *
 * Several processes: a bump committed by another process is seen by the first read of the versions
 * that starts after it. Reads start at most ttlMs apart while requests arrive, and a request never
 * uses a copy older than ttlMs, so a change shows everywhere within ttlMs (1 s). A bump made by this
 * process calls changed() after its commit and shows at once.
 */
export interface SyllabusVersionState {
  /** The current epoch; a number when the copy is fresh, else a promise of it after a re-read. */
  epoch(): number | Promise<number>;
  /** Call after committing a version bump: drops this process's answers at once. */
  changed(): void;
}

export function createSyllabusVersionState(
  db: Db,
  { ttlMs = VERSION_TTL_MS, now = () => performance.now() }: { ttlMs?: number; now?: () => number } = {},
): SyllabusVersionState {
  let epoch = 0;
  let fingerprint: string | null = null;
  // When the last read of the table started; -Infinity forces a read.
  let readStartedAt = -Infinity;
  let reading: Promise<number> | null = null;
  let localChanges = 0;
  const repo = createSyllabusVersionRepository(db);

  async function read(): Promise<number> {
    const startedAt = now();
    const changesAtStart = localChanges;
    try {
      const rows = await repo.all();
      const next = rows.map((r) => `${r.board_id}:${r.class_id}:${r.version}`).join(',');
      if (next !== fingerprint) {
        fingerprint = next;
        epoch += 1;
      }
      // A local change committed during the read may not be in these rows: leave the copy stale so
      // the next request reads again.
      if (localChanges === changesAtStart) readStartedAt = startedAt;
      return epoch;
    } finally {
      reading = null;
    }
  }

  return {
    epoch() {
      if (now() - readStartedAt < ttlMs) return epoch;
      reading ??= read();
      return reading;
    },
    changed() {
      localChanges += 1;
      epoch += 1;
      readStartedAt = -Infinity;
    },
  };
}

const states = new WeakMap<Db, SyllabusVersionState>();

/** The one state per database handle, shared by the modules of one server (catalogue, content). */
export function syllabusVersionsOf(db: Db): SyllabusVersionState {
  let state = states.get(db);
  if (!state) {
    state = createSyllabusVersionState(db);
    states.set(db, state);
  }
  return state;
}

/** Tells the state of db, if one exists, that versions changed (a transaction handle has none). */
export function notifySyllabusChanged(db: Db): void {
  states.get(db)?.changed();
}
