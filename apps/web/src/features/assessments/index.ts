import { lazy } from 'react';

/** Public face of the assessments feature (issue 9), learner and parent side: every screen loads on demand. */
export const AssignmentsRoute = lazy(() =>
  import('./routes/assignments.route').then((m) => ({ default: m.AssignmentsRoute })),
);
export const PaperInstructionsRoute = lazy(() =>
  import('./routes/paper-instructions.route').then((m) => ({ default: m.PaperInstructionsRoute })),
);
export const TestEngineRoute = lazy(() =>
  import('./routes/test-engine.route').then((m) => ({ default: m.TestEngineRoute })),
);
export { AssessmentPath } from './utils/assessment-paths';
export type { AssessmentsStrings } from './assessments.strings';
