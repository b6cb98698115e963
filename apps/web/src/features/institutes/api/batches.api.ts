import type { SectionMediumBody, SectionWiseStudentCountBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

/** The school's sections (batches) with their student counts: what the batch master lists. */
export function fetchSchoolBatches(signal?: AbortSignal) {
  const body: SectionWiseStudentCountBody = {};
  return api.call('POST /cognito-login-service/auth/sectionWiseStudentCount', { body }, { signal });
}

export function schoolBatchesQueryOptions() {
  return queryOptions({ queryKey: instituteKeys.batches(), queryFn: ({ signal }) => fetchSchoolBatches(signal) });
}

export function useSchoolBatches() {
  return useQuery(schoolBatchesQueryOptions());
}

/** A school admin sets a section's medium of instruction; the batches are read again after. */
export function useSetSectionMedium() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SectionMediumBody) => api.call('PUT /institutes/sections/medium', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: instituteKeys.batches() }),
  });
}
