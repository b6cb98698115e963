import { lazy } from '../../lib/lazy-with-words';

/** Public face of the syllabus feature: every screen loads on demand. */
export const StudentSubjectsRoute = lazy(() =>
  import('./routes/student-subjects.route').then((m) => ({ default: m.StudentSubjectsRoute })),
);
export const ChapterListRoute = lazy(() =>
  import('./routes/chapter-list.route').then((m) => ({ default: m.ChapterListRoute })),
);
export const TopicListRoute = lazy(() =>
  import('./routes/topic-list.route').then((m) => ({ default: m.TopicListRoute })),
);
export const TopicDetailRoute = lazy(() =>
  import('./routes/topic-detail.route').then((m) => ({ default: m.TopicDetailRoute })),
);
export const GroupDetailRoute = lazy(() =>
  import('./routes/group-detail.route').then((m) => ({ default: m.GroupDetailRoute })),
);
export const StudySyllabusRoute = lazy(() =>
  import('./routes/study-syllabus.route').then((m) => ({ default: m.StudySyllabusRoute })),
);
export const BrowseBoardsRoute = lazy(() =>
  import('./routes/browse-boards.route').then((m) => ({ default: m.BrowseBoardsRoute })),
);
export const BrowseClassesRoute = lazy(() =>
  import('./routes/browse-classes.route').then((m) => ({ default: m.BrowseClassesRoute })),
);
export const BrowseClassSubjectsRoute = lazy(() =>
  import('./routes/browse-class-subjects.route').then((m) => ({ default: m.BrowseClassSubjectsRoute })),
);
export type { ClassSubjectsProps } from './components/class-subjects.component';
/** The trail of a node's screens (board to topic), for another screen below it (the player). */
export const SyllabusTrail = lazy(() =>
  import('./components/syllabus-breadcrumbs.component').then((m) => ({ default: m.SyllabusBreadcrumbs })),
);
export type { SyllabusStrings } from './syllabus.strings';
/** The learner's study screens (002 §2.2-2.4): study tabs, a subject's services, a chapter's learning path, videos. */
export const StudyRoute = lazy(() => import('./routes/study.route').then((m) => ({ default: m.StudyRoute })));
export const SubjectLevelServicesRoute = lazy(() =>
  import('./routes/subject-level-services.route').then((m) => ({ default: m.SubjectLevelServicesRoute })),
);
export const SyllabusLptRoute = lazy(() =>
  import('./routes/syllabus-lpt.route').then((m) => ({ default: m.SyllabusLptRoute })),
);
export const RelatedVideoRoute = lazy(() =>
  import('./routes/related-video.route').then((m) => ({ default: m.RelatedVideoRoute })),
);
export const ExploreRoute = lazy(() => import('./routes/explore.route').then((m) => ({ default: m.ExploreRoute })));
export type { StudyStrings } from './study.strings';
export * from './first-screen';
