import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { calendarKeys } from './calendar.api';

/** The name of a subject (its syllabus node), to match homework by its subject. */
export function useSubjectName(subjectId: number | null) {
  return useQuery({
    queryKey: [...calendarKeys.all, 'subject', subjectId],
    queryFn: async ({ signal }) => {
      const node = await api.call(
        'GET /syllabus-v2/syllabusDetailById',
        { query: { syllabusId: subjectId! } },
        { signal },
      );
      return node?.syllabus_name ?? null;
    },
    enabled: subjectId !== null,
    staleTime: 60 * 60_000,
  });
}
