import type { Db } from '../../db/database.js';
import { createLiveClassesRepository, type LiveClassRow, type NewLiveClass } from './live-classes.repository.js';

/**
 * Generated worlds only (the demo seed, a browser journey's school): classes written as they stand at
 * the world's moment (some on now, some over), in the seed's transaction when it gives one. Nobody is
 * told and nothing is queued; no route calls it, so it decides no access.
 */
export function createLiveSeeding(db: Db) {
  const classes = (trx?: Db) => createLiveClassesRepository(trx ?? db);
  return {
    /** Classes and their sections, all or none; ids in the rows' order. */
    insertClasses: (rows: readonly NewLiveClass[], trx?: Db): Promise<number[]> =>
      rows.length === 0 ? Promise.resolve([]) : classes(trx).insertMany(rows),
    /** The schools' classes starting between the two moments (ISO). */
    classesOfSchools: (schoolIds: readonly number[], from: string, to: string, trx?: Db): Promise<LiveClassRow[]> =>
      classes(trx).ofSchools(schoolIds, from, to),
  };
}
