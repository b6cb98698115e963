import type { Db } from '../../db/database.js';
import { childPages, keysetPages, type SchoolExportSource } from '../../platform/exports/school-export-source.js';

const LIST_COLUMNS = [
  'learnlist_id',
  'school_id',
  'owner_uuid',
  'learnlist_name',
  'stage',
  'board_id',
  'class_id',
  'subject_id',
  'created_at',
  'updated_at',
] as const;

const ITEM_COLUMNS = [
  'item_row_id',
  'learnlist_id',
  'item_type',
  'item_id',
  'syllabus_id',
  'group_id',
  'item_order',
  'task_text',
] as const;

const ASSIGNMENT_COLUMNS = [
  'assign_id',
  'learnlist_id',
  'school_id',
  'assigned_by',
  'start_date',
  'due_date',
  'starts_at',
  'due_at',
  'all_done_at',
  'created_at',
] as const;

/** Pages of children by their parents, a few hundred rows each (see EXPORT_PAGE_ROWS): a list's items, a homework's completions (a section of 60 by its items). */
const LISTS_PER_PAGE = 50;
const HOMEWORK_PER_PAGE = 2;

const COMPLETION_COLUMNS = ['assign_id', 'uuid', 'item_row_id', 'completed_on', 'first_opened_at'] as const;

type AssignSection = { section_assign_id: number; assign_id: number; section_id: number };

/** The school's learn-lists and the homework it set from them, who it reached, and who did what, for its export. */
export function createLearnListsSchoolExport(db: Db): SchoolExportSource {
  const listPage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('learnlists')
      .select(LIST_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('learnlist_id', '>', after!))
      .orderBy('learnlist_id')
      .limit(limit)
      .execute();

  const listIds = (schoolId: number) => async (after: number | null, limit: number) =>
    (await listPage(schoolId)(after, limit)).map((r) => r.learnlist_id);

  const itemsOf = (ids: readonly number[]) =>
    db
      .selectFrom('learnlist_items')
      .select(ITEM_COLUMNS)
      .where('learnlist_id', 'in', ids)
      .orderBy('item_row_id')
      .execute();

  const assignmentPage = (schoolId: number) => (after: number | null, limit: number) =>
    db
      .selectFrom('learnlist_assignments')
      .select(ASSIGNMENT_COLUMNS)
      .where('school_id', '=', schoolId)
      .$if(after !== null, (q) => q.where('assign_id', '>', after!))
      .orderBy('assign_id')
      .limit(limit)
      .execute();

  const sectionPage =
    (schoolId: number) =>
    (after: number | null, limit: number): Promise<AssignSection[]> =>
      db
        .selectFrom('learnlist_assignment_sections as s')
        .innerJoin('learnlist_assignments as a', 'a.assign_id', 's.assign_id')
        .select(['s.section_assign_id', 's.assign_id', 's.section_id'])
        .where('a.school_id', '=', schoolId)
        .$if(after !== null, (q) => q.where('s.section_assign_id', '>', after!))
        .orderBy('s.section_assign_id')
        .limit(limit)
        .execute();

  const assignmentIds = (schoolId: number) => async (after: number | null, limit: number) =>
    (await assignmentPage(schoolId)(after, limit)).map((r) => r.assign_id);

  const completionsOf = (ids: readonly number[]) =>
    db
      .selectFrom('learnlist_completions')
      .select(COMPLETION_COLUMNS)
      .where('assign_id', 'in', ids)
      .orderBy('assign_id')
      .orderBy('uuid')
      .orderBy('item_row_id')
      .execute();

  return {
    holds:
      'learn-lists and homework: each list and its items, each homework set from a list, the sections it went to, and what each learner completed.',
    async write({ schoolId }, out) {
      await out.table({
        name: 'learnlists',
        holds: 'a learn-list of the school: its name, stage and class',
        columns: LIST_COLUMNS,
        pages: () => keysetPages(listPage(schoolId), (r) => r.learnlist_id),
      });
      await out.table({
        name: 'learnlist_items',
        holds: 'one item of a learn-list, in order: content, question, paper or a task in words',
        columns: ITEM_COLUMNS,
        pages: () => childPages(listIds(schoolId), itemsOf, LISTS_PER_PAGE),
      });
      await out.table({
        name: 'homework',
        holds: 'homework set from a learn-list: who set it, from when, and by when',
        columns: ASSIGNMENT_COLUMNS,
        pages: () => keysetPages(assignmentPage(schoolId), (r) => r.assign_id),
      });
      await out.table({
        name: 'homework_sections',
        holds: 'a section that a homework was set for',
        columns: ['section_assign_id', 'assign_id', 'section_id'],
        pages: () => keysetPages(sectionPage(schoolId), (r) => r.section_assign_id),
      });
      await out.table({
        name: 'homework_completions',
        holds: 'one learner’s progress on one homework item: when they first opened it and when they completed it',
        columns: COMPLETION_COLUMNS,
        pages: () => childPages(assignmentIds(schoolId), completionsOf, HOMEWORK_PER_PAGE),
      });
    },
  };
}
