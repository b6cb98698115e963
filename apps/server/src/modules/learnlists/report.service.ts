import type { AttemptedUsersData, ItemWiseReportData } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { StaffScope } from '../institutes/staff-scope.js';
import { learnersOf } from './assignment-views.js';
import type { AssignmentRow } from './assignments.repository.js';
import type { LearnListAccess } from './learnlist-access.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';
import { briefFor, contentIdsOf, schoolsOfLists } from './learnlist-views.js';
import type { ItemRow, ListRow } from './learnlists.repository.js';
import { sortStudents, type ReportSort, type StudentRow } from './report-rows.js';

export type ReportService = ReturnType<typeof createReportService>;

export interface ReportAsk {
  listId: number;
  assignId: number | null;
  sectionId: number | null;
  sort: ReportSort;
}

/** Rows by learner, then by key: a cell is two map reads, with no key text made per cell. */
function byLearner<T, K>(rows: readonly T[], learner: (row: T) => string, key: (row: T) => K): Map<string, Map<K, T>> {
  const out = new Map<string, Map<K, T>>();
  for (const row of rows) {
    let own = out.get(learner(row));
    if (!own) out.set(learner(row), (own = new Map()));
    own.set(key(row), row);
  }
  return out;
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 100) / whole));

/** Staff's view of homework: item by item for a section, and who has opened the list. */
export function createReportService(deps: LearnListDeps & { access: LearnListAccess }) {
  const { repos, access, scopes, sections, directory, briefs, progress } = deps;
  const sees = (scope: StaffScope, sectionId: number) => scope.allSections || scope.sectionIds.has(sectionId);

  /**
   * The assignment asked for (of this list), else the newest one reaching a section the caller sees;
   * null while the list was never assigned (the report then has items and no learners).
   */
  async function assignmentFor(list: ListRow, assignId: number | null, scope: StaffScope) {
    const all = await repos.assignments.assignmentsOfList(list.learnlist_id);
    const sectionRows = await repos.assignments.sectionsOf(all.map((a) => a.assign_id));
    const sectionsOf = (a: AssignmentRow) =>
      sectionRows.filter((s) => s.assign_id === a.assign_id).map((s) => s.section_id);
    if (assignId !== null) {
      const asked = all.find((a) => a.assign_id === assignId);
      if (!asked) throw new AppError('NOT_FOUND', 'No such assignment of this learn-list.');
      return { assignment: asked, sectionIds: sectionsOf(asked) };
    }
    if (all.length === 0) return null;
    const seen = all.find((a) => sectionsOf(a).some((id) => sees(scope, id)));
    if (!seen) throw new AppError('FORBIDDEN', 'You do not teach a section this homework was given to.');
    return { assignment: seen, sectionIds: sectionsOf(seen) };
  }

  function sectionAsked(scope: StaffScope, sectionIds: readonly number[], asked: number | null): number {
    if (asked !== null && !sectionIds.includes(asked))
      throw new AppError('NOT_FOUND', 'This homework was not given to that section.');
    const id = asked ?? sectionIds.find((s) => sees(scope, s));
    if (id === undefined || !sees(scope, id))
      throw new AppError('FORBIDDEN', 'You do not teach a section this homework was given to.');
    return id;
  }

  async function rowsOf(
    assignment: AssignmentRow,
    sectionId: number,
    items: readonly ItemRow[],
  ): Promise<StudentRow[]> {
    const learners = await learnersOf(deps, assignment, [sectionId]);
    const uuids = learners.map((l) => l.uuid);
    const contentItems = items.filter((i) => i.item_type === LearnListItemType.Content);
    const [completions, consumed] = await Promise.all([
      repos.completions.rowsOf([assignment.assign_id], uuids),
      progress.progressOfLearners(uuids, contentIdsOf(contentItems)),
    ]);
    // 60 learners by 50 items: look cells up by key, never by scanning the rows per cell.
    const completionOf = byLearner(
      completions,
      (r) => r.uuid,
      (r) => r.item_row_id,
    );
    const consumedOf = byLearner(
      consumed,
      (r) => r.uuid,
      (r) => String(r.contentId),
    );
    return learners.map((l) => {
      const cells = items.map((item) => {
        const c = completionOf.get(l.uuid)?.get(item.item_row_id);
        const p = item.item_type === LearnListItemType.Content ? consumedOf.get(l.uuid)?.get(item.item_id) : undefined;
        return {
          done: !!c?.completed_on,
          completed_on: c?.completed_on ?? null,
          time_spent_seconds: p?.consumptionSeconds ?? 0,
          last_opened_at: c?.last_opened_at ?? null,
        };
      });
      const done = cells.filter((c) => c.done).length;
      const opened = cells.flatMap((c) => (c.last_opened_at ? [c.last_opened_at] : [])).sort();
      return {
        uuid: l.uuid,
        name: fullName(l),
        done_count: done,
        completion_percent: percent(done, items.length),
        time_spent_seconds: cells.reduce((n, c) => n + c.time_spent_seconds, 0),
        last_opened_at: opened.at(-1) ?? null,
        cells,
      };
    });
  }

  /** GET learnListItemWiseStudentReportUniversity: one section's learners by the list's items. */
  async function itemWise(caller: AuthContext, ask: ReportAsk): Promise<ItemWiseReportData> {
    const scope = await scopes.scopeOf(caller);
    const [{ list }, items] = await Promise.all([
      access.load(caller, ask.listId, 'read', scope.schoolIds),
      repos.lists.itemsOf([ask.listId]),
    ]);
    const contents = await briefs.contents(contentIdsOf(items), schoolsOfLists([list]));
    const found = await assignmentFor(list, ask.assignId, scope);
    const sectionId = found ? sectionAsked(scope, found.sectionIds, ask.sectionId) : null;
    const students = found && sectionId !== null ? await rowsOf(found.assignment, sectionId, items) : [];
    const [section] = sectionId === null ? [] : await sections.sectionsByIds([sectionId]);
    const doneOf = (i: number) => students.filter((s) => s.cells[i]!.done).length;
    return {
      learnlist_id: list.learnlist_id,
      title: list.learnlist_name,
      assign_id: found?.assignment.assign_id ?? null,
      section_id: sectionId,
      section_name: section?.section_name ?? null,
      due_at: found?.assignment.due_at ?? null,
      items: items.map((item, i) => ({
        learnlist_item_id: item.item_id,
        learnlist_item_type: item.item_type,
        content_title: briefFor(item, list, contents)?.content_title ?? null,
        completion_percent: percent(doneOf(i), students.length),
      })),
      students: sortStudents(students, ask.sort),
      completion_percent: percent(
        students.reduce((n, s) => n + s.done_count, 0),
        students.length * items.length,
      ),
    };
  }

  /** POST learnlistAttemptedUserListUniversity: learners of the caller's sections who opened or completed an item. */
  async function attemptedUsers(
    caller: AuthContext,
    listId: number,
    assignId: number | null,
  ): Promise<AttemptedUsersData> {
    const { list } = await access.load(caller, listId, 'read');
    const [scope, assignments, itemCounts] = await Promise.all([
      scopes.scopeOf(caller),
      repos.assignments.assignmentsOfList(listId),
      repos.lists.itemCounts([listId]),
    ]);
    const chosen = assignments.filter((a) => assignId === null || a.assign_id === assignId);
    if (assignId !== null && chosen.length === 0)
      throw new AppError('NOT_FOUND', 'No such assignment of this learn-list.');
    const sectionRows = await repos.assignments.sectionsOf(chosen.map((a) => a.assign_id));
    const visible = new Set(sectionRows.filter((s) => sees(scope, s.section_id)).map((s) => s.section_id));
    const rows = await repos.completions.rowsOf(chosen.map((a) => a.assign_id));
    const uuids = [...new Set(rows.map((r) => r.uuid))];
    const [people, placements] = await Promise.all([directory.people(uuids), directory.placementsOf(uuids)]);
    const sectionOf = new Map(
      placements
        .filter((p) => p.section_id !== null && visible.has(p.section_id))
        .map((p) => [p.user_uuid, p.section_id!]),
    );
    const named = await sections.sectionsByIds([...new Set(sectionOf.values())]);
    const users = uuids
      .filter((u) => sectionOf.has(u))
      .map((uuid) => {
        const own = rows.filter((r) => r.uuid === uuid);
        const opened = own.flatMap((r) => (r.last_opened_at ? [r.last_opened_at] : [])).sort();
        return {
          uuid,
          name: fullName(people.find((p) => p.uuid === uuid)),
          section_name: named.find((s) => s.section_id === sectionOf.get(uuid))?.section_name ?? null,
          completed_count: new Set(own.filter((r) => r.completed_on).map((r) => r.item_row_id)).size,
          item_count: itemCounts.get(listId) ?? 0,
          last_opened_at: opened.at(-1) ?? null,
        };
      })
      .sort((a, b) => a.name.localeCompare(b.name) || a.uuid.localeCompare(b.uuid));
    return { learnlist_id: list.learnlist_id, users };
  }

  return { itemWise, attemptedUsers };
}
