import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../test/migration-db.js';

// Sections made before a section had a medium of instruction are English-medium (language 1), the
// specs' default language; going down drops the column again.
const { db, migrator } = useMigrationDb();

describe('migration 2026-12-03-section-medium', () => {
  it('gives every existing section the default medium, and new ones too unless they name one', async () => {
    expect((await migrator().migrateTo('2026-12-02-offline-writes')).error).toBeUndefined();
    await db()
      .insertInto('schools')
      .values({ school_id: 9, school_name: 'S', school_status: 1 } as never)
      .execute();
    await db()
      .insertInto('syllabus_nodes')
      .values([
        { syllabus_id: 1, syllabus_name: 'CBSE', syllabus_type_id: 3 },
        { syllabus_id: 2, parent_id: 1, syllabus_name: 'Class 10', syllabus_type_id: 2 },
      ] as never)
      .execute();
    const section = (section_id: number) => ({
      section_id,
      school_id: 9,
      board_id: 1,
      class_id: 2,
      section_name: `10-${section_id}`,
      valid_from: '2026-04-01',
    });
    await db()
      .insertInto('sections')
      .values(section(1) as never)
      .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    // One row at a time: a multi-row insert on SQLite writes NULL for a column that some rows leave out.
    await db()
      .insertInto('sections')
      .values(section(2) as never)
      .execute();
    await db()
      .insertInto('sections')
      .values({ ...section(3), language_id: 2 } as never)
      .execute();
    const rows = await db()
      .selectFrom('sections')
      .select(['section_id', 'language_id'])
      .orderBy('section_id')
      .execute();
    expect(rows).toEqual([
      { section_id: 1, language_id: 1 },
      { section_id: 2, language_id: 1 },
      { section_id: 3, language_id: 2 },
    ]);

    expect((await migrator().migrateTo('2026-12-02-offline-writes')).error).toBeUndefined();
    const [after] = await db().selectFrom('sections').selectAll().where('section_id', '=', 3).execute();
    expect(after).not.toHaveProperty('language_id');
  });
});
