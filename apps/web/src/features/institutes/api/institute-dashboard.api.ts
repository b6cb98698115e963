import type { SelectInstituteBody } from '@esc/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { profileKeys } from '../../../lib/current-profile.api';
import { instituteKeys } from './institutes.keys';

/** A parent sends the active child's uuid; a learner may send their own or none. */
export function fetchInstituteDashboard(uuid: string, signal?: AbortSignal) {
  return api.call('GET /institutes/dashboard', { query: { uuid } }, { signal });
}

export function instituteDashboardQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: instituteKeys.dashboard(uuid),
    queryFn: ({ signal }) => fetchInstituteDashboard(uuid, signal),
  });
}

export function useInstituteDashboard(uuid: string | null) {
  return useQuery({ ...instituteDashboardQueryOptions(uuid ?? ''), enabled: uuid !== null });
}

export function selectInstitute(body: SelectInstituteBody) {
  return api.call('POST /institutes/select', { body });
}

/** Makes an institute active for the learner; the dashboards and the profile follow. */
export function useSelectInstitute(uuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SelectInstituteBody, 'uuid'>) => selectInstitute({ ...body, uuid }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: instituteKeys.dashboard(uuid) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      ]);
    },
  });
}
