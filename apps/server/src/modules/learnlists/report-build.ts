import type { ItemWiseReportData, ReportStudent } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';
import { learnersOf } from './assignment-views.js';
import type { AssignmentRow } from './assignments.repository.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';
import { handinKey, type ReportHandins } from './report-handins.js';
import { itemLabels } from './item-sources.js';
import { contentIdsOf } from './learnlist-views.js';
import type { ItemRow, ListRow } from './learnlists.repository.js';

/** What a report is of: the list and its items, and the assignment's section (none while never assigned). */
export interface ReportPlace {
  list: ListRow;
  items: readonly ItemRow[];
  assignment: AssignmentRow | null;
  sectionId: number | null;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

export type ReportBuilder = ReturnType<typeof createReportBuilder>;

/**
 * The item-wise report of a section, in a fixed number of queries whatever the number of learners and
 * items: the section's learners, their completions and their progress on the list's contents (one
 * query each), the titles and the section's name. Students come in the directory's order (by name);
 * the service sorts them as asked.
 */
const TASK_TITLE_LENGTH = 120;

/** A task's words as a report's title: on one line, cut at a word past 120 characters. */
export function taskTitleOf(text: string | null): string | null {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= TASK_TITLE_LENGTH) return line;
  const cut = line.slice(0, TASK_TITLE_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : TASK_TITLE_LENGTH).trimEnd()}…`;
}

export function createReportBuilder(deps: LearnListDeps) {
  const { repos, sections, briefs, progress } = deps;

  /** Each learner's cells as arrays in item order: every row read once, placed by its item's column. */
  async function studentsOf(
    assignment: AssignmentRow,
    sectionId: number,
    items: readonly ItemRow[],
  ): Promise<{ students: ReportStudent[]; maxMarks: ReadonlyMap<string, number> }> {
    const learners = await learnersOf(deps, assignment, [sectionId]);
    const uuids = learners.map((l) => l.uuid);
    const contentItems = items.filter((i) => i.item_type === LearnListItemType.Content);
    const taskIds = items.filter((i) => i.item_type === LearnListItemType.Task).map((i) => i.item_id);
    const [completions, consumed, work] = await Promise.all([
      repos.completions.rowsOf([assignment.assign_id], uuids),
      progress.progressOfLearners(uuids, contentIdsOf(contentItems)),
      taskIds.length === 0 ? null : deps.reportHandins(assignment.assign_id, assignment.learnlist_id, taskIds, uuids),
    ]);
    const columnOfRow = new Map(items.map((item, i) => [item.item_row_id, i]));
    const columnOfContent = new Map(
      items.flatMap((item, i) => (item.item_type === LearnListItemType.Content ? [[item.item_id, i] as const] : [])),
    );
    const students = new Map<string, ReportStudent>(
      learners.map((l) => [
        l.uuid,
        {
          uuid: l.uuid,
          name: fullName(l),
          done_count: 0,
          completion_percent: 0,
          time_spent_seconds: 0,
          last_opened_at: null,
          completed_on: items.map(() => null),
          time_spent: items.map(() => 0),
          opened_at: items.map(() => null),
        },
      ]),
    );
    for (const row of completions) {
      const student = students.get(row.uuid);
      const i = columnOfRow.get(row.item_row_id);
      if (!student || i === undefined) continue;
      student.completed_on[i] = row.completed_on || null;
      student.opened_at[i] = row.last_opened_at;
    }
    for (const row of consumed) {
      const student = students.get(row.uuid);
      const i = columnOfContent.get(String(row.contentId));
      if (student && i !== undefined) student.time_spent[i] = row.consumptionSeconds;
    }
    for (const s of students.values()) totals(s, items.length);
    if (work && work.maxMarks.size > 0) for (const s of students.values()) placeWork(s, items, work);
    return { students: [...students.values()], maxMarks: work?.maxMarks ?? new Map<string, number>() };
  }

  /** A learner's work per item: a task that asks for it shows the latest hand-in (or none yet); other items null. */
  function placeWork(s: ReportStudent, items: readonly ItemRow[], work: ReportHandins): void {
    s.handins = items.map((item) => {
      if (item.item_type !== LearnListItemType.Task || !work.maxMarks.has(item.item_id)) return null;
      return (
        work.cells.get(handinKey(s.uuid, item.item_id)) ?? {
          handin_id: null,
          standing: 'not_handed_in',
          late: false,
          marks: null,
        }
      );
    });
  }

  /** A student's totals from their cells. */
  function totals(s: ReportStudent, itemCount: number): void {
    s.done_count = s.completed_on.reduce((n, c) => (c ? n + 1 : n), 0);
    s.completion_percent = percent(s.done_count, itemCount);
    s.time_spent_seconds = s.time_spent.reduce((n, t) => n + t, 0);
    s.last_opened_at = s.opened_at.reduce<string | null>((last, o) => (o && (!last || o > last) ? o : last), null);
  }

  /** The report of the place: items with their completion, students with their cells, the section's totals. */
  async function build({ list, items, assignment, sectionId }: ReportPlace): Promise<ItemWiseReportData> {
    const [labelOf, { students, maxMarks }, [section]] = await Promise.all([
      itemLabels({ briefs, items: deps.items }, [list], items),
      assignment && sectionId !== null
        ? studentsOf(assignment, sectionId, items)
        : { students: [], maxMarks: new Map<string, number>() },
      sectionId === null ? [] : sections.sectionsByIds([sectionId]),
    ]);
    const doneOf = (i: number) => students.reduce((n, s) => (s.completed_on[i] ? n + 1 : n), 0);
    return {
      learnlist_id: list.learnlist_id,
      title: list.learnlist_name,
      assign_id: assignment?.assign_id ?? null,
      section_id: sectionId,
      section_name: section?.section_name ?? null,
      due_at: assignment?.due_at ?? null,
      items: items.map((item, i) => ({
        learnlist_item_id: item.item_id,
        learnlist_item_type: item.item_type,
        // A task has no title of its own: its words are what the teacher set.
        content_title: labelOf(item).title ?? taskTitleOf(item.task_text),
        completion_percent: percent(doneOf(i), students.length),
        ...(item.item_type === LearnListItemType.Task && maxMarks.has(item.item_id)
          ? { max_marks: maxMarks.get(item.item_id)! }
          : {}),
      })),
      students,
      completion_percent: percent(
        students.reduce((n, s) => n + s.done_count, 0),
        students.length * items.length,
      ),
    };
  }

  return { build };
}
