import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { LicencesTable } from '../../db/schema.js';

export type SeatLicence = Selectable<LicencesTable>;

export type SeatLicencesRepository = ReturnType<typeof createSeatLicencesRepository>;

/** A school's licences and the seats they give (spec 001 §5); over the database or a transaction. */
export function createSeatLicencesRepository(db: Db) {
  async function ofSchool(schoolId: number): Promise<SeatLicence[]> {
    return db.selectFrom('licences').selectAll().where('school_id', '=', schoolId).orderBy('package_id').execute();
  }

  async function consumeSeats(licenceId: string, students: number, teachers: number): Promise<void> {
    await db
      .updateTable('licences')
      .set((eb) => ({
        consumed_student_license: eb('consumed_student_license', '+', students),
        consumed_teacher_license: eb('consumed_teacher_license', '+', teachers),
      }))
      .where('id', '=', licenceId)
      .execute();
  }

  return { ofSchool, consumeSeats };
}
