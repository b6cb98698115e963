import { lazy } from '../../lib/lazy-with-words';

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
export * from './first-screen';
