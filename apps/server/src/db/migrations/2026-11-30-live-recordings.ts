import type { Kysely } from 'kysely';
import { identityPrimaryKey } from '../dialect.js';

// Recordings of live classes (spec 001 §3 "Recorded lecture", §4 playback): a past
// class's recording, uploaded by its teacher (source 'upload': a media key of the school's uploads,
// processing until its transcoding is done) or made by the class's meeting-room provider (source the
// provider's name: its playback URL, stored once per provider and external id), with optional PDF
// notes (a media key). The class gives its school, sections and subject. Portable types only;
// timestamps are ISO-8601 UTC text made by the application.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_recordings')
    .addColumn('recording_id', 'integer', identityPrimaryKey(db))
    .addColumn('sch_id', 'integer', (c) => c.notNull().references('live_classes.sch_id').onDelete('cascade'))
    // The class's school, kept here so a school's recordings are read (and guarded) without the class.
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    // 'upload', or the provider's name ('bbb', 'zoom')
    .addColumn('source', 'text', (c) => c.notNull())
    // The provider's id of the recording; null for uploads.
    .addColumn('external_id', 'text')
    .addColumn('media_key', 'text')
    .addColumn('playback_url', 'text')
    .addColumn('notes_key', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('duration_seconds', 'integer')
    // processing | ready | failed
    .addColumn('state', 'text', (c) => c.notNull())
    // Who attached it; null for a provider's.
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // A provider's recording is stored once, however often its callback comes.
    .addUniqueConstraint('live_recordings_external', ['source', 'external_id'])
    // An upload attached twice to one class (a retried save) is one recording.
    .addUniqueConstraint('live_recordings_media', ['sch_id', 'media_key'])
    .execute();
  await db.schema.createIndex('live_recordings_class').on('live_recordings').columns(['sch_id']).execute();
  await db.schema.createIndex('live_recordings_school').on('live_recordings').columns(['school_id', 'state']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_recordings').execute();
}
