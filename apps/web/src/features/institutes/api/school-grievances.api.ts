// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { GrievanceOfficerBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

const grievanceKeys = {
  officer: () => [...instituteKeys.all, 'grievance-officer'] as const,
  list: () => [...instituteKeys.all, 'grievances'] as const,
};

/** The school's named grievance officer (its admins until one is named). */
export function useGrievanceOfficer() {
  return useQuery({
    queryKey: grievanceKeys.officer(),
    queryFn: ({ signal }) => api.call('GET /privacy/grievance-officer', { query: {} }, { signal }),
  });
}

export function useSaveGrievanceOfficer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GrievanceOfficerBody) => api.call('PUT /privacy/grievance-officer', { body }),
    onSuccess: (saved) => client.setQueryData(grievanceKeys.officer(), saved),
  });
}

/** The grievances the school admin answers, newest first. */
export function useSchoolGrievances() {
  return useQuery({
    queryKey: grievanceKeys.list(),
    queryFn: ({ signal }) => api.call('GET /privacy/grievances/officer', { query: {} }, { signal }),
  });
}

export function useAnswerGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ grievanceId, answer }: { grievanceId: string; answer: string }) =>
      api.call('POST /privacy/grievances/:grievanceId/answer', { params: { grievanceId }, body: { answer } }),
    onSuccess: () => client.invalidateQueries({ queryKey: grievanceKeys.list() }),
  });
}

export function useCloseGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (grievanceId: string) =>
      api.call('POST /privacy/grievances/:grievanceId/close', { params: { grievanceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: grievanceKeys.list() }),
  });
}
