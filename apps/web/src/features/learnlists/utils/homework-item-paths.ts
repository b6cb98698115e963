import type { LearnListItem } from '@esc/contracts';

// Where a question, a paper and a recorded lecture open from homework (kept apart from
// learnlist-paths, which the student dashboard loads, so the dashboard does not carry them).

/** What the paths of a homework item need beside the item: the homework, its class, and a parent's child. */
export interface HomeworkPlace {
  assignId: number;
  classId: number | null;
  /** A parent reading along: the child's uuid. */
  childUuid?: string | null;
}

/**
 * Spec 002 §2.2: /practice/quesDetails/{classId}/{syllabusId}/{questionId}/{parentQuestionId}/{languageId}/5,
 * with the homework it is opened from (`homework`): a school's question then reads, and the open completes it.
 */
export function homeworkQuestionPath(item: LearnListItem, place: HomeworkPlace): string {
  const params = new URLSearchParams({ homework: String(place.assignId) });
  if (place.childUuid) params.set('uuid', place.childUuid);
  const path = [place.classId ?? 0, item.syllabus_id ?? 0, encodeURIComponent(item.learnlist_item_id), 0, 1, 5];
  return `/practice/quesDetails/${path.join('/')}?${params.toString()}`;
}

/** /paper-instructions for the learner's own attempt of a paper their homework lists (002 §2.3). */
export function homeworkPaperPath(item: LearnListItem, place: HomeworkPlace): string {
  const params = new URLSearchParams({ paperId: item.learnlist_item_id, homework: String(place.assignId) });
  return `/paper-instructions?${params.toString()}`;
}

/** /play-live-class with the homework (assign_id): the gate's learn-list rule applies (spec 001 §4). */
export function homeworkRecordingPath(item: LearnListItem, place: HomeworkPlace): string {
  const params = new URLSearchParams({ video_id: item.learnlist_item_id, assign_id: String(place.assignId) });
  return `/play-live-class?${params.toString()}`;
}
