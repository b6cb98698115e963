import { addCalendarDays, localDate } from '@esc/domain';
import { learnersOf } from './assignment-views.js';
import type { HomeworkDue } from './homework-events.js';
import type { LearnListDeps } from './learnlist-ports.js';

/** Tomorrow ends at most two days from now in any zone; an hour more covers the zones' offsets. */
const WINDOW_MS = 49 * 3600_000;

export type HomeworkDueReader = ReturnType<typeof createHomeworkDueReader>;

/**
 * For the due-tomorrow reminder (a scheduled job of the notifications module): the assignments due
 * tomorrow in their school's time zone, with the learners whose due day that is (an extension moves a
 * learner to their own day) and who still have items left, and those learners' parents.
 */
export function createHomeworkDueReader(deps: LearnListDeps) {
  const { repos, directory, clock } = deps;

  async function dueTomorrow(nowMs: number = clock()): Promise<HomeworkDue[]> {
    const window = await repos.assignments.dueBetween(
      new Date(nowMs).toISOString(),
      new Date(nowMs + WINDOW_MS).toISOString(),
    );
    const ids = window.assignments.map((a) => a.assign_id);
    const [sections, extensions, lists] = await Promise.all([
      repos.assignments.sectionsOf(ids),
      repos.assignments.extensionsOf(ids),
      repos.lists.listsByIds([...new Set(window.assignments.map((a) => a.learnlist_id))]),
    ]);
    const itemCounts = await repos.lists.itemCounts(lists.map((l) => l.learnlist_id));
    const out: HomeworkDue[] = [];
    for (const a of window.assignments) {
      // A class recap has no due day of its own: nobody is reminded of it.
      if (lists.find((l) => l.learnlist_id === a.learnlist_id)?.is_class_recap === 1) continue;
      const tomorrow = addCalendarDays(localDate(nowMs, a.country_iso), 1);
      const sectionIds = sections.filter((s) => s.assign_id === a.assign_id).map((s) => s.section_id);
      const [learners, done] = await Promise.all([
        learnersOf(deps, a, sectionIds),
        repos.completions.completedByLearner(a.assign_id),
      ]);
      const itemCount = itemCounts.get(a.learnlist_id) ?? 0;
      const due = learners.flatMap((l) => {
        const extension = extensions.find((e) => e.assign_id === a.assign_id && e.uuid === l.uuid);
        const day = extension?.due_date ?? a.due_date;
        const finished = itemCount > 0 && (done.get(l.uuid) ?? 0) >= itemCount;
        return day === tomorrow && !finished ? [{ uuid: l.uuid, dueAt: extension?.due_at ?? a.due_at }] : [];
      });
      if (due.length === 0) continue;
      const parents = await directory.parentsOfChildren(due.map((d) => d.uuid));
      out.push({
        assignId: a.assign_id,
        learnlistId: a.learnlist_id,
        title: lists.find((l) => l.learnlist_id === a.learnlist_id)?.learnlist_name ?? '',
        schoolId: a.school_id,
        assignedBy: a.assigned_by,
        dueDate: tomorrow,
        learners: due.map((d) => ({
          ...d,
          parents: parents.filter((p) => p.child_uuid === d.uuid).map((p) => p.parent_uuid),
        })),
      });
    }
    return out;
  }

  return { dueTomorrow };
}
