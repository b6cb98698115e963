/** Query keys of the learn-lists feature: the teacher's (or parent's) lists, homework, reports, the tree. */
export const learnlistKeys = {
  all: ['learnlists'] as const,
  lists: () => [...learnlistKeys.all, 'lists'] as const,
  searches: () => [...learnlistKeys.lists(), 'search'] as const,
  search: (name: string | null, stage: number | null, schoolWide: boolean, pageNo: number) =>
    [...learnlistKeys.searches(), name, stage, schoolWide, pageNo] as const,
  detail: (learnlistId: number) => [...learnlistKeys.lists(), 'detail', learnlistId] as const,
  homework: () => [...learnlistKeys.all, 'homework'] as const,
  homeworkOf: (learnerUuid: string) => [...learnlistKeys.homework(), 'of', learnerUuid] as const,
  homeworkDetail: (learnerUuid: string, learnlistId: number, assignId: number | null) =>
    [...learnlistKeys.homework(), 'detail', learnerUuid, learnlistId, assignId] as const,
  reports: () => [...learnlistKeys.all, 'report'] as const,
  report: (learnlistId: number, assignId: number | null, sectionId: number | null) =>
    [...learnlistKeys.reports(), learnlistId, assignId, sectionId] as const,
  tree: (boardId: number, syllabusId: number) => [...learnlistKeys.all, 'tree', boardId, syllabusId] as const,
  nodeContent: (syllabusId: number) => [...learnlistKeys.all, 'node-content', syllabusId] as const,
  teacher: (uuid: string) => [...learnlistKeys.all, 'teacher', uuid] as const,
  teachers: (text: string) => [...learnlistKeys.all, 'teachers', text] as const,
  students: (sectionId: number) => [...learnlistKeys.all, 'students', sectionId] as const,
};
