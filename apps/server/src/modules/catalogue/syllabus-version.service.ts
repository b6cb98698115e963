import type { Db } from '../../db/database.js';
import { notifySyllabusChanged } from './syllabus-version-state.js';
import { type BoardClass, createSyllabusVersionRepository } from './syllabus-version.repository.js';

export type { BoardClass } from './syllabus-version.repository.js';

export type SyllabusVersionService = ReturnType<typeof createSyllabusVersionService>;

/**
 * The syllabus version per board and class (spec 000 §4): clients cache a class's tree by version
 * and refetch when it changes, so every change to the tree or its content bumps it.
 *
 * Built on a database handle rather than a repository: a content edit builds it on its own
 * transaction, so the bump commits (or rolls back) with the edit.
 */
export function createSyllabusVersionService({ db, clock }: { db: Db; clock: () => number }) {
  const repo = createSyllabusVersionRepository(db);

  async function current(boardId: number, classId: number): Promise<number> {
    return (await repo.versionOf(boardId, classId)) ?? 1;
  }

  async function bump(pairs: readonly BoardClass[]): Promise<void> {
    await repo.bump(pairs, new Date(clock()).toISOString());
    // Outside a transaction the bump is committed now; in one, the caller notifies after its commit.
    notifySyllabusChanged(db);
  }

  return { current, bump };
}
