import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SchoolsTable, SectionsTable } from '../../db/schema.js';

export type SectionRow = Pick<
  Selectable<SectionsTable>,
  'section_id' | 'school_id' | 'board_id' | 'class_id' | 'section_name' | 'valid_from' | 'valid_until' | 'language_id'
>;

const sectionColumns = [
  'section_id',
  'school_id',
  'board_id',
  'class_id',
  'section_name',
  'valid_from',
  'valid_until',
  'language_id',
] as const;

export type SchoolDirectoryRepository = ReturnType<typeof createSchoolDirectoryRepository>;

/**
 * Schools and sections as other modules ask for them (identity's profiles, sign-up's places). Over
 * the database or the caller's transaction; institutes' own tables only.
 */
export function createSchoolDirectoryRepository(db: Db) {
  async function schoolsByIds(ids: readonly number[]): Promise<Selectable<SchoolsTable>[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('schools').selectAll().where('school_id', 'in', ids).execute();
  }

  async function sectionsByIds(ids: readonly number[]): Promise<SectionRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('sections')
      .select(sectionColumns)
      .where('section_id', 'in', ids)
      .orderBy('section_id')
      .execute();
  }

  async function sectionsOfSchool(schoolId: number): Promise<SectionRow[]> {
    return db
      .selectFrom('sections')
      .select(sectionColumns)
      .where('school_id', '=', schoolId)
      .orderBy('section_id')
      .execute();
  }

  /** Inserts the school unless it exists (the default school on a database seeded without the demo). */
  async function ensureSchool(school: Insertable<SchoolsTable>): Promise<void> {
    await db
      .insertInto('schools')
      .values(school)
      .onConflict((oc) => oc.column('school_id').doNothing())
      .execute();
  }

  /** The first section of a school for a board and class. */
  async function sectionFor(schoolId: number, boardId: number, classId: number): Promise<number | undefined> {
    const row = await db
      .selectFrom('sections')
      .select('section_id')
      .where('school_id', '=', schoolId)
      .where('board_id', '=', boardId)
      .where('class_id', '=', classId)
      .orderBy('section_id')
      .limit(1)
      .executeTakeFirst();
    return row?.section_id;
  }

  /**
   * Integer ids are made here (ARCHITECTURE.md: ids in application code): one above the highest.
   * ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable when a concurrent insert took the
   * same id; the next one is tried.
   */
  async function nextId(table: 'schools' | 'sections', insert: (id: number) => Promise<bigint | undefined>) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const top =
        table === 'schools'
          ? await db
              .selectFrom('schools')
              .select((eb) => eb.fn.max('school_id').as('top'))
              .executeTakeFirst()
          : await db
              .selectFrom('sections')
              .select((eb) => eb.fn.max('section_id').as('top'))
              .executeTakeFirst();
      const id = Number(top?.top ?? 0) + 1 + attempt;
      if (Number((await insert(id)) ?? 0n) > 0) return id;
    }
    throw new Error(`could not allocate an id in ${table}`);
  }

  function insertSchool(school: Omit<Insertable<SchoolsTable>, 'school_id'>): Promise<number> {
    return nextId('schools', async (school_id) => {
      const result = await db
        .insertInto('schools')
        .values({ ...school, school_id })
        .onConflict((oc) => oc.column('school_id').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows;
    });
  }

  function insertSection(section: Omit<Insertable<SectionsTable>, 'section_id'>): Promise<number> {
    return nextId('sections', async (section_id) => {
      const result = await db
        .insertInto('sections')
        .values({ ...section, section_id })
        .onConflict((oc) => oc.column('section_id').doNothing())
        .executeTakeFirst();
      return result.numInsertedOrUpdatedRows;
    });
  }

  /** The school's own settings; a language left out is kept as it is. */
  async function setSettings(
    schoolId: number,
    settings: { show_staff_contact: boolean; default_language?: string | null },
  ): Promise<void> {
    await db
      .updateTable('schools')
      .set({
        show_staff_contact: settings.show_staff_contact ? 1 : 0,
        ...(settings.default_language !== undefined ? { default_language: settings.default_language } : {}),
      })
      .where('school_id', '=', schoolId)
      .execute();
  }

  return {
    schoolsByIds,
    sectionsByIds,
    sectionsOfSchool,
    ensureSchool,
    sectionFor,
    insertSchool,
    insertSection,
    setSettings,
  };
}
