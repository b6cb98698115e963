import type { SchoolContactSettingsBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { instituteKeys } from './institutes.keys';

export function schoolSettingsQueryOptions() {
  return queryOptions({
    queryKey: instituteKeys.settings(),
    queryFn: ({ signal }) => api.call('GET /institutes/settings/staffContact', undefined, { signal }),
  });
}

/** The school's own settings: teachers' contacts shown to families, and its people's default language. */
export function useSchoolSettings() {
  return useQuery(schoolSettingsQueryOptions());
}

export function useSaveSchoolSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolContactSettingsBody) => api.call('PUT /institutes/settings/staffContact', { body }),
    onSuccess: (saved) => queryClient.setQueryData(instituteKeys.settings(), saved),
  });
}
