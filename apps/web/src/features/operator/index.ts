import { lazy } from '../../lib/lazy-with-words';

/** The operator's screens (the platform's editors): the security events a breach investigation reads. */
export const SecurityEventsRoute = lazy(() =>
  import('./routes/security-events.route').then((m) => ({ default: m.SecurityEventsRoute })),
);
export const SECURITY_EVENTS_PATH = '/security-events';
export type { OperatorStrings } from './operator.strings';
