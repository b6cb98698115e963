import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LiveProviderEventsTable, LiveRoomRegistrantsTable, LiveRoomVisitsTable } from '../../db/schema-live.js';

export type ProviderEventRow = Selectable<LiveProviderEventsTable>;
export type RoomVisitRow = Selectable<LiveRoomVisitsTable>;
export type RegistrantRow = Selectable<LiveRoomRegistrantsTable>;
export type NewRoomVisit = Omit<RoomVisitRow, 'visit_id'>;

export type MeetingRoomsRepository = ReturnType<typeof createMeetingRoomsRepository>;

/** Kysely queries of the meeting rooms' own tables: provider callbacks, room visits, registrants. */
export function createMeetingRoomsRepository(db: Db) {
  const atomically = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? fn(db) : db.transaction().execute(fn);

  async function eventById(eventId: string): Promise<ProviderEventRow | undefined> {
    return db.selectFrom('live_provider_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
  }

  /** Stores the event unless its id is stored already; true when this call stored it. */
  async function insertEvent(row: ProviderEventRow): Promise<boolean> {
    const result = await db
      .insertInto('live_provider_events')
      .values(row)
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** Whole visits (a provider's report after the meeting); one already stored under its key stays. */
  async function addVisits(rows: readonly NewRoomVisit[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      await db
        .insertInto('live_room_visits')
        .values(rows.slice(i, i + 200))
        .onConflict((oc) => oc.column('visit_key').doNothing())
        .execute();
    }
  }

  const personVisits = (row: Pick<NewRoomVisit, 'sch_id' | 'uuid' | 'provider'>, trx: Db) =>
    trx
      .selectFrom('live_room_visits')
      .select(['visit_id', 'joined_at', 'left_at'])
      .where('sch_id', '=', row.sch_id)
      .where('uuid', '=', row.uuid)
      .where('provider', '=', row.provider);

  /**
   * A join: it completes a leave that arrived before it (a leave-only visit from its time on), or
   * opens a visit. Deliveries may come in any order; the same key is stored once.
   */
  async function recordJoin(row: NewRoomVisit & { joined_at: string }): Promise<void> {
    await atomically(async (trx) => {
      const early = await personVisits(row, trx)
        .where('joined_at', 'is', null)
        .where('left_at', '>=', row.joined_at)
        .orderBy('left_at')
        .executeTakeFirst();
      if (early) {
        await trx
          .updateTable('live_room_visits')
          .set({ joined_at: row.joined_at })
          .where('visit_id', '=', early.visit_id)
          .execute();
        return;
      }
      await trx
        .insertInto('live_room_visits')
        .values({ ...row, left_at: null })
        .onConflict((oc) => oc.column('visit_key').doNothing())
        .execute();
    });
  }

  /** A leave: it closes the person's latest open visit begun by then, or is kept alone (its join never came). */
  async function recordLeave(row: NewRoomVisit & { left_at: string }): Promise<void> {
    await atomically(async (trx) => {
      const open = await personVisits(row, trx)
        .where('left_at', 'is', null)
        .where('joined_at', '<=', row.left_at)
        .orderBy('joined_at', 'desc')
        .executeTakeFirst();
      if (open) {
        await trx
          .updateTable('live_room_visits')
          .set({ left_at: row.left_at })
          .where('visit_id', '=', open.visit_id)
          .execute();
        return;
      }
      await trx
        .insertInto('live_room_visits')
        .values({ ...row, joined_at: null })
        .onConflict((oc) => oc.column('visit_key').doNothing())
        .execute();
    });
  }

  /** The provider-told visits of the classes. */
  async function visitsOf(schIds: readonly number[]): Promise<RoomVisitRow[]> {
    if (schIds.length === 0) return [];
    return db.selectFrom('live_room_visits').selectAll().where('sch_id', 'in', schIds).orderBy('visit_id').execute();
  }

  async function registrant(schId: number, uuid: string): Promise<RegistrantRow | undefined> {
    return db
      .selectFrom('live_room_registrants')
      .selectAll()
      .where('sch_id', '=', schId)
      .where('uuid', '=', uuid)
      .executeTakeFirst();
  }

  /** Keeps the first registration of a person in a class (two joins at once register once). */
  async function saveRegistrant(row: RegistrantRow): Promise<RegistrantRow> {
    await db
      .insertInto('live_room_registrants')
      .values(row)
      .onConflict((oc) => oc.columns(['sch_id', 'uuid']).doNothing())
      .execute();
    return (await registrant(row.sch_id, row.uuid)) ?? row;
  }

  async function registrantById(provider: string, registrantId: string): Promise<RegistrantRow | undefined> {
    return db
      .selectFrom('live_room_registrants')
      .selectAll()
      .where('provider', '=', provider)
      .where('registrant_id', '=', registrantId)
      .executeTakeFirst();
  }

  return {
    eventById,
    insertEvent,
    addVisits,
    recordJoin,
    recordLeave,
    visitsOf,
    registrant,
    saveRegistrant,
    registrantById,
  };
}
