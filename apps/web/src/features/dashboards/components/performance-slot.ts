import type { ReactNode } from 'react';

/** Whose test results a dashboard shows: a parent's active child. */
export interface PerformanceScope {
  uuid: string;
  name: string;
}

/**
 * Renders a child's test results on the parent dashboard. The app composes it from the assessments
 * feature, so the dashboards never import another feature.
 */
export type ChildPerformanceSlot = (scope: PerformanceScope) => ReactNode;
