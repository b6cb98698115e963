import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContentScope } from './catalogue-rules.js';
import {
  type ContentFilter,
  type ContentOrder,
  filterCondition,
  languageFirst,
  orderFirst,
  scopeCondition,
} from './content-filter.repository.js';
import { seenBySchools } from './school-visibility.repository.js';

export interface ContentRow {
  syllabus_mapping_id: number;
  content_id: number;
  syllabus_id: number;
  group_id: number;
  subject_id: number | null;
  chapter_id: number | null;
  display_order: number;
  content_title: string;
  content_kind: string;
  thumbnail_key: string | null;
  total_media_time_ms: number;
  version: number;
  language_id: number;
  crs_id: string | null;
  old_content_id: string | null;
  template_id: number | null;
  service_name: string | null;
  has_media: number;
  is_online_only: number;
  group_name: string;
  group_category_id: number;
}

export interface TagRow {
  content_id: number;
  tag_id: number;
  tag_name: string;
  tag_value_id: number;
  tag_value: string;
}

/** The node a content read is scoped to, its version, and (when asked) the default-language parent of a group. */
export interface ScopeRow {
  syllabus_id: number;
  syllabus_type_id: number;
  rack_type_id: number | null;
  board_id: number | null;
  class_id: number | null;
  version: number;
  group_parent_id: number | null;
}

export interface ContentQuery {
  /** The viewer's schools: only their own content and placements join the platform's. */
  schoolIds: readonly number[];
  filter: ContentFilter;
  /** What comes before the display order (e.g. "same topic first"); the display order alone by default. */
  order?: ContentOrder;
  /** After that order, content in this language first (the viewer's medium); absent: no language order. */
  languageFirst?: number;
  /** Rows to skip and to take. */
  offset: number;
  limit: number;
}

/**
 * Content reads: mappings joined to their content and group, one statement per list. Each read takes
 * the viewer's schools and keeps a mapping only where both its content (c.owner_school_id) and its
 * place (m.school_id, the school of the rack it lies in) are the platform's or one of those schools':
 * another school's own content and racks are left out of every list and count.
 */
