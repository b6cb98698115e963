import type { UuidBody } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardKeys } from './dashboards.keys';

/** A parent sends the active child's uuid: this is how the active child travels with a call. */
export function fetchStudentDetail(body: UuidBody, signal?: AbortSignal) {
  return api.call('POST /cognito-login-service/auth/studentDetailUuid', { body }, { signal });
}

export function studentDetailQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: dashboardKeys.studentDetail(uuid),
    queryFn: ({ signal }) => fetchStudentDetail({ uuid }, signal),
  });
}

export function useStudentDetail(uuid: string | null) {
  return useQuery({ ...studentDetailQueryOptions(uuid ?? ''), enabled: uuid !== null });
}
