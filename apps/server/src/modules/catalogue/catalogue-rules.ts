import { GroupCategory, RackLevel, SyllabusType } from '@esc/domain';

// Pure rules of the catalogue module that the domain package does not (yet) hold.

export const GROUP_CATEGORY_NAMES: Readonly<Record<number, string>> = {
  [GroupCategory.Learn]: 'learn',
  [GroupCategory.Practice]: 'practice',
  [GroupCategory.Test]: 'test',
};

export interface ScopeNode {
  syllabus_id: number;
  syllabus_type_id: number;
  rack_type_id: number | null;
  board_id: number | null;
  class_id: number | null;
}

/**
 * Which column of content_mappings holds "under this node, at any depth": mappings carry their
 * board, class, subject and chapter, so a subtree read is one indexed equality, never a recursion.
 */
export type ContentScope =
  | { by: 'board'; boardId: number }
  | { by: 'class'; boardId: number; classId: number }
  | { by: 'subject'; id: number }
  | { by: 'chapter'; id: number }
  | { by: 'node'; id: number };

export function contentScopeOf(node: ScopeNode): ContentScope {
  if (node.syllabus_type_id === SyllabusType.Board) return { by: 'board', boardId: node.syllabus_id };
  if (node.syllabus_type_id === SyllabusType.Class || node.rack_type_id === RackLevel.Class) {
    return { by: 'class', boardId: node.board_id ?? 0, classId: node.syllabus_id };
  }
  if (node.syllabus_type_id === SyllabusType.Subject || node.rack_type_id === RackLevel.Subject) {
    return { by: 'subject', id: node.syllabus_id };
  }
  if (node.rack_type_id === RackLevel.Chapter) return { by: 'chapter', id: node.syllabus_id };
  return { by: 'node', id: node.syllabus_id };
}

/** The content_mappings column that names a node one level below a scope (for counts per child). */
export function childColumnOf(scope: ContentScope): 'class_id' | 'subject_id' | 'chapter_id' | 'syllabus_id' {
  switch (scope.by) {
    case 'board':
      return 'class_id';
    case 'class':
      return 'subject_id';
    case 'subject':
      return 'chapter_id';
    default:
      return 'syllabus_id';
  }
}

/** A comma-separated id list from a query ('1, 2,3'); empty or absent is an empty list. Duplicates dropped. */
export function parseIdList(value: string | undefined | null): number[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isSafeInteger(n) && n > 0),
    ),
  ];
}

/** An id from a query: 0 and absent both mean "none given". */
export function givenId(value: number | undefined | null): number | null {
  return value && value > 0 ? value : null;
}
