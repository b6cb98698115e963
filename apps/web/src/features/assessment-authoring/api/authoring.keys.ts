/** Query keys of the teacher's assessment screens: assignments, activity, marking, analysis, the bank. */
export const authoringKeys = {
  all: ['assessment-authoring'] as const,
  assignments: () => [...authoringKeys.all, 'assignments'] as const,
  overview: () => [...authoringKeys.assignments(), 'overview'] as const,
  assigned: (status: string | null, pageNo: number) =>
    [...authoringKeys.assignments(), 'list', status, pageNo] as const,
  activity: (assignId: number, pageNo: number) =>
    [...authoringKeys.assignments(), 'activity', assignId, pageNo] as const,
  analysis: (assignId: number) => [...authoringKeys.assignments(), 'analysis', assignId] as const,
  attemptReport: (attemptId: number) => [...authoringKeys.assignments(), 'attempt', attemptId] as const,
  papers: () => [...authoringKeys.all, 'papers'] as const,
  paper: (paperId: number) => [...authoringKeys.papers(), paperId] as const,
  paperQuestions: (paperId: number) => [...authoringKeys.papers(), paperId, 'questions'] as const,
  paperList: (search: string, pageNo: number) => [...authoringKeys.papers(), 'list', search, pageNo] as const,
  bank: () => [...authoringKeys.all, 'bank'] as const,
  bankQuestions: (filter: object) => [...authoringKeys.bank(), 'questions', filter] as const,
  bankCount: (filter: object) => [...authoringKeys.bank(), 'count', filter] as const,
  tree: (boardId: number, syllabusId: number) => [...authoringKeys.all, 'tree', boardId, syllabusId] as const,
};
