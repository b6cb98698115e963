import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LiveRecordingsTable, RecordingStateValue } from '../../db/schema-recordings.js';
import type { ClassReader } from '../live-classes/live-classes.module.js';

export type RecordingRow = Selectable<LiveRecordingsTable>;
export type NewRecording = Omit<Insertable<LiveRecordingsTable>, 'recording_id'>;
export type RecordingPatch = Updateable<Pick<LiveRecordingsTable, 'title' | 'notes_key' | 'duration_seconds'>>;

/** Which recordings a list reads: a school's (staff), or those of a learner's sections that are ready. */
export interface RecordingFilter {
  schoolIds: readonly number[];
  /** Only recordings of classes for one of these sections (a learner's, or those asked). */
  sectionIds?: readonly number[];
  /** Only recordings of classes of these subjects. */
  subjectIds?: readonly number[];
  /** Only those ready to watch (what learners see). */
  readyOnly: boolean;
}

const toCount = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export type RecordingsRepository = ReturnType<typeof createRecordingsRepository>;

/**
 * Kysely queries of live classes' recordings (the recordings module's own live_recordings). Lists are
 * ordered and narrowed by their class, joined as the live-classes module hands its classes out
 * (`classes.joinable`): this repository never names the classes' tables.
 */
export function createRecordingsRepository(db: Db, classes: Pick<ClassReader, 'joinable'>) {
  /** Recordings joined to their class, narrowed by the filter. */
  function filtered(filter: RecordingFilter) {
    let q = db
      .selectFrom('live_recordings as r')
      .innerJoin(classes.joinable({ sectionIds: filter.sectionIds }).as('c'), 'c.sch_id', 'r.sch_id')
      .where('r.school_id', 'in', [...filter.schoolIds]);
    if (filter.readyOnly) q = q.where('r.state', '=', 'ready');
    if (filter.subjectIds) q = q.where('c.subject_id', 'in', [...filter.subjectIds]);
    return q;
  }

  const isEmpty = (filter: RecordingFilter) =>
    filter.schoolIds.length === 0 || filter.sectionIds?.length === 0 || filter.subjectIds?.length === 0;

  /** A teacher's upload attached to a class; the same upload attached again answers the first one's id. */
  async function insertUpload(row: NewRecording): Promise<number> {
    await db
      .insertInto('live_recordings')
      .values(row)
      .onConflict((oc) => oc.columns(['sch_id', 'media_key']).doNothing())
      .execute();
    const made = await db
      .selectFrom('live_recordings')
      .select('recording_id')
      .where('sch_id', '=', row.sch_id)
      .where('media_key', '=', row.media_key!)
      .executeTakeFirstOrThrow();
    return made.recording_id;
  }

  /** A provider's recording, once per provider and external id: a repeat only refreshes its link and length. */
  async function upsertProvider(row: NewRecording): Promise<number> {
    await db
      .insertInto('live_recordings')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['source', 'external_id']).doUpdateSet({
          playback_url: row.playback_url,
          duration_seconds: row.duration_seconds,
          updated_at: row.updated_at,
        }),
      )
      .execute();
    const made = await db
      .selectFrom('live_recordings')
      .select('recording_id')
      .where('source', '=', row.source)
      .where('external_id', '=', row.external_id!)
      .executeTakeFirstOrThrow();
    return made.recording_id;
  }

  async function byIds(ids: readonly number[]): Promise<RecordingRow[]> {
    if (ids.length === 0) return [];
    return db
      .selectFrom('live_recordings')
      .selectAll()
      .where('recording_id', 'in', [...new Set(ids)])
      .execute();
  }

  /** The recordings of the classes (all states, or those given), oldest first. */
  async function ofClasses(schIds: readonly number[], states?: readonly RecordingStateValue[]) {
    if (schIds.length === 0) return [];
    let q = db
      .selectFrom('live_recordings')
      .selectAll()
      .where('sch_id', 'in', [...new Set(schIds)]);
    if (states) q = q.where('state', 'in', [...states]);
    return q.orderBy('recording_id').execute();
  }

  async function update(id: number, patch: RecordingPatch & { updated_at: string }): Promise<void> {
    await db.updateTable('live_recordings').set(patch).where('recording_id', '=', id).execute();
  }

  /** A processing upload's state once its transcoding is known; only while it is still processing. */
  async function settle(id: number, state: RecordingStateValue, at: string): Promise<void> {
    await db
      .updateTable('live_recordings')
      .set({ state, updated_at: at })
      .where('recording_id', '=', id)
      .where('state', '=', 'processing')
      .execute();
  }

  /** Uploads of the schools still processing (a few at a time): their state is settled before lists are read. */
  async function processingOf(schoolIds: readonly number[], limit = 50): Promise<RecordingRow[]> {
    if (schoolIds.length === 0) return [];
    return db
      .selectFrom('live_recordings')
      .selectAll()
      .where('school_id', 'in', [...schoolIds])
      .where('state', '=', 'processing')
      .orderBy('recording_id')
      .limit(limit)
      .execute();
  }

  async function remove(id: number): Promise<void> {
    await db.deleteFrom('live_recordings').where('recording_id', '=', id).execute();
  }

  /** A page of recordings, newest class first (then newest recording), and how many match. */
  async function page(filter: RecordingFilter, at: { offset: number; limit: number }) {
    if (isEmpty(filter)) return { rows: [] as RecordingRow[], total: 0 };
    const q = filtered(filter);
    const [rows, count] = await Promise.all([
      q
        .selectAll('r')
        .orderBy('c.start_at', 'desc')
        .orderBy('r.recording_id', 'desc')
        .offset(at.offset)
        .limit(at.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: toCount(count.n) };
  }

  /** Recordings per subject of their classes, with one class of each (where the subject is placed). */
  async function subjectCounts(filter: RecordingFilter) {
    if (isEmpty(filter)) return [];
    const rows = await filtered(filter)
      .select((eb) => [
        'c.subject_id',
        eb.fn.max('c.subject_name').as('subject_name'),
        eb.fn.countAll<number | string | bigint>().as('n'),
        eb.fn.min('c.sch_id').as('sample_sch_id'),
      ])
      .groupBy('c.subject_id')
      .orderBy('c.subject_id')
      .execute();
    return rows.map((r) => ({
      subject_id: r.subject_id,
      subject_name: r.subject_name ?? null,
      recording_count: toCount(r.n),
      sample_sch_id: Number(r.sample_sch_id),
    }));
  }

  /** Recordings of the schools' classes (theirs as presenter or creator; `ownUuid` null: all). */
  async function countOf(filter: { schoolIds: readonly number[]; ownUuid: string | null }): Promise<number> {
    if (filter.schoolIds.length === 0) return 0;
    let q = filtered({ schoolIds: filter.schoolIds, readyOnly: false });
    const own = filter.ownUuid;
    if (own) q = q.where((eb) => eb.or([eb('c.presenter_uuid', '=', own), eb('c.created_by', '=', own)]));
    const row = await q.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow();
    return toCount(row.n);
  }

  return {
    insertUpload,
    upsertProvider,
    byIds,
    ofClasses,
    update,
    settle,
    processingOf,
    remove,
    page,
    subjectCounts,
    countOf,
  };
}
