import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packagesKeys } from './packages.keys';

/** The school admin's licences: seats used of total, validity and the package (GET /commerce/school-licences). */
export function schoolLicencesQueryOptions() {
  return queryOptions({
    queryKey: [...packagesKeys.all, 'school-licences'] as const,
    queryFn: ({ signal }) => api.call('GET /commerce/school-licences', {}, { signal }),
    staleTime: 60_000,
  });
}

export function useSchoolLicences() {
  return useQuery(schoolLicencesQueryOptions());
}
