import type { ContentItem, LearnListItem } from '@esc/contracts';
import { LearnListItemType, PAPER_ITEM_TYPES } from '@esc/domain';

/**
 * The item type a catalogue content is added as: study notes as study notes (12, marked done when
 * opened), everything else as content (1, done by the progress rule).
 */
export function itemTypeOfContent(content: Pick<ContentItem, 'content_kind'>): 1 | 12 {
  return content.content_kind === 'study_notes' ? LearnListItemType.StudyNotes : LearnListItemType.Content;
}

/**
 * How a learner does an item of their homework:
 * - play: content, opened in the player (the open from the homework completes it, spec 002 §4.2);
 * - open-and-mark: study notes, marked done as they are opened (spec 002 §4.2), then read in the player;
 * - mark: a task, done when the learner says so;
 * - practise: a question, in the practice view of one question (opening it completes it);
 * - take: a paper, the learner's own attempt (starting it completes it; a parent does not take it);
 * - watch: a recorded lecture, in /play-live-class through the gate (playing it completes it);
 * - unavailable: an item that cannot open (missing, or a NEMR test), with the server's reason.
 */
export type HomeworkItemAction = 'play' | 'open-and-mark' | 'mark' | 'practise' | 'take' | 'watch' | 'unavailable';

export function homeworkItemAction(item: Pick<LearnListItem, 'learnlist_item_type' | 'openable'>): HomeworkItemAction {
  if (!item.openable) return 'unavailable';
  const type = item.learnlist_item_type;
  if (type === LearnListItemType.Task) return 'mark';
  if (type === LearnListItemType.StudyNotes) return 'open-and-mark';
  if (type === LearnListItemType.Question) return 'practise';
  if (type === LearnListItemType.RecordedLecture) return 'watch';
  if (PAPER_ITEM_TYPES.includes(type)) return 'take';
  return 'play';
}

/** The key of an item in a list: its type and id (an id may repeat across types). */
export const itemKey = (item: { learnlist_item_type: number; learnlist_item_id: string | number }) =>
  `${item.learnlist_item_type}:${String(item.learnlist_item_id)}`;
