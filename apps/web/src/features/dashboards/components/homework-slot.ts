import type { ReactNode } from 'react';

/** Whose homework a dashboard shows: the learner, or a parent's active child. */
export interface HomeworkScope {
  uuid: string;
  name: string;
}

/**
 * Renders a learner's homework on a dashboard. The app composes it from the learn-lists feature, so
 * the dashboards never import another feature.
 */
export type HomeworkSlot = (scope: HomeworkScope) => ReactNode;

/** Renders a teacher's (or admin's) lists, what is due this week and completion per section. */
export type StaffHomeworkSlot = () => ReactNode;
