import type { LearnListDeps } from './learnlist-ports.js';

/** An item of homework a learner holds: which list item, and through which assignment. */
export interface HeldItem {
  /** The item's id in the list (learnlist_item_id: a content id, a recording's video_id, ...). */
  itemId: string;
  itemType: number;
  assignId: number;
  learnlistId: number;
  /** The list's school (null: a parent's private list): a recording is played from its own school's homework. */
  schoolId: number | null;
}

export type HeldItems = ReturnType<typeof createHeldItems>;

/**
 * Which of these items are in homework the learner holds (through a section they sit in, or a
 * parent's to them) that has started: the learn-list item a recorded lecture is listed under (spec
 * 001 §3 learnlist_item_id), so its playback goes through that homework (001 §4). The same holding
 * rule as the access gate's, which checks the assignment again when the item is opened.
 */
export function createHeldItems({ repos, directory, clock }: Pick<LearnListDeps, 'repos' | 'directory' | 'clock'>) {
  async function of(learnerUuid: string, itemType: number, itemIds: readonly string[]): Promise<HeldItem[]> {
    const wanted = new Set(itemIds);
    if (wanted.size === 0) return [];
    const sectionIds = await directory.sectionIdsOf(learnerUuid);
    const now = clock();
    const held = (await repos.assignments.heldBy(learnerUuid, sectionIds)).filter(
      (a) => Date.parse(a.starts_at) <= now,
    );
    // Newest assignment first: an item given twice opens through the latest homework.
    held.sort((a, b) => b.assign_id - a.assign_id);
    const listIds = [...new Set(held.map((a) => a.learnlist_id))];
    const [items, lists] = await Promise.all([repos.lists.itemsOf(listIds), repos.lists.listsByIds(listIds)]);
    const schoolOf = new Map(lists.map((l) => [l.learnlist_id, l.school_id]));
    const out: HeldItem[] = [];
    const seen = new Set<string>();
    for (const assignment of held) {
      for (const item of items) {
        if (item.learnlist_id !== assignment.learnlist_id || item.item_type !== itemType) continue;
        if (!wanted.has(item.item_id) || seen.has(item.item_id)) continue;
        seen.add(item.item_id);
        out.push({
          itemId: item.item_id,
          itemType,
          assignId: assignment.assign_id,
          learnlistId: item.learnlist_id,
          schoolId: schoolOf.get(item.learnlist_id) ?? null,
        });
      }
    }
    return out;
  }

  return { of };
}
