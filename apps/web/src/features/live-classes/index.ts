import { lazy } from 'react';

/** Public face of the live classes feature (issue 10 items 1-3): its screen loads on demand. */
export const LiveClassesRoute = lazy(() =>
  import('./routes/live-classes.route').then((m) => ({ default: m.LiveClassesRoute })),
);
export { LIVE_CLASS_PATH, MY_SCHEDULE_PATH } from './live-classes-path';
export type { LiveClassesStrings } from './live-classes.strings';
