import { LearnListItemType } from '@esc/domain';
import type { AuthContext } from '../../platform/auth/tokens.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { LearnListAccess } from './learnlist-access.js';
import type { LearnListDeps } from './learnlist-ports.js';

/** A homework's task as the hand-ins module reads it: the school's assignment, its sections and due instant. */
export interface AssignedTask {
  assignId: number;
  learnlistId: number;
  /** The list's school; null for a parent's private list (no section's teacher marks work there). */
  schoolId: number | null;
  sectionIds: number[];
  /** A parent's assignment names its child; a school's reaches its sections. */
  learnerUuid: string | null;
  startsAt: string;
  dueAt: string;
  taskText: string | null;
  itemId: string;
}

export type HandinTasks = ReturnType<typeof createHandinTasks>;

/**
 * What the hand-ins module reads of homework (it owns hand-ins, learn-lists owns lists, items and
 * assignments): a list's task a teacher may set to ask for work, a list staff may read, and the task
 * of an assignment with the learner's due instant (an extension's when they have one).
 */
export function createHandinTasks({ repos, access }: Pick<LearnListDeps, 'repos'> & { access: LearnListAccess }) {
  const isTask = (type: number) => type === LearnListItemType.Task;

  /** The list's task, when the caller may change the list (404 for another school's list, 403 for a colleague's draft). */
  async function taskToSet(caller: AuthContext, listId: number, itemId: string) {
    const { list } = await access.load(caller, listId, 'edit');
    const item = (await repos.lists.itemsOf([listId])).find((i) => isTask(i.item_type) && i.item_id === itemId);
    if (!item) throw new AppError('NOT_FOUND', { reason: 'learnlists.noTask' });
    if (list.school_id === null) throw new AppError('CONFLICT', { reason: 'learnlists.parentListNoHandin' });
    return { learnlistId: list.learnlist_id, schoolId: list.school_id, itemId };
  }

  /** The list, when the caller may read it as its school's staff: its task ids. */
  async function listToRead(caller: AuthContext, listId: number) {
    const { list } = await access.load(caller, listId, 'read');
    const items = await repos.lists.itemsOf([listId]);
    return { learnlistId: list.learnlist_id, taskIds: items.filter((i) => isTask(i.item_type)).map((i) => i.item_id) };
  }

  /** The assignment as hand-ins read it, with its list's tasks; undefined when there is no such assignment. */
  async function tasksOfAssignment(assignId: number) {
    const [assignment] = await repos.assignments.assignmentsByIds([assignId]);
    if (!assignment) return undefined;
    const [items, [list], sections] = await Promise.all([
      repos.lists.itemsOf([assignment.learnlist_id]),
      repos.lists.listsByIds([assignment.learnlist_id]),
      repos.assignments.sectionsOf([assignId]),
    ]);
    const tasks = items.filter((i) => isTask(i.item_type));
    return {
      assignId,
      learnlistId: assignment.learnlist_id,
      schoolId: list?.school_id ?? null,
      sectionIds: sections.map((s) => s.section_id),
      learnerUuid: assignment.learner_uuid,
      startsAt: assignment.starts_at,
      dueAt: assignment.due_at,
      taskIds: tasks.map((i) => i.item_id),
      textOf: new Map(tasks.map((i) => [i.item_id, i.task_text])),
    };
  }

  /** The assignment's task named by its item id, or undefined when either does not exist. */
  async function assignedTask(assignId: number, itemId: string): Promise<AssignedTask | undefined> {
    const found = await tasksOfAssignment(assignId);
    if (!found || !found.textOf.has(itemId)) return undefined;
    const { taskIds: _ids, textOf, ...facts } = found;
    return { ...facts, taskText: textOf.get(itemId) ?? null, itemId };
  }

  /** The learners' due instants: an extension's, else the assignment's. */
  async function dueAtOf(task: Pick<AssignedTask, 'assignId' | 'dueAt'>, uuids: readonly string[]) {
    const extensions = await repos.assignments.extensionsOf([task.assignId]);
    const extended = new Map(extensions.map((e) => [e.uuid, e.due_at]));
    return new Map(uuids.map((u) => [u, extended.get(u) ?? task.dueAt]));
  }

  return { taskToSet, listToRead, assignedTask, tasksOfAssignment, dueAtOf };
}
