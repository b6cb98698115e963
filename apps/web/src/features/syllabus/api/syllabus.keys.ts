/** Query keys of the syllabus feature. Group and content keys carry the node's syllabus version (spec 000 §4). */
export const syllabusKeys = {
  all: ['syllabus'] as const,
  boards: () => [...syllabusKeys.all, 'boards'] as const,
  children: (boardId: number | null, syllabusId: number) =>
    [...syllabusKeys.all, 'children', boardId ?? 0, syllabusId] as const,
  parentDetail: (syllabusId: number) => [...syllabusKeys.all, 'parent-detail', syllabusId] as const,
  groups: (
    syllabusId: number,
    category: number,
    languageId: number | undefined,
    version: number,
    mediumId: number | undefined,
  ) => [...syllabusKeys.all, 'groups', syllabusId, category, languageId ?? 0, version, mediumId ?? 0] as const,
  content: (syllabusId: number, groupId: number, version: number, mediumId: number | undefined) =>
    [...syllabusKeys.all, 'content', syllabusId, groupId, version, mediumId ?? 0] as const,
};
