import type { PackageRuntimeBody } from '@esc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { contentPlayerKeys } from './content-player.keys';

/** The package's launch: a fresh one each time it opens, since its URL expires and its state moves. */
export function packageLaunchQueryOptions(contentId: number) {
  return queryOptions({
    queryKey: [...contentPlayerKeys.all, 'package', contentId] as const,
    queryFn: ({ signal }) => api.call('GET /content/packages/:contentId/launch', { params: { contentId } }, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}

export function reportPackage(contentId: number, body: PackageRuntimeBody) {
  return api.call('POST /content/packages/:contentId/runtime', { params: { contentId }, body });
}
