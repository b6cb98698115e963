import type { ReactNode } from 'react';

/**
 * Renders the teacher's library and attendee counts on their dashboard (spec 001 §7). The app composes
 * it from the live classes feature, so the dashboards never import another feature.
 */
export type StaffCountsSlot = () => ReactNode;
