import type { Kysely } from 'kysely';

// A learner's schedule reads the classes of their section by day. A class keeps its sections as a
// JSON list (one class may be for several sections), which no index reaches: this table holds one
// row per class and section with the class's start, so the read is an index range of one section
// rather than every class of the school that week filtered in the application. Filled here from the
// classes that exist; the live-classes repository keeps it in step with every insert and change.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_class_sections')
    .addColumn('sch_id', 'integer', (c) => c.notNull().references('live_classes.sch_id').onDelete('cascade'))
    .addColumn('section_id', 'integer', (c) => c.notNull())
    .addColumn('start_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_class_sections_pk', ['sch_id', 'section_id'])
    .execute();
  await db.schema
    .createIndex('live_class_sections_day')
    .on('live_class_sections')
    .columns(['section_id', 'start_at'])
    .execute();
  const classes = (await db.selectFrom('live_classes').select(['sch_id', 'section_ids', 'start_at']).execute()) as {
    sch_id: number;
    section_ids: string;
    start_at: string;
  }[];
  const rows = classes.flatMap((c) =>
    [...new Set(JSON.parse(c.section_ids) as number[])].map((section_id) => ({
      sch_id: c.sch_id,
      section_id,
      start_at: c.start_at,
    })),
  );
  for (let i = 0; i < rows.length; i += 300) {
    await db
      .insertInto('live_class_sections')
      .values(rows.slice(i, i + 300))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_class_sections').execute();
}
