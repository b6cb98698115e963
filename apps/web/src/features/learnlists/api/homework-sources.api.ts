import type { DynamicQuestionsBody, RecordedClassesBody, TeacherPaperListBody } from '@esc/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { learnlistKeys } from './learnlists.keys';

// What else a teacher gives as homework beside content: a topic's bank
// questions, the papers they use, and their school's recordings of the subject. The server checks
// each again when it is added (the platform's or the list's school's only).

/** How many of each the teaching screen offers at once. */
export const SOURCE_PAGE_SIZE = 20;

/** The topic's bank questions (the platform's and the teacher's schools'), the same ones each time (a fixed seed). */
export function useTopicQuestions(syllabusId: number) {
  const body: DynamicQuestionsBody = { syllabus_ids: [syllabusId], count: SOURCE_PAGE_SIZE, seed: 1, stage: '4' };
  return useQuery({
    queryKey: [...learnlistKeys.all, 'source', 'questions', syllabusId] as const,
    queryFn: ({ signal }) => api.call('POST /question-msa-test/question/v2/dynamicQuestions', { body }, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The papers the teacher uses (their school's, and the platform's for its editors), newest first. */
export function useTeacherPapers(enabled: boolean) {
  const body: TeacherPaperListBody = { page_no: 1, page_size: SOURCE_PAGE_SIZE };
  return useQuery({
    queryKey: [...learnlistKeys.all, 'source', 'papers'] as const,
    queryFn: ({ signal }) => api.call('POST /paperCreation/v2/teacherPaperList', { body }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

/** The school's recordings of the subject's classes, newest first (staff see every one of their school). */
export function useSubjectRecordings(subjectId: number, enabled: boolean) {
  const body: RecordedClassesBody = { assignment_details: [{ subject_id: subjectId }], page_size: SOURCE_PAGE_SIZE };
  return useQuery({
    queryKey: [...learnlistKeys.all, 'source', 'recordings', subjectId] as const,
    queryFn: ({ signal }) =>
      api.call('POST /live-class/student/schedule/recordedClassesUniversity', { body }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}
