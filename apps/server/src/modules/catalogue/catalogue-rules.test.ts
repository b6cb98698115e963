import { describe, expect, it } from 'vitest';
import { childColumnOf, contentScopeOf, givenId, parseIdList } from './catalogue-rules.js';
import { assembleGroups } from './group-assembly.js';
import type { GroupRow } from './groups.repository.js';

describe('catalogue rules', () => {
  it('scopes a subtree read by the node’s level', () => {
    const node = { board_id: 1, class_id: 2, rack_type_id: null as number | null };
    expect(contentScopeOf({ ...node, syllabus_id: 1, syllabus_type_id: 3 })).toEqual({ by: 'board', boardId: 1 });
    expect(contentScopeOf({ ...node, syllabus_id: 2, syllabus_type_id: 2, rack_type_id: 3 })).toEqual({
      by: 'class',
      boardId: 1,
      classId: 2,
    });
    expect(contentScopeOf({ ...node, syllabus_id: 9, syllabus_type_id: 4, rack_type_id: 4 })).toEqual({
      by: 'subject',
      id: 9,
    });
    expect(contentScopeOf({ ...node, syllabus_id: 9, syllabus_type_id: 5, rack_type_id: 5 })).toEqual({
      by: 'chapter',
      id: 9,
    });
    expect(contentScopeOf({ ...node, syllabus_id: 9, syllabus_type_id: 6, rack_type_id: 6 })).toEqual({
      by: 'node',
      id: 9,
    });
    expect(contentScopeOf({ ...node, syllabus_id: 9, syllabus_type_id: 48 })).toEqual({ by: 'node', id: 9 });
    expect(childColumnOf({ by: 'class', boardId: 1, classId: 2 })).toBe('subject_id');
    expect(childColumnOf({ by: 'chapter', id: 1 })).toBe('syllabus_id');
  });

  it('parses id lists and ids', () => {
    expect(parseIdList(' 3, 1,3 ,2')).toEqual([3, 1, 2]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(undefined)).toEqual([]);
    expect(givenId(0)).toBeNull();
    expect(givenId(undefined)).toBeNull();
    expect(givenId(5)).toBe(5);
  });
});

describe('assembleGroups', () => {
  const row = (
    group_id: number,
    group_name: string,
    language_id = 1,
    group_parent_id: number | null = null,
    group_category_id = 1,
  ): GroupRow => ({
    group_id,
    group_name,
    group_description: null,
    group_thumbnail: null,
    group_icon: null,
    group_category_id,
    language_id,
    group_parent_id,
    display_order: group_id,
  });
  const rows = [
    row(1, 'Concept Videos'),
    row(2, 'Videos (Hindi)', 2, 1),
    row(3982, 'Shared', 1),
    row(3983, 'Shared (Hindi)', 2, 3982),
    row(5, 'Tests', 1, null, 3),
  ];

  it('answers the variant of the language, falling back to the default; groups 3982/3983 and guided users stay default', () => {
    const hindi = assembleGroups(rows, { userTypeId: 1, languageId: 2 });
    expect(hindi.map((g) => g.group_id)).toEqual([2, 5, 3982]);
    expect(hindi[0]).toMatchObject({ groupParentId: 1, language_id: 2 });
    expect(assembleGroups(rows, { userTypeId: 10, languageId: 2 }).map((g) => g.group_id)).toEqual([1, 5, 3982]);
    expect(assembleGroups(rows, { userTypeId: 1 }).map((g) => g.group_id)).toEqual([1, 5, 3982]);
  });

  it('counts variants toward their default group and keeps only groups with content when counting', () => {
    const counted = assembleGroups(rows, {
      userTypeId: 1,
      counts: new Map([
        [2, 3],
        [1, 1],
        [5, 0],
      ]),
    });
    expect(counted.map((g) => [g.group_id, g.content_count])).toEqual([[1, 4]]);
    expect(assembleGroups(rows, { userTypeId: 1, groupCategoryId: 3 }).map((g) => g.group_id)).toEqual([5]);
    expect(assembleGroups(rows, { userTypeId: 1, groupId: 2 }).map((g) => g.group_id)).toEqual([1]);
  });
});
