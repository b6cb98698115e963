import type { OlympiadEnrollmentStatus } from '@esc/domain';
import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import type {
  OlympiadEnrollmentsTable,
  PaperAssignmentsTable,
  PaperExtensionsTable,
} from '../../db/schema-assessments.js';
import { assignmentVersion, sectionAssignmentsVersion } from './paper-versions.js';

export type PaperAssignmentRow = Selectable<PaperAssignmentsTable>;
export type NewPaperAssignment = Omit<Insertable<PaperAssignmentsTable>, 'assign_id'>;
export type EnrollmentRow = Selectable<OlympiadEnrollmentsTable>;
export type NewEnrollment = Omit<Insertable<OlympiadEnrollmentsTable>, 'olympiad_enrollment_id' | 'assign_id'>;
export type ExtensionRow = Selectable<PaperExtensionsTable>;

/** An assignment reaching a learner: through a section (section_assign_id), or a parent's to them. */
export interface HeldAssignment extends PaperAssignmentRow {
  section_assign_id: number | null;
  section_id: number | null;
}

export type PaperAssignmentsRepository = ReturnType<typeof createPaperAssignmentsRepository>;

/** Kysely queries of paper assignments, their sections, extensions and Olympiad enrollments. */
export function createPaperAssignmentsRepository(db: Db, versions?: Pick<CacheVersions, 'bumpWithin'>) {
  /** The assignment with its sections, extensions and enrollments, all or none. */
  async function insertAssignment(
    row: NewPaperAssignment,
    sectionIds: readonly number[],
    extensions: readonly { uuid: string; extra_minutes: number }[],
    enrollments: readonly NewEnrollment[],
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const { assign_id } = await trx
        .insertInto('paper_assignments')
        .values(row)
        .returning('assign_id')
        .executeTakeFirstOrThrow();
      if (sectionIds.length > 0) {
        await trx
          .insertInto('paper_assignment_sections')
          .values(sectionIds.map((section_id) => ({ assign_id, section_id })))
          .execute();
        await bumpAllWithin(versions, trx, sectionIds.map(sectionAssignmentsVersion));
      }
      if (extensions.length > 0) {
        await trx
          .insertInto('paper_extensions')
          .values(extensions.map((e) => ({ ...e, assign_id })))
          .execute();
      }
      if (enrollments.length > 0) {
        await trx
          .insertInto('olympiad_enrollments')
          .values(enrollments.map((e) => ({ ...e, assign_id })))
          .execute();
      }
      return assign_id;
    });
  }

  /** A new window and extensions (they replace the old ones). */
  async function updateAssignment(
    assignId: number,
    patch: Partial<NewPaperAssignment>,
    extensions: readonly { uuid: string; extra_minutes: number }[],
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('paper_assignments').set(patch).where('assign_id', '=', assignId).execute();
      await bumpAllWithin(versions, trx, [assignmentVersion(assignId)]);
      await trx.deleteFrom('paper_extensions').where('assign_id', '=', assignId).execute();
      if (extensions.length > 0) {
        await trx
          .insertInto('paper_extensions')
          .values(extensions.map((e) => ({ ...e, assign_id: assignId })))
          .execute();
      }
    });
  }

  async function assignmentsByIds(ids: readonly number[]): Promise<PaperAssignmentRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('paper_assignments').selectAll().where('assign_id', 'in', ids).execute();
  }

  async function sectionsOf(assignIds: readonly number[]) {
    if (assignIds.length === 0) return [];
    return db
      .selectFrom('paper_assignment_sections')
      .selectAll()
      .where('assign_id', 'in', assignIds)
      .orderBy('section_assign_id')
      .execute();
  }

  async function extensionsOf(assignIds: readonly number[], uuid?: string): Promise<ExtensionRow[]> {
    if (assignIds.length === 0) return [];
    let q = db.selectFrom('paper_extensions').selectAll().where('assign_id', 'in', assignIds);
    if (uuid) q = q.where('uuid', '=', uuid);
    return q.execute();
  }

  /** Assignments reaching a learner: through their sections, and a parent's to them (two index reads). */
  async function heldBy(uuid: string, sectionIds: readonly number[]): Promise<HeldAssignment[]> {
    const [bySection, byParent] = await Promise.all([
      sectionIds.length === 0
        ? []
        : db
            .selectFrom('paper_assignment_sections as s')
            .innerJoin('paper_assignments as a', 'a.assign_id', 's.assign_id')
            .selectAll('a')
            .select(['s.section_assign_id', 's.section_id'])
            .where('s.section_id', 'in', sectionIds)
            .execute(),
      db.selectFrom('paper_assignments').selectAll().where('learner_uuid', '=', uuid).execute(),
    ]);
    const seen = new Map<number, HeldAssignment>();
    for (const row of bySection) if (!seen.has(row.assign_id)) seen.set(row.assign_id, row);
    for (const row of byParent) seen.set(row.assign_id, { ...row, section_assign_id: null, section_id: null });
    return [...seen.values()];
  }

  async function enrollmentsOf(uuid: string): Promise<EnrollmentRow[]> {
    return enrollmentsOfLearners([uuid]);
  }

  /** Several learners' Olympiad enrollments, each learner's by start time. */
  async function enrollmentsOfLearners(uuids: readonly string[]): Promise<EnrollmentRow[]> {
    if (uuids.length === 0) return [];
    return db
      .selectFrom('olympiad_enrollments')
      .selectAll()
      .where('uuid', 'in', uuids)
      .orderBy('start_date_time')
      .orderBy('olympiad_enrollment_id')
      .execute();
  }

  /** The tests given to these sections, by section assignment. */
  async function assignsOfSections(sectionIds: readonly number[]) {
    if (sectionIds.length === 0) return [];
    return db
      .selectFrom('paper_assignment_sections')
      .select(['section_assign_id', 'assign_id', 'section_id'])
      .where('section_id', 'in', sectionIds)
      .orderBy('section_assign_id')
      .execute();
  }

  /** The tests given to these learners by name (a parent's to their child). */
  async function assignedToLearners(uuids: readonly string[]): Promise<PaperAssignmentRow[]> {
    if (uuids.length === 0) return [];
    return db.selectFrom('paper_assignments').selectAll().where('learner_uuid', 'in', uuids).execute();
  }

  async function enrollmentById(id: number): Promise<EnrollmentRow | undefined> {
    return db
      .selectFrom('olympiad_enrollments')
      .selectAll()
      .where('olympiad_enrollment_id', '=', id)
      .executeTakeFirst();
  }

  async function setEnrollmentStatus(id: number, status: OlympiadEnrollmentStatus, at: string): Promise<void> {
    await db
      .updateTable('olympiad_enrollments')
      .set({ status, updated_at: at })
      .where('olympiad_enrollment_id', '=', id)
      .execute();
  }

  return {
    insertAssignment,
    updateAssignment,
    assignmentsByIds,
    sectionsOf,
    extensionsOf,
    heldBy,
    enrollmentsOf,
    enrollmentsOfLearners,
    assignsOfSections,
    assignedToLearners,
    enrollmentById,
    setEnrollmentStatus,
  };
}
