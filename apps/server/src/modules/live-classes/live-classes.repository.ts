import { LiveClassStatus, OPEN_LIVE_CLASS_STATUSES } from '@esc/domain';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LiveClassesTable } from '../../db/schema-live.js';

export type LiveClassRow = Selectable<LiveClassesTable>;
export type NewLiveClass = Omit<Insertable<LiveClassesTable>, 'sch_id'>;
export type LiveClassPatch = Updateable<Omit<LiveClassesTable, 'sch_id' | 'school_id' | 'created_by' | 'created_at'>>;

/** The most classes one schedule read considers: a school's 62 days of classes fit well within. */
export const CLASSES_LIMIT = 2000;

export type LiveClassesRepository = ReturnType<typeof createLiveClassesRepository>;

/** Kysely queries of live classes, their sections and their joins (the live-classes module's own tables). */
export function createLiveClassesRepository(db: Db) {
  /** Runs in a transaction of its own, or in the caller's (a seed's) when there is one. */
  const atomically = <T>(fn: (trx: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? fn(db) : db.transaction().execute(fn);

  /** The class's sections with its start, for a section's schedule (live_class_sections). */
  const sectionRows = (schId: number, row: Pick<NewLiveClass, 'section_ids' | 'start_at'>) =>
    [...new Set(JSON.parse(row.section_ids) as number[])].map((section_id) => ({
      sch_id: schId,
      section_id,
      start_at: row.start_at,
    }));

  async function insert(row: NewLiveClass): Promise<number> {
    return (await insertMany([row]))[0]!;
  }

  /** Classes (one, or a weekly timetable's) and their sections, all or none; ids in the rows' order. */
  async function insertMany(rows: readonly NewLiveClass[]): Promise<number[]> {
    return atomically(async (trx) => {
      const made = await trx
        .insertInto('live_classes')
        .values([...rows])
        .returning('sch_id')
        .execute();
      const ids = made.map((r) => Number(r.sch_id)).sort((a, b) => a - b);
      const sections = ids.flatMap((id, i) => sectionRows(id, rows[i]!));
      for (let i = 0; i < sections.length; i += 300) {
        await trx
          .insertInto('live_class_sections')
          .values(sections.slice(i, i + 300))
          .execute();
      }
      return ids;
    });
  }

  /** Changes a class; a change of its sections or start rewrites its section rows with it. */
  async function update(schId: number, patch: LiveClassPatch): Promise<void> {
    if (patch.section_ids === undefined && patch.start_at === undefined) {
      await db.updateTable('live_classes').set(patch).where('sch_id', '=', schId).execute();
      return;
    }
    await atomically(async (trx) => {
      const row = await trx
        .updateTable('live_classes')
        .set(patch)
        .where('sch_id', '=', schId)
        .returning(['section_ids', 'start_at'])
        .executeTakeFirst();
      if (!row) return;
      await trx.deleteFrom('live_class_sections').where('sch_id', '=', schId).execute();
      await trx.insertInto('live_class_sections').values(sectionRows(schId, row)).execute();
    });
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

  /**
   * Classes of the sections starting from `from` up to (not including) `to`, earliest first: a
   * learner's schedule, read through the section index rather than the school's every class.
   */
  async function ofSections(sectionIds: readonly number[], from: string, to: string): Promise<LiveClassRow[]> {
    if (sectionIds.length === 0) return [];
    // Driven by the section index; a class of two of the sections comes twice and is kept once.
    const rows = await db
      .selectFrom('live_class_sections as s')
      .innerJoin('live_classes as c', 'c.sch_id', 's.sch_id')
      .selectAll('c')
      .where('s.section_id', 'in', sectionIds)
      .where('s.start_at', '>=', from)
      .where('s.start_at', '<', to)
      .orderBy('s.start_at')
      .orderBy('s.sch_id')
      .limit(CLASSES_LIMIT)
      .execute();
    return rows.filter((r, i) => i === 0 || r.sch_id !== rows[i - 1]!.sch_id);
  }

  /** Scheduled classes starting by `by` and after `after`, whose sections were not reminded yet. */
  async function unreminded(after: string, by: string, limit: number): Promise<LiveClassRow[]> {
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('reminded_at', 'is', null)
      .where('live_class_status', '=', LiveClassStatus.Scheduled)
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

  /**
   * The classes of the sections starting from `from` up to (not including) `to`, cancelled ones left
   * out, each with the joins recorded for it (one row per class and join; a class nobody joined comes
   * once with a null uuid): the live attendance of those sections' days, read through the section index.
   */
  async function joinsOfSections(sectionIds: readonly number[], from: string, to: string) {
    if (sectionIds.length === 0) return [];
    return db
      .selectFrom('live_class_sections as s')
      .innerJoin('live_classes as c', 'c.sch_id', 's.sch_id')
      .leftJoin('live_class_joins as j', 'j.sch_id', 'c.sch_id')
      .select([
        'c.sch_id',
        'c.school_id',
        'c.section_ids',
        'c.subject_id',
        'c.title',
        'c.start_at',
        'c.duration_minutes',
        'c.provider',
        'j.uuid',
        'j.joined_at',
      ])
      .distinct()
      .where('s.section_id', 'in', sectionIds)
      .where('s.start_at', '>=', from)
      .where('s.start_at', '<', to)
      .where('c.live_class_status', '<>', LiveClassStatus.Cancelled)
      .orderBy('c.start_at')
      .orderBy('c.sch_id')
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
      .where('live_class_status', 'in', OPEN_LIVE_CLASS_STATUSES)
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
  async function closeIfStill(schId: number, from: LiveClassStatus, to: LiveClassStatus, at: string): Promise<boolean> {
    const result = await db
      .updateTable('live_classes')
      .set({ live_class_status: to, updated_at: at })
      .where('sch_id', '=', schId)
      .where('live_class_status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async function byIds(schIds: readonly number[]): Promise<LiveClassRow[]> {
    if (schIds.length === 0) return [];
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('sch_id', 'in', [...new Set(schIds)])
      .execute();
  }

  return {
    byIds,
    insert,
    insertMany,
    update,
    byId,
    ofSchools,
    ofSections,
    unreminded,
    markReminded,
    recordJoin,
    joinsOfSections,
    openStartedBy,
    hasJoins,
    closeIfStill,
  };
}
