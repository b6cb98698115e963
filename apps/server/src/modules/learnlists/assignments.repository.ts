import type { ExpressionBuilder, Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { bucketVersion } from '../../platform/cache/version-buckets.js';
import { ASSIGNMENT_VERSIONS, LIST_VERSIONS, type VersionMove } from './report-versions.js';
import type { Database, LearnListAssignmentsTable, LearnListExtensionsTable } from '../../db/schema.js';

export type AssignmentRow = Selectable<LearnListAssignmentsTable>;
export type ExtensionRow = Selectable<LearnListExtensionsTable>;

export interface AssignmentSectionRow {
  assign_id: number;
  section_assign_id: number;
  section_id: number;
}

/** An assignment a learner holds, with its list, and the section it reaches them through (null: a parent's). */
export interface HeldRow {
  assign_id: number;
  section_assign_id: number | null;
  learnlist_id: number;
  learnlist_name: string;
  school_id: number | null;
  board_id: number | null;
  class_id: number | null;
  subject_id: number | null;
  /** 1: a class recap, held through its class's sections but not homework. */
  is_class_recap: number;
  assigned_by: string;
  is_parent_assigned: number;
  starts_at: string;
  due_at: string;
  /** The list's items, and those the learner completed (and the last time), and their extended due time. */
  item_count: number;
  completed_count: number;
  last_completed_on: string | null;
  extended_due_at: string | null;
}

const heldColumns = [
  'a.assign_id',
  'a.learnlist_id',
  'l.learnlist_name',
  'a.school_id',
  'l.board_id',
  'l.class_id',
  'l.subject_id',
  'l.is_class_recap',
  'a.assigned_by',
  'a.is_parent_assigned',
  'a.starts_at',
  'a.due_at',
] as const;

/** The tables a learner's held-assignment read selects from (for its correlated columns). */
type HeldFrom = Database & { a: LearnListAssignmentsTable };

export type AssignmentsRepository = ReturnType<typeof createAssignmentsRepository>;

/** Kysely queries of assignments, their sections and the per-learner extensions. */
/** moved: moves the list's and the assignment's versions in the write's transaction (report-versions.ts). */
export function createAssignmentsRepository(db: Db, moved: VersionMove = async () => {}) {
  /** An assignment with its sections and extensions, in one transaction; answers its id. */
  async function insertAssignment(
    row: Insertable<LearnListAssignmentsTable>,
    sectionIds: readonly number[],
    extensions: readonly Omit<ExtensionRow, 'assign_id'>[],
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { assign_id } = await trx
        .insertInto('learnlist_assignments')
        .values(row)
        .returning('assign_id')
        .executeTakeFirstOrThrow();
      if (sectionIds.length > 0) {
        await trx
          .insertInto('learnlist_assignment_sections')
          .values(sectionIds.map((section_id) => ({ assign_id, section_id })))
          .execute();
      }
      if (extensions.length > 0) {
        await trx
          .insertInto('learnlist_extensions')
          .values(extensions.map((e) => ({ ...e, assign_id })))
          .execute();
      }
      await moved(trx, bucketVersion(LIST_VERSIONS, Number(row.learnlist_id)));
      await moved(trx, bucketVersion(ASSIGNMENT_VERSIONS, assign_id));
      return assign_id;
    });
  }

  /** New dates of an assignment, and extensions set (a learner's later one replaces theirs). */
  async function updateAssignment(
    assignId: number,
    patch: Partial<Insertable<LearnListAssignmentsTable>>,
    extensions: readonly Omit<ExtensionRow, 'assign_id'>[],
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('learnlist_assignments').set(patch).where('assign_id', '=', assignId).execute();
      for (const e of extensions) {
        await trx
          .insertInto('learnlist_extensions')
          .values({ ...e, assign_id: assignId })
          .onConflict((oc) => oc.columns(['assign_id', 'uuid']).doUpdateSet({ due_date: e.due_date, due_at: e.due_at }))
          .execute();
      }
      await moved(trx, bucketVersion(ASSIGNMENT_VERSIONS, assignId));
    });
  }

  async function assignmentsByIds(ids: readonly number[]): Promise<AssignmentRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('learnlist_assignments').selectAll().where('assign_id', 'in', ids).execute();
  }

  /** The assignments of a list, newest first. */
  async function assignmentsOfList(listId: number): Promise<AssignmentRow[]> {
    return db
      .selectFrom('learnlist_assignments')
      .selectAll()
      .where('learnlist_id', '=', listId)
      .orderBy('created_at', 'desc')
      .orderBy('assign_id', 'desc')
      .execute();
  }

  async function assignmentCounts(listIds: readonly number[]): Promise<Map<number, number>> {
    if (listIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('learnlist_assignments')
      .select(['learnlist_id', (eb) => eb.fn.countAll().as('n')])
      .where('learnlist_id', 'in', listIds)
      .groupBy('learnlist_id')
      .execute();
    return new Map(rows.map((r) => [r.learnlist_id, Number(r.n)]));
  }

  async function sectionsOf(assignIds: readonly number[]): Promise<AssignmentSectionRow[]> {
    if (assignIds.length === 0) return [];
    return db
      .selectFrom('learnlist_assignment_sections')
      .select(['assign_id', 'section_assign_id', 'section_id'])
      .where('assign_id', 'in', assignIds)
      .orderBy('section_assign_id')
      .execute();
  }

  async function extensionsOf(assignIds: readonly number[], uuid?: string): Promise<ExtensionRow[]> {
    if (assignIds.length === 0) return [];
    let q = db.selectFrom('learnlist_extensions').selectAll().where('assign_id', 'in', assignIds);
    if (uuid) q = q.where('uuid', '=', uuid);
    return q.execute();
  }

  /** The learner's progress on each assignment, as columns of the same read (index lookups per row). */
  function progressColumns(uuid: string) {
    const completed = (eb: ExpressionBuilder<HeldFrom, 'a'>) =>
      eb
        .selectFrom('learnlist_completions as c')
        .whereRef('c.assign_id', '=', 'a.assign_id')
        .where('c.uuid', '=', uuid)
        .where('c.completed_on', 'is not', null);
    return (eb: ExpressionBuilder<HeldFrom, 'a'>) => [
      eb
        .selectFrom('learnlist_items as i')
        .select((x) => x.fn.countAll().as('n'))
        .whereRef('i.learnlist_id', '=', 'a.learnlist_id')
        .as('item_count'),
      completed(eb)
        .select((x) => x.fn.countAll().as('n'))
        .as('completed_count'),
      completed(eb)
        .select((x) => x.fn.max('c.completed_on').as('m'))
        .as('last_completed_on'),
      eb
        .selectFrom('learnlist_extensions as e')
        .select('e.due_at')
        .whereRef('e.assign_id', '=', 'a.assign_id')
        .where('e.uuid', '=', uuid)
        .as('extended_due_at'),
    ];
  }

  /**
   * Assignments reaching a learner, with their progress on each: through their sections, and a
   * parent's to them (two index reads).
   */
  async function heldBy(uuid: string, sectionIds: readonly number[]): Promise<HeldRow[]> {
    const progress = progressColumns(uuid);
    const [bySection, byParent] = await Promise.all([
      sectionIds.length === 0
        ? []
        : db
            .selectFrom('learnlist_assignment_sections as s')
            .innerJoin('learnlist_assignments as a', 'a.assign_id', 's.assign_id')
            .innerJoin('learnlists as l', 'l.learnlist_id', 'a.learnlist_id')
            .select([...heldColumns, 's.section_assign_id'])
            .select(progress)
            .where('s.section_id', 'in', sectionIds)
            .execute(),
      db
        .selectFrom('learnlist_assignments as a')
        .innerJoin('learnlists as l', 'l.learnlist_id', 'a.learnlist_id')
        .select(heldColumns)
        .select(progress)
        .where('a.learner_uuid', '=', uuid)
        .execute(),
    ]);
    const held = (row: (typeof byParent)[number], sectionAssignId: number | null): HeldRow => ({
      ...row,
      section_assign_id: sectionAssignId,
      item_count: Number(row.item_count ?? 0),
      completed_count: Number(row.completed_count ?? 0),
      last_completed_on: (row.last_completed_on as string | null) ?? null,
      extended_due_at: row.extended_due_at ?? null,
    });
    // A learner in two sections of one assignment holds it once.
    const seen = new Map<number, HeldRow>();
    for (const row of bySection)
      if (!seen.has(row.assign_id)) seen.set(row.assign_id, held(row, row.section_assign_id));
    for (const row of byParent) seen.set(row.assign_id, held(row, null));
    return [...seen.values()];
  }

  /** Assignments whose due time, or a learner's extended one, falls in [from, to). */
  async function dueBetween(
    from: string,
    to: string,
  ): Promise<{ assignments: AssignmentRow[]; extended: ExtensionRow[] }> {
    const extended = await db
      .selectFrom('learnlist_extensions')
      .selectAll()
      .where('due_at', '>=', from)
      .where('due_at', '<', to)
      .execute();
    const ids = [...new Set(extended.map((e) => e.assign_id))];
    const assignments = await db
      .selectFrom('learnlist_assignments')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('due_at', '>=', from), eb('due_at', '<', to)]),
          ...(ids.length > 0 ? [eb('assign_id', 'in', ids)] : []),
        ]),
      )
      .execute();
    return { assignments, extended };
  }

  /** Records that everyone finished; true only for the call that recorded it (told once). */
  async function markAllDone(assignId: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('learnlist_assignments')
      .set({ all_done_at: at })
      .where('assign_id', '=', assignId)
      .where('all_done_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    insertAssignment,
    updateAssignment,
    assignmentsByIds,
    assignmentsOfList,
    assignmentCounts,
    sectionsOf,
    extensionsOf,
    heldBy,
    dueBetween,
    markAllDone,
  };
}
