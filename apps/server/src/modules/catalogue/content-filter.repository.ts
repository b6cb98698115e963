import { type Expression, expressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ContentScope } from './catalogue-rules.js';

/**
 * Which mappings a content list takes; every given condition must hold. Services say what they want
 * in these terms and the repository turns them into SQL, so no query text leaves the repositories.
 */
export interface ContentFilter {
  /** Under any of these nodes, at any depth. */
  under?: readonly ContentScope[];
  /** In one of these groups. */
  groupIds?: readonly number[];
  /** In this default-language group or one of its language variants. */
  groupFamilyOf?: number;
  /** In a group of this category (learn, practice, test). */
  categoryId?: number;
  /** Carrying at least one of these tag values. */
  tagValueIds?: readonly number[];
  /** The title contains this text, case-insensitively. */
  titleContains?: string;
  /** Only these content items. */
  contentIds?: readonly number[];
  /** None of these content items. */
  exceptContentIds?: readonly number[];
  /** Mapped to one of these topics (nodes) or chapters. */
  near?: { syllabusIds: readonly number[]; chapterIds: readonly number[] };
  /** Content in this language (the catalogue's medium filter). */
  languageId?: number;
}

/** What a list puts first, before the display order. */
export type ContentOrder =
  | { by: 'display' }
  /** Group by group, in the groups' display order. */
  | { by: 'group' }
  /** Items sharing a tag value with this content item first. */
  | { by: 'sharesTagsWith'; contentId: number }
  /** Items mapped to one of these topics first. */
  | { by: 'topicsFirst'; syllabusIds: readonly number[] };

/** Tables of a content list: mappings (m) with their content (c) and group (g). */
type ListTables = Database & {
  m: Database['content_mappings'];
  c: Database['contents'];
  g: Database['content_groups'];
};

const eb = expressionBuilder<ListTables, 'm' | 'c' | 'g'>();

/**
 * The content_mappings condition (alias m) for "under this node, at any depth". Each branch is an
 * equality on an indexed column: (board_id, class_id), subject_id, chapter_id, or (syllabus_id, ...).
 */
export function scopeCondition(scope: ContentScope): Expression<SqlBool> {
  switch (scope.by) {
    case 'board':
      return eb('m.board_id', '=', scope.boardId);
    case 'class':
      return eb.and([eb('m.board_id', '=', scope.boardId), eb('m.class_id', '=', scope.classId)]);
    case 'subject':
      return eb('m.subject_id', '=', scope.id);
    case 'chapter':
      return eb('m.chapter_id', '=', scope.id);
    case 'node':
      return eb('m.syllabus_id', '=', scope.id);
  }
}

function hasAnyTag(tagValueIds: readonly number[]): Expression<SqlBool> {
  return eb.exists(
    eb
      .selectFrom('content_tags as ct')
      .select(eb.lit(1).as('one'))
      .whereRef('ct.content_id', '=', 'm.content_id')
      .where('ct.tag_value_id', 'in', tagValueIds),
  );
}

function inGroupFamily(parentGroupId: number): Expression<SqlBool> {
  return eb(
    'm.group_id',
    'in',
    eb
      .selectFrom('content_groups as f')
      .select('f.group_id')
      .where((f) => f.or([f('f.group_id', '=', parentGroupId), f('f.group_parent_id', '=', parentGroupId)])),
  );
}

function titleContains(text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The escape character is spelled out: SQLite has none by default, PostgreSQL a backslash.
  return sql<SqlBool>`lower(c.content_title) like ${pattern} escape '\\'`;
}

function near(place: NonNullable<ContentFilter['near']>): Expression<SqlBool> {
  return eb.or([
    ...(place.syllabusIds.length ? [eb('m.syllabus_id', 'in', place.syllabusIds)] : []),
    ...(place.chapterIds.length ? [eb('m.chapter_id', 'in', place.chapterIds)] : []),
  ]);
}

/** The filter as one condition over m, c and g (true when it is empty). */
export function filterCondition(f: ContentFilter): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [];
  if (f.under) all.push(eb.or(f.under.map(scopeCondition)));
  if (f.groupIds?.length) all.push(eb('m.group_id', 'in', f.groupIds));
  if (f.groupFamilyOf !== undefined) all.push(inGroupFamily(f.groupFamilyOf));
  if (f.categoryId !== undefined) all.push(eb('g.group_category_id', '=', f.categoryId));
  if (f.tagValueIds?.length) all.push(hasAnyTag(f.tagValueIds));
  if (f.titleContains) all.push(titleContains(f.titleContains));
  if (f.contentIds?.length) all.push(eb('m.content_id', 'in', f.contentIds));
  if (f.exceptContentIds?.length) all.push(eb('m.content_id', 'not in', f.exceptContentIds));
  if (f.near) all.push(near(f.near));
  if (f.languageId !== undefined) all.push(eb('c.language_id', '=', f.languageId));
  return eb.and(all);
}

/** Content in this language before the rest (a learner's medium first). */
export function languageFirst(languageId: number): Expression<unknown> {
  return eb.case().when('c.language_id', '=', languageId).then(0).else(1).end();
}

/** The ordering put before the display order, or null for the display order alone. */
export function orderFirst(order: ContentOrder): Expression<unknown> | null {
  switch (order.by) {
    case 'display':
      return null;
    case 'group':
      return eb.ref('g.display_order');
    case 'sharesTagsWith': {
      const shares = eb.exists(
        eb
          .selectFrom('content_tags as a')
          .innerJoin('content_tags as b', 'b.tag_value_id', 'a.tag_value_id')
          .select(eb.lit(1).as('one'))
          .whereRef('a.content_id', '=', 'm.content_id')
          .where('b.content_id', '=', order.contentId),
      );
      return eb.case().when(shares).then(0).else(1).end();
    }
    case 'topicsFirst':
      return eb.case().when('m.syllabus_id', 'in', order.syllabusIds).then(0).else(1).end();
  }
}
