import type { ReactNode } from 'react';

/** A task of the homework (item type 4): its item id and the teacher's words. */
export interface WorkTask {
  itemId: string;
  text: string;
}

/** Whose homework the learner's page shows: the learner, or a parent's child (read only). */
export interface HomeworkWorkScope {
  assignId: number;
  learnlistId: number;
  learnerUuid: string;
  forChild: boolean;
  tasks: WorkTask[];
}

/**
 * Renders the work handed in for a homework's tasks on the learner's page. The app composes it from
 * the hand-ins feature, so learn-lists never imports another feature.
 */
export type HomeworkWorkSlot = (scope: HomeworkWorkScope) => ReactNode;

/** The report's homework and section, for the teacher's view of work handed in. */
export interface ReportWorkScope {
  assignId: number;
  learnlistId: number;
  sectionId: number | null;
  tasks: WorkTask[];
}

/** Renders who handed in work for the homework's tasks, and the marking, on the item-wise report. */
export type ReportWorkSlot = (scope: ReportWorkScope) => ReactNode;

/** A list's tasks on its own screen, for setting which ask for work (the list's editors). */
export interface TaskWorkScope {
  learnlistId: number;
  editable: boolean;
  tasks: WorkTask[];
}

/** Renders, on a list's screen, which of its tasks ask for work handed in and out of how many marks. */
export type TaskWorkSlot = (scope: TaskWorkScope) => ReactNode;

/** A homework card of the learner's list or dashboard, with the other cards shown beside it (one call for all). */
export interface HomeworkStatesScope {
  assignId: number;
  assignIds: number[];
  learnerUuid: string;
  forChild: boolean;
}

/** Renders, on a homework card, each task's hand-in state ("To hand in", "Returned: 8.5/10", ...). */
export type HomeworkStatesSlot = (scope: HomeworkStatesScope) => ReactNode;
