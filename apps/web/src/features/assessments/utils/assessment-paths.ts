/** The learner's assessment screens (spec 002 §2.2, §2.3). */
export const AssessmentPath = {
  assignment: '/assignment',
  assignmentList: '/assignment-list',
  myAssignment: '/my-assignment',
  paperInstructions: '/paper-instructions',
  reports: '/reports',
  startPracticeTest: '/start-practice-test',
  testEngine: '/test-engine/:paperId/:assignId/:sectionAssignId/:mode',
  /** 002 §2.3 authenticated paths: a paper by its name, a test's weekly report, a paper's questions. */
  testEngineByName: '/test-engine/:paperName/:paperType',
  weeklyReport: '/weeklyReport/:testId/:testType/:paper_type',
  viewQuestions: '/view-questions',
  mcqMain: '/mcq_main/:containerId/:serviceId',
  practiceQuestion: '/practice/quesDetails/:classId/:syllabusId/:questionId/:parentQuestionId/:languageId/5',
  questionDashboard: '/question-dashboard/:powerQuestion?',
} as const;

/** The segment that opens /question-dashboard on the hard questions to practise. */
export const QUESTION_DASHBOARD_POWER = '1';

/** /practice/quesDetails/{classId}/{syllabusId}/{questionId}/{parentQuestionId or 0}/{languageId}/5 (002 §2.2). */
export function practiceQuestionPath(p: {
  classId: number;
  syllabusId: number;
  questionId: number;
  parentQuestionId: number;
  languageId: number;
}): string {
  return `/practice/quesDetails/${p.classId}/${p.syllabusId}/${p.questionId}/${p.parentQuestionId}/${p.languageId}/5`;
}

/**
 * /test-engine/{paperId}/{assignId}/{sectionAssignId}/1; 0 for a practice test's missing ids. A paper of
 * learn-list homework (no assignment of the paper) carries the homework: `?homework={assignId}`.
 */
export function testEnginePath(
  paperId: number,
  assignId: number | null,
  sectionAssignId: number | null,
  homeworkAssignId?: number | null,
): string {
  const path = `/test-engine/${paperId}/${assignId ?? 0}/${sectionAssignId ?? 0}/1`;
  return homeworkAssignId ? `${path}?homework=${homeworkAssignId}` : path;
}

export interface PaperRef {
  paperId: number;
  assignId: number | null;
  sectionAssignId?: number | null;
  attemptId?: number | null;
  /** A parent's child. */
  uuid?: string | null;
}

/** The ids in the query too, so a reload (which loses the router's state) still finds the paper. */
function refQuery(ref: PaperRef): string {
  const query = new URLSearchParams({ paperId: String(ref.paperId) });
  if (ref.assignId) query.set('assignId', String(ref.assignId));
  if (ref.sectionAssignId) query.set('sectionAssignId', String(ref.sectionAssignId));
  if (ref.attemptId) query.set('attemptId', String(ref.attemptId));
  if (ref.uuid) query.set('uuid', ref.uuid);
  return query.toString();
}

export const paperInstructionsPath = (ref: PaperRef) => `${AssessmentPath.paperInstructions}?${refQuery(ref)}`;
export const reportPath = (ref: PaperRef) => `${AssessmentPath.reports}?${refQuery(ref)}`;

/** A positive id from the URL, or null. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
