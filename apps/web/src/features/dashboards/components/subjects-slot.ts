import type { ReactNode } from 'react';

/** The class whose subjects a dashboard shows, and the heading to show them under. */
export interface SubjectsScope {
  boardId: number;
  classId: number;
  title: string;
}

/**
 * Renders the subject tiles of a class. The app composes it from the syllabus feature, so the
 * dashboards never import another feature.
 */
export type SubjectsSlot = (scope: SubjectsScope) => ReactNode;
