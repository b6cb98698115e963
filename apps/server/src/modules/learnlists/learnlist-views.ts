import type { LearnListDetail, LearnListItem, LearnListSummary } from '@esc/contracts';
import { isNemrTest, learnListItemKind, LearnListItemType } from '@esc/domain';
import { itemLabels, type ItemLabel } from './item-sources.js';
import { fullName, type LearnListDeps } from './learnlist-ports.js';
import type { ItemRow, ListRow } from './learnlists.repository.js';

/** Item types whose ids are content ids of the catalogue: content, and study notes when they are content. */
export const CONTENT_ITEM_TYPES: readonly number[] = [LearnListItemType.Content, LearnListItemType.StudyNotes];

/** Content ids among the items (ids that are not numbers are not content). */
export function contentIdsOf(items: readonly Pick<ItemRow, 'item_type' | 'item_id'>[]): number[] {
  return items
    .filter((i) => CONTENT_ITEM_TYPES.includes(i.item_type) && /^\d{1,9}$/.test(i.item_id))
    .map((i) => Number(i.item_id));
}

/**
 * An item as answered, with its label (item-sources.ts): content, questions, papers and recorded
 * lectures carry their module's title and open when they exist and are the platform's or the list's
 * school's; a task opens (it is done, not played); anything else says why it does not open.
 */
export function itemView(item: ItemRow, label: ItemLabel, completedOn: string | null): LearnListItem {
  const kind = learnListItemKind(item.item_type) ?? 'content';
  return {
    learnlist_item_id: item.item_id,
    learnlist_item_type: item.item_type,
    item_kind: kind,
    is_nemr_test: isNemrTest(item.item_type, item.item_id),
    syllabus_id: item.syllabus_id,
    syllabus_mapping_id: item.syllabus_mapping_id,
    group_id: item.group_id,
    learnlist_item_order: item.item_order,
    content_title: label.title,
    content_kind: label.contentKind,
    task_text: item.task_text,
    completed_on: completedOn,
    openable: label.openable,
    unavailable_reason: label.reason,
  };
}

/** How the caller stands towards each list, decided by the service. */
export interface ViewContext {
  canEdit(list: ListRow, sharedWith: readonly string[]): boolean;
  canAssign(list: ListRow, sharedWith: readonly string[]): boolean;
  /** A learner's assignment: per list, its id, the open mode and completed_on per item row. */
  homework?: ReadonlyMap<number, { assignId: number; mode: number; completed: ReadonlyMap<number, string> }>;
}

export type LearnListViews = ReturnType<typeof createLearnListViews>;

/** The schools whose own catalogue the lists may name: their own (a parent's private list has none). */
export function schoolsOfLists(lists: readonly { school_id: number | null }[]): number[] {
  return [...new Set(lists.flatMap((l) => (l.school_id === null ? [] : [l.school_id])))];
}

/** Summaries and details of many lists at once: a fixed number of queries whatever their count. */
export function createLearnListViews({ repos, directory, nodes, briefs, items: sources }: LearnListDeps) {
  async function names(lists: readonly ListRow[], more: readonly string[] = []) {
    const uuids = [...new Set([...lists.map((l) => l.owner_uuid), ...more])];
    const subjects = lists.flatMap((l) => (l.subject_id === null ? [] : [l.subject_id]));
    const [people, subjectNodes] = await Promise.all([
      directory.people(uuids),
      nodes.byIds(subjects, schoolsOfLists(lists)),
    ]);
    return {
      person: (uuid: string) => fullName(people.find((p) => p.uuid === uuid)),
      subject: (id: number | null) => (id === null ? null : (subjectNodes.get(id)?.syllabus_name ?? null)),
    };
  }

  function summaryOf(
    l: ListRow,
    n: Awaited<ReturnType<typeof names>>,
    itemCount: number,
    assignmentCount: number,
  ): LearnListSummary {
    return {
      learnlist_id: l.learnlist_id,
      learnlist_name: l.learnlist_name,
      title: l.learnlist_name,
      school_id: l.school_id,
      uuid: l.owner_uuid,
      owner_name: n.person(l.owner_uuid),
      stage: l.stage,
      is_class_recap: l.is_class_recap,
      is_active: 1,
      board_id: l.board_id,
      class_id: l.class_id,
      subject_id: l.subject_id,
      subject_name: n.subject(l.subject_id),
      item_count: itemCount,
      assignment_count: assignmentCount,
      created_at: l.created_at,
      updated_at: l.updated_at,
    };
  }

  async function summaries(lists: readonly ListRow[]): Promise<LearnListSummary[]> {
    const ids = lists.map((l) => l.learnlist_id);
    const [n, items, assigned] = await Promise.all([
      names(lists),
      repos.lists.itemCounts(ids),
      repos.assignments.assignmentCounts(ids),
    ]);
    return lists.map((l) => summaryOf(l, n, items.get(l.learnlist_id) ?? 0, assigned.get(l.learnlist_id) ?? 0));
  }

  /** Details with items in order, titles from one catalogue call for all the lists, and the sharing. */
  async function details(lists: readonly ListRow[], ctx: ViewContext): Promise<LearnListDetail[]> {
    const ids = lists.map((l) => l.learnlist_id);
    const [items, shared, assigned] = await Promise.all([
      repos.lists.itemsOf(ids),
      repos.lists.sharedWith(ids),
      repos.assignments.assignmentCounts(ids),
    ]);
    const [n, labelOf] = await Promise.all([
      names(
        lists,
        shared.map((s) => s.teacher_uuid),
      ),
      itemLabels({ briefs, items: sources }, lists, items),
    ]);
    return lists.map((l) => {
      const own = items.filter((i) => i.learnlist_id === l.learnlist_id);
      const sharedWith = shared.filter((s) => s.learnlist_id === l.learnlist_id).map((s) => s.teacher_uuid);
      const homework = ctx.homework?.get(l.learnlist_id);
      return {
        ...summaryOf(l, n, own.length, assigned.get(l.learnlist_id) ?? 0),
        learnlist_data: own.map((i) => itemView(i, labelOf(i), homework?.completed.get(i.item_row_id) ?? null)),
        shared_with: sharedWith.map((uuid) => ({ uuid, name: n.person(uuid) })),
        can_edit: ctx.canEdit(l, sharedWith),
        can_assign: ctx.canAssign(l, sharedWith),
        assign_id: homework?.assignId ?? null,
        mode: homework?.mode ?? null,
      };
    });
  }

  return { summaries, details };
}
