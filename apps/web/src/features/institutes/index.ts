import { lazy } from '../../lib/lazy-with-words';

/** Institute screens (spec 001 §2), each loaded on demand. */
export const StudentInstituteDashboardRoute = lazy(() =>
  import('./routes/student-institute-dashboard.route').then((m) => ({ default: m.StudentInstituteDashboardRoute })),
);
export const ParentInstituteDashboardRoute = lazy(() =>
  import('./routes/parent-institute-dashboard.route').then((m) => ({ default: m.ParentInstituteDashboardRoute })),
);
export const InstituteDetailParentRoute = lazy(() =>
  import('./routes/institute-detail-parent.route').then((m) => ({ default: m.InstituteDetailParentRoute })),
);
export const BatchMasterRoute = lazy(() =>
  import('./routes/batch-master.route').then((m) => ({ default: m.BatchMasterRoute })),
);
export type { InstitutesStrings } from './institutes.strings';
export type { AttendanceSlot } from './routes/institute-detail-parent.route';
export const CourseMasterRoute = lazy(() =>
  import('./routes/course-master.route').then((m) => ({ default: m.CourseMasterRoute })),
);
export type { CourseMasterStrings } from './course-master.strings';
export type { SchoolSettingsStrings } from './school-settings.strings';
export type { ErasureDecisionsStrings } from './erasure-decisions.strings';
export type { SchoolGrievancesStrings } from './school-grievances.strings';
export type { SchoolNoticeStrings } from './school-notice.strings';
export type { SchoolExportsStrings } from './school-exports.strings';
