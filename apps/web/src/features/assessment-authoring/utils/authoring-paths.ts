/** Where the teacher's assessment screens live: under the teacher's dashboard. */
const BASE = '/faculty-assessment-dashboard';

export const AuthoringPath = {
  assessments: `${BASE}/assessments`,
  assignment: (assignId: number, tab?: AssignmentTab) =>
    `${BASE}/assessments/${assignId}${tab && tab !== 'students' ? `/${tab}` : ''}`,
  bank: `${BASE}/question-bank`,
  importQuestions: `${BASE}/question-bank/import`,
  newPaper: `${BASE}/papers/new`,
  assign: (paperId: number) => `${BASE}/papers/${paperId}/assign`,
  papers: `${BASE}/papers`,
  /** The read-only questions of a paper (spec 002 §2.3 /view-questions; the ids also in the query, for a reload). */
  viewQuestions: (paperId: number) => `/view-questions?paperId=${paperId}`,
  /** Route patterns for the app's route table. */
  patterns: {
    assessments: `${BASE}/assessments`,
    assignment: `${BASE}/assessments/:assignId/:tab?`,
    bank: `${BASE}/question-bank`,
    importQuestions: `${BASE}/question-bank/import`,
    newPaper: `${BASE}/papers/new`,
    assign: `${BASE}/papers/:paperId/assign`,
    papers: `${BASE}/papers`,
  },
} as const;

export type AssignmentTab = 'students' | 'marking' | 'analysis';
export const ASSIGNMENT_TABS: readonly AssignmentTab[] = ['students', 'marking', 'analysis'];

export function assignmentTab(value: string | undefined): AssignmentTab {
  return ASSIGNMENT_TABS.find((tab) => tab === value) ?? 'students';
}

/** A positive id from a path segment, else null. */
export function idParam(value: string | undefined): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
