import type { HomeworkEntry, LearnListItem } from '@esc/contracts';
import { LearnListItemType } from '@esc/domain';

import { LearnListPath } from './learnlist-path';

export { LearnListPath };

export const teachPath = (boardId: number, subjectId: number, subjectName: string) =>
  `/teach/${boardId}/${subjectId}/${encodeURIComponent(subjectName)}`;

export const myLearnListPath = (learnlistId: number) => `${LearnListPath.myLists}/${learnlistId}`;

export const reportPath = (learnlistId: number, assignId?: number | null) =>
  `/learnlist-report/${learnlistId}${assignId ? `?assignId=${assignId}` : ''}`;

export const homeworkPath = (assignId?: number | null) =>
  `${LearnListPath.homework}${assignId ? `?assignId=${assignId}` : ''}`;

/**
 * Spec 002 §2.3: /learn-list-homework-details/{assignId}/{learnlistId}/{mode}/{schoolId}/
 * {sectionAssignId or NA}/{title}/{userId, or the active child for parents}/{classId}/{boardId}.
 * The mode is the server's answer and only a hint: the server decides again on every open.
 */
export function homeworkDetailsPath(entry: HomeworkEntry, userId: string): string {
  return [
    '/learn-list-homework-details',
    entry.assign_id,
    entry.learnlist_id,
    entry.mode,
    entry.school_id ?? 0,
    entry.section_assign_id ?? 'NA',
    encodeURIComponent(entry.title),
    userId,
    entry.class_id ?? 0,
    entry.board_id ?? 0,
  ].join('/');
}

/**
 * The player, opened from homework: it names the assignment on its calls (issue 8). A content item
 * (type 1) names its list too, so the player can have it marked done once its record is complete.
 */
export function homeworkPlayerPath(item: LearnListItem, assignId: number, learnlistId?: number): string {
  const params = new URLSearchParams({ assignId: String(assignId) });
  if (learnlistId && item.learnlist_item_type === LearnListItemType.Content) {
    params.set('learnlistId', String(learnlistId));
  }
  if (item.syllabus_id) params.set('syllabusId', String(item.syllabus_id));
  if (item.group_id) params.set('groupId', String(item.group_id));
  return `/content-player/${encodeURIComponent(item.learnlist_item_id)}?${params.toString()}`;
}

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

/** A positive whole number from a route or query parameter, else null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
