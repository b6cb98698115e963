import { InstituteStatus, SchoolStatus } from '@esc/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

// Kysely queries of the access gate only; every one is served by a primary key or an index
// (users pk, contents pk, content_mappings_content, papers pk, memberships_user, school_subjects pk,
// content_accesses_class / pk, interests pk).

export interface ViewerRow {
  uuid: string;
  user_type_id: number;
  country_iso: string;
  is_esc: number;
  package_flow_webgate_bucket: number;
}

/** One place a content is mapped to: its board, class, subject and group, and whose they are. */
export interface ContentPlaceRow {
  content_id: number;
  old_content_id: string | null;
  is_online_only: number;
  /** The school that owns the content; null for the platform's. */
  owner_school_id: number | null;
  /** The school of the rack the mapping lies in; null in the platform's tree (or without a mapping). */
  mapping_school_id: number | null;
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  group_id: number | null;
  group_name: string | null;
}

export interface PaperPlaceRow {
  paper_id: number;
  board_id: number | null;
  class_id: number | null;
  group_id: number | null;
  group_name: string | null;
  node_board_id: number | null;
  node_class_id: number | null;
}

/** A membership of the learner, with its section (batch) when it has one, and the school's setting. */
export interface MembershipRow {
  school_id: number;
  created_at: string;
  section_id: number | null;
  board_id: number | null;
  class_id: number | null;
  valid_from: string | null;
  valid_until: string | null;
  esc_online_content_allowed: number | null;
  /** The school's country: its "today" (spec 002 §9). */
  country_iso: string | null;
}

/** A free open of the learner (spec 002 §5.3). */
export interface AccessedRow {
  content_id: number;
  board_id: number;
  class_id: number;
}

/** A learn-list assignment as the gate reads it: whom it is for, and the items of its list. */
export interface HomeworkRow {
  learnlist_id: number;
  learner_uuid: string | null;
  is_parent_assigned: number;
  starts_at: string;
  section_ids: number[];
  items: { item_id: string; item_type: number }[];
}

/** Mappings read per content on average; a content is in a handful of places, this only bounds a bad row set. */
const MAX_PLACES_PER_CONTENT = 50;

export type AccessFactsRepository = ReturnType<typeof createAccessFactsRepository>;

