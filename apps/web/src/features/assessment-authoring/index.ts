import { lazy } from '../../lib/lazy-with-words';

/** Public face of the teacher's assessment screens: every screen loads on demand. */
export const AssessmentsOverviewRoute = lazy(() =>
  import('./routes/assessments-overview.route').then((m) => ({ default: m.AssessmentsOverviewRoute })),
);
export const AssignmentRoute = lazy(() =>
  import('./routes/assignment.route').then((m) => ({ default: m.AssignmentRoute })),
);
export const AssignPaperRoute = lazy(() =>
  import('./routes/assign-paper.route').then((m) => ({ default: m.AssignPaperRoute })),
);
export const QuestionBankRoute = lazy(() =>
  import('./routes/question-bank.route').then((m) => ({ default: m.QuestionBankRoute })),
);
export const QuestionImportRoute = lazy(() =>
  import('./routes/question-import.route').then((m) => ({ default: m.QuestionImportRoute })),
);
export const PaperBuilderRoute = lazy(() =>
  import('./routes/paper-builder.route').then((m) => ({ default: m.PaperBuilderRoute })),
);
export const PapersRoute = lazy(() => import('./routes/papers.route').then((m) => ({ default: m.PapersRoute })));
export { AuthoringPath } from './utils/authoring-paths';
import type { AssessmentAuthoringStrings as AuthoringWords } from './assessment-authoring.strings';
import type { QuestionImportStrings } from './question-import.strings';
import type { TeacherPapersStrings } from './teacher-papers.strings';
export type AssessmentAuthoringStrings = AuthoringWords & TeacherPapersStrings & QuestionImportStrings;
