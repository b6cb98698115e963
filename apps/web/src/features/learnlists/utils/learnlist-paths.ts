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
 * The player, opened from homework: it names the assignment on its calls, so the server counts the item. A content item
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

/** A positive whole number from a route or query parameter, else null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
