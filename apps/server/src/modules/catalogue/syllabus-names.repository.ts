import type { Db } from '../../db/database.js';

export type SyllabusNamesRepository = ReturnType<typeof createSyllabusNamesRepository>;

/** Names of platform syllabus nodes by id (boards, classes, subjects), for other modules' labels. */
export function createSyllabusNamesRepository(db: Db) {
  async function namesByIds(ids: readonly number[]): Promise<{ syllabus_id: number; syllabus_name: string }[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('syllabus_nodes')
      .select(['syllabus_id', 'syllabus_name'])
      .where('syllabus_id', 'in', [...new Set(ids)])
      .where('school_id', 'is', null)
      .execute();
  }

  return { namesByIds };
}
