import { describe, expect, it } from 'vitest';
import { useMigrationDb } from '../../test/migration-db.js';

// A mapping lies in a school's rack when its node, chapter or subject is that school's; the
// migration writes that school on every mapping there, and leaves the platform's tree null.
const { db, migrator } = useMigrationDb();

const node = (syllabus_id: number, parent_id: number | null, school_id: number | null) => ({
  syllabus_id,
  parent_id,
  syllabus_name: `Node ${syllabus_id}`,
  syllabus_type_id: 4,
  board_id: 1,
  class_id: 2,
  school_id,
});

describe('migration 2026-11-25-school-mappings', () => {
  it('gives each mapping the school of the rack it lies in, and the platform tree none', async () => {
    expect((await migrator().migrateTo('2026-11-24-media-ownership')).error).toBeUndefined();
    await db()
      .insertInto('syllabus_nodes')
      .values([
        node(1, null, null),
        node(2, 1, null),
        node(3, 2, null), // a platform subject
        node(4, 3, null), // its chapter
        node(5, 2, 9), // school 9's rack at subject level
        node(6, 5, 9), // a chapter of that rack
        node(7, 6, null), // a node under it that names no school itself
      ] as never)
      .execute();
    await db()
      .insertInto('content_groups')
      .values({ group_id: 1, group_name: 'Learn', group_category_id: 1 })
      .execute();
    const now = new Date().toISOString();
    await db()
      .insertInto('contents')
      .values({ content_id: 1, content_title: 'C', content_kind: 'pdf', created_at: now, updated_at: now })
      .execute();
    const mapping = (id: number, syllabus_id: number, subject_id: number, chapter_id: number | null) => ({
      syllabus_mapping_id: id,
      content_id: 1,
      syllabus_id,
      group_id: 1,
      board_id: 1,
      class_id: 2,
      subject_id,
      chapter_id,
    });
    await db()
      .insertInto('content_mappings')
      .values([mapping(11, 4, 3, 4), mapping(12, 5, 5, null), mapping(13, 6, 5, 6), mapping(14, 7, 5, 6)] as never)
      .execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const rows = await db()
      .selectFrom('content_mappings')
      .select(['syllabus_mapping_id', 'school_id'])
      .orderBy('syllabus_mapping_id')
      .execute();
    expect(rows.map((r) => [r.syllabus_mapping_id, r.school_id])).toEqual([
      [11, null],
      [12, 9],
      [13, 9],
      [14, 9],
    ]);
  });
});
