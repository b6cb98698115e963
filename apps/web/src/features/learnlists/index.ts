import { lazy } from 'react';

/** Public face of the learn-lists feature (the homework loop): every screen and dashboard part loads on demand. */
export const TeachRoute = lazy(() => import('./routes/teach.route').then((m) => ({ default: m.TeachRoute })));
export const MyLearnListsRoute = lazy(() =>
  import('./routes/my-learnlists.route').then((m) => ({ default: m.MyLearnListsRoute })),
);
export const LearnListManageRoute = lazy(() =>
  import('./routes/learnlist-manage.route').then((m) => ({ default: m.LearnListManageRoute })),
);
export const LearnListReportRoute = lazy(() =>
  import('./routes/learnlist-report.route').then((m) => ({ default: m.LearnListReportRoute })),
);
export const HomeworkListRoute = lazy(() =>
  import('./routes/homework-list.route').then((m) => ({ default: m.HomeworkListRoute })),
);
export const HomeworkDetailRoute = lazy(() =>
  import('./routes/homework-detail.route').then((m) => ({ default: m.HomeworkDetailRoute })),
);
/** Class recaps: a week of the recaps of one's classes. */
export const ClassRecapsRoute = lazy(() =>
  import('./routes/class-recaps.route').then((m) => ({ default: m.ClassRecapsRoute })),
);
/** The dashboards' homework parts: a learner's, a parent's active child's, and a teacher's overview. */
export const StudentHomework = lazy(() =>
  import('./components/homework-due-soon.component').then((m) => ({ default: m.StudentHomework })),
);
export const ChildHomework = lazy(() =>
  import('./components/homework-due-soon.component').then((m) => ({ default: m.ChildHomework })),
);
export const StaffHomeworkOverview = lazy(() =>
  import('./components/staff-homework-overview.component').then((m) => ({ default: m.StaffHomeworkOverview })),
);
export { LearnListPath } from './utils/learnlist-path';
export type { LearnListsStrings } from './learnlists.strings';
export type { HomeworkStrings } from './homework.strings';
export type { ClassRecapStrings } from './class-recap.strings';
export type { HomeworkItemsStrings } from './homework-items.strings';
export type { HomeworkSourcesStrings } from './homework-sources.strings';
export type {
  HomeworkWorkScope,
  HomeworkWorkSlot,
  ReportWorkScope,
  ReportWorkSlot,
  TaskWorkScope,
  TaskWorkSlot,
  WorkTask,
} from './components/work-slots';
