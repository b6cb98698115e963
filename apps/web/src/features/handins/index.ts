import { lazy } from '../../lib/lazy-with-words';

/** Public face of the hand-ins feature: the learner's work on a homework, and the teacher's on its report. */
export const HomeworkWork = lazy(() =>
  import('./components/homework-work.component').then((m) => ({ default: m.HomeworkWork })),
);
export const ReportWork = lazy(() =>
  import('./components/report-work.component').then((m) => ({ default: m.ReportWork })),
);
/** On a list's screen: which tasks ask for work, out of how many marks. */
export const TaskWorkSettings = lazy(() =>
  import('./components/task-work-settings.component').then((m) => ({ default: m.TaskWorkSettings })),
);
export type { HandinsStrings } from './handins.strings';
export * from './first-screen';
