import type { Db } from '../../db/database.js';
import {
  childPages,
  keysetPages,
  seeingRows,
  type SchoolExportSource,
} from '../../platform/exports/school-export-source.js';

const ATTEMPT_COLUMNS = [
  'attempt_id',
  'assign_id',
  'paper_id',
  'uuid',
  'school_id',
  'section_id',
  'attempt_no',
  'status',
  'started_at',
  'deadline_at',
  'submitted_at',
  'evaluated_at',
  'results_published_at',
  'score',
  'max_marks',
  'correct_count',
  'partial_count',
  'wrong_count',
  'unanswered_count',
  'pending_count',
  'subject_scores',
  'time_spent_ms',
  'rank',
  'percentile',
  'candidates',
] as const;

/** A page of answers is the attempts' answers: 20 attempts of a 30-question paper give 600 (pages stay small: see EXPORT_PAGE_ROWS). */
const ATTEMPTS_PER_PAGE = 20;

const ANSWER_COLUMNS = [
  'attempt_id',
  'question_id',
  'seq',
  'answered_at',
  'response',
  'time_spent_ms',
  'is_marked',
  'saved_at',
  'outcome',
  'marks_awarded',
  'evaluated_by',
  'teacher_comment',
] as const;

/** The photos of a written answer a learner took (a subjective response's image keys). */
function imageKeysOf(response: string | null): string[] {
  if (!response) return [];
  try {
    const parsed = JSON.parse(response) as { imageKeys?: unknown };
    return Array.isArray(parsed.imageKeys) ? parsed.imageKeys.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/** The school's attempts and answers, for its export: attempts by id, answers by attempt and question. */
export function createAttemptsSchoolExport(db: Db): SchoolExportSource {
  const attemptPage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('attempts')
      .select(ATTEMPT_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('attempt_id', '>', after!))
      .orderBy('attempt_id')
      .limit(limit)
      .execute();

  const attemptIds = (schoolId: number) => async (after: number | null, limit: number) =>
    (
      await db
        .selectFrom('attempts')
        .select('attempt_id')
        .where('school_id', '=', schoolId)
        .$if(after !== null, (q) => q.where('attempt_id', '>', after!))
        .orderBy('attempt_id')
        .limit(limit)
        .execute()
    ).map((r) => r.attempt_id);

  const answersOf = (ids: readonly number[]) =>
    db
      .selectFrom('attempt_answers')
      .select(ANSWER_COLUMNS)
      .where('attempt_id', 'in', ids)
      .orderBy('attempt_id')
      .orderBy('question_id')
      .execute();

  return {
    holds:
      'tests taken: each attempt with its score, counts and rank, and each answer with its marks and the teacher’s comment.',
    async write({ schoolId }, out) {
      // The photos of written answers, seen as the answers are written: no second pass over them.
      const photos = new Set<string>();
      await out.table({
        name: 'attempts',
        holds: 'one learner’s attempt at a paper: status, times, score, counts of right and wrong, rank',
        columns: ATTEMPT_COLUMNS,
        pages: () => keysetPages(attemptPage(schoolId), (r) => r.attempt_id),
      });
      await out.table({
        name: 'attempt_answers',
        holds: 'one answer of an attempt: the response as JSON, time spent, outcome, marks and the teacher’s comment',
        columns: ANSWER_COLUMNS,
        pages: () =>
          seeingRows(childPages(attemptIds(schoolId), answersOf, ATTEMPTS_PER_PAGE), (answer) => {
            // Only a written answer may hold a photo: the rest are not parsed.
            if (answer.response?.includes('imageKeys')) for (const key of imageKeysOf(answer.response)) photos.add(key);
          }),
      });
      for (const key of photos) await out.upload(key, 'a photo of a written answer');
    },
  };
}
