import type { ReactNode } from 'react';

/**
 * Renders the latest notices on a dashboard (top notices 3): the learner's, or a parent's
 * (the active child's and their own). The app composes it from the notices feature.
 */
export type NoticesSlot = (scope: { childUuid: string | null }) => ReactNode;
