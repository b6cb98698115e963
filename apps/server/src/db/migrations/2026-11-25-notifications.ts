import type { Kysely } from 'kysely';

// The notifications module: each person's notifications (the in-app centre), their browsers' push
// subscriptions and their push choices. Portable types only; times are ISO text from the app's clock.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  // One row per event and person: it is also the delivery record. A delivery job run twice inserts
  // nothing the second time, so nothing is sent twice; push_state says whether its push is still owed.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('recipient_uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('data', 'text')
    // null: no push wanted; due: owed; sending: claimed by a run; sent; failed (no browser took it).
    .addColumn('push_state', 'text')
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('notifications_event_recipient', ['event_id', 'recipient_uuid'])
    .execute();
  // The centre: a person's newest first, and their unread count.
  await db.schema
    .createIndex('notifications_recipient_created')
    .on('notifications')
    .columns(['recipient_uuid', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_recipient_read')
    .on('notifications')
    .columns(['recipient_uuid', 'read_at'])
    .execute();

  // One row per browser: the push service's endpoint (unique: a browser re-subscribing replaces its row).
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_uuid').on('push_subscriptions').column('uuid').execute();

  // A person's push choice per event kind; a kind without a row is on.
  await db.schema
    .createTable('push_choices')
    .addColumn('uuid', 'text', (c) => c.notNull().references('users.uuid').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('push', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('push_choices_pk', ['uuid', 'kind'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_choices').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('notifications').execute();
}
