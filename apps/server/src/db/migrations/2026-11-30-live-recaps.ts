import type { Kysely } from 'kysely';

// Class recaps (spec 000 §3-§4): the recap of a live class is a learn-list (the
// learn-lists module's, is_class_recap 1); the live module keeps which list is which class's recap.
// One recap a class, one class a recap list. Removing the class or the list removes the link.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_class_recaps')
    .addColumn('sch_id', 'integer', (c) => c.primaryKey().references('live_classes.sch_id').onDelete('cascade'))
    // The class's school: a school's recaps are read by its people only.
    .addColumn('school_id', 'integer', (c) => c.notNull())
    .addColumn('learnlist_id', 'integer', (c) =>
      c.notNull().unique().references('learnlists.learnlist_id').onDelete('cascade'),
    )
    // Who made it the class's recap: the presenter's first item, or whoever attached a list.
    .addColumn('attached_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_class_recaps').execute();
}
