import { lazy } from '../../lib/lazy-with-words';

/** Public face of the assessments feature, learner and parent side: every screen loads on demand. */
export const AssignmentsRoute = lazy(() =>
  import('./routes/assignments.route').then((m) => ({ default: m.AssignmentsRoute })),
);
export const PaperInstructionsRoute = lazy(() =>
  import('./routes/paper-instructions.route').then((m) => ({ default: m.PaperInstructionsRoute })),
);
export const TestEngineRoute = lazy(() =>
  import('./routes/test-engine.route').then((m) => ({ default: m.TestEngineRoute })),
);
import type { AssessmentsStrings as AssessmentsWords } from './assessments.strings';
import type { AssessmentLinksStrings } from './assessment-links.strings';
export type AssessmentsStrings = AssessmentsWords & AssessmentLinksStrings;
export const ReportsRoute = lazy(() => import('./routes/reports.route').then((m) => ({ default: m.ReportsRoute })));
export const StartPracticeTestRoute = lazy(() =>
  import('./routes/start-practice-test.route').then((m) => ({ default: m.StartPracticeTestRoute })),
);
export const ViewQuestionsRoute = lazy(() =>
  import('./routes/view-questions.route').then((m) => ({ default: m.ViewQuestionsRoute })),
);
export const WeeklyReportRoute = lazy(() =>
  import('./routes/weekly-report.route').then((m) => ({ default: m.WeeklyReportRoute })),
);
export const TestEngineByNameRoute = lazy(() =>
  import('./routes/test-engine-by-name.route').then((m) => ({ default: m.TestEngineByNameRoute })),
);
export const PracticeMcqRoute = lazy(() =>
  import('./routes/practice-mcq.route').then((m) => ({ default: m.PracticeMcqRoute })),
);
export const PracticeQuestionDetailsRoute = lazy(() =>
  import('./routes/practice-question-details.route').then((m) => ({ default: m.PracticeQuestionDetailsRoute })),
);
export const QuestionDashboardRoute = lazy(() =>
  import('./routes/question-dashboard.route').then((m) => ({ default: m.QuestionDashboardRoute })),
);
/** /student-syllabus-questions: a syllabus node's practice questions. */
export const StudentSyllabusQuestionsRoute = lazy(() =>
  import('./routes/student-syllabus-questions.route').then((m) => ({ default: m.StudentSyllabusQuestionsRoute })),
);
export * from './first-screen';
