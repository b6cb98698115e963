import type { Db } from '../../db/database.js';
import { keysetPages, type SchoolExportSource } from '../../platform/exports/school-export-source.js';

const PROGRESS_COLUMNS = [
  'id',
  'uuid',
  'content_id',
  'total_consumption_ms',
  'total_media_ms',
  'resume_position_ms',
  'is_complete',
  'source',
  'section_id',
  'enrolled_school_id',
  'group_category_id',
  'group_category_name',
  'board_id',
  'class_id',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

/** The progress of the school's learners through content, for its export. */
export function createLearningSchoolExport(db: Db): SchoolExportSource {
  const progressPage = (schoolId: number) => (after: string | null, limit: number) =>
    db
      .selectFrom('learning_progress')
      .select(PROGRESS_COLUMNS)
      .where('enrolled_school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('id', '>', after!))
      .orderBy('id')
      .limit(limit)
      .execute();

  return {
    holds: 'progress: how far each learner got through each lesson, video or document, and when they completed it.',
    async write({ schoolId }, out) {
      await out.table({
        name: 'learning_progress',
        holds: 'one learner’s progress on one content: time spent, where they stopped, whether it is complete',
        columns: PROGRESS_COLUMNS,
        pages: () => keysetPages(progressPage(schoolId), (r) => r.id),
      });
    },
  };
}
