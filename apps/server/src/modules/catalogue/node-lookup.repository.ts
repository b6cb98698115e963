import { SyllabusType } from '@esc/domain';
import type { Db } from '../../db/database.js';
import { seenBySchools } from './school-visibility.repository.js';

/** A syllabus node as other modules name and place it. */
export interface NodeBrief {
  syllabus_id: number;
  syllabus_name: string;
  syllabus_type_id: number;
  parent_id: number | null;
  display_order: number;
  /** How a subject opens (spec 002 §2.2); null when unset. */
  group_presentation: number | null;
}

export type NodeLookupRepository = ReturnType<typeof createNodeLookupRepository>;

/**
 * Light reads of syllabus nodes by id or parent: names, types and order, no counts or versions.
 * Global nodes and the custom racks of the given schools only.
 */
export function createNodeLookupRepository(db: Db) {
  const briefs = (schoolIds: readonly number[]) =>
    db
      .selectFrom('syllabus_nodes')
      .select(['syllabus_id', 'syllabus_name', 'syllabus_type_id', 'parent_id', 'display_order', 'group_presentation'])
      .where(seenBySchools('school_id', schoolIds));

  async function byIds(ids: readonly number[], schoolIds: readonly number[]): Promise<NodeBrief[]> {
    if (ids.length === 0) return [];
    return briefs(schoolIds).where('syllabus_id', 'in', ids).execute();
  }

  /** The subjects of the classes, in display order. */
  async function subjectsOf(classIds: readonly number[], schoolIds: readonly number[]): Promise<NodeBrief[]> {
    if (classIds.length === 0) return [];
    return briefs(schoolIds)
      .where('parent_id', 'in', classIds)
      .where('syllabus_type_id', '=', SyllabusType.Subject)
      .orderBy('display_order')
      .orderBy('syllabus_id')
      .execute();
  }

  return { byIds, subjectsOf };
}
