import type { Db } from '../../db/database.js';
import {
  keysetPages,
  keysInJsonList,
  seeingRows,
  type SchoolExportSource,
} from '../../platform/exports/school-export-source.js';

const TASK_COLUMNS = ['learnlist_id', 'item_id', 'school_id', 'max_marks', 'set_by', 'updated_at'] as const;

const HANDIN_COLUMNS = [
  'handin_id',
  'assign_id',
  'learnlist_id',
  'item_id',
  'learner_uuid',
  'school_id',
  'section_id',
  'attempt_no',
  'status',
  'late',
  'text',
  'file_keys',
  'handed_in_at',
  'max_marks',
  'marks',
  'comment',
  'marked_keys',
  'returned_by',
  'returned_at',
  'updated_at',
] as const;

/** The school's hand-in tasks and the work learners handed in (with its files), for its export. */
export function createHandinsSchoolExport(db: Db): SchoolExportSource {
  const taskPage = (schoolId: number) => (after: { learnlist_id: number; item_id: string } | null, limit: number) =>
    db
      .selectFrom('handin_tasks')
      .select(TASK_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) =>
        q.where((eb) =>
          eb.or([
            eb('learnlist_id', '>', after!.learnlist_id),
            eb.and([eb('learnlist_id', '=', after!.learnlist_id), eb('item_id', '>', after!.item_id)]),
          ]),
        ),
      )
      .orderBy('learnlist_id')
      .orderBy('item_id')
      .limit(limit)
      .execute();

  const handinPage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('handins')
      .select(HANDIN_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('handin_id', '>', after!))
      .orderBy('handin_id')
      .limit(limit)
      .execute();

  return {
    holds:
      'homework handed in: the tasks that ask for work, and each learner’s work with its marks and the teacher’s comment.',
    async write({ schoolId }, out) {
      // The files the work names, seen as the hand-ins are written: no second pass over them.
      const files = new Map<string, string>();
      await out.table({
        name: 'handin_tasks',
        holds: 'a homework item that asks learners to hand in work, and its maximum marks',
        columns: TASK_COLUMNS,
        pages: () => keysetPages(taskPage(schoolId), (r) => ({ learnlist_id: r.learnlist_id, item_id: r.item_id })),
      });
      await out.table({
        name: 'handins',
        holds:
          'one learner’s handed-in work: text, file keys (under uploads/), marks, comment and when it was returned',
        columns: HANDIN_COLUMNS,
        pages: () =>
          seeingRows(
            keysetPages(handinPage(schoolId), (r) => r.handin_id),
            (handin) => {
              const name = (key: string, holds: string) => void (files.has(key) || files.set(key, holds));
              for (const key of keysInJsonList(handin.file_keys)) name(key, 'work a learner handed in');
              for (const key of keysInJsonList(handin.marked_keys)) name(key, 'a teacher’s marking on handed-in work');
            },
          ),
      });
      for (const [key, holds] of files) await out.upload(key, holds);
    },
  };
}
