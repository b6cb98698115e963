import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ContentScope } from './catalogue-rules.js';

/**
 * The content_mappings condition (alias m) for "under this node, at any depth". Each branch is an
 * equality on an indexed column: (board_id, class_id), subject_id, chapter_id, or (syllabus_id, ...).
 */
export function scopeWhere(scope: ContentScope): RawBuilder<SqlBool> {
  switch (scope.by) {
    case 'board':
      return sql<SqlBool>`m.board_id = ${scope.boardId}`;
    case 'class':
      return sql<SqlBool>`m.board_id = ${scope.boardId} and m.class_id = ${scope.classId}`;
    case 'subject':
      return sql<SqlBool>`m.subject_id = ${scope.id}`;
    case 'chapter':
      return sql<SqlBool>`m.chapter_id = ${scope.id}`;
    case 'node':
      return sql<SqlBool>`m.syllabus_id = ${scope.id}`;
  }
}

/** Content carrying the tag value. */
export function hasTagWhere(tagValueId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from content_tags ct where ct.content_id = m.content_id and ct.tag_value_id = ${tagValueId})`;
}

/** Content of the group, or of the group and its language variants when it is a default-language group. */
export function groupWhere(groupIds: readonly number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`m.group_id in (${sql.join(groupIds)})`;
}

export function groupFamilyWhere(parentGroupId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`m.group_id in (select group_id from content_groups where group_id = ${parentGroupId} or group_parent_id = ${parentGroupId})`;
}
