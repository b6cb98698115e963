import { lazy } from 'react';

export const ProfileRoute = lazy(() => import('./routes/profile.route').then((m) => ({ default: m.ProfileRoute })));
export type { ProfileStrings } from './profile.strings';
