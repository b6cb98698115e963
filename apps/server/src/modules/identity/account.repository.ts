import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MembershipsTable, SchoolsTable, SectionsTable, UsersTable } from '../../db/schema.js';

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/** A board and one of its classes, as the sign-up form names them. */
export interface BoardClass {
  boardId: number;
  boardName: string;
  classId: number;
  className: string;
}

/**
 * Kysely queries that create accounts (sign-up). Run inside one transaction (identity repository's
 * inTransaction), so a failed step leaves nothing behind.
 */
export function createAccountRepository(db: Db) {
  /** A class (type 2) of a board (type 3); undefined when the class is not under that board. */
  async function boardClass(boardId: number, classId: number): Promise<BoardClass | undefined> {
    const row = await db
      .selectFrom('syllabus_nodes as c')
      .innerJoin('syllabus_nodes as b', 'b.syllabus_id', 'c.parent_id')
      .select([
        'b.syllabus_id as board_id',
        'b.syllabus_name as board_name',
        'c.syllabus_id as class_id',
        'c.syllabus_name as class_name',
      ])
      .where('c.syllabus_id', '=', classId)
      .where('c.syllabus_type_id', '=', 2)
      .where('b.syllabus_id', '=', boardId)
      .where('b.syllabus_type_id', '=', 3)
      .executeTakeFirst();
    return row
      ? { boardId: row.board_id, boardName: row.board_name, classId: row.class_id, className: row.class_name }
      : undefined;
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
   * ON CONFLICT DO NOTHING keeps a PostgreSQL transaction usable when a concurrent sign-up took the
   * same id; the caller then tries the next one.
   */
  async function insertWithNextId<T extends 'schools' | 'sections'>(
    table: T,
    idColumn: T extends 'schools' ? 'school_id' : 'section_id',
    values: (id: number) => T extends 'schools' ? Insertable<SchoolsTable> : Insertable<SectionsTable>,
  ): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const top = await db
        .selectFrom(table as 'schools')
        .select((eb) => eb.fn.max(idColumn as 'school_id').as('top'))
        .executeTakeFirst();
      const id = Number(top?.top ?? 0) + 1 + attempt;
      const result = await db
        .insertInto(table as 'schools')
        .values(values(id) as Insertable<SchoolsTable>)
        .onConflict((oc) => oc.column(idColumn as 'school_id').doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0n) > 0) return id;
    }
    throw new Error(`could not allocate an id in ${table}`);
  }

  function insertSchool(school: Omit<Insertable<SchoolsTable>, 'school_id'>): Promise<number> {
    return insertWithNextId('schools', 'school_id', (school_id) => ({ ...school, school_id }));
  }

  function insertSection(section: Omit<Insertable<SectionsTable>, 'section_id'>): Promise<number> {
    return insertWithNextId('sections', 'section_id', (section_id) => ({ ...section, section_id }));
  }

  async function insertUser(user: Insertable<UsersTable>): Promise<void> {
    await db.insertInto('users').values(user).execute();
  }

  async function insertMembership(membership: Insertable<MembershipsTable>): Promise<void> {
    await db.insertInto('memberships').values(membership).execute();
  }

  return { boardClass, ensureSchool, sectionFor, insertSchool, insertSection, insertUser, insertMembership };
}
