import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SectionsTable } from '../../db/schema.js';
import type { CacheVersions } from '../../platform/cache/cache-versions.js';
import { bumpAllWithin } from '../../platform/cache/version-buckets.js';
import { sectionVersion } from './section-versions.js';

/** Rows a single INSERT carries: well under the bound-parameter limits of SQLite and PostgreSQL. */
const INSERT_CHUNK = 200;

export interface RosterSchoolSection {
  section_id: number;
  section_name: string;
  board_id: number;
  class_id: number;
  valid_from: string;
  valid_until: string | null;
}

export type RosterRepository = ReturnType<typeof createRosterRepository>;

/**
 * The roster import's own reads and writes: the school's sections. People, links and seats belong
 * to identity and commerce and are asked of their services, with the same transaction.
 */
export function createRosterRepository(db: Db, versions?: Pick<CacheVersions, 'bumpWithin'>) {
  /** The import in one transaction: all of it is written, or none. */
  async function inTransaction<T>(work: (trx: Db, repo: RosterRepository) => Promise<T>): Promise<T> {
    return db.transaction().execute((trx) => work(trx, createRosterRepository(trx, versions)));
  }

  async function sectionsOfSchool(schoolId: number): Promise<RosterSchoolSection[]> {
    return db
      .selectFrom('sections')
      .select(['section_id', 'section_name', 'board_id', 'class_id', 'valid_from', 'valid_until'])
      .where('school_id', '=', schoolId)
      .execute();
  }

  async function nextSectionId(): Promise<number> {
    const row = await db
      .selectFrom('sections')
      .select((eb) => eb.fn.max('section_id').as('max'))
      .executeTakeFirst();
    return Number(row?.max ?? 0) + 1;
  }

  async function insertSections(rows: Insertable<SectionsTable>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await db
        .insertInto('sections')
        .values(rows.slice(i, i + INSERT_CHUNK))
        .execute();
    }
  }

  async function updateSection(sectionId: number, set: { valid_from: string; valid_until: string | null }) {
    const { valid_from, valid_until } = set;
    await db.updateTable('sections').set({ valid_from, valid_until }).where('section_id', '=', sectionId).execute();
    await bumpAllWithin(versions, db, [sectionVersion(sectionId)]);
  }

  return { inTransaction, sectionsOfSchool, nextSectionId, insertSections, updateSection };
}
