import { lazy } from '../../lib/lazy-with-words';

/** Public face of the attendance feature: its screens load on demand. */
export const AttendanceRoute = lazy(() =>
  import('./routes/attendance.route').then((m) => ({ default: m.AttendanceRoute })),
);
/** A child's month, for the parent's institute page (its Attendance tab). */
export const ChildAttendance = lazy(() =>
  import('./components/my-attendance.component').then((m) => ({ default: m.MyAttendance })),
);
export type { AttendanceStrings } from './attendance.strings';
export * from './first-screen';
