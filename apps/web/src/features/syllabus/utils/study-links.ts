import { StudyPaths } from './study-paths';

/** Links between the study screens (they load with the screens, not with the first page). */
export const studyTabPath = (tab: number) => `${StudyPaths.study}?tab=${tab}`;

export const subjectServicesPath = (p: { boardId: number; classId: number; subjectId: number }) =>
  `${StudyPaths.subjectServices}?boardId=${p.boardId}&classId=${p.classId}&subjectId=${p.subjectId}`;

/** A node's practice questions. */
export const syllabusQuestionsPath = (syllabusId: number) => `${StudyPaths.syllabusQuestions}?syllabusId=${syllabusId}`;

/** The practice-test maker (assessments' screen), opened on a subject or chapter. */
export const practiceTestPath = (syllabusId: number) => `/start-practice-test?syllabusId=${syllabusId}`;

/** /syllabus-lpt/{boardId}/{x}/{chapterContainerId}/{rackId}: x is the subject; a node is its own rack. */
export const syllabusLptPath = (boardId: number, subjectId: number, chapterId: number) =>
  `/syllabus-lpt/${boardId}/${subjectId}/${chapterId}/${chapterId}`;

/** /related-video/{a}/{b}/{containerId}: a is the board, b the subject. */
export const relatedVideoPath = (boardId: number, subjectId: number, containerId: number) =>
  `/related-video/${boardId}/${subjectId}/${containerId}`;

/** Router state of /explore (002 §2.2). */
export interface ExploreState {
  video_url: string;
  title: string;
  content?: { content_id: number; content_kind?: string } | null;
  fromComponent?: string;
  comingFrom?: string;
}

/** A positive id from the URL, or null. */
export function idFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}
