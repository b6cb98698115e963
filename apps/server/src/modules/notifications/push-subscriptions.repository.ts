import type { Db } from '../../db/database.js';
import type { PushSubscriptionsTable } from '../../db/schema.js';

export type PushSubscriptionRow = PushSubscriptionsTable;
export type PushSubscriptionsRepository = ReturnType<typeof createPushSubscriptionsRepository>;

/** Browsers' push subscriptions (`push_subscriptions`) and people's push choices (`push_choices`). */
export function createPushSubscriptionsRepository(db: Db) {
  return {
    /**
     * A browser subscribing again updates its row; an endpoint another person holds is left as it is
     * (answers false): an endpoint is never moved from one person to another.
     */
    async upsert(row: PushSubscriptionRow): Promise<boolean> {
      const result = await db
        .insertInto('push_subscriptions')
        .values(row)
        .onConflict((oc) =>
          oc
            .column('endpoint')
            .doUpdateSet({ p256dh: row.p256dh, auth: row.auth, updated_at: row.updated_at })
            .where('push_subscriptions.uuid', '=', row.uuid),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes the person's own subscription of that endpoint; another person's stays. */
    async removeOwn(uuid: string, endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('uuid', '=', uuid).where('endpoint', '=', endpoint).execute();
    },

    async removeById(id: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    async isSubscribed(uuid: string, endpoint: string): Promise<boolean> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('uuid', '=', uuid)
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return row !== undefined;
    },

    async countOf(uuid: string): Promise<number> {
      const row = await db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async ofPeople(uuids: readonly string[]): Promise<PushSubscriptionRow[]> {
      if (uuids.length === 0) return [];
      return db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('uuid', 'in', [...uuids])
        .execute();
    },

    /** Of these people, those with a subscribed browser who did not turn push off for the kind. */
    async pushRecipients(uuids: readonly string[], kind: string): Promise<string[]> {
      if (uuids.length === 0) return [];
      const rows = await db
        .selectFrom('push_subscriptions as s')
        .leftJoin('push_choices as c', (join) => join.onRef('c.uuid', '=', 's.uuid').on('c.kind', '=', kind))
        .select('s.uuid')
        .distinct()
        .where('s.uuid', 'in', [...uuids])
        .where((eb) => eb.or([eb('c.push', 'is', null), eb('c.push', '=', 1)]))
        .execute();
      return rows.map((r) => r.uuid);
    },

    async choicesOf(uuid: string): Promise<{ kind: string; push: number }[]> {
      return db.selectFrom('push_choices').select(['kind', 'push']).where('uuid', '=', uuid).execute();
    },

    async setChoices(uuid: string, choices: readonly { kind: string; push: boolean }[], now: string): Promise<void> {
      for (const { kind, push } of choices) {
        await db
          .insertInto('push_choices')
          .values({ uuid, kind, push: push ? 1 : 0, updated_at: now })
          .onConflict((oc) => oc.columns(['uuid', 'kind']).doUpdateSet({ push: push ? 1 : 0, updated_at: now }))
          .execute();
      }
    },
  };
}
