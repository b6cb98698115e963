import type { ContentItem, LearnListItem } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';

/**
 * The item type a catalogue content is added as: study notes as study notes (12, marked done when
 * opened), everything else as content (1, done by the progress rule).
 */
export function itemTypeOfContent(content: Pick<ContentItem, 'content_kind'>): 1 | 12 {
  return content.content_kind === 'study_notes' ? LearnListItemType.StudyNotes : LearnListItemType.Content;
}

/**
 * How a learner does an item of their homework:
 * - play: content, done by the progress rule in the player (it names the homework);
 * - open-and-mark: study notes, marked done as they are opened (spec 002 §4.2), then read in the player;
 * - mark: a task, done when the learner says so;
 * - later: papers, questions and recorded lectures the platform cannot open yet.
 */
export type HomeworkItemAction = 'play' | 'open-and-mark' | 'mark' | 'later';

export function homeworkItemAction(item: Pick<LearnListItem, 'learnlist_item_type' | 'openable'>): HomeworkItemAction {
  if (!item.openable) return 'later';
  if (item.learnlist_item_type === LearnListItemType.Task) return 'mark';
  if (item.learnlist_item_type === LearnListItemType.StudyNotes) return 'open-and-mark';
  if (item.learnlist_item_type === LearnListItemType.Content) return 'play';
  return 'later';
}

/** The key of an item in a list: its type and id (an id may repeat across types). */
export const itemKey = (item: { learnlist_item_type: number; learnlist_item_id: string | number }) =>
  `${item.learnlist_item_type}:${String(item.learnlist_item_id)}`;
