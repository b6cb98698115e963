import type { Kysely } from 'kysely';

// Payments through a real provider (Razorpay): the provider's payment id on our payment, a lookup by
// the provider's order id (webhooks name the order), and every provider callback stored by its
// event id, so a repeated delivery counts once.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the database as it was, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider_payment_id', 'text').execute();
  await db.schema
    .createIndex('payments_provider_reference')
    .on('payments')
    .columns(['provider', 'provider_reference'])
    .execute();

  await db.schema
    .createTable('payment_events')
    // The provider's event id (Razorpay: X-Razorpay-Event-Id), or a digest of the body without one.
    .addColumn('event_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('provider_reference', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('payment_id', 'text', (c) => c.references('payments.id'))
    // paid, failed, ignored, unknown-order, amount-mismatch
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payment_events_payment').on('payment_events').column('payment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('payments_provider_reference').execute();
  await db.schema.alterTable('payments').dropColumn('provider_payment_id').execute();
}
