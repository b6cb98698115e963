import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PaymentEventsTable } from '../../db/schema.js';

export type PaymentEventRow = Selectable<PaymentEventsTable>;
export type PaymentEventsRepository = ReturnType<typeof createPaymentEventsRepository>;

/** Provider callbacks, one row per event id: a repeated delivery finds its row and counts once. */
export function createPaymentEventsRepository(db: Db) {
  async function eventById(eventId: string): Promise<PaymentEventRow | undefined> {
    return db.selectFrom('payment_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  }

  /** Stores the event unless its id is stored already; true when this call stored it. */
  async function insertEvent(row: PaymentEventRow): Promise<boolean> {
    const result = await db
      .insertInto('payment_events')
      .values(row)
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  return { eventById, insertEvent };
}