export function createAccessFactsRepository(db: Db) {
  /** The caller and the learner the decision is about (the same person unless a parent acts for a child). */
  async function viewers(uuids: readonly string[]): Promise<ViewerRow[]> {
    return db
      .selectFrom('users')
      .select(['uuid', 'user_type_id', 'country_iso', 'is_esc', 'package_flow_webgate_bucket'])
      .where('uuid', 'in', [...new Set(uuids)])
      .execute();
  }

  function contentPlacesQuery(limit: number) {
    return db
      .selectFrom('contents as c')
      .leftJoin('content_mappings as m', 'm.content_id', 'c.content_id')
      .leftJoin('content_groups as g', 'g.group_id', 'm.group_id')
      .select([
        'c.content_id',
        'c.old_content_id',
        'c.is_online_only',
        'c.owner_school_id',
        'm.school_id as mapping_school_id',
        'm.board_id',
        'm.class_id',
        'm.subject_id',
        'm.group_id',
        'g.group_name',
      ])
      .orderBy('m.syllabus_mapping_id')
      .limit(limit * MAX_PLACES_PER_CONTENT);
  }

  /** The places of contents by id, in mapping order (one query for the whole set). */
  async function contentPlacesByIds(ids: readonly number[]): Promise<ContentPlaceRow[]> {
    if (ids.length === 0) return [];
    return contentPlacesQuery(ids.length)
      .where('c.content_id', 'in', [...new Set(ids)])
      .execute();
  }

  /** The places of contents by old content id (spec 002 §7.1: ids the client kept from before). */
  async function contentPlacesByOldIds(oldIds: readonly string[]): Promise<ContentPlaceRow[]> {
    if (oldIds.length === 0) return [];
    return contentPlacesQuery(oldIds.length)
      .where('c.old_content_id', 'in', [...new Set(oldIds)])
      .execute();
  }

  /** A paper's board, class and group, with its syllabus node's board and class as a fallback. */
  async function paperPlace(paperId: number): Promise<PaperPlaceRow | undefined> {
    return db
      .selectFrom('papers as p')
      .leftJoin('content_groups as g', 'g.group_id', 'p.group_id')
      .leftJoin('syllabus_nodes as n', 'n.syllabus_id', 'p.syllabus_id')
      .select([
        'p.paper_id',
        'p.board_id',
        'p.class_id',
        'p.group_id',
        'g.group_name',
        'n.board_id as node_board_id',
        'n.class_id as node_class_id',
      ])
      .where('p.paper_id', '=', paperId)
      .executeTakeFirst();
  }

  async function groupName(groupId: number): Promise<string | null> {
    const row = await db
      .selectFrom('content_groups')
      .select('group_name')
      .where('group_id', '=', groupId)
      .executeTakeFirst();
    return row?.group_name ?? null;
  }

  /** Every membership of the person (a few rows), with the section's board, class and window. */
  async function memberships(uuid: string): Promise<MembershipRow[]> {
    return db
      .selectFrom('memberships as m')
      .leftJoin('sections as s', 's.section_id', 'm.section_id')
      .leftJoin('schools as sc', 'sc.school_id', 'm.school_id')
      .select([
        'm.school_id',
        'm.created_at',
        'm.section_id',
        's.board_id',
        's.class_id',
        's.valid_from',
        's.valid_until',
        'sc.esc_online_content_allowed',
        'sc.country_iso',
      ])
      .where('m.user_uuid', '=', uuid)
      .orderBy('m.created_at')
      .orderBy('m.id')
      .execute();
  }

  /** The subjects the schools have for the boards and classes (module access, spec 002 §5.4), in one query. */
  async function schoolSubjects(
    schoolIds: readonly number[],
    boardIds: readonly number[],
    classIds: readonly number[],
  ): Promise<{ school_id: number; board_id: number; class_id: number; subject_id: number }[]> {
    if (schoolIds.length === 0 || boardIds.length === 0 || classIds.length === 0) return [];
    return db
      .selectFrom('school_subjects')
      .select(['school_id', 'board_id', 'class_id', 'subject_id'])
      .where('school_id', 'in', [...new Set(schoolIds)])
      .where('board_id', 'in', [...new Set(boardIds)])
      .where('class_id', 'in', [...new Set(classIds)])
      .execute();
  }

  /**
   * The learner's free opens in the boards and classes, plus opens of `contentIds` under any other
   * class (an opened item stays open wherever it is mapped), in one query.
   */
  async function accessedContent(
    uuid: string,
    boardIds: readonly number[],
    classIds: readonly number[],
    contentIds: readonly number[],
  ): Promise<AccessedRow[]> {
    return db
      .selectFrom('content_accesses')
      .select(['content_id', 'board_id', 'class_id'])
      .where('uuid', '=', uuid)
      .where((eb) =>
        eb.or([
          eb.and([eb('board_id', 'in', [...new Set(boardIds)]), eb('class_id', 'in', [...new Set(classIds)])]),
          ...(contentIds.length > 0 ? [eb('content_id', 'in', [...new Set(contentIds)])] : []),
        ]),
      )
      .execute();
  }

  /**
   * Records a free open only while the learner is under the limit for the class: two opens racing
   * for the last free item cannot both be recorded. The no-op update of the learner's row takes its
   * row lock (PostgreSQL) or the write lock (SQLite) first, so racing opens of one learner run one
   * after the other and each counts what the previous committed. Opening the same item again changes
   * nothing. True when this call recorded the open.
   */
  async function recordAccess(
    uuid: string,
    contentId: number,
    boardId: number,
    classId: number,
    now: string,
    limit: number,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ country_iso: sql<string>`country_iso` })
        .where('uuid', '=', uuid)
        .execute();
      const opened = trx
        .selectFrom('content_accesses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uuid', '=', uuid)
        .where('board_id', '=', boardId)
        .where('class_id', '=', classId);
      const result = await trx
        .insertInto('content_accesses')
        .columns(['uuid', 'content_id', 'board_id', 'class_id', 'accessed_at'])
        .expression(
          trx
            .selectNoFrom([
              sql<string>`${uuid}`.as('uuid'),
              sql<number>`${contentId}`.as('content_id'),
              sql<number>`${boardId}`.as('board_id'),
              sql<number>`${classId}`.as('class_id'),
              sql<string>`${now}`.as('accessed_at'),
            ])
            .where(sql<number>`(${opened})`, '<', limit),
        )
        .onConflict((oc) => oc.columns(['uuid', 'content_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /**
   * The learner's active institute interest for the board and class (spec 002 §4.6): undefined when
   * there is none; its school id (null: any institute) otherwise.
   */
  async function activeInterestSchool(uuid: string, boardId: number, classId: number) {
    const row = await db
      .selectFrom('interests as i')
      .leftJoin('schools as s', 's.school_id', 'i.school_id')
      .select(['i.school_id', 's.school_status'])
      .where('i.uuid', '=', uuid)
      .where('i.board_id', '=', boardId)
      .where('i.class_id', '=', classId)
      .where('i.institute_status', '=', InstituteStatus.Active)
      .executeTakeFirst();
    if (!row) return undefined;
    if (row.school_id !== null && row.school_status !== SchoolStatus.Active) return undefined;
    return { schoolId: row.school_id };
  }

  /**
   * An assignment (learnlists' tables; this reader is the declared cross-table one): its learner or
   * sections, and its list's items of the given types, in two queries.
   */
  async function homework(assignId: number, itemTypes: readonly number[]): Promise<HomeworkRow | undefined> {
    const [rows, items] = await Promise.all([
      db
        .selectFrom('learnlist_assignments as a')
        .leftJoin('learnlist_assignment_sections as s', 's.assign_id', 'a.assign_id')
        .select(['a.learnlist_id', 'a.learner_uuid', 'a.is_parent_assigned', 'a.starts_at', 's.section_id'])
        .where('a.assign_id', '=', assignId)
        .execute(),
      itemTypes.length === 0
        ? []
        : db
            .selectFrom('learnlist_items as i')
            .innerJoin('learnlist_assignments as a', 'a.learnlist_id', 'i.learnlist_id')
            .select(['i.item_id', 'i.item_type'])
            .where('a.assign_id', '=', assignId)
            .where('i.item_type', 'in', [...itemTypes])
            .execute(),
    ]);
    const first = rows[0];
    if (!first) return undefined;
    const section_ids = rows.flatMap((r) => (r.section_id === null ? [] : [r.section_id]));
    return { ...first, section_ids, items };
  }

  return {
    homework,
    viewers,
    contentPlacesByIds,
    contentPlacesByOldIds,
    paperPlace,
    groupName,
    memberships,
    schoolSubjects,
    accessedContent,
    recordAccess,
    activeInterestSchool,
  };
}
