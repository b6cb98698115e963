// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { DataExport, DataExportsData, DataExportState } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';

/** Keyed by the signed-in person, so a family's shared phone never shows one person's exports to another. */
export const dataExportKeys = {
  all: ['data-exports'] as const,
  list: (viewerUuid: string) => [...dataExportKeys.all, viewerUuid, 'list'] as const,
  one: (viewerUuid: string, exportId: string) => [...dataExportKeys.all, viewerUuid, 'one', exportId] as const,
};

/** How often an export being built is read again: a demo learner's takes seconds, a long-time learner's longer. */
export const EXPORT_POLL_MS = 3_000;

export function isUnderWay(state: DataExportState): boolean {
  return state === 'waiting' || state === 'building';
}

/** The caller's exports and their children's, newest first: read afresh each time the card opens. */
export function useDataExports(viewerUuid: string) {
  return useQuery({
    queryKey: dataExportKeys.list(viewerUuid),
    queryFn: ({ signal }) => api.call('GET /privacy/exports', undefined, { signal }),
    staleTime: 0,
  });
}

/** The list holds each person's newest export first; a fresher copy of one replaces it in place. */
function putInList(client: QueryClient, viewerUuid: string, fresh: DataExport): void {
  client.setQueryData<DataExportsData>(dataExportKeys.list(viewerUuid), (old) => {
    const list = old?.exports ?? [];
    const known = list.some((e) => e.export_id === fresh.export_id);
    return { exports: known ? list.map((e) => (e.export_id === fresh.export_id ? fresh : e)) : [fresh, ...list] };
  });
}

/**
 * Reads an export again every few seconds while it is waiting or being built. TanStack Query stops
 * the interval when the card unmounts and while the tab is hidden (refetchIntervalInBackground is
 * off); each answer goes into the list, so the card shows it and stops following once it settles.
 */
export function useFollowExport(viewerUuid: string, followed: DataExport | null) {
  const client = useQueryClient();
  const exportId = followed?.export_id ?? '';
  return useQuery({
    queryKey: dataExportKeys.one(viewerUuid, exportId),
    queryFn: async ({ signal }) => {
      const fresh = await api.call('GET /privacy/exports/:exportId', { params: { exportId } }, { signal });
      putInList(client, viewerUuid, fresh);
      return fresh;
    },
    enabled: followed !== null && isUnderWay(followed.state),
    refetchInterval: EXPORT_POLL_MS,
    staleTime: EXPORT_POLL_MS,
  });
}

/** Asks for an export of one's own data, or (`childUuid`) of a linked child's. */
export function useAskForExport(viewerUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (childUuid: string | null) =>
      api.call('POST /privacy/exports', { body: childUuid ? { uuid: childUuid } : {} }),
    onSuccess: (created) => putInList(client, viewerUuid, created),
  });
}

/** The zip through the api client (its session rules apply), saved as the browser saves a download. */
export async function downloadExport(dataExport: DataExport): Promise<void> {
  const blob = await api.file('GET /privacy/exports/:exportId/file', { params: { exportId: dataExport.export_id } });
  const day = dataExport.requested_at.slice(0, 10);
  saveFile(blob, safeFileName(`${dataExport.subject_name} data ${day}`, 'zip', 'my-data'));
}
