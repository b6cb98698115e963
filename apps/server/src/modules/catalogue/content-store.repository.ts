import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ContentKind } from '../../db/schema.js';
import { seenBySchools } from './school-visibility.repository.js';

/**
 * Whose eyes a read is for: the viewer's schools (another school's own content and placements are
 * not there), or EVERY_SCHOOL for a cache that keeps rows for every viewer and filters each answer
 * by the viewer's schools before it leaves (content-bundle-cache.ts). Nothing else reads for every school.
 */
export const EVERY_SCHOOL = 'every school';
export type SchoolsSeen = readonly number[] | typeof EVERY_SCHOOL;

function seen(column: string, schools: SchoolsSeen): Expression<SqlBool> {
  return schools === EVERY_SCHOOL ? sql<SqlBool>`1 = 1` : seenBySchools(column, schools);
}

export interface ContentRow {
  content_id: number;
  content_title: string;
  content_kind: ContentKind;
  language_id: number;
  version: number;
  crs_id: string | null;
  old_content_id: string | null;
  media_key: string | null;
  thumbnail_key: string | null;
  transcoded_key: string | null;
  total_media_time_ms: number;
  content_size: number | null;
  template_id: number | null;
  service_name: string | null;
  is_online_only: number;
  /** null: the platform's catalogue; otherwise the school that owns the content. */
  owner_school_id: number | null;
}

/** Where a content sits first in the tree (its lowest mapping), with its group and subject names. */
export interface PlacementRow {
  content_id: number;
  syllabus_mapping_id: number;
  syllabus_id: number;
  group_id: number;
  board_id: number;
  class_id: number;
  group_name: string | null;
  group_category_id: number | null;
  subject_name: string | null;
  /** The school of the rack the mapping lies in; null in the platform's tree. */
  school_id: number | null;
}

export interface TagRow {
  content_id: number;
  tag_id: number;
  tag_name: string;
  tag_value_id: number;
  tag_value: string;
}

/** A value of a tag, the shared vocabulary content and questions are tagged with. */
export type TagValueRow = Omit<TagRow, 'content_id'>;

const CONTENT_COLUMNS = [
  'content_id',
  'content_title',
  'content_kind',
  'language_id',
  'version',
  'crs_id',
  'old_content_id',
  'media_key',
  'thumbnail_key',
  'transcoded_key',
  'total_media_time_ms',
  'content_size',
  'template_id',
  'service_name',
  'is_online_only',
  'owner_school_id',
] as const;

/** Content rows whose media is a file: a key, or every key under a prefix, is looked up by these. */
export interface MediaUseRow {
  content_id: number;
  media_key: string | null;
  transcoded_key: string | null;
}

/** At most this many content rows are read for one media key or prefix; past it a prefix is too wide. */
export const MAX_MEDIA_USES = 200;

export type ContentStoreRepository = ReturnType<typeof createContentStoreRepository>;

/**
 * Reads of content, its placements, tags and media keys (the catalogue owns these tables). Content
 * and placement reads take the viewer's schools (SchoolsSeen).
 */
