// Type-only: a value import of @esc/contracts would pull its TypeBox schemas into the bundle.
import type { SchoolExport, SchoolExportsData } from '@esc/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safeFileName, saveFile } from '../../../lib/save-file';

export const schoolExportKeys = {
  all: ['school-exports'] as const,
  list: () => [...schoolExportKeys.all, 'list'] as const,
  one: (exportId: string) => [...schoolExportKeys.all, 'one', exportId] as const,
};

/** How often an export being built is read again: a small school's takes seconds, a large one's a minute or two. */
export const SCHOOL_EXPORT_POLL_MS = 3_000;

export const isUnderWay = (e: Pick<SchoolExport, 'state'>) => e.state === 'waiting' || e.state === 'building';

/** The school's exports, newest first: read afresh each time the card opens. */
export function useSchoolExports() {
  return useQuery({
    queryKey: schoolExportKeys.list(),
    queryFn: ({ signal }) => api.call('GET /privacy/school-exports', undefined, { signal }),
    staleTime: 0,
  });
}

/** A fresher copy of an export replaces it in the list, or a new one goes first. */
function putInList(client: QueryClient, fresh: SchoolExport): void {
  client.setQueryData<SchoolExportsData>(schoolExportKeys.list(), (old) => {
    const list = old?.exports ?? [];
    const known = list.some((e) => e.export_id === fresh.export_id);
    return { exports: known ? list.map((e) => (e.export_id === fresh.export_id ? fresh : e)) : [fresh, ...list] };
  });
}

/** Reads the running export again every few seconds (stopped while the tab is hidden), until it settles. */
export function useFollowSchoolExport(running: SchoolExport | null) {
  const client = useQueryClient();
  const exportId = running?.export_id ?? '';
  return useQuery({
    queryKey: schoolExportKeys.one(exportId),
    queryFn: async ({ signal }) => {
      const fresh = await api.call('GET /privacy/school-exports/:exportId', { params: { exportId } }, { signal });
      putInList(client, fresh);
      return fresh;
    },
    enabled: running !== null,
    refetchInterval: SCHOOL_EXPORT_POLL_MS,
    staleTime: SCHOOL_EXPORT_POLL_MS,
  });
}

export function useAskForSchoolExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('POST /privacy/school-exports', undefined),
    onSuccess: (created) => putInList(client, created),
  });
}

/** The zip through the api client (its session rules apply), saved as the browser saves a download. */
export async function downloadSchoolExport(schoolExport: SchoolExport): Promise<void> {
  const exportId = schoolExport.export_id;
  const blob = await api.file('GET /privacy/school-exports/:exportId/file', { params: { exportId } });
  const day = schoolExport.requested_at.slice(0, 10);
  saveFile(blob, safeFileName(`school data ${day}`, 'zip', 'school-data'));
}
