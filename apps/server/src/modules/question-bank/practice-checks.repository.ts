import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PracticeChecksTable } from '../../db/schema-assessments.js';

export type NewPracticeCheck = Omit<Insertable<PracticeChecksTable>, 'practice_check_id'>;

/** Kysely queries of practice_checks: a learner's checked practice answers. */
export function createPracticeChecksRepository(db: Db) {
  async function insert(row: NewPracticeCheck): Promise<void> {
    await db.insertInto('practice_checks').values(row).execute();
  }

  /** One learner's checks, as few columns as the summary counts. */
  async function ofLearner(uuid: string) {
    return db
      .selectFrom('practice_checks')
      .select(['question_id', 'subject_id', 'outcome'])
      .where('uuid', '=', uuid)
      .orderBy('practice_check_id')
      .execute();
  }

  return { insert, ofLearner };
}

export type PracticeChecksRepository = ReturnType<typeof createPracticeChecksRepository>;