export function createContentStoreRepository(db: Db) {
  const contents = (schools: SchoolsSeen) =>
    db.selectFrom('contents').select(CONTENT_COLUMNS).where(seen('owner_school_id', schools));

  return {
    async byIds(ids: readonly number[], schools: SchoolsSeen): Promise<ContentRow[]> {
      if (ids.length === 0) return [];
      return contents(schools).where('content_id', 'in', ids).execute();
    },

    async byOldIds(oldIds: readonly string[], schoolIds: readonly number[]): Promise<ContentRow[]> {
      if (oldIds.length === 0) return [];
      return contents(schoolIds).where('old_content_id', 'in', oldIds).execute();
    },

    async byCrsId(crsId: string, schoolIds: readonly number[]): Promise<ContentRow | undefined> {
      return contents(schoolIds).where('crs_id', '=', crsId).executeTakeFirst();
    },

    /** Where the content items sit, first mapping first; another school's racks are left out. */
    async placements(ids: readonly number[], schools: SchoolsSeen): Promise<PlacementRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('content_mappings as m')
        .leftJoin('content_groups as g', 'g.group_id', 'm.group_id')
        .leftJoin('syllabus_nodes as s', 's.syllabus_id', 'm.subject_id')
        .select([
          'm.content_id',
          'm.syllabus_mapping_id',
          'm.syllabus_id',
          'm.group_id',
          'm.board_id',
          'm.class_id',
          'g.group_name',
          'g.group_category_id',
          's.syllabus_name as subject_name',
          'm.school_id',
        ])
        .where('m.content_id', 'in', ids)
        .where(seen('m.school_id', schools))
        .orderBy('m.syllabus_mapping_id')
        .execute();
    },

    /** Tag values by id. */
    async tagValues(tagValueIds: readonly number[]): Promise<TagValueRow[]> {
      if (tagValueIds.length === 0) return [];
      return db
        .selectFrom('tags')
        .select(['tag_id', 'tag_name', 'tag_value_id', 'tag_value'])
        .where('tag_value_id', 'in', tagValueIds)
        .orderBy('tag_value_id')
        .execute();
    },

    /** Tag values whose value is one of these words, capitals ignored (a file names tags by words). */
    async tagValuesNamed(values: readonly string[]): Promise<TagValueRow[]> {
      const lower = [...new Set(values.map((v) => v.trim().toLowerCase()).filter((v) => v !== ''))];
      if (lower.length === 0) return [];
      return db
        .selectFrom('tags')
        .select(['tag_id', 'tag_name', 'tag_value_id', 'tag_value'])
        .where((eb) => eb(eb.fn('lower', ['tag_value']), 'in', lower))
        .orderBy('tag_value_id')
        .execute();
    },

    async tags(ids: readonly number[]): Promise<TagRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('content_tags as ct')
        .innerJoin('tags as t', 't.tag_value_id', 'ct.tag_value_id')
        .select(['ct.content_id', 't.tag_id', 't.tag_name', 't.tag_value_id', 't.tag_value'])
        .where('ct.content_id', 'in', ids)
        .orderBy('t.tag_id')
        .execute();
    },

    /**
     * Content ids placed at or under a syllabus node (the mapping records its subject and chapter too),
     * optionally in one group and matching a title, in tree order; with the total for paging. Only
     * content and placements the viewer's schools see.
     */
    async idsUnder(options: {
      schoolIds: readonly number[];
      syllabusId?: number;
      groupId?: number;
      title?: string;
      offset: number;
      limit: number;
    }): Promise<{ ids: number[]; total: number }> {
      let query = db
        .selectFrom('content_mappings as m')
        .innerJoin('contents as c', 'c.content_id', 'm.content_id')
        .where(seenBySchools('m.school_id', options.schoolIds))
        .where(seenBySchools('c.owner_school_id', options.schoolIds));
      if (options.syllabusId !== undefined) {
        const id = options.syllabusId;
        query = query.where((eb) =>
          eb.or([
            eb('m.syllabus_id', '=', id),
            eb('m.chapter_id', '=', id),
            eb('m.subject_id', '=', id),
            eb('m.class_id', '=', id),
          ]),
        );
      }
      if (options.groupId !== undefined) query = query.where('m.group_id', '=', options.groupId);
      if (options.title) {
        // LIKE escapes differ between SQLite and PostgreSQL: wildcard characters are dropped instead.
        const pattern = `%${options.title.toLowerCase().replace(/[\\%_]/g, '')}%`;
        query = query.where((eb) => eb(eb.fn('lower', ['c.content_title']), 'like', eb.val(pattern)));
      }
      const totalRow = await query
        .select((eb) => eb.fn.count<number | string | bigint>('m.content_id').distinct().as('total'))
        .executeTakeFirst();
      const rows = await query
        .select(['m.content_id'])
        .select((eb) => eb.fn.min('m.display_order').as('first_order'))
        .groupBy('m.content_id')
        .orderBy('first_order')
        .orderBy('m.content_id')
        .offset(options.offset)
        .limit(options.limit)
        .execute();
      return { ids: rows.map((r) => r.content_id), total: Number(totalRow?.total ?? 0) };
    },

    /** Content whose media (not thumbnail) is this key: the access gate decides for these. */
    async contentIdsUsingMedia(key: string): Promise<number[]> {
      const rows = await db
        .selectFrom('contents')
        .select('content_id')
        .where((eb) => eb.or([eb('media_key', '=', key), eb('transcoded_key', '=', key)]))
        .orderBy('content_id')
        .limit(MAX_MEDIA_USES)
        .execute();
      return rows.map((r) => r.content_id);
    },

    /** True when some content names the key as its thumbnail. */
    async isThumbnailKey(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('contents')
        .select('content_id')
        .where('thumbnail_key', '=', key)
        .limit(1)
        .executeTakeFirst();
      return !!row;
    },

    /**
     * Content whose media or transcoded file lies under a key prefix (one more than MAX_MEDIA_USES
     * at most, so the caller sees a prefix that is too wide). substr rather than LIKE: the key may hold
     * LIKE's wildcards, and their escapes differ between SQLite and PostgreSQL.
     */
    async mediaUsesUnder(prefix: string): Promise<MediaUseRow[]> {
      const length = prefix.length;
      return db
        .selectFrom('contents')
        .select(['content_id', 'media_key', 'transcoded_key'])
        .where((eb) =>
          eb.or([
            eb(eb.fn('substr', ['media_key', eb.val(1), eb.val(length)]), '=', prefix),
            eb(eb.fn('substr', ['transcoded_key', eb.val(1), eb.val(length)]), '=', prefix),
          ]),
        )
        .orderBy('content_id')
        .limit(MAX_MEDIA_USES + 1)
        .execute();
    },
  };
}
