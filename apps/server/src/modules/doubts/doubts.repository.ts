import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DoubtsTable } from '../../db/schema-doubts.js';

export type DoubtRow = Selectable<DoubtsTable>;
export type NewDoubt = Omit<Insertable<DoubtsTable>, 'doubt_id'>;

export interface DoubtAnswerFields {
  answered_at: string;
  answered_by: string;
  answer_text: string | null;
  answer_photo_keys: string;
  answer_content_id: number | null;
}

/** A page of rows and how many there are in all. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

/** Which doubts a queue or a classmates' list reads: by section and subject pairs. */
export interface QueueFilter {
  /** Section and subject pairs the reader answers for (a school admin: every section of their schools). */
  classes: readonly { section_id: number; subject_id: number }[] | { schoolIds: readonly number[] };
  /** Narrow a school-wide read (a school admin's) to a section or a subject. */
  sectionId?: number;
  subjectId?: number;
  answered?: boolean;
}

export type DoubtsRepository = ReturnType<typeof createDoubtsRepository>;

/** The doubts module's own tables: doubts and each school's doubt settings. */
export function createDoubtsRepository(db: Db) {
  async function insert(row: NewDoubt): Promise<number> {
    const made = await db.insertInto('doubts').values(row).returning('doubt_id').executeTakeFirstOrThrow();
    return made.doubt_id;
  }

  async function byIds(ids: readonly number[]): Promise<DoubtRow[]> {
    if (ids.length === 0) return [];
    return db.selectFrom('doubts').selectAll().where('doubt_id', 'in', ids).execute();
  }

  /** A learner's doubts, newest first. */
  async function ofLearner(uuid: string, page: { offset: number; limit: number }): Promise<Paged<DoubtRow>> {
    const base = db.selectFrom('doubts').where('learner_uuid', '=', uuid);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('asked_at', 'desc')
        .orderBy('doubt_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  function filtered(filter: QueueFilter) {
    let q = db.selectFrom('doubts');
    const { classes } = filter;
    if ('schoolIds' in classes) {
      q = q.where('school_id', 'in', classes.schoolIds.length > 0 ? [...classes.schoolIds] : [-1]);
    } else {
      const pairs = classes.length > 0 ? classes : [{ section_id: -1, subject_id: -1 }];
      q = q.where((eb) =>
        eb.or(pairs.map((p) => eb.and([eb('section_id', '=', p.section_id), eb('subject_id', '=', p.subject_id)]))),
      );
    }
    if (filter.sectionId !== undefined) q = q.where('section_id', '=', filter.sectionId);
    if (filter.subjectId !== undefined) q = q.where('subject_id', '=', filter.subjectId);
    if (filter.answered === true) q = q.where('answered_at', 'is not', null);
    if (filter.answered === false) q = q.where('answered_at', 'is', null);
    return q;
  }

  /**
   * A teacher's queue: unanswered first, the longest waiting first among them; then the answered,
   * the latest answer first.
   */
  async function queue(filter: QueueFilter, page: { offset: number; limit: number }) {
    const base = filtered(filter);
    const [rows, count, open] = await Promise.all([
      base
        .selectAll()
        .orderBy((eb) => eb.case().when('answered_at', 'is', null).then(0).else(1).end())
        .orderBy('answered_at', 'desc')
        .orderBy('asked_at')
        .orderBy('doubt_id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
      filtered({ ...filter, answered: false })
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0), open: Number(open?.n ?? 0) };
  }

  /** Others' answered doubts of these sections, the latest answer first (what classmates read, without names). */
  async function answeredInSections(
    sectionIds: readonly number[],
    page: { offset: number; limit: number },
    exceptLearner: string,
  ): Promise<Paged<DoubtRow>> {
    if (sectionIds.length === 0) return { rows: [], total: 0 };
    const base = db
      .selectFrom('doubts')
      .where('section_id', 'in', [...sectionIds])
      .where('learner_uuid', '!=', exceptLearner)
      .where('answered_at', 'is not', null);
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('answered_at', 'desc')
        .orderBy('doubt_id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  }

  async function answer(doubtId: number, fields: DoubtAnswerFields): Promise<void> {
    await db.updateTable('doubts').set(fields).where('doubt_id', '=', doubtId).execute();
  }

  /** Whether each school lets learners read each other's answered doubts (absent: no). */
  async function settingsOf(schoolIds: readonly number[]): Promise<Map<number, boolean>> {
    if (schoolIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('doubt_settings')
      .select(['school_id', 'classmates_see_answered'])
      .where('school_id', 'in', [...schoolIds])
      .execute();
    return new Map(rows.map((r) => [r.school_id, r.classmates_see_answered === 1]));
  }

  async function saveSetting(schoolId: number, seeAnswered: boolean, by: string, at: string): Promise<void> {
    const value = seeAnswered ? 1 : 0;
    await db
      .insertInto('doubt_settings')
      .values({ school_id: schoolId, classmates_see_answered: value, updated_by: by, updated_at: at })
      .onConflict((oc) =>
        oc.column('school_id').doUpdateSet({ classmates_see_answered: value, updated_by: by, updated_at: at }),
      )
      .execute();
  }

  return { insert, byIds, ofLearner, queue, answeredInSections, answer, settingsOf, saveSetting };
}
