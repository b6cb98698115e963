import type { SetCourseSubjectBody, SetCourseTeacherBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

const courseKeys = { master: () => [...instituteKeys.all, 'courses'] as const };

/** The admin's school: its classes, subjects offered, sections and who teaches what. */
export function courseMasterQueryOptions() {
  return queryOptions({
    queryKey: courseKeys.master(),
    queryFn: ({ signal }) => api.call('GET /institutes/courses', undefined, { signal }),
  });
}

export function useCourseMaster() {
  return useQuery(courseMasterQueryOptions());
}

/** Offer a subject to a board and class, or stop offering it; the screen reads the school again after. */
export function useSetCourseSubject() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCourseSubjectBody) => api.call('POST /institutes/courses/subject', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: courseKeys.master() }),
  });
}

/** Give a teacher a subject of a section, or take it back. */
export function useSetCourseTeacher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetCourseTeacherBody) => api.call('POST /institutes/courses/teacher', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: courseKeys.master() }),
  });
}
