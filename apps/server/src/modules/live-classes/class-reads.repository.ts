import { LiveClassStatus } from '@esc/domain';
import type { Db } from '../../db/database.js';
import type { LiveClassRow } from './live-classes.repository.js';

export type ClassReadsRepository = ReturnType<typeof createClassReadsRepository>;

/**
 * Kysely queries of the classes, their sections and joins that other modules' services ask for
 * (through the class reader): the rooms' classes and joins, a teacher's held classes and who joined
 * them, and the classes as a table a recordings query joins.
 */
export function createClassReadsRepository(db: Db) {
  /** The join registrations (addImpartusUserUniversity) of the classes, earliest first. */
  async function joinsOf(schIds: readonly number[]): Promise<{ sch_id: number; uuid: string; joined_at: string }[]> {
    if (schIds.length === 0) return [];
    return db
      .selectFrom('live_class_joins')
      .select(['sch_id', 'uuid', 'joined_at'])
      .where('sch_id', 'in', schIds)
      .orderBy('joined_at')
      .execute();
  }

  /** The classes' providers and times, for reading their rooms' visits. */
  async function times(schIds: readonly number[]) {
    if (schIds.length === 0) return [];
    return db
      .selectFrom('live_classes')
      .select(['sch_id', 'provider', 'start_at', 'duration_minutes'])
      .where('sch_id', 'in', schIds)
      .execute();
  }

  /** The class whose room the provider names. */
  async function byRoom(provider: string, roomRef: string): Promise<LiveClassRow | undefined> {
    return db
      .selectFrom('live_classes')
      .selectAll()
      .where('provider', '=', provider)
      .where('room_ref', '=', roomRef)
      .executeTakeFirst();
  }

  /**
   * The classes as a table another module's query joins (recordings are ordered and narrowed by their
   * class): one row per class, with what those queries read; `sectionIds`: only classes for one of them.
   */
  function joinable(filter: { sectionIds?: readonly number[] } = {}) {
    let q = db
      .selectFrom('live_classes')
      .select(['sch_id', 'start_at', 'subject_id', 'subject_name', 'presenter_uuid', 'created_by']);
    if (filter.sectionIds) {
      const sections = [...filter.sectionIds];
      q = q.where('sch_id', 'in', (eb) =>
        eb.selectFrom('live_class_sections').select('sch_id').where('section_id', 'in', sections),
      );
    }
    return q;
  }

  /**
   * A page of the classes of the schools that have started by `by` (not cancelled), newest first, and
   * how many there are: a teacher's held classes (theirs as presenter or creator; `ownUuid` null: all).
   */
  async function startedPage(
    filter: { schoolIds: readonly number[]; ownUuid: string | null; by: string },
    page: { offset: number; limit: number },
  ): Promise<{ rows: LiveClassRow[]; total: number }> {
    if (filter.schoolIds.length === 0) return { rows: [], total: 0 };
    let q = db
      .selectFrom('live_classes')
      .where('school_id', 'in', [...filter.schoolIds])
      .where('start_at', '<=', filter.by)
      .where('live_class_status', '!=', LiveClassStatus.Cancelled);
    const own = filter.ownUuid;
    if (own) q = q.where((eb) => eb.or([eb('presenter_uuid', '=', own), eb('created_by', '=', own)]));
    const [rows, count] = await Promise.all([
      q
        .selectAll()
        .orderBy('start_at', 'desc')
        .orderBy('sch_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      q.select((eb) => eb.fn.countAll<number | string | bigint>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  /**
   * Who joined the classes of the schools (theirs as presenter or creator; `ownUuid` null: all): distinct
   * learners, learner-class pairs, and classes with at least one join (live_class_joins holds learners only).
   */
  async function attendeeCounts(filter: { schoolIds: readonly number[]; ownUuid: string | null }) {
    if (filter.schoolIds.length === 0) return { attendees: 0, attendances: 0, classes: 0 };
    let pairs = db
      .selectFrom('live_class_joins as j')
      .innerJoin('live_classes as c', 'c.sch_id', 'j.sch_id')
      .where('c.school_id', 'in', [...filter.schoolIds])
      .select(['j.sch_id', 'j.uuid'])
      .distinct();
    const own = filter.ownUuid;
    if (own) pairs = pairs.where((eb) => eb.or([eb('c.presenter_uuid', '=', own), eb('c.created_by', '=', own)]));
    const row = await db
      .selectFrom(pairs.as('p'))
      .select((eb) => [
        eb.fn.countAll<number | string | bigint>().as('attendances'),
        eb.fn.count<number | string | bigint>('p.uuid').distinct().as('attendees'),
        eb.fn.count<number | string | bigint>('p.sch_id').distinct().as('classes'),
      ])
      .executeTakeFirstOrThrow();
    return { attendees: Number(row.attendees), attendances: Number(row.attendances), classes: Number(row.classes) };
  }

  return { joinsOf, times, byRoom, joinable, startedPage, attendeeCounts };
}
