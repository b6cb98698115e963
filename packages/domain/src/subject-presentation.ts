/** Where a subject opens (spec 002 §2.2). */
export type SubjectPresentation = 'syllabus-group-detail' | 'study-syllabus';

/** Group presentations that open the chapter and group-detail screens; unset does too. */
const GROUP_DETAIL_PRESENTATIONS: readonly number[] = [2, 0, 4];

/**
 * "A recorded subject list opens /syllabus-group-detail when the group presentation is 2, 0, 4
 * or unset. Any other value opens /study-syllabus."
 */
export function subjectPresentation(groupPresentation: number | null | undefined): SubjectPresentation {
  if (groupPresentation == null) return 'syllabus-group-detail';
  return GROUP_DETAIL_PRESENTATIONS.includes(groupPresentation) ? 'syllabus-group-detail' : 'study-syllabus';
}
