import type { Db } from '../../db/database.js';
import { createSeatLicencesRepository, type SeatLicence } from './seat-licences.repository.js';

export type SeatLicencesService = ReturnType<typeof createSeatLicencesService>;

/**
 * Seats of a school's licences for other modules (the roster import). Calls take the caller's
 * transaction, so an import and the seats it takes commit together or not at all.
 */
export function createSeatLicencesService({ db }: { db: Db }) {
  const repo = (trx?: Db) => createSeatLicencesRepository(trx ?? db);
  return {
    ofSchool: (schoolId: number, trx?: Db): Promise<SeatLicence[]> => repo(trx).ofSchool(schoolId),
    consumeSeats: (licenceId: string, seats: { students: number; teachers: number }, trx?: Db): Promise<void> =>
      repo(trx).consumeSeats(licenceId, seats.students, seats.teachers),
  };
}
