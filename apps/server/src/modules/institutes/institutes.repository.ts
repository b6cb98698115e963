import type { InstituteStatus } from '@esc/domain';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SchoolsTable, SectionsTable } from '../../db/schema.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import { sectionVersion } from './section-versions.js';

export type SchoolRecord = Selectable<SchoolsTable>;
export type SectionRow = Selectable<SectionsTable>;

export interface SectionFilter {
  boardId?: number | null;
  classId?: number | null;
  batchType?: number | null;
}

export interface InterestRow {
  uuid: string;
  board_id: number;
  class_id: number;
  school_id: number | null;
  parent_uuid: string | null;
  institute_status: InstituteStatus;
  subscription_type_id: number | null;
  created_at: string;
}

export type InstitutesRepository = ReturnType<typeof createInstitutesRepository>;

/**
 * Kysely queries for the institutes module's own tables: schools, sections, their subjects, teacher
 * assignments and interests. People, licences and syllabus names come from their owners' services.
 */
/** versions: moved by the writers of sections (section-versions.ts); absent in scripts that keep no cache. */
export function createInstitutesRepository(db: Db, versions?: Pick<CacheVersions, 'bumpWithin'>) {
  async function schoolsByIds(ids: readonly number[]): Promise<SchoolRecord[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('schools').selectAll().where('school_id', 'in', ids).execute();
  }

  /** Sections by id, in name order (the order student lists follow). */
  async function sectionsByIds(ids: readonly number[]): Promise<SectionRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('sections')
      .selectAll()
      .where('section_id', 'in', ids)
      .orderBy('section_name')
      .orderBy('section_id')
      .execute();
  }

  /** Sections of the schools, by school and then name. */
  async function sectionsOfSchools(schoolIds: readonly number[], filter: SectionFilter = {}): Promise<SectionRow[]> {
    if (schoolIds.length === 0) return [];
    let q = db.selectFrom('sections').selectAll().where('school_id', 'in', schoolIds);
    if (filter.boardId != null) q = q.where('board_id', '=', filter.boardId);
    if (filter.classId != null) q = q.where('class_id', '=', filter.classId);
    if (filter.batchType != null) q = q.where('batch_type', '=', filter.batchType);
    return q.orderBy('school_id').orderBy('section_name').orderBy('section_id').execute();
  }

  /** A section's medium of instruction (a language_id). */
  async function setSectionMedium(sectionId: number, languageId: number): Promise<void> {
    await db.updateTable('sections').set({ language_id: languageId }).where('section_id', '=', sectionId).execute();
    await bumpAllWithin(versions, db, [sectionVersion(sectionId)]);
  }

  /** Subjects a school has for its boards and classes (module access). */
  async function schoolSubjects(schoolIds: readonly number[]) {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('school_subjects')
      .select(['school_id', 'board_id', 'class_id', 'subject_id'])
      .where('school_id', 'in', schoolIds)
      .orderBy('subject_id')
      .execute();
  }

  /** Teacher-subject assignments, by section or by teacher, with the section's school (its racks may be the subject). */
  async function assignments(by: { sectionIds: readonly number[] } | { teacherUuids: readonly string[] }) {
    const q = db
      .selectFrom('teacher_assignments as a')
      .innerJoin('sections as s', 's.section_id', 'a.section_id')
      .select(['a.user_uuid', 'a.section_id', 'a.subject_id', 's.school_id'])
      .orderBy('a.section_id')
      .orderBy('a.subject_id');
    if ('sectionIds' in by)
      return by.sectionIds.length === 0 ? [] : q.where('a.section_id', 'in', by.sectionIds).execute();
    return by.teacherUuids.length === 0 ? [] : q.where('a.user_uuid', 'in', by.teacherUuids).execute();
  }

  /** Sections a teacher has a subject assignment in. */
  async function assignedSectionIds(uuid: string): Promise<number[]> {
    const rows = await db
      .selectFrom('teacher_assignments')
      .select('section_id')
      .distinct()
      .where('user_uuid', '=', uuid)
      .execute();
    return rows.map((r) => r.section_id);
  }

  /** Teachers with a subject assignment in one of the sections. */
  async function teachersOfSections(sectionIds: readonly number[]): Promise<string[]> {
    if (sectionIds.length === 0) return [];
    const rows = await db
      .selectFrom('teacher_assignments')
      .select('user_uuid')
      .distinct()
      .where('section_id', 'in', sectionIds)
      .execute();
    return rows.map((r) => r.user_uuid);
  }

  async function upsertInterest(row: InterestRow): Promise<void> {
    await db
      .insertInto('interests')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['uuid', 'board_id', 'class_id']).doUpdateSet({
          school_id: row.school_id,
          parent_uuid: row.parent_uuid,
          institute_status: row.institute_status,
          subscription_type_id: row.subscription_type_id,
        }),
      )
      .execute();
  }

  async function deleteInterest(uuid: string, boardId: number, classId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('interests')
      .where('uuid', '=', uuid)
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  return {
    schoolsByIds,
    sectionsByIds,
    sectionsOfSchools,
    setSectionMedium,
    schoolSubjects,
    assignments,
    assignedSectionIds,
    teachersOfSections,
    upsertInterest,
    deleteInterest,
  };
}
