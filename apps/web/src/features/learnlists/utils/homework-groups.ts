import type { HomeworkEntry } from '@esc/contracts';
import { compareHomework } from '@esc/domain';

export type HomeworkGroupKey = 'todo' | 'upcoming' | 'done';

export interface HomeworkGroup {
  key: HomeworkGroupKey;
  entries: HomeworkEntry[];
}

const GROUP_OF: Record<HomeworkEntry['status'], HomeworkGroupKey> = {
  overdue: 'todo',
  due: 'todo',
  upcoming: 'upcoming',
  done: 'done',
  done_late: 'done',
};

/** Homework as a learner reads it: overdue, then due soonest; then upcoming; then done (latest first). */
export function sortHomework(entries: readonly HomeworkEntry[]): HomeworkEntry[] {
  const dueAt = (e: HomeworkEntry) => Date.parse(e.due_at);
  return [...entries].sort(
    (a, b) =>
      compareHomework({ status: a.status, dueAt: dueAt(a) }, { status: b.status, dueAt: dueAt(b) }) ||
      a.assign_id - b.assign_id,
  );
}

/** The three groups of the homework screen, in order, each sorted; empty groups are kept. */
export function groupHomework(entries: readonly HomeworkEntry[]): HomeworkGroup[] {
  const sorted = sortHomework(entries);
  return (['todo', 'upcoming', 'done'] as const).map((key) => ({
    key,
    entries: sorted.filter((e) => GROUP_OF[e.status] === key),
  }));
}

/** What a dashboard shows first: overdue and due homework, soonest first. */
export function homeworkToDo(entries: readonly HomeworkEntry[]): HomeworkEntry[] {
  return sortHomework(entries).filter((e) => GROUP_OF[e.status] === 'todo');
}
