import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LiveClassesTable } from '../../db/schema-live.js';

export type LiveClassRow = Selectable<LiveClassesTable>;
export type NewLiveClass = Omit<Insertable<LiveClassesTable>, 'sch_id'>;
export type LiveClassPatch = Updateable<Omit<LiveClassesTable, 'sch_id' | 'school_id' | 'created_by' | 'created_at'>>;

/** The most classes one schedule read considers: a school's 62 days of classes fit well within. */
export const CLASSES_LIMIT = 2000;

export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;

/** Kysely queries of live classes and their joins (the live module's own tables). */
export function createLiveClassesRepository(db: Db) {
  async function insert(row: NewLiveClass): Promise<number> {
    const made = await db.insertInto('live_classes').values(row).returning('sch_id').executeTakeFirstOrThrow();
    return Number(made.sch_id);
  }

  /** A weekly timetable's classes in one statement (all or none), their ids in the rows' order. */
  async function insertMany(rows: readonly NewLiveClass[]): Promise<number[]> {
    const made = await db
      .insertInto('live_classes')
      .values([...rows])
      .returning('sch_id')
      .execute();
    return made.map((r) => Number(r.sch_id)).sort((a, b) => a - b);
  }

  async function update(schId: number, patch: LiveClassPatch): Promise<void> {
    await db.updateTable('live_classes').set(patch).where('sch_id', '=', schId).execute();
  }

  async function byId(schId: number): Promise<LiveClassRow | undefined> {
    return db.selectFrom('live_classes').selectAll().where('sch_id', '=', schId).executeTakeFirst();
  }

  /** Classes of the schools starting from `from` up to (not including) `to`, earliest first. */
  async function ofSchools(schoolIds: readonly number[], from: string, to: string): Promise<LiveClassRow[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('school_id', 'in', schoolIds)
      .where('start_at', '>=', from)
      .where('start_at', '<', to)
      .orderBy('start_at')
      .orderBy('sch_id')
      .limit(CLASSES_LIMIT)
      .execute();
  }

  /** Scheduled classes starting by `by` and after `after`, whose sections were not reminded yet. */
  async function unreminded(after: string, by: string, limit: number): Promise<LiveClassRow[]> {
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('reminded_at', 'is', null)
      .where('live_class_status', '=', 1)
      .where('start_at', '>', after)
      .where('start_at', '<=', by)
      .orderBy('start_at')
      .limit(limit)
      .execute();
  }

  /** Marks the reminder sent; false when another run did first. */
  async function markReminded(schId: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('live_classes')
      .set({ reminded_at: at })
      .where('sch_id', '=', schId)
      .where('reminded_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** One join per person, class and minute: answers the time of the join recorded for that minute. */
  async function recordJoin(schId: number, uuid: string, minute: string, at: string): Promise<string> {
    await db
      .insertInto('live_class_joins')
      .values({ sch_id: schId, uuid, join_minute: minute, joined_at: at })
      .onConflict((oc) => oc.columns(['sch_id', 'uuid', 'join_minute']).doNothing())
      .execute();
    const row = await db
      .selectFrom('live_class_joins')
      .select('joined_at')
      .where('sch_id', '=', schId)
      .where('uuid', '=', uuid)
      .where('join_minute', '=', minute)
      .executeTakeFirstOrThrow();
    return row.joined_at;
  }

  async function joinsOf(schId: number): Promise<{ uuid: string; joined_at: string }[]> {
    return db
      .selectFrom('live_class_joins')
      .select(['uuid', 'joined_at'])
      .where('sch_id', '=', schId)
      .orderBy('joined_at')
      .execute();
  }

  /**
   * Classes still scheduled or started that started by `by`, after `after` (a page's last start),
   * earliest first: the closing job's candidates.
   */
  async function openStartedBy(by: string, after: string, limit: number): Promise<LiveClassRow[]> {
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('live_class_status', 'in', [1, 2])
      .where('start_at', '<=', by)
      .where('start_at', '>', after)
      .orderBy('start_at')
      .limit(limit)
      .execute();
  }

  async function hasJoins(schId: number): Promise<boolean> {
    const row = await db.selectFrom('live_class_joins').select('sch_id').where('sch_id', '=', schId).executeTakeFirst();
    return row !== undefined;
  }

  /** Sets the status only while it is still `from`: false when another run or a callback changed it. */
  async function closeIfStill(schId: number, from: number, to: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('live_classes')
      .set({ live_class_status: to, updated_at: at })
      .where('sch_id', '=', schId)
      .where('live_class_status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  return {
    insert,
    insertMany,
    update,
    byId,
    ofSchools,
    unreminded,
    markReminded,
    recordJoin,
    joinsOf,
    openStartedBy,
    hasJoins,
    closeIfStill,
  };
}
