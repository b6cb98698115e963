import type { Db } from '../../db/database.js';
import { notifySyllabusChanged } from './syllabus-version-state.js';

export interface BoardClass {
  board_id: number;
  class_id: number;
}

export type SyllabusVersionService = ReturnType<typeof createSyllabusVersionService>;

/**
 * The syllabus version per board and class (spec 000 §4): clients cache a class's tree by version
 * and refetch when it changes, so every change to the tree or its content bumps it.
 */
export function createSyllabusVersionService({ db, clock }: { db: Db; clock: () => number }) {
  async function current(boardId: number, classId: number): Promise<number> {
    const row = await db
      .selectFrom('syllabus_versions')
      .select('version')
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row?.version ?? 1;
  }

  async function bump(pairs: readonly BoardClass[]): Promise<void> {
    const updatedAt = new Date(clock()).toISOString();
    for (const { board_id, class_id } of pairs) {
      await db
        .insertInto('syllabus_versions')
        .values({ board_id, class_id, version: 2, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.columns(['board_id', 'class_id']).doUpdateSet((eb) => ({
            version: eb('syllabus_versions.version', '+', 1),
            updated_at: updatedAt,
          })),
        )
        .execute();
    }
    // Outside a transaction the bump is committed now; in one, the caller notifies after its commit.
    notifySyllabusChanged(db);
  }

  return { current, bump };
}
