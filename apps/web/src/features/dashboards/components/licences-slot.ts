import type { ReactNode } from 'react';

/**
 * Renders the school's licences and seats on the admin dashboard. The app composes it from
 * the packages feature, so the dashboards never import another feature.
 */
export type LicencesSlot = () => ReactNode;
