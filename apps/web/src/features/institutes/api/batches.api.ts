import type { SectionWiseStudentCountBody } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
