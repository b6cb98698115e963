import { lazy } from '../../lib/lazy-with-words';

/** Role dashboards, each loaded on demand. */
export const StudentDashboardRoute = lazy(() =>
  import('./routes/student-dashboard.route').then((m) => ({ default: m.StudentDashboardRoute })),
);
export const ParentDashboardRoute = lazy(() =>
  import('./routes/parent-dashboard.route').then((m) => ({ default: m.ParentDashboardRoute })),
);
export const FacultyAssessmentDashboardRoute = lazy(() =>
  import('./routes/faculty-assessment-dashboard.route').then((m) => ({ default: m.FacultyAssessmentDashboardRoute })),
);
export const FacultyAdminDashboardRoute = lazy(() =>
  import('./routes/faculty-admin-dashboard.route').then((m) => ({ default: m.FacultyAdminDashboardRoute })),
);
export type { SubjectsScope, SubjectsSlot } from './components/subjects-slot';
export type { HomeworkScope, HomeworkSlot, StaffHomeworkSlot } from './components/homework-slot';
export type { ChildPerformanceSlot, PerformanceScope } from './components/performance-slot';
export type { NoticesSlot } from './components/notices-slot';
export type { StaffCountsSlot } from './components/counts-slot';
export type { LicencesSlot } from './components/licences-slot';
