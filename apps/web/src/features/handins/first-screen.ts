import { lazy } from '../../lib/lazy-with-words';

// What the dashboards' homework cards use of this feature, apart from index.ts: the first screen
// carries this loader only, not the hand-in screens'.

/** On a homework card: its tasks' hand-in states ("To hand in", "Returned: 8.5/10", ...). */
export const HomeworkWorkStates = lazy(() =>
  import('./components/homework-work-states.component').then((m) => ({ default: m.HomeworkWorkStates })),
);
