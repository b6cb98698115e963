import { learnListOpenMode, type GateItemKind } from '@esc/domain';
import type { AccessFactsRepository, HomeworkRow, MembershipRow } from './access-facts.repository.js';

/** What an open from homework means for the gate, decided on the server from the assignment. */
export interface HomeworkOpen {
  /** 1: the access checks are skipped (a school's assignment, spec 002 §2.3); else 0. */
  learnListMode: 0 | 1;
  /** The item is in the learner's homework (a recorded lecture then plays, spec 001 §4). */
  fromLearnList: boolean;
}

const NOT_FROM_HOMEWORK: HomeworkOpen = { learnListMode: 0, fromLearnList: false };

/** The learn-list item types an item of the gate's kind may be (spec 000 §3). */
const ITEM_TYPES: Record<GateItemKind, readonly number[]> = {
  content: [1, 12],
  question: [2],
  paper: [3, 6, 7, 9, 10, 11],
  recorded_lecture: [5],
  learnlist: [],
  olympiad: [],
};

/** Whether the learner holds the assignment: it names them, or one of their sections. */
function holds(row: HomeworkRow, learnerUuid: string, memberships: readonly MembershipRow[]): boolean {
  if (row.learner_uuid !== null) return row.learner_uuid === learnerUuid;
  return memberships.some((m) => m.section_id !== null && row.section_ids.includes(m.section_id));
}

export type HomeworkOpens = (itemId: string, contentId: number | null) => HomeworkOpen;

/**
 * Reads the assignment the request names and answers, per item, whether it is opened from the
 * learner's homework: the learner holds the assignment, it has started, and the item is in its list.
 * Anything else (another learner's assignment, an item not in the list, no assignment named) is an
 * ordinary open. What the client says about the mode is never read.
 */
export async function homeworkOpens(
  repo: AccessFactsRepository,
  kind: GateItemKind,
  assignId: number | null | undefined,
): Promise<(learnerUuid: string, memberships: readonly MembershipRow[], nowMs: number) => HomeworkOpens> {
  const row = assignId ? await repo.homework(assignId, ITEM_TYPES[kind]) : undefined;
  return (learnerUuid, memberships, nowMs) => {
    if (!row || !holds(row, learnerUuid, memberships) || Date.parse(row.starts_at) > nowMs) {
      return () => NOT_FROM_HOMEWORK;
    }
    const mode = learnListOpenMode({ parentAssigned: row.is_parent_assigned === 1 });
    const inList = new Set(row.items.map((i) => i.item_id));
    return (itemId, contentId) => {
      const listed =
        kind === 'learnlist'
          ? itemId === String(row.learnlist_id)
          : inList.has(itemId) || (contentId !== null && inList.has(String(contentId)));
      return listed ? { learnListMode: mode, fromLearnList: true } : NOT_FROM_HOMEWORK;
    };
  };
}
