import { lazy } from '../../lib/lazy-with-words';

/** The signed-in shell's line of waiting changes; its code (and the outbox's) loads after the first screen. */
export const PendingChanges = lazy(() => import('./pending-changes.component'));
