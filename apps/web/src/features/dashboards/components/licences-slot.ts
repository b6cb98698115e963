import type { ReactNode } from 'react';

/**
 * Renders the school's licences and seats on the admin dashboard (issue 18). The app composes it from
 * the packages feature, so the dashboards never import another feature.
 */
export type LicencesSlot = () => ReactNode;
