import type { SyllabusNode } from '@esc/contracts';
import { subjectPresentation } from '@esc/domain';

/** App paths of the syllabus screens (spec 002 §2.2, §2.4). */
export const SyllabusPath = {
  browse: '/browse',
  studentSubjects: '/student-subjects',
} as const;

export const browseBoardPath = (boardId: number) => `/browse/${boardId}`;
export const browseClassPath = (boardId: number, classId: number) => `/browse/${boardId}/${classId}`;
export const chapterListPath = (boardId: number, subjectId: number, subjectName: string) =>
  `/syllabus/${boardId}/${subjectId}/${encodeURIComponent(subjectName)}`;
export const topicListPath = (chapterId: number) => `/student-syllabus/${chapterId}`;
export const topicDetailPath = (chapterId: number, topicId: number) =>
  `/student-syllabus-detail/${chapterId}/${topicId}`;
export const studySyllabusPath = (subjectId: number) => `/study-syllabus/${subjectId}`;

export interface GroupDetailTarget {
  syllabusId: number;
  groupId: number;
  languageId: number;
  parentId: number;
  categories: number;
}

export const groupDetailPath = (t: GroupDetailTarget) =>
  `/syllabus-group-detail/${t.syllabusId}/${t.groupId}/${t.languageId}/${t.parentId}/${t.categories}`;

/** The teaching screen (another feature's screen): homework made from a subject. */
export const teachPath = (boardId: number, subjectId: number, subjectName: string) =>
  `/teach/${boardId}/${subjectId}/${encodeURIComponent(subjectName)}`;

/** The player (another feature's screen): the content with the node and group it was opened from. */
export const contentPlayerPath = (contentId: number, syllabusId: number, groupId: number) =>
  `/content-player/${contentId}?syllabusId=${syllabusId}&groupId=${groupId}`;

/** Where a subject tile opens: the chapter list, or the study view, by the subject's group presentation. */
export function subjectPath(
  subject: Pick<SyllabusNode, 'syllabus_id' | 'name' | 'board_id' | 'group_presentation'>,
  fallbackBoardId?: number,
): string {
  if (subjectPresentation(subject.group_presentation) === 'study-syllabus') {
    return studySyllabusPath(subject.syllabus_id);
  }
  return chapterListPath(subject.board_id ?? fallbackBoardId ?? 0, subject.syllabus_id, subject.name);
}