export function createContentListRepository(db: Db) {
  function items(schoolIds: readonly number[]) {
    return db
      .selectFrom('content_mappings as m')
      .innerJoin('contents as c', 'c.content_id', 'm.content_id')
      .innerJoin('content_groups as g', 'g.group_id', 'm.group_id')
      .select((eb) => [
        'm.syllabus_mapping_id',
        'm.content_id',
        'm.syllabus_id',
        'm.group_id',
        'm.subject_id',
        'm.chapter_id',
        'm.display_order',
        'c.content_title',
        'c.content_kind',
        'c.thumbnail_key',
        'c.total_media_time_ms',
        'c.version',
        'c.language_id',
        'c.crs_id',
        'c.old_content_id',
        'c.template_id',
        'c.service_name',
        eb.case().when('c.media_key', 'is', null).then(0).else(1).end().as('has_media'),
        'c.is_online_only',
        'g.group_name',
        'g.group_category_id',
      ])
      .where(seenBySchools('m.school_id', schoolIds))
      .where(seenBySchools('c.owner_school_id', schoolIds));
  }

  /** Mappings (m) joined to their content (c), seen by the viewer: for counts and places. */
  function seenMappings(schoolIds: readonly number[]) {
    return db
      .selectFrom('content_mappings as m')
      .innerJoin('contents as c', 'c.content_id', 'm.content_id')
      .where(seenBySchools('m.school_id', schoolIds))
      .where(seenBySchools('c.owner_school_id', schoolIds));
  }

  return {
    /**
     * One primary-key read: the node, its version and the group's parent, so a list needs no other
     * lookup. Another school's rack is not found.
     */
    async scope(
      syllabusId: number,
      groupId: number | null,
      schoolIds: readonly number[],
    ): Promise<ScopeRow | undefined> {
      const row = await db
        .selectFrom('syllabus_nodes as n')
        .leftJoin('syllabus_versions as sv', (j) =>
          j.onRef('sv.board_id', '=', 'n.board_id').onRef('sv.class_id', '=', 'n.class_id'),
        )
        .select((eb) => [
          'n.syllabus_id',
          'n.syllabus_type_id',
          'n.rack_type_id',
          'n.board_id',
          'n.class_id',
          eb.fn.coalesce('sv.version', eb.lit(1)).as('version'),
          eb
            .selectFrom('content_groups as g')
            .select('g.group_parent_id')
            .where('g.group_id', '=', groupId ?? 0)
            .as('group_parent_id'),
        ])
        .where('n.syllabus_id', '=', syllabusId)
        .where(seenBySchools('n.school_id', schoolIds))
        .executeTakeFirst();
      return row && { ...row, version: Number(row.version), group_parent_id: row.group_parent_id ?? null };
    },

    async list(q: ContentQuery): Promise<ContentRow[]> {
      let query = items(q.schoolIds).where(filterCondition(q.filter));
      const first = q.order ? orderFirst(q.order) : null;
      if (first) query = query.orderBy(first);
      if (q.languageFirst !== undefined) query = query.orderBy(languageFirst(q.languageFirst));
      return query
        .orderBy('m.display_order')
        .orderBy('m.syllabus_mapping_id')
        .limit(q.limit)
        .offset(q.offset)
        .execute();
    },

    /** Every mapping of a class (offline mode), in tree order. */
    async ofClass(boardId: number, classId: number, schoolIds: readonly number[]): Promise<ContentRow[]> {
      return items(schoolIds)
        .where('m.board_id', '=', boardId)
        .where('m.class_id', '=', classId)
        .orderBy('m.syllabus_id')
        .orderBy('m.display_order')
        .orderBy('m.syllabus_mapping_id')
        .execute();
    },

    async tagsOf(contentIds: readonly number[]): Promise<TagRow[]> {
      if (contentIds.length === 0) return [];
      return db
        .selectFrom('content_tags as ct')
        .innerJoin('tags as t', 't.tag_value_id', 'ct.tag_value_id')
        .select(['ct.content_id', 't.tag_id', 't.tag_name', 't.tag_value_id', 't.tag_value'])
        .where('ct.content_id', 'in', [...new Set(contentIds)])
        .orderBy('t.tag_id')
        .orderBy('t.tag_value_id')
        .execute();
    },

    /**
     * Tags of every content item of a class (offline mode): one query through the class index. Tags
     * are global and are attached only to the rows ofClass answered, so they need no school filter.
     */
    async tagsOfClass(boardId: number, classId: number): Promise<TagRow[]> {
      return db
        .selectFrom('content_tags as ct')
        .innerJoin('tags as t', 't.tag_value_id', 'ct.tag_value_id')
        .select(['ct.content_id', 't.tag_id', 't.tag_name', 't.tag_value_id', 't.tag_value'])
        .where('ct.content_id', 'in', (eb) =>
          eb
            .selectFrom('content_mappings')
            .select('content_id')
            .where('board_id', '=', boardId)
            .where('class_id', '=', classId),
        )
        .orderBy('t.tag_id')
        .orderBy('t.tag_value_id')
        .execute();
    },

    /** Tag values by value id, and every value of the tag ids. */
    async tagValues(tagValueIds: readonly number[], tagIds: readonly number[]) {
      if (tagValueIds.length === 0 && tagIds.length === 0) return [];
      return db
        .selectFrom('tags')
        .select(['tag_id', 'tag_name', 'tag_value_id', 'tag_value'])
        .where((eb) =>
          eb.or([
            ...(tagValueIds.length ? [eb('tag_value_id', 'in', tagValueIds)] : []),
            ...(tagIds.length ? [eb('tag_id', 'in', tagIds)] : []),
          ]),
        )
        .orderBy('tag_id')
        .orderBy('tag_value_id')
        .execute();
    },

    /** Where content items the viewer sees sit (for related and corrective content). */
    async placesOf(contentIds: readonly number[], schoolIds: readonly number[]) {
      if (contentIds.length === 0) return [];
      return seenMappings(schoolIds)
        .select(['m.content_id', 'm.syllabus_id', 'm.chapter_id', 'm.subject_id', 'm.board_id', 'm.class_id'])
        .where('m.content_id', 'in', contentIds)
        .execute();
    },

    /** Per group, the chapter (or subject) of a class holding its content, with counts: the class index. */
    async groupPlaces(boardId: number, classId: number, groupIds: readonly number[], schoolIds: readonly number[]) {
      return seenMappings(schoolIds)
        .innerJoin('syllabus_nodes as n', (j) =>
          j.on((eb) => eb('n.syllabus_id', '=', eb.fn.coalesce('m.chapter_id', 'm.subject_id', 'm.syllabus_id'))),
        )
        .select((eb) => [
          'm.group_id',
          'n.syllabus_id',
          'n.syllabus_name',
          'n.rack_type_id',
          'm.subject_id',
          'n.display_order',
          eb.fn.countAll().as('content_count'),
        ])
        .where('m.board_id', '=', boardId)
        .where('m.class_id', '=', classId)
        .where('m.group_id', 'in', groupIds)
        .groupBy([
          'm.group_id',
          'n.syllabus_id',
          'n.syllabus_name',
          'n.rack_type_id',
          'm.subject_id',
          'n.display_order',
        ])
        .orderBy('m.group_id')
        .orderBy('m.subject_id')
        .orderBy('n.display_order')
        .execute();
    },

    /** Content counts under a scope, grouped by one mappings column or the group's category. */
    async countBy(
      scope: ContentScope,
      column: 'group_id' | 'class_id' | 'subject_id' | 'chapter_id' | 'syllabus_id' | 'category',
      schoolIds: readonly number[],
    ) {
      const key = column === 'category' ? sql.ref('g.group_category_id') : sql.ref(`m.${column}`);
      const rows = await seenMappings(schoolIds)
        .innerJoin('content_groups as g', 'g.group_id', 'm.group_id')
        .select((eb) => [key.as('key'), eb.fn.countAll().as('count')])
        .where(scopeCondition(scope))
        .groupBy(key)
        .execute();
      return new Map(rows.map((r) => [Number(r.key), Number(r.count)]));
    },
  };
}

export type ContentListRepository = ReturnType<typeof createContentListRepository>;
