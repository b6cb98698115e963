import type { Db } from '../../db/database.js';
import type { AccessLogTable } from '../../db/schema-audit.js';

export type AccessLogRow = AccessLogTable;
export type AccessLogRepository = ReturnType<typeof createAccessLogRepository>;

/** A school's log narrowed to a learner, a member of staff, what was read and a time range (from included, to not). */
export interface SchoolLogFilter {
  schoolIds: readonly number[];
  learnerUuid?: string;
  viewerUuid?: string;
  kind?: AccessLogRow['kind'];
  fromIso?: string;
  toIso?: string;
}

/** Which rows a reader may see: a child's, or a school's narrowed. */
export type AccessLogFilter = { learnerUuid: string } | SchoolLogFilter;

/** The most people of each side a school's list of names offers (a large school's roll). */
const PEOPLE_MAX = 5_000;

/** Rows a statement carries at most: far below both engines' limits on bound values (ten a row). */
const ROWS_PER_INSERT = 2_000;

/** The access_log table (the audit module's own): only added to, read newest first, pruned by age. */
export function createAccessLogRepository(db: Db) {
  return {
    /** The rows of one read in one statement (a list longer than a statement carries, in a few). */
    async append(rows: readonly AccessLogRow[]): Promise<void> {
      for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) {
        await db
          .insertInto('access_log')
          .values(rows.slice(at, at + ROWS_PER_INSERT))
          .execute();
      }
    },

    /** One page, newest first; one row more than asked, so the caller knows whether another page follows. */
    async page(filter: AccessLogFilter, offset: number, limit: number): Promise<AccessLogRow[]> {
      let query = db.selectFrom('access_log').selectAll();
      if ('schoolIds' in filter) {
        if (filter.schoolIds.length === 0) return [];
        query = query.where('school_id', 'in', [...filter.schoolIds]);
        if (filter.viewerUuid) query = query.where('viewer_uuid', '=', filter.viewerUuid);
        if (filter.kind) query = query.where('kind', '=', filter.kind);
        if (filter.fromIso) query = query.where('read_at', '>=', filter.fromIso);
        if (filter.toIso) query = query.where('read_at', '<', filter.toIso);
      }
      if (filter.learnerUuid) query = query.where('learner_uuid', '=', filter.learnerUuid);
      return query
        .orderBy('read_at', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit + 1)
        .execute();
    },

    /** The learners and the staff a school's log names, each once. */
    async peopleOf(schoolIds: readonly number[]): Promise<{ learners: string[]; viewers: string[] }> {
      if (schoolIds.length === 0) return { learners: [], viewers: [] };
      const distinct = (column: 'learner_uuid' | 'viewer_uuid') =>
        db
          .selectFrom('access_log')
          .select(column)
          .distinct()
          .where('school_id', 'in', [...schoolIds])
          .limit(PEOPLE_MAX)
          .execute();
      const [learners, viewers] = await Promise.all([distinct('learner_uuid'), distinct('viewer_uuid')]);
      return { learners: learners.map((r) => r.learner_uuid), viewers: viewers.map((r) => r.viewer_uuid) };
    },

    /** Removes rows read before the moment; how many went. */
    async pruneBefore(iso: string): Promise<number> {
      const result = await db.deleteFrom('access_log').where('read_at', '<', iso).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
