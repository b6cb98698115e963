import type { PackageListBody } from '@esc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packagesKeys } from './packages.keys';

export interface PackageListInput {
  uuid: string;
  boardId: number | null;
  classId: number | null;
  /** JEE or NEET (from ?for=). */
  flag: string | null;
  recommended: string | null;
}

export function fetchPackageList(input: PackageListInput, signal?: AbortSignal) {
  const body: PackageListBody = {
    uuid: input.uuid,
    currency: 'INR',
    ...(input.boardId !== null ? { board_id: input.boardId } : {}),
    ...(input.classId !== null ? { class_id: input.classId } : {}),
    ...(input.flag ? { package_flag: input.flag } : {}),
    ...(input.recommended ? { recommended_entity_name: input.recommended } : {}),
  };
  return api.call('POST /cognito-login-service/auth/packages/packageList', { body }, { idempotent: true, signal });
}

export function packageListQueryOptions(input: PackageListInput) {
  return queryOptions({
    queryKey: packagesKeys.list(input.uuid, input.boardId, input.classId, input.flag, input.recommended),
    queryFn: ({ signal }) => fetchPackageList(input, signal),
    staleTime: 60_000,
  });
}

export function usePackageList(input: PackageListInput | null) {
  return useQuery({
    ...packageListQueryOptions(input ?? { uuid: '', boardId: null, classId: null, flag: null, recommended: null }),
    enabled: input !== null,
  });
}
