import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Meeting rooms through providers (calls-chosen.tsv's provider callback): the room a
// provider made for a class (BigBlueButton meetingID, Zoom meeting id), every provider callback stored
// by the provider's event id so a repeat counts once, the room visits the providers report (join and
// leave per attendee) and the per-attendee join URLs a provider registered (Zoom registrants).
// Portable types only; timestamps are ISO-8601 UTC text made by the application.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const identity = identityPrimaryKey(db);

  // The provider's own reference to the class's room; null for a pasted link.
  await db.schema.alterTable('live_classes').addColumn('room_ref', 'text').execute();
  await db.schema.createIndex('live_classes_room_ref').on('live_classes').columns(['provider', 'room_ref']).execute();

  await db.schema
    .createTable('live_provider_events')
    // '<provider>:<the provider's id of the event>', or a digest of the body where it names none.
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    // The class the event is about, when it names one of ours.
    .addColumn('sch_id', 'integer')
    // applied, ignored, unknown-room
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_provider_events_class').on('live_provider_events').column('sch_id').execute();

  await db.schema
    .createTable('live_room_visits')
    .addColumn('visit_id', 'integer', identity)
    .addColumn('sch_id', 'integer', (c) => c.notNull().references('live_classes.sch_id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    // The provider's name of this visit (its participant and join), so a leave finds its join.
    .addColumn('visit_key', 'text', (c) => c.notNull().unique())
    // Null when the provider told a leave whose join never came.
    .addColumn('joined_at', 'text')
    .addColumn('left_at', 'text')
    .execute();
  await db.schema.createIndex('live_room_visits_class').on('live_room_visits').columns(['sch_id', 'uuid']).execute();

  await db.schema
    .createTable('live_room_registrants')
    .addColumn('sch_id', 'integer', (c) => c.notNull().references('live_classes.sch_id').onDelete('cascade'))
    .addColumn('uuid', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('registrant_id', 'text', (c) => c.notNull())
    .addColumn('join_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_room_registrants_pk', ['sch_id', 'uuid'])
    .execute();
  await db.schema
    .createIndex('live_room_registrants_registrant')
    .on('live_room_registrants')
    .columns(['provider', 'registrant_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_room_registrants').execute();
  await db.schema.dropTable('live_room_visits').execute();
  await db.schema.dropTable('live_provider_events').execute();
  await db.schema.dropIndex('live_classes_room_ref').execute();
  await db.schema.alterTable('live_classes').dropColumn('room_ref').execute();
}
