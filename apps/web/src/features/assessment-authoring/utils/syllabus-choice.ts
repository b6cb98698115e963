import type { SectionSummary } from '@esc/contracts';

/** Where in the syllabus the teacher is looking: a class of theirs, then a subject, chapter and topic. */
export interface SyllabusChoice {
  boardId: number | null;
  classId: number | null;
  subjectId: number | null;
  chapterId: number | null;
  topicId: number | null;
}

export const NO_CHOICE: SyllabusChoice = {
  boardId: null,
  classId: null,
  subjectId: null,
  chapterId: null,
  topicId: null,
};

/** The deepest node chosen below the subject (topic, else chapter, else the subject), or null. */
export function deepestNode(choice: SyllabusChoice): number | null {
  return choice.topicId ?? choice.chapterId ?? choice.subjectId;
}

/** The classes the teacher teaches, once each (a class may have several sections). */
export function classesOf(sections: readonly SectionSummary[]) {
  const seen = new Map<string, { value: string; label: string; boardId: number; classId: number }>();
  for (const s of sections) {
    const value = `${s.board_id}:${s.class_id}`;
    if (!seen.has(value)) {
      seen.set(value, { value, label: `${s.class_name} · ${s.board_name}`, boardId: s.board_id, classId: s.class_id });
    }
  }
  return [...seen.values()];
}
