import type { SchoolNoticeBody } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const schoolNoticeKeys = { one: ['school-notice'] as const };

/** The notice the admin's school gave its pupils' parents (the caller's own school). */
export function useSchoolNotice() {
  return useQuery({
    queryKey: schoolNoticeKeys.one,
    queryFn: ({ signal }) => api.call('GET /privacy/school-notice', undefined, { signal }),
  });
}

export function useSaveSchoolNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SchoolNoticeBody) => api.call('PUT /privacy/school-notice', { body }),
    onSuccess: (data) => client.setQueryData(schoolNoticeKeys.one, data),
  });
}
