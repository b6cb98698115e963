import type { Db } from '../../db/database.js';

export interface BoardClass {
  board_id: number;
  class_id: number;
}

export interface VersionRow extends BoardClass {
  version: number;
}

export type SyllabusVersionRepository = ReturnType<typeof createSyllabusVersionRepository>;

/** The syllabus version per board and class (spec 000 §4); a missing row is version 1. */
export function createSyllabusVersionRepository(db: Db) {
  /** Every stored version, in board and class order (a tiny table). */
  async function all(): Promise<VersionRow[]> {
    return db
      .selectFrom('syllabus_versions')
      .select(['board_id', 'class_id', 'version'])
      .orderBy('board_id')
      .orderBy('class_id')
      .execute();
  }

  async function versionOf(boardId: number, classId: number): Promise<number | null> {
    const row = await db
      .selectFrom('syllabus_versions')
      .select('version')
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return row?.version ?? null;
  }

  /** Moves each pair's version up by one (a first bump makes version 2). */
  async function bump(pairs: readonly BoardClass[], updatedAt: string): Promise<void> {
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
  }

  return { all, versionOf, bump };
}
