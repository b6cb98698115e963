// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { AccessKind, AccessLogData, AccessLogPeopleData } from '@esc/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Keyed by the signed-in person, so a family's shared phone never shows one person's log to another. */
export const accessLogKeys = {
  all: ['access-log'] as const,
  person: (viewerUuid: string, uuid: string, page: number) =>
    [...accessLogKeys.all, viewerUuid, 'person', uuid, page] as const,
  school: (viewerUuid: string, filter: SchoolLogFilter, page: number) =>
    [...accessLogKeys.all, viewerUuid, 'school', filter, page] as const,
  schoolPeople: (viewerUuid: string) => [...accessLogKeys.all, viewerUuid, 'school-people'] as const,
};

/** The school admin's narrowing: whose, by whom, what, and a time range (from included, to not, as instants). */
export interface SchoolLogFilter {
  learner_uuid?: string;
  viewer_uuid?: string;
  kind?: AccessKind;
  from?: string;
  to?: string;
}

/** A person's own log (uuid their own) or, for a parent, a linked child's: newest first, a page at a time. */
export function usePersonAccessLog(viewerUuid: string, uuid: string, page: number) {
  return useQuery<AccessLogData>({
    queryKey: accessLogKeys.person(viewerUuid, uuid, page),
    queryFn: ({ signal }) =>
      api.call(
        'GET /privacy/access-log',
        { query: { ...(uuid === viewerUuid ? {} : { uuid }), page: String(page) } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** A school admin's view of their school's log, narrowed as the filter says. */
export function useSchoolAccessLog(viewerUuid: string, filter: SchoolLogFilter, page: number) {
  return useQuery<AccessLogData>({
    queryKey: accessLogKeys.school(viewerUuid, filter, page),
    queryFn: ({ signal }) =>
      api.call('GET /privacy/access-log/school', { query: { ...filter, page: String(page) } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The learners and staff the school's log names, for the admin's choice of whose entries to read. */
export function useSchoolAccessLogPeople(viewerUuid: string) {
  return useQuery<AccessLogPeopleData>({
    queryKey: accessLogKeys.schoolPeople(viewerUuid),
    queryFn: ({ signal }) => api.call('GET /privacy/access-log/school/people', undefined, { signal }),
    staleTime: 60_000,
  });
}
