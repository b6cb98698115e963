import type { Db } from '../../db/database.js';
import type { NotificationsTable } from '../../db/schema.js';

export type NotificationRow = NotificationsTable;
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

export interface ListPage {
  unreadOnly: boolean;
  offset: number;
  limit: number;
}

/** The `notifications` table: each person's notifications, one row per event and person. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * Writes rows that do not exist yet (one per event and person) and answers the people whose row
     * this call wrote: a delivery run again writes nothing, so the caller signals nobody twice.
     */
    async insertNew(rows: readonly NotificationRow[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db
        .insertInto('notifications')
        .values([...rows])
        .onConflict((oc) => oc.columns(['event_id', 'recipient_uuid']).doNothing())
        .returning('recipient_uuid')
        .execute();
      return inserted.map((r) => r.recipient_uuid);
    },

    async page(uuid: string, { unreadOnly, offset, limit }: ListPage): Promise<NotificationRow[]> {
      let query = db.selectFrom('notifications').selectAll().where('recipient_uuid', '=', uuid);
      if (unreadOnly) query = query.where('read_at', 'is', null);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
    },

    async count(uuid: string, unreadOnly: boolean): Promise<number> {
      let query = db
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('recipient_uuid', '=', uuid);
      if (unreadOnly) query = query.where('read_at', 'is', null);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the person's own unread notifications read (all of them when ids is null); answers how many changed. */
    async markRead(uuid: string, ids: readonly string[] | null, now: string): Promise<number> {
      if (ids !== null && ids.length === 0) return 0;
      let query = db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('recipient_uuid', '=', uuid)
        .where('read_at', 'is', null);
      if (ids !== null) query = query.where('id', 'in', [...ids]);
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Takes the pushes still owed for an event to these people: their state moves from due to
     * sending in one statement, so two runs never both send one.
     */
    async claimDuePushes(eventId: string, recipients: readonly string[]): Promise<NotificationRow[]> {
      if (recipients.length === 0) return [];
      return db
        .updateTable('notifications')
        .set({ push_state: 'sending' })
        .where('event_id', '=', eventId)
        .where('recipient_uuid', 'in', [...recipients])
        .where('push_state', '=', 'due')
        .returningAll()
        .execute();
    },

    async setPushState(ids: readonly string[], state: 'sent' | 'failed'): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('notifications')
        .set({ push_state: state })
        .where('id', 'in', [...ids])
        .execute();
    },
  };
}
