import type { Kysely } from 'kysely';

// Which school a content mapping belongs to: the school of the rack it lies in (null in the
// platform's tree). A school's own placements are then one column condition on the mapping, with
// no join to syllabus_nodes on the hot content lists. Portable types only.

/** The mapping's own node first, then its chapter, then its subject: a custom rack may stand at any of them. */
const PLACES = ['syllabus_id', 'chapter_id', 'subject_id'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('content_mappings').addColumn('school_id', 'integer').execute();

  // Only mappings under a school's node change; each step leaves those an earlier one set.
  for (const column of PLACES) {
    await db
      .updateTable('content_mappings')
      .set((eb) => ({
        school_id: eb
          .selectFrom('syllabus_nodes as n')
          .select('n.school_id')
          .whereRef('n.syllabus_id', '=', `content_mappings.${column}`),
      }))
      .where('school_id', 'is', null)
      .where(column, 'in', db.selectFrom('syllabus_nodes').select('syllabus_id').where('school_id', 'is not', null))
      .execute();
  }

  // A school's placements (to check them, or when the school leaves) without a scan of every mapping.
  await db.schema.createIndex('content_mappings_school').on('content_mappings').column('school_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('content_mappings_school').execute();
  await db.schema.alterTable('content_mappings').dropColumn('school_id').execute();
}
